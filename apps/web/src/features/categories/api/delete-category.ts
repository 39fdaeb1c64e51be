import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateCatalogue } from './invalidate-catalogue';

/** DELETE /categories/{id}: 204, or 409 'categories.in_use' when companies or messages use it. */
export function deleteCategory(id: number): Promise<void> {
  return api.delete<void>(`/categories/${id}`);
}

export function deleteCategoryMutationOptions() {
  return mutationOptions({ mutationKey: ['categories', 'delete'], mutationFn: deleteCategory });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteCategoryMutationOptions(),
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}
