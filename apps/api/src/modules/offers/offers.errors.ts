import { MESSAGES_MSG } from '@tenho/domain/messages/messages.schemas';
import { LEAD_PREFERENCES_MSG } from '@tenho/domain/lead-preferences/lead-preferences.schemas';
import { AppError } from '../../lib/app-error.ts';

/** A company answering an offer (panel or WhatsApp); the texts live in the domain (MESSAGES_MSG). */
export const OFFER_ERRORS = {
  notFound: () => new AppError('offers.not_found', 404, MESSAGES_MSG.offerNotFound),
  companyOnly: () => new AppError('offers.company_only', 403, MESSAGES_MSG.answerCompanyOnly),
  insufficientBalance: () =>
    new AppError('offers.insufficient_balance', 422, MESSAGES_MSG.insufficientBalance),
  /** Issue 32: the TENHO would cross the company's spend cap. */
  capReached: () => new AppError('offers.cap_reached', 422, LEAD_PREFERENCES_MSG.capReached),
  expired: () => new AppError('offers.expired', 409, MESSAGES_MSG.offerExpired),
  alreadyAnswered: () => new AppError('offers.already_answered', 409, MESSAGES_MSG.offerAlreadyAnswered),
} as const;
