import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportPeriod } from '@tenho/domain/reports/reports.schemas';
import type { UnmetDemandReport } from '@tenho/domain/reports/unmet-demand.schemas';
import { api } from '@/lib/api-client';
import { REPORTS_QUERY_KEY } from './reports-keys';

/** GET /reports/unmet-demand?period=: requests nobody was offered, by unit and category. */
export function getUnmetDemandReport(period: ReportPeriod, signal?: AbortSignal): Promise<UnmetDemandReport> {
  return api.get<UnmetDemandReport>('/reports/unmet-demand', { signal, query: { period } });
}

export function getUnmetDemandReportQueryOptions(period: ReportPeriod) {
  return queryOptions({
    queryKey: [...REPORTS_QUERY_KEY, 'unmet-demand', period],
    queryFn: ({ signal }) => getUnmetDemandReport(period, signal),
    placeholderData: keepPreviousData,
    // The dashboard card and the Relatórios tab share this list: opening either reads it again, so a
    // request sent a moment ago (e.g. from the Simulador) is never hidden behind the other's copy.
    staleTime: 0,
  });
}

export function useUnmetDemandReport(period: ReportPeriod) {
  return useQuery(getUnmetDemandReportQueryOptions(period));
}
