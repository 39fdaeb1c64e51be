import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MasterStats } from '@tenho/domain/dashboards/dashboards.schemas';
import { api } from '@/lib/api-client';
import { DASHBOARDS_QUERY_KEY } from './dashboards-keys';

/** GET /users/stats/master: the network's figures for 'Dashboard Master' (MASTER). */
export function getMasterStats(signal?: AbortSignal): Promise<MasterStats> {
  return api.get<MasterStats>('/users/stats/master', { signal });
}

export function getMasterStatsQueryOptions() {
  return queryOptions({
    queryKey: [...DASHBOARDS_QUERY_KEY, 'master'],
    queryFn: ({ signal }) => getMasterStats(signal),
  });
}

export function useMasterStats() {
  return useQuery(getMasterStatsQueryOptions());
}
