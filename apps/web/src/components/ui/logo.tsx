import { cn } from '@/lib/cn';

export type LogoProps = { className?: string; /** Light text for dark backgrounds. */ inverted?: boolean };

/** The Tenho mark (a tick in a rounded square: "tenho!") and the word. */
export function Logo({ className, inverted = false }: LogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path
          d="M9 16.5l4.5 4.5L23 11.5"
          fill="none"
          stroke="#fff"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={cn('text-xl font-bold tracking-tight', inverted ? 'text-white' : 'text-slate-900')}>
        Tenho
      </span>
    </span>
  );
}
