import type { ReactNode } from 'react';
import { Card, CardDescription } from '@/components/ui/card';

export type ReportSectionProps = {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  filters?: ReactNode;
  children: ReactNode;
};

/** A titled card of a report tab: heading and export on top, then filters, then the content. */
export function ReportSection({ title, description, actions, filters, children }: ReportSectionProps) {
  return (
    <Card className="min-w-0">
      <div className="flex flex-wrap items-start justify-between gap-3 p-4 pb-0 sm:p-6 sm:pb-0">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="text-base font-semibold text-slate-900">{title}</h2>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {actions}
      </div>
      {filters ? <div className="border-b border-slate-200 px-4 pt-4 pb-5 sm:px-6">{filters}</div> : null}
      <div className={filters ? '' : 'pt-4'}>{children}</div>
    </Card>
  );
}
