import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserCategory } from '@tenho/domain/categories/categories.schemas';
import { api } from '@/lib/api-client';
import { CATEGORY_COVERAGE_KEY } from './get-category-coverage';
import { getUserCategoriesQueryOptions } from './get-user-categories';

export type SaveUserCategoriesPayload = { userId: number; categoryIds: number[] };

/** POST /users/{id}/categories {categoryIds}: answers the saved list. */
export function saveUserCategories({
  userId,
  categoryIds,
}: SaveUserCategoriesPayload): Promise<UserCategory[]> {
  return api.post<UserCategory[]>(`/users/${userId}/categories`, { categoryIds });
}

export function saveUserCategoriesMutationOptions() {
  return mutationOptions({ mutationKey: ['categories', 'user', 'save'], mutationFn: saveUserCategories });
}

export function useSaveUserCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveUserCategoriesMutationOptions(),
    onSuccess: (saved, { userId }) => {
      const { queryKey } = getUserCategoriesQueryOptions(userId);
      if (Array.isArray(saved)) queryClient.setQueryData(queryKey, saved);
      void queryClient.invalidateQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: CATEGORY_COVERAGE_KEY });
    },
  });
}
