import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdateInput } from '@tenho/domain/users/users.schemas';
import { api } from '../api-client';
import { ifMatchHeaders } from '../record-version';
import { getUserProfileQueryOptions } from './get-user-profile';

/** `version`: the user record's version the form read (sent as If-Match; 409 when it moved on). */
export type UpdateUserProfilePayload = {
  userId: number;
  patch: ProfileUpdateInput;
  version?: number | undefined;
};

/** PATCH /users/{id}/profile: only what is sent changes (the list is refreshed by the caller). */
export function updateUserProfile({ userId, patch, version }: UpdateUserProfilePayload): Promise<Profile> {
  return api.patch<Profile>(`/users/${userId}/profile`, patch, { headers: ifMatchHeaders(version) });
}

export function updateUserProfileMutationOptions() {
  return mutationOptions({ mutationKey: ['users', 'profile', 'update'], mutationFn: updateUserProfile });
}

export function useUpdateUserProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateUserProfileMutationOptions(),
    onSuccess: (profile, { userId }) => {
      const { queryKey } = getUserProfileQueryOptions(userId);
      if (profile && typeof profile === 'object' && 'user_id' in profile)
        queryClient.setQueryData(queryKey, profile);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
