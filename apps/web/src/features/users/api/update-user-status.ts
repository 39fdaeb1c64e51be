import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@tenho/domain/users/users.schemas';
import { api } from '@/lib/api-client';
import { USERS_QUERY_KEY } from '@/lib/api/users-keys';

export type UpdateUserStatusPayload = { id: number; is_active: boolean };

/** PATCH /users/{id} {is_active}: activate (the company is e-mailed) or deactivate (sessions end). */
export function updateUserStatus({ id, is_active }: UpdateUserStatusPayload): Promise<User> {
  return api.patch<User>(`/users/${id}`, { is_active });
}

export function updateUserStatusMutationOptions() {
  return mutationOptions({ mutationKey: ['users', 'status'], mutationFn: updateUserStatus });
}

export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateUserStatusMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}
