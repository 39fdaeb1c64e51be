import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, CategoryPatch } from '@tenho/domain/categories/categories.schemas';
import { api } from '@/lib/api-client';
import { ifMatchHeaders } from '@/lib/record-version';
import { getCategoriesQueryOptions } from '@/lib/api/get-categories';
import { invalidateCatalogue } from './invalidate-catalogue';

/** `version`: the category's version as read (If-Match). */
export type UpdateCategoryPayload = { id: number; patch: CategoryPatch; version?: number | undefined };

/** PATCH /categories/{id}: any subset of the fields, e.g. only is_active. */
export function updateCategory({ id, patch, version }: UpdateCategoryPayload): Promise<Category> {
  return api.patch<Category>(`/categories/${id}`, patch, { headers: ifMatchHeaders(version) });
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
