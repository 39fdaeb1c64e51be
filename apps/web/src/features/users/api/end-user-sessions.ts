import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { EndedSessions } from '@tenho/domain/auth/sessions.schemas';
import { api } from '@/lib/api-client';

export type EndUserSessionsResponse = EndedSessions;

/** DELETE /users/{id}/sessions (user.edit + scope): ends every session of that user; its open panels sign out. */
export function endUserSessions(id: number): Promise<EndUserSessionsResponse> {
  return api.delete<EndUserSessionsResponse>(`/users/${id}/sessions`);
}

export function endUserSessionsMutationOptions() {
  return mutationOptions({ mutationKey: ['users', 'end-sessions'], mutationFn: endUserSessions });
}

export function useEndUserSessions() {
  return useMutation(endUserSessionsMutationOptions());
}
