import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { USERS_QUERY_KEY } from '@/lib/api/users-keys';

/** DELETE /users/{id}: the login and personal data go; references elsewhere are anonymised. */
export function deleteUser(id: number): Promise<void> {
  return api.delete<void>(`/users/${id}`);
}

export function deleteUserMutationOptions() {
  return mutationOptions({ mutationKey: ['users', 'delete'], mutationFn: deleteUser });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteUserMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}
