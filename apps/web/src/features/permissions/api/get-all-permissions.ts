import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Permission } from '@tenho/domain/permissions/permissions.schemas';
import { api } from '@/lib/api-client';
import { PERMISSIONS_QUERY_KEY } from './get-permissions';

export const ALL_PERMISSIONS_KEY = [...PERMISSIONS_QUERY_KEY, 'all'] as const;

/** GET /permissions/all: every permission, for the role and user screens. */
export function getAllPermissions(signal?: AbortSignal): Promise<Permission[]> {
  return api.get<Permission[]>('/permissions/all', { signal });
}

export function getAllPermissionsQueryOptions() {
  return queryOptions({ queryKey: ALL_PERMISSIONS_KEY, queryFn: ({ signal }) => getAllPermissions(signal) });
}

export function useAllPermissions() {
  return useQuery(getAllPermissionsQueryOptions());
}
