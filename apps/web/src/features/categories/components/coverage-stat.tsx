import { type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

type CoverageStatProps = { label: string; value: number; icon: ReactNode; hint?: string; warning?: boolean };

/** A figure of the coverage summary: compact on phones (three side by side), with a hint from sm up. */
export function CoverageStat({ label, value, icon, hint, warning = false }: CoverageStatProps) {
  return (
    <li className="min-w-0">
      <Card className={cn('h-full p-3 sm:p-5', warning && 'border-amber-300 bg-amber-50/60')}>
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs font-medium text-slate-600 sm:text-sm">{label}</p>
            <p
              className={cn(
                'mt-1 text-xl font-semibold tracking-tight tabular-nums sm:mt-2 sm:text-2xl',
                warning ? 'text-amber-900' : 'text-slate-900',
              )}
            >
              {value}
            </p>
          </div>
          <span
            className={cn(
              'hidden size-10 shrink-0 items-center justify-center rounded-xl sm:inline-flex',
              warning ? 'bg-amber-100 text-amber-800' : 'bg-brand-50 text-brand-700',
            )}
            aria-hidden="true"
          >
            {icon}
          </span>
        </div>
        {hint ? <p className="mt-3 hidden text-xs text-slate-500 sm:block">{hint}</p> : null}
      </Card>
    </li>
  );
}

export function CoverageSkeleton() {
  return (
    <div className="flex flex-col gap-4" role="status" aria-label="Carregando cobertura">
      <div className="grid grid-cols-3 gap-2 sm:gap-4">
        {[0, 1, 2].map((i) => (
          <Card key={i} className="p-3 sm:p-5">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="mt-3 h-7 w-12" />
          </Card>
        ))}
      </div>
      <Card>
        {[0, 1, 2, 3, 4, 5].map((row) => (
          <div
            key={row}
            className="flex items-center justify-between gap-4 border-t border-slate-100 px-6 py-4 first:border-t-0"
          >
            <div>
              <Skeleton className="h-4 w-44" />
              <Skeleton className="mt-2 h-3 w-24" />
            </div>
            <Skeleton className="h-4 w-8" />
          </div>
        ))}
      </Card>
    </div>
  );
}
