import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryGroup } from '@tenho/domain/categories/categories.schemas';
import { api } from '@/lib/api-client';

/** GET /categories/sync: the active categories grouped by groupName (spec §7). */
export function getCategoryGroups(signal?: AbortSignal): Promise<CategoryGroup[]> {
  return api.get<CategoryGroup[]>('/categories/sync', { signal });
}

export function getCategoryGroupsQueryOptions() {
  return queryOptions({
    queryKey: ['categories', 'sync'],
    queryFn: ({ signal }) => getCategoryGroups(signal),
  });
}

export function useCategoryGroups() {
  return useQuery(getCategoryGroupsQueryOptions());
}
