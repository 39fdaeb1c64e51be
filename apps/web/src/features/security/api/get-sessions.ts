import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionItem, SessionList } from '@tenho/domain/auth/sessions.schemas';
import { api } from '@/lib/api-client';

/** One live session of the signed-in user (GET /auth/sessions). */
export type ActiveSession = SessionItem;
export type SessionsResponse = SessionList;

export function getSessions(signal?: AbortSignal): Promise<SessionsResponse> {
  return api.get<SessionsResponse>('/auth/sessions', { signal });
}

export const SESSIONS_QUERY_KEY = ['security', 'sessions'] as const;

export function getSessionsQueryOptions() {
  return queryOptions({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: ({ signal }) => getSessions(signal),
    // The list changes on other devices: ask again whenever the screen opens.
    staleTime: 0,
  });
}

export function useSessions() {
  return useQuery(getSessionsQueryOptions());
}
