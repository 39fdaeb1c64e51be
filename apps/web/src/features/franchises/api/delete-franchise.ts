import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { FRANCHISES_QUERY_KEY } from './franchises-keys';

/** DELETE /franchise-units/{id}: 204; 409 while users or companies are still linked. */
export function deleteFranchise(id: number): Promise<void> {
  return api.delete<void>(`/franchise-units/${id}`);
}

export function deleteFranchiseMutationOptions() {
  return mutationOptions({ mutationKey: ['franchise-units', 'delete'], mutationFn: deleteFranchise });
}

export function useDeleteFranchise() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteFranchiseMutationOptions(),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: [...FRANCHISES_QUERY_KEY, 'detail', id] });
      return queryClient.invalidateQueries({ queryKey: FRANCHISES_QUERY_KEY });
    },
  });
}
