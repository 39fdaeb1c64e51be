import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FinancialReport, ReportPeriod } from '@tenho/domain/reports/reports.schemas';
import { api } from '@/lib/api-client';
import { REPORTS_QUERY_KEY } from './reports-keys';

/** GET /reports/financial?period=: cards, series and breakdown of the caller's scope. */
export function getFinancialReport(period: ReportPeriod, signal?: AbortSignal): Promise<FinancialReport> {
  return api.get<FinancialReport>('/reports/financial', { signal, query: { period } });
}

export function getFinancialReportQueryOptions(period: ReportPeriod) {
  return queryOptions({
    queryKey: [...REPORTS_QUERY_KEY, 'financial', period],
    queryFn: ({ signal }) => getFinancialReport(period, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFinancialReport(period: ReportPeriod) {
  return useQuery(getFinancialReportQueryOptions(period));
}
