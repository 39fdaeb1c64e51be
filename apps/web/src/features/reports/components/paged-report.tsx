import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { StatGrid, type StatGridItem } from '@/components/ui/stat-card';
import type { useReportPaging } from '../use-report-paging';
import { ReportSection, type ReportSectionProps } from './report-section';

/** A card over a paged report: which of the report's figures, its label, icon and tone. */
export type ReportFigure<C> = { key: keyof C; label: string; icon: ReactNode; tone?: StatGridItem['tone'] };

type PagedReportData<T, C> = { rows: T[]; total: number; cards: C };

export type PagedReportProps<T extends { id: number }, C extends Record<string, number>> = Omit<
  ReportSectionProps<T>,
  keyof ReturnType<ReturnType<typeof useReportPaging>['table']> | 'exportDisabled'
> & {
  report: UseQueryResult<PagedReportData<T, C>>;
  paging: ReturnType<typeof useReportPaging>;
  loadFailed: string;
  figures: readonly ReportFigure<C>[];
};

/**
 * A paged report tab (Atividades, Mensagens): its figures over the whole filter ('-' until they
 * arrive, hidden when the load failed), then the table card with the page of rows and the CSV.
 */
export function PagedReport<T extends { id: number }, C extends Record<string, number>>({
  report,
  paging,
  loadFailed,
  figures,
  ...section
}: PagedReportProps<T, C>) {
  const table = paging.table(report, loadFailed);
  const cards = report.data?.cards;
  return (
    <div className="flex flex-col gap-5">
      {table.error ? null : (
        <StatGrid
          loading={table.loading}
          items={figures.map(({ key, ...figure }) => ({ ...figure, value: cards?.[key] ?? '-' }))}
        />
      )}
      <ReportSection {...table} {...section} exportDisabled={!report.data || report.data.total === 0} />
    </div>
  );
}
