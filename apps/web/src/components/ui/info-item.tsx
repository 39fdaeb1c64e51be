import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type InfoItemProps = {
  label: string;
  /** A small icon before the label. */
  icon: ReactNode;
  /** Extra classes of the value (its wrapping). */
  valueClassName?: string;
  children: ReactNode;
};

/** One fact of a description list (dl): the label above, the value in bold under it. */
export function InfoItem({ label, icon, valueClassName, children }: InfoItemProps) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-500">
        <span aria-hidden="true">{icon}</span>
        {label}
      </dt>
      <dd className={cn('mt-1 text-sm font-semibold text-slate-900', valueClassName)}>{children}</dd>
    </div>
  );
}
