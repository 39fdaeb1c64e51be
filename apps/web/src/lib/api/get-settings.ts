import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SettingsResponse } from '@tenho/domain/settings/settings.schemas';
import { api } from '../api-client';

/**
 * GET /settings: every signed-in user reads the credit value (what a lead costs); MASTER and
 * ADMIN also get the routing values. Shared by Configurações and Financeiro.
 */
export function getSettings(signal?: AbortSignal): Promise<SettingsResponse> {
  return api.get<SettingsResponse>('/settings', { signal });
}

export const SETTINGS_QUERY_KEY = ['settings'] as const;

export function getSettingsQueryOptions() {
  return queryOptions({ queryKey: SETTINGS_QUERY_KEY, queryFn: ({ signal }) => getSettings(signal) });
}

export function useSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getSettingsQueryOptions(), enabled });
}
