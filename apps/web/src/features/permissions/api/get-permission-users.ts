import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@tenho/domain/auth/roles';
import type { UserListResponse } from '@tenho/domain/users/users.schemas';
import { api } from '@/lib/api-client';
import { USERS_QUERY_KEY } from '@/lib/api/users-keys';

export type PermissionUsersParams = {
  search: string;
  role: Role | '';
  status: 'all' | 'active' | 'inactive';
  page: number;
  pageSize: number;
};

/** GET /users for Permissão por Usuário: the same list, filtered by search, role and status. */
export function getPermissionUsers(
  params: PermissionUsersParams,
  signal?: AbortSignal,
): Promise<UserListResponse> {
  return api.get<UserListResponse>('/users', {
    signal,
    query: {
      search: params.search.trim() || undefined,
      role: params.role || undefined,
      status: params.status,
      page: params.page,
      pageSize: params.pageSize,
      sort: 'email',
      order: 'asc',
    },
  });
}

export function getPermissionUsersQueryOptions(params: PermissionUsersParams) {
  return queryOptions({
    // Under the users key: creating or changing a user elsewhere refreshes this list too.
    queryKey: [...USERS_QUERY_KEY, 'permissions', params],
    queryFn: ({ signal }) => getPermissionUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePermissionUsers(params: PermissionUsersParams) {
  return useQuery(getPermissionUsersQueryOptions(params));
}
