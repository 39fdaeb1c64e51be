import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserListQueryInput, UserListResponse } from '@tenho/domain/users/users.schemas';
import { api } from '@/lib/api-client';
import { USERS_QUERY_KEY } from '@/lib/api/users-keys';

/** The list's filters, paging and sort as the page holds them (numbers, not URL strings). */
export type UsersListParams = {
  role?: string;
  unit_id?: number | null;
  status: NonNullable<UserListQueryInput['status']>;
  search?: string;
  page: number;
  pageSize: number;
  sort: NonNullable<UserListQueryInput['sort']>;
  order: NonNullable<UserListQueryInput['order']>;
};

export const USERS_LIST_KEY = [...USERS_QUERY_KEY, 'list'] as const;

/** GET /users: one page of the caller's scope, the filtered total and the cards' counts. */
export function getUsers(params: UsersListParams, signal?: AbortSignal): Promise<UserListResponse> {
  return api.get<UserListResponse>('/users', {
    signal,
    query: {
      role: params.role,
      unit_id: params.unit_id,
      status: params.status,
      search: params.search?.trim(),
      page: params.page,
      pageSize: params.pageSize,
      sort: params.sort,
      order: params.order,
    },
  });
}

export function getUsersQueryOptions(params: UsersListParams) {
  return queryOptions({
    queryKey: [...USERS_LIST_KEY, params],
    queryFn: ({ signal }) => getUsers(params, signal),
    // Paging, sorting and typing keep the previous page on screen (dimmed) until the next arrives.
    placeholderData: keepPreviousData,
  });
}

export function useUsers(params: UsersListParams) {
  return useQuery(getUsersQueryOptions(params));
}
