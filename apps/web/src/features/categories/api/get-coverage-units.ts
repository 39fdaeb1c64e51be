import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type CoverageUnit = { id: number; name: string };

/** The active units (id and name) MASTER can pick on the coverage screen. */
export function getCoverageUnits(signal?: AbortSignal): Promise<CoverageUnit[]> {
  return api.get<CoverageUnit[]>('/franchise-units', { signal });
}

export function getCoverageUnitsQueryOptions() {
  return queryOptions({
    queryKey: ['categories', 'coverage-units'],
    queryFn: ({ signal }) => getCoverageUnits(signal),
    staleTime: 5 * 60_000,
  });
}

export function useCoverageUnits(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getCoverageUnitsQueryOptions(), enabled: options.enabled ?? true });
}
