import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Permission, PermissionFormInput } from '@tenho/domain/permissions/permissions.schemas';
import { api } from '@/lib/api-client';
import { PERMISSIONS_QUERY_KEY } from './get-permissions';

/** PUT /permissions/{id}: name and description. */
export function updatePermission({
  id,
  ...input
}: PermissionFormInput & { id: number }): Promise<Permission> {
  return api.put<Permission>(`/permissions/${id}`, input);
}

export function updatePermissionMutationOptions() {
  return mutationOptions({ mutationKey: ['permissions', 'update'], mutationFn: updatePermission });
}

export function useUpdatePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updatePermissionMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PERMISSIONS_QUERY_KEY }),
  });
}
