import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RolePermissionLink } from '@tenho/domain/permissions/permissions.schemas';
import { api } from '@/lib/api-client';
import { PERMISSIONS_QUERY_KEY } from './get-permissions';

export const ROLE_PERMISSIONS_KEY = [...PERMISSIONS_QUERY_KEY, 'roles'] as const;

/** GET /role-permissions: every (role, permission) link; a missing link counts as disabled. */
export function getRolePermissions(signal?: AbortSignal): Promise<RolePermissionLink[]> {
  return api.get<RolePermissionLink[]>('/role-permissions', { signal });
}

export function getRolePermissionsQueryOptions() {
  return queryOptions({
    queryKey: ROLE_PERMISSIONS_KEY,
    queryFn: ({ signal }) => getRolePermissions(signal),
  });
}

export function useRolePermissions() {
  return useQuery(getRolePermissionsQueryOptions());
}
