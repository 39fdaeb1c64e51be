import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserActivityFilter, UserActivityReport } from '@tenho/domain/reports/reports.schemas';
import { api } from '@/lib/api-client';
import { REPORTS_QUERY_KEY } from './reports-keys';

export type UserActivityReportQuery = { filter: UserActivityFilter; page: number; pageSize: number };

/** GET /reports/user-activity: cards over the whole filter, one page of rows. */
export function getUserActivityReport(
  query: UserActivityReportQuery,
  signal?: AbortSignal,
): Promise<UserActivityReport> {
  return api.get<UserActivityReport>('/reports/user-activity', { signal, query });
}

export function getUserActivityReportQueryOptions(query: UserActivityReportQuery) {
  return queryOptions({
    queryKey: [...REPORTS_QUERY_KEY, 'user-activity', query],
    queryFn: ({ signal }) => getUserActivityReport(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUserActivityReport(query: UserActivityReportQuery) {
  return useQuery(getUserActivityReportQueryOptions(query));
}
