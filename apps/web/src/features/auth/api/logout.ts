import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';

/** Revokes the session on the server (204). */
export function logout(): Promise<void> {
  return api.post<void>('/auth/logout');
}

export function logoutMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'logout'], mutationFn: logout });
}

/** Sair: revoke on the server, then forget the session and every cached answer, whatever happened. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    ...logoutMutationOptions(),
    onSettled: () => {
      useAuthStore.getState().logout();
      queryClient.clear();
    },
  });
}
