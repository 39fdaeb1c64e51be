import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { unitRefSchema } from '@tenho/domain/auth/auth.schemas';
import { api } from '../api-client';

/** The active units, id and name only (spec §7): the register select and the unit pickers. */
export type PublicUnit = z.infer<typeof unitRefSchema>;

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

export function usePublicUnits(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getPublicUnitsQueryOptions(), enabled: options.enabled ?? true });
}
