import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FranchiseListResponse, FranchiseStatusFilter } from '@tenho/domain/franchise/franchise.schemas';
import { api } from '@/lib/api-client';
import { FRANCHISES_QUERY_KEY } from './franchises-keys';

export type FranchisesListParams = {
  search?: string;
  status: FranchiseStatusFilter;
  page: number;
  pageSize: number;
};

export const FRANCHISES_LIST_KEY = [...FRANCHISES_QUERY_KEY, 'list'] as const;

/**
 * GET /franchise-units with a session holding franchise.view (the screen's route requires it): one
 * page of units, the filtered total and the cards' counts.
 */
export function getFranchises(
  params: FranchisesListParams,
  signal?: AbortSignal,
): Promise<FranchiseListResponse> {
  return api.get<FranchiseListResponse>('/franchise-units', {
    signal,
    query: {
      search: params.search?.trim(),
      status: params.status,
      page: params.page,
      pageSize: params.pageSize,
    },
  });
}

export function getFranchisesQueryOptions(params: FranchisesListParams) {
  return queryOptions({
    queryKey: [...FRANCHISES_LIST_KEY, params],
    queryFn: ({ signal }) => getFranchises(params, signal),
    // Paging and typing keep the previous page on screen (dimmed) until the next arrives.
    placeholderData: keepPreviousData,
  });
}

export function useFranchises(params: FranchisesListParams) {
  return useQuery(getFranchisesQueryOptions(params));
}
