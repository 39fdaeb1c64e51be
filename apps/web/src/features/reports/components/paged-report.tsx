import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { StatGrid, type StatGridItem } from '@/components/ui/stat-card';
import type { useReportPaging } from '../use-report-paging';
import { ReportSection, type ReportSectionProps } from './report-section';

/** A card over a paged report: which of the report's figures, its label, icon and tone. */
export type ReportFigure<C> = { key: keyof C; label: string; icon: ReactNode; tone?: StatGridItem['tone'] };

/** What a paged report is, whatever its filters: its title (the table's name too), columns and figures. */
export type PagedReportDefinition<T, C> = {
  title: string;
  description: string;
  loadFailed: string;
  columns: ReportSectionProps<T>['columns'];
  figures: readonly ReportFigure<C>[];
};

type PagedReportData<T, C> = { rows: T[]; total: number; cards: C };

export type PagedReportProps<T extends { id: number }, C extends Record<string, number>> = Pick<
  ReportSectionProps<T>,
  'exportAs' | 'filters' | 'empty'
> & {
  definition: PagedReportDefinition<T, C>;
  report: UseQueryResult<PagedReportData<T, C>>;
  paging: ReturnType<typeof useReportPaging>;
};

/**
 * A paged report tab (Atividades, Mensagens): its figures over the whole filter ('-' until they
 * arrive, hidden when the load failed), then the table card with the page of rows and the CSV.
 */
export function PagedReport<T extends { id: number }, C extends Record<string, number>>({
  definition: { title, description, loadFailed, columns, figures },
  report,
  paging,
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
      <ReportSection
        {...table}
        {...section}
        title={title}
        description={description}
        caption={title}
        columns={columns}
        exportDisabled={!report.data || report.data.total === 0}
      />
    </div>
  );
}
