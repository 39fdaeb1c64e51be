import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SIMULATOR_QUERY_KEY } from './simulator-keys';

/** GET /wallet/pix-sandbox: whether the PSP sandbox is in use ('Pagar com Pix' only then). */
export function getPixSandbox(signal?: AbortSignal): Promise<{ enabled: boolean }> {
  return api.get<{ enabled: boolean }>('/wallet/pix-sandbox', { signal });
}

export function getPixSandboxQueryOptions() {
  return queryOptions({
    queryKey: [...SIMULATOR_QUERY_KEY, 'pix-sandbox'],
    queryFn: ({ signal }) => getPixSandbox(signal),
    staleTime: Infinity,
  });
}

export function usePixSandbox() {
  return useQuery(getPixSandboxQueryOptions());
}
