import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InboundMessageDetail } from '@tenho/domain/messages/messages.schemas';
import { api } from '@/lib/api-client';
import { MESSAGES_POLL_MS, MESSAGES_QUERY_KEY } from './messages-keys';

/** GET /webhooks/messages/{id}: one request with its deliveries, answers and what we wrote about it. */
export function getMessage(id: number, signal?: AbortSignal): Promise<InboundMessageDetail> {
  return api.get<InboundMessageDetail>(`/webhooks/messages/${id}`, { signal });
}

export function getMessageQueryOptions(id: number | null | undefined) {
  return queryOptions({
    queryKey: [...MESSAGES_QUERY_KEY, 'detail', id ?? null],
    queryFn: ({ signal }) => getMessage(id as number, signal),
  });
}

/** The details modal follows deliveries and answers while it is open. */
export function useMessage(id: number | null | undefined) {
  return useQuery({ ...getMessageQueryOptions(id), enabled: id != null, refetchInterval: MESSAGES_POLL_MS });
}
