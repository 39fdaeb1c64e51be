import { LEAD_PREFERENCES_MSG } from '@tenho/domain/lead-preferences/lead-preferences.schemas';
import { AppError, COMMON_ERRORS } from '../../lib/app-error.ts';

/** How a company receives leads (issue 32); the texts live in the domain (LEAD_PREFERENCES_MSG). */
export const LEAD_PREFERENCES_ERRORS = {
  /** A missing company, a user that is not a company, and one outside the caller's scope. */
  notFound: () => new AppError('lead_preferences.not_found', 404, LEAD_PREFERENCES_MSG.notFound),
  /** A company's USER may read them (wallet.access), not change them. */
  editForbidden: () => new AppError('lead_preferences.forbidden', 403, LEAD_PREFERENCES_MSG.editForbidden),
  pausedUntilPast: () =>
    COMMON_ERRORS.validation([{ path: 'paused_until', message: LEAD_PREFERENCES_MSG.pausedUntilPast }]),
} as const;
