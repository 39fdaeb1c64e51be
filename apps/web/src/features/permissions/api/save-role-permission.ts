import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RolePermissionLink } from '@tenho/domain/permissions/permissions.schemas';
import type { Role } from '@tenho/domain/auth/roles';
import { api } from '@/lib/api-client';
import { ifMatchHeaders } from '@/lib/record-version';
import { ROLE_PERMISSIONS_KEY } from './get-role-permissions';

/** `version`: the link's version as read (0 for a missing link), sent as If-Match. */
export type RolePermissionChange = {
  role: Role;
  permission_id: number;
  enabled: boolean;
  version?: number | undefined;
};

/** POST /role-permissions: one changed pair (upsert). */
export function saveRolePermission({
  version,
  ...change
}: RolePermissionChange): Promise<RolePermissionLink> {
  return api.post<RolePermissionLink>('/role-permissions', change, { headers: ifMatchHeaders(version) });
}

/** Spec §7: one call per changed pair, one after the other, then a reload of the links. */
export async function saveRolePermissions(changes: readonly RolePermissionChange[]): Promise<void> {
  for (const change of changes) await saveRolePermission(change);
}

export function saveRolePermissionsMutationOptions() {
  return mutationOptions({ mutationKey: ['permissions', 'roles', 'save'], mutationFn: saveRolePermissions });
}

export function useSaveRolePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveRolePermissionsMutationOptions(),
    // Also after a partial failure: what was saved shows as saved.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ROLE_PERMISSIONS_KEY }),
  });
}
