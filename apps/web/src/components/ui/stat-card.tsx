import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Card } from './card';

export type StatCardProps = {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  hint?: ReactNode;
  className?: string;
};

export function StatCard({ label, value, icon, hint, className }: StatCardProps) {
  return (
    <Card className={cn('p-5', className)}>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-600">{label}</p>
          <p className="mt-2 truncate text-2xl font-semibold tracking-tight text-slate-900 tabular-nums">
            {value}
          </p>
        </div>
        {icon ? (
          <span
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
            aria-hidden="true"
          >
            {icon}
          </span>
        ) : null}
      </div>
      {hint ? <p className="mt-3 text-xs text-slate-500">{hint}</p> : null}
    </Card>
  );
}
