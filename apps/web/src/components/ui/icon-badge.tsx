import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type IconBadgeProps = {
  /** Size, shape and colours, e.g. 'size-12 rounded-2xl bg-brand-50 text-brand-700'. */
  className: string;
  children: ReactNode;
};

/** The decorative icon above a panel's title (hidden from screen readers). */
export function IconBadge({ className, children }: IconBadgeProps) {
  return (
    <span className={cn('mb-4 inline-flex items-center justify-center', className)} aria-hidden="true">
      {children}
    </span>
  );
}
