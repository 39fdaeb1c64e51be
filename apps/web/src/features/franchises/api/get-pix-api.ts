import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PixApiStatus } from '@tenho/domain/wallet/pix-api.schemas';
import { api } from '@/lib/api-client';
import { FRANCHISES_QUERY_KEY } from './franchises-keys';

/** GET /franchise-units/{id}/pix-api: the unit's automatic Pix receiving, without any secret. */
export function getPixApi(unitId: number, signal?: AbortSignal): Promise<PixApiStatus> {
  return api.get<PixApiStatus>(`/franchise-units/${unitId}/pix-api`, { signal });
}

export const pixApiKey = (unitId: number) => [...FRANCHISES_QUERY_KEY, 'pix-api', unitId] as const;

export function getPixApiQueryOptions(unitId: number) {
  return queryOptions({ queryKey: pixApiKey(unitId), queryFn: ({ signal }) => getPixApi(unitId, signal) });
}

export function usePixApi(unitId: number) {
  return useQuery(getPixApiQueryOptions(unitId));
}
