import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryCoverage } from '@tenho/domain/categories/categories.schemas';
import { api } from '@/lib/api-client';

/** Every coverage query starts with this key, so a catalogue change can refresh them all at once. */
export const CATEGORY_COVERAGE_KEY = ['categories', 'coverage'] as const;

/** ADMIN: its own unit (unitId ignored by the server); MASTER: the unit given. */
export function getCategoryCoverage(
  unitId: number | null,
  signal?: AbortSignal,
): Promise<CategoryCoverage[]> {
  return api.get<CategoryCoverage[]>('/categories/coverage', { signal, query: { unit_id: unitId } });
}

export function getCategoryCoverageQueryOptions(unitId: number | null) {
  return queryOptions({
    queryKey: [...CATEGORY_COVERAGE_KEY, unitId],
    queryFn: ({ signal }) => getCategoryCoverage(unitId, signal),
  });
}

export function useCategoryCoverage(unitId: number | null, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getCategoryCoverageQueryOptions(unitId), enabled: options.enabled ?? true });
}
