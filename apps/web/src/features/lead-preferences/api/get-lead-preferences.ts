import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadPreferences } from '@tenho/domain/lead-preferences/lead-preferences.schemas';
import { api } from '@/lib/api-client';

/** Every query about how a company receives leads starts with this key. */
export const LEAD_PREFERENCES_QUERY_KEY = ['lead-preferences'] as const;

/** GET /users/{id}/lead-preferences: the company's pause, spend cap, hours, state now and response time. */
export function getLeadPreferences(userId: number, signal?: AbortSignal): Promise<LeadPreferences> {
  return api.get<LeadPreferences>(`/users/${userId}/lead-preferences`, { signal });
}

export function getLeadPreferencesQueryOptions(userId: number | null | undefined) {
  return queryOptions({
    queryKey: [...LEAD_PREFERENCES_QUERY_KEY, userId ?? null],
    queryFn: ({ signal }) => getLeadPreferences(userId as number, signal),
  });
}

export type UseLeadPreferencesOptions = {
  /** The dashboard card follows the state (a pause ending, the cap filling); the edit screen does not. */
  live?: boolean;
};

export function useLeadPreferences(
  userId: number | null | undefined,
  { live = false }: UseLeadPreferencesOptions = {},
) {
  return useQuery({
    ...getLeadPreferencesQueryOptions(userId),
    enabled: userId != null,
    // An answer of the last few seconds (the dashboard's start-up prefetch) is not asked for again.
    ...(live ? { staleTime: 5_000, refetchInterval: 60_000, refetchOnWindowFocus: true } : {}),
  });
}
