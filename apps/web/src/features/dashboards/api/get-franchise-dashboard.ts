import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FranchiseDashboard } from '@tenho/domain/dashboards/dashboards.schemas';
import { api } from '@/lib/api-client';
import { DASHBOARDS_QUERY_KEY } from './dashboards-keys';

/** GET /franchise-units/{unit_id}/dashboard-data: 'Dashboard - {franquia}' (ADMIN of the unit or MASTER). */
export function getFranchiseDashboard(unitId: number, signal?: AbortSignal): Promise<FranchiseDashboard> {
  return api.get<FranchiseDashboard>(`/franchise-units/${unitId}/dashboard-data`, { signal });
}

export function getFranchiseDashboardQueryOptions(unitId: number | null | undefined) {
  return queryOptions({
    queryKey: [...DASHBOARDS_QUERY_KEY, 'franchise', unitId ?? null],
    queryFn: ({ signal }) => getFranchiseDashboard(unitId as number, signal),
  });
}

export function useFranchiseDashboard(unitId: number | null | undefined) {
  return useQuery({ ...getFranchiseDashboardQueryOptions(unitId), enabled: unitId != null });
}
