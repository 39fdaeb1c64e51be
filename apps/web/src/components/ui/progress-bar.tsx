import { cn } from '@/lib/cn';

export type ProgressBarProps = {
  /** 0–100. */
  value: number;
  /** The accessible name ('Enviando contrato.pdf'). */
  label: string;
  className?: string;
  /** The bar's colour: the brand by default; amber near a limit, red at it. */
  tone?: 'brand' | 'amber' | 'red';
};

const BAR_TONES = { brand: 'bg-brand-600', amber: 'bg-amber-500', red: 'bg-red-600' } as const;

/** A determinate progress bar (role=progressbar with aria-valuenow), the percent written beside it. */
export function ProgressBar({ value, label, className, tone = 'brand' }: ProgressBarProps) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn('h-full rounded-full transition-[width]', BAR_TONES[tone])}
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="w-10 text-right text-sm font-medium text-slate-700 tabular-nums" aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
