import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@tenho/domain/users/users.schemas';
import { api } from '@/lib/api-client';
import { USERS_QUERY_KEY } from '@/lib/api/users-keys';

/** GET /users/{id}: one user with its whole profile (the details modal). */
export function getUser(id: number, signal?: AbortSignal): Promise<User> {
  return api.get<User>(`/users/${id}`, { signal });
}

export function getUserQueryOptions(id: number | null | undefined) {
  return queryOptions({
    queryKey: [...USERS_QUERY_KEY, 'detail', id ?? null],
    queryFn: ({ signal }) => getUser(id as number, signal),
  });
}

export function useUser(id: number | null | undefined) {
  return useQuery({ ...getUserQueryOptions(id), enabled: id != null });
}
