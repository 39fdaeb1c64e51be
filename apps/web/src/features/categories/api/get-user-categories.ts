import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserCategory } from '@tenho/domain/categories/categories.schemas';
import { api } from '@/lib/api-client';

/** The categories a company has chosen (spec §7: selected categories with ids). */
export function getUserCategories(userId: number, signal?: AbortSignal): Promise<UserCategory[]> {
  return api.get<UserCategory[]>(`/users/${userId}/categories`, { signal });
}

export function getUserCategoriesQueryOptions(userId: number | null | undefined) {
  return queryOptions({
    queryKey: ['categories', 'user', userId ?? null],
    queryFn: ({ signal }) => getUserCategories(userId as number, signal),
  });
}

export function useUserCategories(userId: number | null | undefined) {
  return useQuery({ ...getUserCategoriesQueryOptions(userId), enabled: userId != null });
}
