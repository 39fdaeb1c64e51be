import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientDashboard } from '@tenho/domain/messages/client-dashboard.schemas';
import { api } from '@/lib/api-client';

/** GET /users/dashboard/client: the signed-in company's balance, interactions, transactions and categories. */
export function getClientDashboard(signal?: AbortSignal): Promise<ClientDashboard> {
  return api.get<ClientDashboard>('/users/dashboard/client', { signal });
}

export function getClientDashboardQueryOptions() {
  return queryOptions({
    queryKey: ['dashboard', 'client'],
    queryFn: ({ signal }) => getClientDashboard(signal),
  });
}

/** Fresh on every visit, and kept current while the page is open (new requests, a charged TENHO). */
export function useClientDashboard() {
  return useQuery({
    ...getClientDashboardQueryOptions(),
    staleTime: 0,
    refetchInterval: 15_000,
    refetchOnWindowFocus: true,
  });
}
