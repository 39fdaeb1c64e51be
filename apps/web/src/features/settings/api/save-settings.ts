import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings, SettingsUpdate } from '@tenho/domain/settings/settings.schemas';
import { api } from '@/lib/api-client';
import { ifMatchHeaders } from '@/lib/record-version';
import { SETTINGS_QUERY_KEY } from '@/lib/api/get-settings';

/**
 * POST /settings (MASTER): any of the values; answers every setting as saved. `version` (the
 * settings' version as read) goes as If-Match.
 */
export function saveSettings({
  version,
  ...update
}: SettingsUpdate & { version?: number | undefined }): Promise<Settings> {
  return api.post<Settings>('/settings', update, { headers: ifMatchHeaders(version) });
}

export function saveSettingsMutationOptions() {
  return mutationOptions({ mutationKey: ['settings', 'save'], mutationFn: saveSettings });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveSettingsMutationOptions(),
    onSuccess: (saved) => {
      if (saved && typeof saved === 'object' && 'creditValue' in saved) {
        queryClient.setQueryData(SETTINGS_QUERY_KEY, saved);
      }
      return queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEY });
    },
  });
}
