import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * One meaning per tone, everywhere: green active/confirmed, amber pending,
 * grey inactive/other, red failed/negative; brand for neutral highlights.
 */
const TONES = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  amber: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  grey: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  red: 'bg-red-50 text-red-800 ring-red-600/20',
  brand: 'bg-brand-50 text-brand-800 ring-brand-600/20',
} as const;

export type BadgeTone = keyof typeof TONES;
export type BadgeProps = ComponentProps<'span'> & { tone?: BadgeTone; dot?: boolean };

export function Badge({ tone = 'grey', dot = false, className, children, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        TONES[tone],
        className,
      )}
      {...props}
    >
      {dot ? <span className="size-1.5 rounded-full bg-current" aria-hidden="true" /> : null}
      {children}
    </span>
  );
}
