import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TopUp, TopUpList } from '@tenho/domain/wallet/wallet.schemas';
import { api } from '@/lib/api-client';
import { SIMULATOR_POLL_MS } from './simulator-keys';

/**
 * The pending automatic top-ups of a unit (GET /wallet/top-ups?status=PENDING), for 'Pagar com Pix'.
 * The key starts with 'wallet', so a credited top-up (live event) refreshes it with the other money.
 */
export async function getPendingPix(unitId: number, signal?: AbortSignal): Promise<TopUp[]> {
  const list = await api.get<TopUpList>('/wallet/top-ups', {
    signal,
    query: { status: 'PENDING', pageSize: 50 },
  });
  return list.topUps.filter((topUp) => topUp.automatic && topUp.unit_id === unitId);
}

export function getPendingPixQueryOptions(unitId: number) {
  return queryOptions({
    queryKey: ['wallet', 'top-ups', 'simulator-pix', unitId],
    queryFn: ({ signal }) => getPendingPix(unitId, signal),
    refetchInterval: SIMULATOR_POLL_MS * 2,
  });
}

export function usePendingPix(unitId: number | null, enabled: boolean) {
  return useQuery({ ...getPendingPixQueryOptions(unitId ?? 0), enabled: enabled && unitId !== null });
}
