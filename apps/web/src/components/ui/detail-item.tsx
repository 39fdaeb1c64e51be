import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type DetailItemProps = {
  label: string;
  /** A small icon before the label. */
  icon?: ReactNode;
  /** Classes of the item (e.g. a column span); it always may shrink. */
  className?: string;
  /** Classes of the value (<dd>). */
  valueClassName?: string;
  children: ReactNode;
};

/** One term of a description list (<dl>): a small grey label above its value. */
export function DetailItem({ label, icon, className, valueClassName, children }: DetailItemProps) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className={cn('text-xs font-medium text-slate-500', icon ? 'flex items-center gap-1.5' : null)}>
        {icon ? <span aria-hidden="true">{icon}</span> : null}
        {label}
      </dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}

/** A fact of an account card: its icon and label above, the value in bold under it. */
export function InfoItem({ valueClassName, ...props }: DetailItemProps & { icon: ReactNode }) {
  return (
    <DetailItem {...props} valueClassName={cn('mt-1 text-sm font-semibold text-slate-900', valueClassName)} />
  );
}
