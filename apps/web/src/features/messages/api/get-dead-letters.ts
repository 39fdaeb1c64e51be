import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DeadLetterListResponse } from '@tenho/domain/messages/messages.schemas';
import { api } from '@/lib/api-client';
import { MESSAGES_POLL_MS, MESSAGES_QUERY_KEY } from './messages-keys';

export type DeadLetterParams = { page: number; pageSize: number };

/** GET /whatsapp/dead-letters: what WhatsApp would not take after every retry (ADMIN its unit, MASTER all). */
export function getDeadLetters(
  params: DeadLetterParams,
  signal?: AbortSignal,
): Promise<DeadLetterListResponse> {
  return api.get<DeadLetterListResponse>('/whatsapp/dead-letters', { signal, query: params });
}

export function getDeadLettersQueryOptions(params: DeadLetterParams) {
  return queryOptions({
    queryKey: [...MESSAGES_QUERY_KEY, 'dead-letters', params],
    queryFn: ({ signal }) => getDeadLetters(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDeadLetters(params: DeadLetterParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getDeadLettersQueryOptions(params), enabled, refetchInterval: MESSAGES_POLL_MS * 6 });
}
