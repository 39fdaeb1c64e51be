import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@tenho/domain/auth/auth.schemas';
import { api } from '@/lib/api-client';

export type MeResponse = { user: SessionUser };

export function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return api.get<MeResponse>('/auth/me', { signal });
}

/** Keyed by the signed-in user's id, so one user's answer is never applied to another's session. */
export function getMeQueryOptions(userId: number | null | undefined) {
  return queryOptions({
    queryKey: ['auth', 'me', userId ?? null],
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 0,
    retry: false,
  });
}

export function useMe(userId: number | null | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getMeQueryOptions(userId), enabled: (options.enabled ?? true) && userId != null });
}
