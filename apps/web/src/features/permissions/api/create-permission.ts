import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Permission, PermissionFormInput } from '@tenho/domain/permissions/permissions.schemas';
import { api } from '@/lib/api-client';
import { PERMISSIONS_QUERY_KEY } from './get-permissions';

/** POST /permissions: name and description. */
export function createPermission(input: PermissionFormInput): Promise<Permission> {
  return api.post<Permission>('/permissions', input);
}

export function createPermissionMutationOptions() {
  return mutationOptions({ mutationKey: ['permissions', 'create'], mutationFn: createPermission });
}

export function useCreatePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createPermissionMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PERMISSIONS_QUERY_KEY }),
  });
}
