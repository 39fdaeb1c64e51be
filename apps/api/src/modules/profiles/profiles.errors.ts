import { PROFILE_MSG, USERS_MSG } from '@tenho/domain/users/users.schemas';
import { AppError } from '../../lib/app-error.ts';

export const PROFILE_ERRORS = {
  profileExists: () => new AppError('profiles.exists', 409, USERS_MSG.profileExists),
  profileNotFound: () => new AppError('profiles.not_found', 404, USERS_MSG.profileNotFound),
  nameRequired: () => new AppError('profiles.name_required', 400, USERS_MSG.nameRequired),
  avatarNotImage: () => new AppError('profiles.avatar_not_image', 400, PROFILE_MSG.avatarNotImage),
  avatarTooLarge: () => new AppError('profiles.avatar_too_large', 413, PROFILE_MSG.avatarTooLarge),
  photoNotFound: () => new AppError('profiles.photo_not_found', 404, PROFILE_MSG.photoNotFound),
  whatsappTaken: (company: string) =>
    new AppError('profiles.whatsapp_taken', 409, USERS_MSG.whatsappTaken(company), { company }),
} as const;
