import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@tenho/domain/categories/categories.schemas';
import { api } from '../api-client';

/** The catalogue: MASTER gets active and inactive categories, everyone else the active ones. */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return api.get<Category[]>('/categories', { signal });
}

export function getCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['categories', 'list'],
    queryFn: ({ signal }) => getCategories(signal),
  });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}
