import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserListResponse } from '@tenho/domain/users/users.schemas';
import { USER_PAGE_SIZE_MAX } from '@tenho/domain/users/users.constants';
import { api } from '../api-client';
import { USERS_QUERY_KEY } from './users-keys';

export type CompanyOption = { id: number; name: string };

/**
 * The companies (CLIENTs) the caller reaches, by name, for the company filters (statement,
 * messages): ADMIN its unit, MASTER the network or one unit. One page of the largest size; `total`
 * tells whether more exist.
 */
export async function getCompanies(
  unitId: number | null,
  signal?: AbortSignal,
): Promise<{ companies: CompanyOption[]; total: number }> {
  const answer = await api.get<UserListResponse>('/users', {
    signal,
    query: {
      role: 'CLIENT',
      unit_id: unitId,
      status: 'all',
      page: 1,
      pageSize: USER_PAGE_SIZE_MAX,
      sort: 'name',
      order: 'asc',
    },
  });
  return {
    companies: answer.users.map((u) => ({ id: u.id, name: u.name?.trim() || u.email })),
    total: answer.total,
  };
}

export function getCompaniesQueryOptions(unitId: number | null) {
  return queryOptions({
    queryKey: [...USERS_QUERY_KEY, 'companies', unitId],
    queryFn: ({ signal }) => getCompanies(unitId, signal),
    staleTime: 60_000,
  });
}

export function useCompanies(unitId: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCompaniesQueryOptions(unitId), enabled });
}
