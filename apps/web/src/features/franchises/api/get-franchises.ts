import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  FRANCHISE_MSG,
  type FranchiseListAnswer,
  type FranchiseListResponse,
  type FranchiseStatusFilter,
} from '@tenho/domain/franchise/franchise.schemas';
import { ApiError } from '@/lib/api-client';
import { sessionGetJson } from '@/lib/session-fetch';
import { FRANCHISES_QUERY_KEY } from './franchises-keys';

export type FranchisesListParams = {
  search?: string;
  status: FranchiseStatusFilter;
  page: number;
  pageSize: number;
};

export const FRANCHISES_LIST_KEY = [...FRANCHISES_QUERY_KEY, 'list'] as const;

/**
 * GET /franchise-units with a session holding franchise.view: one page of units, the filtered
 * total and the cards' counts. The shared client sends this path without a token (it is also the
 * public register list), so it goes through sessionGetJson. Without the permission the server
 * answers the public list instead, which this screen cannot use.
 */
export async function getFranchises(
  params: FranchisesListParams,
  signal?: AbortSignal,
): Promise<FranchiseListResponse> {
  const answer = await sessionGetJson<FranchiseListAnswer>('/franchise-units', {
    signal,
    query: {
      search: params.search?.trim(),
      status: params.status,
      page: params.page,
      pageSize: params.pageSize,
    },
  });
  if (Array.isArray(answer)) throw new ApiError(403, 'franchise.forbidden', FRANCHISE_MSG.loadFailed);
  return answer;
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
