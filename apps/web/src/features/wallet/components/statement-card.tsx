import type { ReactNode } from 'react';
import { Card, CardDescription } from '@/components/ui/card';

export type StatementCardProps = {
  description: string;
  /** The CSV export button. */
  actions?: ReactNode;
  filters: ReactNode;
  children: ReactNode;
};

/** The 'Extrato' block: title, export, filters and the table. */
export function StatementCard({ description, actions, filters, children }: StatementCardProps) {
  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-3 p-6 pb-0">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="text-base font-semibold text-slate-900">Extrato</h2>
          <CardDescription>{description}</CardDescription>
        </div>
        {actions}
      </div>
      <div className="border-b border-slate-200 px-6 pt-4 pb-5">{filters}</div>
      {children}
    </Card>
  );
}
