import { useId } from 'react';
import { cn } from '@/lib/cn';

export type SegmentedOption<T extends string> = { value: T; label: string };

export type SegmentedFilterProps<T extends string> = {
  legend: string;
  value: T;
  options: readonly SegmentedOption<T>[];
  onChange: (value: T) => void;
  /** Write the legend above the options (otherwise it is only read by screen readers). */
  showLegend?: boolean;
  className?: string;
};

/** A row of radio buttons that looks like a segmented control (arrow keys move between them). */
export function SegmentedFilter<T extends string>({
  legend,
  value,
  options,
  onChange,
  showLegend = false,
  className,
}: SegmentedFilterProps<T>) {
  const name = useId();
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className={showLegend ? 'mb-1.5 text-sm font-medium text-slate-800' : 'sr-only'}>
        {legend}
      </legend>
      <div className="inline-flex h-10 w-full rounded-lg border border-slate-300 bg-white p-0.5 shadow-xs sm:w-auto">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative flex flex-1 cursor-pointer items-center justify-center rounded-md px-2 text-sm font-medium whitespace-nowrap transition-colors sm:flex-none sm:px-3',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
              value === option.value ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
