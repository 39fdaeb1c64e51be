import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@tenho/domain/users/users.schemas';
import { api } from '@/lib/api-client';
import { ifMatchHeaders } from '@/lib/record-version';
import { USERS_QUERY_KEY } from '@/lib/api/users-keys';

/** `version`: the user's version as read (If-Match). */
export type UpdateUserStatusPayload = { id: number; is_active: boolean; version?: number | undefined };

/** PATCH /users/{id} {is_active}: activate (the company is e-mailed) or deactivate (sessions end). */
export function updateUserStatus({ id, is_active, version }: UpdateUserStatusPayload): Promise<User> {
  return api.patch<User>(`/users/${id}`, { is_active }, { headers: ifMatchHeaders(version) });
}

export function updateUserStatusMutationOptions() {
  return mutationOptions({ mutationKey: ['users', 'status'], mutationFn: updateUserStatus });
}

export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateUserStatusMutationOptions(),
    // Also after a conflict (409): the list shows the current state and version again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}
