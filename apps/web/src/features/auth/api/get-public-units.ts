import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The register form only needs id and name of the active units (spec §7). */
export type PublicUnit = { id: number; name: string };

export function getPublicUnits(signal?: AbortSignal): Promise<PublicUnit[]> {
  return api.get<PublicUnit[]>('/franchise-units', { signal });
}

export function getPublicUnitsQueryOptions() {
  return queryOptions({
    queryKey: ['franchise-units', 'public'],
    queryFn: ({ signal }) => getPublicUnits(signal),
    staleTime: 5 * 60_000,
  });
}

export function usePublicUnits() {
  return useQuery(getPublicUnitsQueryOptions());
}
