import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SESSIONS_QUERY_KEY, type ActiveSession } from './get-sessions';

/** DELETE /auth/sessions/{id}: ends one of the caller's own sessions (204). */
export function endSession(id: ActiveSession['id']): Promise<void> {
  return api.delete<void>(`/auth/sessions/${id}`);
}

export function endSessionMutationOptions() {
  return mutationOptions({ mutationKey: ['security', 'sessions', 'end'], mutationFn: endSession });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    ...endSessionMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
