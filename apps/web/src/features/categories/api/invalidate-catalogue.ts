import type { QueryClient } from '@tanstack/react-query';
import { getCategoriesQueryOptions } from '@/lib/api/get-categories';
import { getCategoryGroupsQueryOptions } from './get-category-groups';
import { CATEGORY_COVERAGE_KEY } from './get-category-coverage';

/** After any catalogue change: the list, the grouped choices and the coverage all follow. */
export function invalidateCatalogue(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getCategoriesQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: getCategoryGroupsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: CATEGORY_COVERAGE_KEY }),
  ]);
}
