import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndedSessions } from '@tenho/domain/auth/sessions.schemas';
import { api } from '@/lib/api-client';
import { SESSIONS_QUERY_KEY } from './get-sessions';

export type EndSessionsResponse = EndedSessions;

/** DELETE /auth/sessions?scope=others: ends every session of the caller but this one. */
export function endOtherSessions(): Promise<EndSessionsResponse> {
  return api.delete<EndSessionsResponse>('/auth/sessions', { query: { scope: 'others' } });
}

export function endOtherSessionsMutationOptions() {
  return mutationOptions({
    mutationKey: ['security', 'sessions', 'end-others'],
    mutationFn: endOtherSessions,
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    ...endOtherSessionsMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
