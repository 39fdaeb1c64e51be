import { useId } from 'react';
import type { GrowthBucket } from '@tenho/domain/dashboards/dashboards.schemas';
import { cn } from '@/lib/cn';

export type GrowthChartProps = {
  title: string;
  /** One bar per month, oldest first (the API's `growth`). */
  buckets: readonly GrowthBucket[];
  className?: string;
};

/** '3 empresas cadastradas' / '1 empresa cadastrada' / 'nenhuma empresa cadastrada'. */
export function growthBarLabel(bucket: Pick<GrowthBucket, 'label' | 'count'>): string {
  const amount =
    bucket.count === 0
      ? 'nenhuma empresa cadastrada'
      : bucket.count === 1
        ? '1 empresa cadastrada'
        : `${bucket.count} empresas cadastradas`;
  return `${bucket.label}: ${amount}`;
}

/**
 * 'Crescimento de Empresas': companies registered per month as simple vertical bars, scaled to
 * the busiest month. Each bar is an image with its month and count as its name (and title), so
 * screen readers read the same figures the eye sees.
 */
export function GrowthChart({ title, buckets, className }: GrowthChartProps) {
  const titleId = useId();
  const max = Math.max(1, ...buckets.map((bucket) => bucket.count));
  return (
    <figure aria-labelledby={titleId} className={cn('flex flex-col', className)}>
      <figcaption id={titleId} className="text-base font-semibold text-slate-900">
        {title}
      </figcaption>
      <p className="mt-1 text-sm text-slate-600">Empresas cadastradas por mês.</p>
      <ol className="mt-6 grid h-52 grid-flow-col auto-cols-fr items-end gap-2 border-b border-slate-200 sm:gap-4">
        {buckets.map((bucket) => {
          const label = growthBarLabel(bucket);
          const height = (bucket.count / max) * 100;
          return (
            <li key={bucket.month} className="flex h-full min-w-0 flex-col items-center justify-end gap-1.5">
              <span className="text-xs font-semibold text-slate-700 tabular-nums" aria-hidden="true">
                {bucket.count}
              </span>
              <div
                role="img"
                aria-label={label}
                title={label}
                data-month={bucket.month}
                className={cn(
                  'w-full max-w-12 rounded-t-md transition-[height]',
                  bucket.count > 0 ? 'bg-brand-500' : 'bg-slate-200',
                )}
                style={{ height: bucket.count > 0 ? `${Math.max(height, 4)}%` : '2px' }}
              />
            </li>
          );
        })}
      </ol>
      <ol className="mt-2 grid grid-flow-col auto-cols-fr gap-2 sm:gap-4" aria-hidden="true">
        {buckets.map((bucket) => (
          <li key={bucket.month} className="text-center text-xs text-slate-600 tabular-nums">
            {bucket.label}
          </li>
        ))}
      </ol>
    </figure>
  );
}
