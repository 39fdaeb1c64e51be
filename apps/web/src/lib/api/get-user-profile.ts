import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@tenho/domain/users/users.schemas';
import { api } from '../api-client';
import { USERS_QUERY_KEY } from './users-keys';

/** GET /users/{id}/profile: the full profile (the edit modal and the Perfil screen). */
export function getUserProfile(userId: number, signal?: AbortSignal): Promise<Profile> {
  return api.get<Profile>(`/users/${userId}/profile`, { signal });
}

export function getUserProfileQueryOptions(userId: number | null | undefined) {
  return queryOptions({
    queryKey: [...USERS_QUERY_KEY, 'profile', userId ?? null],
    queryFn: ({ signal }) => getUserProfile(userId as number, signal),
  });
}

export function useUserProfile(userId: number | null | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...getUserProfileQueryOptions(userId),
    enabled: (options.enabled ?? true) && userId != null,
  });
}
