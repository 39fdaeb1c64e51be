import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FranchiseUnitDetail } from '@tenho/domain/franchise/franchise.schemas';
import { api } from '@/lib/api-client';
import { FRANCHISES_QUERY_KEY } from './franchises-keys';

/**
 * GET /franchise-units/{id}: the unit with its people (admins and company users in `users`, the
 * companies with their balances in `client_units`) and the counts the delete check shows.
 */
export function getFranchise(id: number, signal?: AbortSignal): Promise<FranchiseUnitDetail> {
  return api.get<FranchiseUnitDetail>(`/franchise-units/${id}`, { signal });
}

export function getFranchiseQueryOptions(id: number | null | undefined) {
  return queryOptions({
    queryKey: [...FRANCHISES_QUERY_KEY, 'detail', id ?? null],
    queryFn: ({ signal }) => getFranchise(id as number, signal),
  });
}

export type UseFranchiseOptions = {
  enabled?: boolean;
  /** Ask again on every mount (a dialog opened later must not show people from minutes ago). */
  fresh?: boolean;
};

export function useFranchise(
  id: number | null | undefined,
  { enabled = true, fresh = false }: UseFranchiseOptions = {},
) {
  return useQuery({
    ...getFranchiseQueryOptions(id),
    enabled: enabled && id != null,
    refetchOnMount: fresh ? 'always' : true,
  });
}
