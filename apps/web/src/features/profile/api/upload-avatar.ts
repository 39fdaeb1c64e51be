import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PhotoUploadInput, profilePhotoSchema } from '@tenho/domain/users/users.schemas';
import { api } from '@/lib/api-client';
import { USERS_QUERY_KEY } from '@/lib/api/users-keys';

export type ProfilePhoto = z.infer<typeof profilePhotoSchema>;
export type UploadAvatarPayload = { userId: number; photo: PhotoUploadInput };

/** POST /users/{id}/profile/photo {photo_data, is_primary}: the new primary photo. */
export function uploadAvatar({ userId, photo }: UploadAvatarPayload): Promise<ProfilePhoto> {
  return api.post<ProfilePhoto>(`/users/${userId}/profile/photo`, photo);
}

export function uploadAvatarMutationOptions() {
  return mutationOptions({ mutationKey: ['users', 'profile', 'photo'], mutationFn: uploadAvatar });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    ...uploadAvatarMutationOptions(),
    // The profile, the lists and the details all show the photo.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}
