import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TopUp } from '@tenho/domain/wallet/wallet.schemas';
import { api } from '@/lib/api-client';
import { TOP_UPS_KEY } from './get-top-ups';

/** GET /wallet/top-ups/{id}: one request, with its QR image while it waits for payment. */
export function getTopUp(id: number, signal?: AbortSignal): Promise<TopUp> {
  return api.get<TopUp>(`/wallet/top-ups/${id}`, { signal });
}

export function getTopUpQueryOptions(id: number | null) {
  return queryOptions({
    queryKey: [...TOP_UPS_KEY, 'one', id],
    queryFn: ({ signal }) => getTopUp(id as number, signal),
  });
}

export function useTopUp(id: number | null) {
  return useQuery({ ...getTopUpQueryOptions(id), enabled: id !== null });
}
