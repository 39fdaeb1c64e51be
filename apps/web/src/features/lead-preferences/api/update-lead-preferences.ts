import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  LeadPreferences,
  LeadPreferencesUpdate,
} from '@tenho/domain/lead-preferences/lead-preferences.schemas';
import { api } from '@/lib/api-client';
import { ifMatchHeaders } from '@/lib/record-version';
import { getLeadPreferencesQueryOptions } from './get-lead-preferences';

export type UpdateLeadPreferencesInput = {
  userId: number;
  update: LeadPreferencesUpdate;
  /** The version the screen read (If-Match); a 409 says someone else saved first. */
  version: number | undefined;
};

/** PUT /users/{id}/lead-preferences: only the fields sent change; answers the whole preferences. */
export function updateLeadPreferences({ userId, update, version }: UpdateLeadPreferencesInput) {
  return api.put<LeadPreferences>(`/users/${userId}/lead-preferences`, update, {
    headers: ifMatchHeaders(version),
  });
}

export function updateLeadPreferencesMutationOptions() {
  return mutationOptions({ mutationKey: ['lead-preferences', 'update'], mutationFn: updateLeadPreferences });
}

export function useUpdateLeadPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateLeadPreferencesMutationOptions(),
    onSuccess: (saved, { userId }) => {
      const { queryKey } = getLeadPreferencesQueryOptions(userId);
      if (saved && typeof saved === 'object' && 'business_hours' in saved)
        queryClient.setQueryData(queryKey, saved);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
