import type { ReactNode } from 'react';
import { Card, CardDescription } from '@/components/ui/card';
import { DataTable, type DataTableProps } from '@/components/ui/data-table';
import type { ExportReportPayload } from '../api/export-report';
import { ExportReportButton } from './export-report-button';

export type ReportSectionProps<T> = DataTableProps<T> & {
  title: string;
  description?: ReactNode;
  filters?: ReactNode;
  /** What 'Exportar CSV' downloads: the report and the filters on screen. */
  exportAs: ExportReportPayload;
  /** Nothing to export yet (still loading, or no rows). */
  exportDisabled: boolean;
};

/**
 * The table card of a report tab: heading and 'Exportar CSV' on top, then the filters, then the
 * rows (every DataTable prop passes through).
 */
export function ReportSection<T>({
  title,
  description,
  filters,
  exportAs,
  exportDisabled,
  ...table
}: ReportSectionProps<T>) {
  return (
    <Card className="min-w-0">
      <div className="flex flex-wrap items-start justify-between gap-3 p-4 pb-0 sm:p-6 sm:pb-0">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="text-base font-semibold text-slate-900">{title}</h2>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        <ExportReportButton {...exportAs} disabled={exportDisabled} />
      </div>
      {filters ? <div className="border-b border-slate-200 px-4 pt-4 pb-5 sm:px-6">{filters}</div> : null}
      <div className={filters ? '' : 'pt-4'}>
        <DataTable {...table} />
      </div>
    </Card>
  );
}
