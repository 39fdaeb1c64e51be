import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TopUpList, TopUpListQueryInput } from '@tenho/domain/wallet/wallet.schemas';
import { api } from '@/lib/api-client';
import { WALLET_QUERY_KEY } from './wallet-keys';

/** GET /wallet/top-ups: the company its own requests, ADMIN its unit's, MASTER all. */
export function getTopUps(query: TopUpListQueryInput, signal?: AbortSignal): Promise<TopUpList> {
  return api.get<TopUpList>('/wallet/top-ups', { signal, query });
}

export const TOP_UPS_KEY = [...WALLET_QUERY_KEY, 'top-ups'] as const;

export function getTopUpsQueryOptions(query: TopUpListQueryInput) {
  return queryOptions({
    queryKey: [...TOP_UPS_KEY, query],
    queryFn: ({ signal }) => getTopUps(query, signal),
  });
}

/** While a request waits for the franchise, ask again this often (and on coming back to the tab). */
export const PENDING_POLL_MS = 10_000;

export type UseTopUpsOptions = {
  enabled?: boolean;
  /** Poll while the page shows a PENDING request, so a confirmation shows up by itself. */
  pollWhilePending?: boolean;
};

export function useTopUps(
  query: TopUpListQueryInput,
  { enabled = true, pollWhilePending = false }: UseTopUpsOptions = {},
) {
  return useQuery({
    ...getTopUpsQueryOptions(query),
    enabled,
    refetchInterval: (q) =>
      pollWhilePending && q.state.data?.topUps.some((t) => t.status === 'PENDING') ? PENDING_POLL_MS : false,
    // Whoever waits for a confirmation (or has to give one) sees the change on coming back.
    refetchOnWindowFocus: true,
  });
}
