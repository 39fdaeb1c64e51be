import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type DetailItemProps = {
  label: string;
  /** Classes of the item (e.g. a column span); it always may shrink. */
  className?: string;
  /** Classes of the value (<dd>). */
  valueClassName?: string;
  children: ReactNode;
};

/** One term of a description list (<dl>): a small grey label above its value. */
export function DetailItem({ label, className, valueClassName, children }: DetailItemProps) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
