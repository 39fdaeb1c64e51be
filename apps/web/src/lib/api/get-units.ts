import { queryOptions, useQuery } from '@tanstack/react-query';
import { FRANCHISE_PAGE_SIZE_MAX } from '@tenho/domain/franchise/franchise.constants';
import type { FranchiseListAnswer, PublicUnit } from '@tenho/domain/franchise/franchise.schemas';
import { api } from '../api-client';

/** A unit as the pickers and the register select show it: id and name. */
export type UnitOption = PublicUnit;

/**
 * GET /franchise-units as a visitor: the active units of the register form (spec §7). The call
 * says it is public, so a signed-in browser gets the same list.
 */
export function getPublicUnits(signal?: AbortSignal): Promise<UnitOption[]> {
  return api.get<UnitOption[]>('/franchise-units', { signal, public: true });
}

export function usePublicUnits() {
  return useQuery({
    queryKey: ['franchise-units', 'public'],
    queryFn: ({ signal }) => getPublicUnits(signal),
    staleTime: 5 * 60_000,
  });
}

/**
 * GET /franchise-units with the session: every unit in the caller's reach (MASTER the network,
 * ADMIN its own; inactive ones too), page after page, as id and name for the unit pickers. A
 * session without franchise.view (CLIENT, USER) gets the active units, as the server answers it.
 */
export async function getUnitOptions(signal?: AbortSignal): Promise<UnitOption[]> {
  const options: UnitOption[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.get<FranchiseListAnswer>('/franchise-units', {
      signal,
      query: { status: 'all', page, pageSize: FRANCHISE_PAGE_SIZE_MAX },
    });
    if (Array.isArray(answer)) return answer;
    options.push(...answer.units.map(({ id, name }) => ({ id, name })));
    if (answer.units.length < FRANCHISE_PAGE_SIZE_MAX || options.length >= answer.total) return options;
  }
}

/** Under the franchises key, so creating, renaming or (de)activating a unit refreshes every picker. */
export function getUnitOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['franchise-units', 'options'],
    queryFn: ({ signal }) => getUnitOptions(signal),
    staleTime: 5 * 60_000,
  });
}

export function useUnitOptions(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getUnitOptionsQueryOptions(), enabled: options.enabled ?? true });
}
