import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageListQueryInput, MessageListResponse } from '@tenho/domain/messages/messages.schemas';
import { api } from '@/lib/api-client';
import { MESSAGES_POLL_MS, MESSAGES_QUERY_KEY } from './messages-keys';

/** GET /webhooks/messages: one page of the requests in the caller's scope, with the filtered total. */
export function getMessages(
  query: MessageListQueryInput,
  signal?: AbortSignal,
): Promise<MessageListResponse> {
  return api.get<MessageListResponse>('/webhooks/messages', { signal, query });
}

export function getMessagesQueryOptions(query: MessageListQueryInput) {
  return queryOptions({
    queryKey: [...MESSAGES_QUERY_KEY, 'list', query],
    queryFn: ({ signal }) => getMessages(query, signal),
    // Paging and filtering keep the previous page on screen (dimmed) until the next arrives.
    placeholderData: keepPreviousData,
  });
}

export function useMessages(query: MessageListQueryInput) {
  return useQuery({
    ...getMessagesQueryOptions(query),
    // TanStack pauses the interval while the tab is hidden (refetchIntervalInBackground: false).
    refetchInterval: MESSAGES_POLL_MS,
    refetchOnWindowFocus: true,
  });
}
