import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrivacyRequest } from '@tenho/domain/privacy/privacy.schemas';
import { api } from '@/lib/api-client';
import { PRIVACY_REQUESTS_QUERY_KEY } from './privacy-keys';

/** GET /privacy/requests: MASTER the network's, ADMIN its unit's consumers' (the server scopes). */
export function getPrivacyRequests(signal?: AbortSignal): Promise<{ items: PrivacyRequest[] }> {
  return api.get<{ items: PrivacyRequest[] }>('/privacy/requests', { signal });
}

export function getPrivacyRequestsQueryOptions() {
  return queryOptions({
    queryKey: PRIVACY_REQUESTS_QUERY_KEY,
    queryFn: ({ signal }) => getPrivacyRequests(signal),
  });
}

export function usePrivacyRequests() {
  return useQuery(getPrivacyRequestsQueryOptions());
}
