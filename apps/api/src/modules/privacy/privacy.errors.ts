import { PRIVACY_MSG } from '@tenho/domain/privacy/privacy.schemas';
import { AppError } from '../../lib/app-error.ts';

export const PRIVACY_ERRORS = {
  notFound: () => new AppError('privacy.not_found', 404, PRIVACY_MSG.notFound),
  subjectNotFound: () => new AppError('privacy.subject_not_found', 404, PRIVACY_MSG.subjectNotFound),
  notPending: () => new AppError('privacy.not_pending', 409, PRIVACY_MSG.notPending),
} as const;
