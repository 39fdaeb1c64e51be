import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type BarChartBar = {
  key: string;
  /** The axis label under the bar ('15/03'). */
  label: string;
  value: number;
  /** What a screen reader (and the tooltip) says for the bar: '15/03: R$ 12,00'. */
  description: string;
};

/** A bar with a value is at least this tall (percent of the chart), so it never vanishes. */
export const MIN_BAR_PERCENT = 4;

export type BarChartProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Controls beside the title (e.g. which figure the bars show). */
  actions?: ReactNode;
  bars: readonly BarChartBar[];
  /** At most this many axis labels are written (every n-th bar), so 30 or 53 bars stay legible. */
  maxLabels?: number;
  /** Tailwind background class of a bar with a value. */
  barClassName?: string;
  /** Write each bar's value above it (for a few bars, e.g. one per month). */
  showValues?: boolean;
  className?: string;
};

/** Which bars get a written axis label: the first, then every `step`-th. */
export function axisLabelStep(count: number, maxLabels: number): number {
  if (count <= 0 || maxLabels <= 0) return 1;
  return Math.max(1, Math.ceil(count / maxLabels));
}

/**
 * A simple vertical bar chart scaled to its tallest bar. Each bar is an image named by its
 * description, so screen readers get the same figures the eye sees; empty bars keep a hairline.
 */
export function BarChart({
  title,
  description,
  actions,
  bars,
  maxLabels = 8,
  barClassName = 'bg-brand-500',
  showValues = false,
  className,
}: BarChartProps) {
  const titleId = useId();
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const step = axisLabelStep(bars.length, maxLabels);
  return (
    <figure aria-labelledby={titleId} className={cn('flex min-w-0 flex-col', className)}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <figcaption id={titleId} className="text-base font-semibold text-slate-900">
            {title}
          </figcaption>
          {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
        </div>
        {actions}
      </div>
      <ol
        className={cn(
          'mt-6 grid h-48 grid-flow-col auto-cols-fr items-end border-b border-slate-200',
          bars.length > 20 ? 'gap-px sm:gap-0.5' : 'gap-1 sm:gap-2',
        )}
      >
        {bars.map((bar) => {
          const height = max > 0 ? (bar.value / max) * 100 : 0;
          return (
            <li key={bar.key} className="flex h-full min-w-0 flex-col items-center justify-end gap-1.5">
              {showValues ? (
                <span className="text-xs font-semibold text-slate-700 tabular-nums" aria-hidden="true">
                  {bar.value}
                </span>
              ) : null}
              <div
                role="img"
                aria-label={bar.description}
                title={bar.description}
                data-value={bar.value}
                className={cn(
                  'w-full max-w-12 rounded-t-md transition-[height]',
                  bar.value > 0 ? barClassName : 'bg-slate-200',
                )}
                style={{ height: bar.value > 0 ? `${Math.max(height, MIN_BAR_PERCENT)}%` : '2px' }}
              />
            </li>
          );
        })}
      </ol>
      <ol
        className={cn(
          'mt-2 grid grid-flow-col auto-cols-fr',
          bars.length > 20 ? 'gap-px sm:gap-0.5' : 'gap-1 sm:gap-2',
        )}
        aria-hidden="true"
      >
        {bars.map((bar, index) => (
          <li
            key={bar.key}
            className="overflow-visible text-center text-[11px] whitespace-nowrap text-slate-600 tabular-nums"
          >
            {index % step === 0 ? bar.label : ''}
          </li>
        ))}
      </ol>
    </figure>
  );
}
