import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DisputeList, DisputeStatus } from '@tenho/domain/disputes/disputes.schemas';
import { api } from '@/lib/api-client';
import { DISPUTES_QUERY_KEY } from './disputes-keys';

export type DisputesParams = { status?: DisputeStatus; page?: number };

/** GET /disputes: the company its own, ADMIN its unit's, MASTER all (the server scopes). */
export function getDisputes(params: DisputesParams, signal?: AbortSignal): Promise<DisputeList> {
  return api.get<DisputeList>('/disputes', { signal, query: params });
}

export function getDisputesQueryOptions(params: DisputesParams) {
  return queryOptions({
    queryKey: [...DISPUTES_QUERY_KEY, params],
    queryFn: ({ signal }) => getDisputes(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDisputes(params: DisputesParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getDisputesQueryOptions(params), enabled });
}
