import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageStats } from '@tenho/domain/messages/messages.schemas';
import { api } from '@/lib/api-client';
import { MESSAGES_POLL_MS, MESSAGES_QUERY_KEY } from './messages-keys';

/** GET /webhooks/messages/stats: the five figures of the caller's scope (spec §3 Message stats). */
export function getMessageStats(signal?: AbortSignal): Promise<MessageStats> {
  return api.get<MessageStats>('/webhooks/messages/stats', { signal });
}

export function getMessageStatsQueryOptions() {
  return queryOptions({
    queryKey: [...MESSAGES_QUERY_KEY, 'stats'],
    queryFn: ({ signal }) => getMessageStats(signal),
  });
}

export function useMessageStats() {
  return useQuery({
    ...getMessageStatsQueryOptions(),
    refetchInterval: MESSAGES_POLL_MS,
    refetchOnWindowFocus: true,
  });
}
