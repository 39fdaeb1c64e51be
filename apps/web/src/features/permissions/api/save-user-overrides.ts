import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@tenho/domain/users/users.schemas';
import { api } from '@/lib/api-client';
import { USERS_QUERY_KEY } from '@/lib/api/users-keys';

/** PATCH /users/{id} {permission_override}: replaces the user's overrides (an empty map = none). */
export function saveUserOverrides({
  id,
  overrides,
}: {
  id: number;
  overrides: Record<string, boolean>;
}): Promise<User> {
  return api.patch<User>(`/users/${id}`, { permission_override: overrides });
}

export function saveUserOverridesMutationOptions() {
  return mutationOptions({ mutationKey: ['users', 'overrides'], mutationFn: saveUserOverrides });
}

export function useSaveUserOverrides() {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveUserOverridesMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}
