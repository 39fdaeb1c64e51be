import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Incident } from '@tenho/domain/privacy/incidents.schemas';
import { api } from '@/lib/api-client';
import { PRIVACY_INCIDENTS_QUERY_KEY } from './privacy-keys';

/** GET /privacy/incidents: the register (MASTER the network's, ADMIN its unit's). */
export function getPrivacyIncidents(signal?: AbortSignal): Promise<{ items: Incident[] }> {
  return api.get<{ items: Incident[] }>('/privacy/incidents', { signal });
}

export function getPrivacyIncidentsQueryOptions() {
  return queryOptions({
    queryKey: PRIVACY_INCIDENTS_QUERY_KEY,
    queryFn: ({ signal }) => getPrivacyIncidents(signal),
  });
}

export function usePrivacyIncidents() {
  return useQuery(getPrivacyIncidentsQueryOptions());
}
