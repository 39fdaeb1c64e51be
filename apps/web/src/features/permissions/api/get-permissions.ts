import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Permission } from '@tenho/domain/permissions/permissions.schemas';
import { api } from '@/lib/api-client';

export const PERMISSIONS_QUERY_KEY = ['permissions'] as const;
export const PERMISSIONS_LIST_KEY = [...PERMISSIONS_QUERY_KEY, 'list'] as const;

/** GET /permissions (MASTER): id, name, description, created_at, by name. */
export function getPermissions(signal?: AbortSignal): Promise<Permission[]> {
  return api.get<Permission[]>('/permissions', { signal });
}

export function getPermissionsQueryOptions() {
  return queryOptions({ queryKey: PERMISSIONS_LIST_KEY, queryFn: ({ signal }) => getPermissions(signal) });
}

export function usePermissions() {
  return useQuery(getPermissionsQueryOptions());
}
