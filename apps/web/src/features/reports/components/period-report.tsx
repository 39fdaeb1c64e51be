import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReportPeriod } from '@tenho/domain/reports/reports.schemas';
import { formatDate } from '@tenho/domain/shared/format';
import { Card } from '@/components/ui/card';
import { QueryError } from '@/components/ui/query-error';
import { SegmentedFilter } from '@/components/ui/segmented-filter';
import { PERIOD_OPTIONS } from '../report-filters';

export type PeriodReportProps = {
  /** The report of the chosen period; its dates are shown next to the switch. */
  report: UseQueryResult<{ from: string; to: string }>;
  loadFailed: string;
  period: ReportPeriod;
  onPeriodChange: (period: ReportPeriod) => void;
  /** Names the 'De … a …' line for the journeys. */
  rangeTestId: string;
  children: ReactNode;
};

/**
 * A report by period (Financeiro, Demanda não atendida): the period switch and the dates it
 * covers over the content; busy while loading; a failed first load replaces it all with a retry.
 */
export function PeriodReport({
  report,
  loadFailed,
  period,
  onPeriodChange,
  rangeTestId,
  children,
}: PeriodReportProps) {
  const data = report.data;
  if (report.isError && !data) {
    return (
      <Card>
        <QueryError query={report} message={loadFailed} />
      </Card>
    );
  }
  const busy = report.isPending || (report.isPlaceholderData && report.isFetching);
  return (
    <div className="flex flex-col gap-5" aria-busy={busy || undefined}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SegmentedFilter
          legend="Período"
          value={String(period) as `${ReportPeriod}`}
          options={PERIOD_OPTIONS}
          onChange={(value) => onPeriodChange(Number(value) as ReportPeriod)}
          className="w-full sm:w-auto"
        />
        {data ? (
          <p className="text-sm text-slate-600" data-testid={rangeTestId}>
            De {formatDate(data.from)} a {formatDate(data.to)}
          </p>
        ) : null}
      </div>
      {children}
    </div>
  );
}
