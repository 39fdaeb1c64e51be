import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, CategoryPatch } from '@tenho/domain/categories/categories.schemas';
import { api } from '@/lib/api-client';
import { getCategoriesQueryOptions } from '@/lib/api/get-categories';
import { invalidateCatalogue } from './invalidate-catalogue';

export type UpdateCategoryPayload = { id: number; patch: CategoryPatch };

/** PATCH /categories/{id}: any subset of the fields, e.g. only is_active. */
export function updateCategory({ id, patch }: UpdateCategoryPayload): Promise<Category> {
  return api.patch<Category>(`/categories/${id}`, patch);
}

export function updateCategoryMutationOptions() {
  return mutationOptions({ mutationKey: ['categories', 'update'], mutationFn: updateCategory });
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateCategoryMutationOptions(),
    onSuccess: (updated) => {
      // Show the new state at once; the refetch below confirms it.
      if (updated && typeof updated === 'object' && 'id' in updated) {
        queryClient.setQueryData(getCategoriesQueryOptions().queryKey, (list) =>
          list?.map((c) => (c.id === updated.id ? updated : c)),
        );
      }
      return invalidateCatalogue(queryClient);
    },
  });
}
