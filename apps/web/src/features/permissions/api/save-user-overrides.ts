import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@tenho/domain/users/users.schemas';
import { api } from '@/lib/api-client';
import { ifMatchHeaders } from '@/lib/record-version';
import { USERS_QUERY_KEY } from '@/lib/api/users-keys';

/** PATCH /users/{id} {permission_override}: replaces the user's overrides (an empty map = none). */
export function saveUserOverrides({
  id,
  overrides,
  version,
}: {
  id: number;
  overrides: Record<string, boolean>;
  /** The user's version as read (If-Match). */
  version?: number | undefined;
}): Promise<User> {
  return api.patch<User>(
    `/users/${id}`,
    { permission_override: overrides },
    { headers: ifMatchHeaders(version) },
  );
}

export function saveUserOverridesMutationOptions() {
  return mutationOptions({ mutationKey: ['users', 'overrides'], mutationFn: saveUserOverrides });
}

export function useSaveUserOverrides() {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveUserOverridesMutationOptions(),
    // Also after a conflict (409): the list shows the current overrides and version again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}
