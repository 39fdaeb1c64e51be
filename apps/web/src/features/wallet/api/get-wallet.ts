import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Wallet, WalletQueryInput } from '@tenho/domain/wallet/wallet.schemas';
import { api } from '@/lib/api-client';
import { WALLET_QUERY_KEY } from './wallet-keys';

/** GET /wallet/{id}: a company's balance and one page of its statement, newest first. */
export function getWallet(clientId: number, query: WalletQueryInput, signal?: AbortSignal): Promise<Wallet> {
  return api.get<Wallet>(`/wallet/${clientId}`, { signal, query: { ...query, format: undefined } });
}

export type UseWalletOptions = {
  enabled?: boolean;
  /** Polls while something the company waits for (a pending top-up) may change the balance. */
  refetchInterval?: number | false;
};

export function getWalletQueryOptions(clientId: number | null | undefined, query: WalletQueryInput) {
  return queryOptions({
    queryKey: [...WALLET_QUERY_KEY, 'client', clientId ?? null, query],
    queryFn: ({ signal }) => getWallet(clientId as number, query, signal),
    // Paging and filtering keep the previous page on screen (dimmed) until the next arrives.
    placeholderData: keepPreviousData,
  });
}

export function useWallet(
  clientId: number | null | undefined,
  query: WalletQueryInput,
  { enabled = true, refetchInterval = false }: UseWalletOptions = {},
) {
  return useQuery({
    ...getWalletQueryOptions(clientId, query),
    enabled: enabled && clientId != null,
    refetchInterval,
    // Coming back to the tab after paying the Pix shows the new balance at once.
    refetchOnWindowFocus: true,
  });
}
