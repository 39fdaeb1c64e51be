import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, CategoryInput } from '@tenho/domain/categories/categories.schemas';
import { api } from '@/lib/api-client';
import { invalidateCatalogue } from './invalidate-catalogue';

/** POST /categories (MASTER): 201 with the new category. */
export function createCategory(input: CategoryInput): Promise<Category> {
  return api.post<Category>('/categories', input);
}

export function createCategoryMutationOptions() {
  return mutationOptions({ mutationKey: ['categories', 'create'], mutationFn: createCategory });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createCategoryMutationOptions(),
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}
