import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoginThrottleStats } from '@tenho/domain/auth/sessions.schemas';
import { api } from '@/lib/api-client';

/** GET /auth/login-throttle (system.view): the limits in force and the failures of the window (0 = a counter is off). */
export type LoginThrottleFigures = LoginThrottleStats;

export function getLoginThrottle(signal?: AbortSignal): Promise<LoginThrottleFigures> {
  return api.get<LoginThrottleFigures>('/auth/login-throttle', { signal });
}

export const LOGIN_THROTTLE_QUERY_KEY = ['security', 'login-throttle'] as const;

export function getLoginThrottleQueryOptions() {
  return queryOptions({
    queryKey: LOGIN_THROTTLE_QUERY_KEY,
    queryFn: ({ signal }) => getLoginThrottle(signal),
    staleTime: 0,
  });
}

export function useLoginThrottle({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getLoginThrottleQueryOptions(), enabled });
}
