import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PERMISSIONS_QUERY_KEY } from './get-permissions';

/** DELETE /permissions/{id}: 400 with the reason when it is in use (it stays). */
export function deletePermission(id: number): Promise<void> {
  return api.delete<void>(`/permissions/${id}`);
}

export function deletePermissionMutationOptions() {
  return mutationOptions({ mutationKey: ['permissions', 'delete'], mutationFn: deletePermission });
}

export function useDeletePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deletePermissionMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PERMISSIONS_QUERY_KEY }),
  });
}
