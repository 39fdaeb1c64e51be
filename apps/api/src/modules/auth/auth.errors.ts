import { emailThrottledMessage, MSG } from '@tenho/domain/auth/auth.schemas';
import { PASSWORD_RESET_MSG } from '@tenho/domain/auth/password-reset.schemas';
import { SESSIONS_MSG } from '@tenho/domain/auth/sessions.schemas';
import { AppError } from '../../lib/app-error.ts';
import { RetryLaterError } from '../../plugins/errors.ts';

/** The auth module's answers (login, registration); the texts live in the domain (MSG). */
export const AUTH_ERRORS = {
  emailTaken: () => new AppError('auth.email_taken', 409, MSG.emailTaken),
  /** The company is not named: whoever registers learns only that the number is taken. */
  whatsappTaken: () =>
    new AppError('auth.whatsapp_taken', 409, MSG.whatsappTaken, [
      { path: 'phone', message: MSG.whatsappTaken },
    ]),
  unitInvalid: () => new AppError('auth.unit_invalid', 422, MSG.unitInvalid),
  /** Registration without the current terms (issue 31 point 7); the message says which (domain). */
  termsRequired: (message: string) =>
    new AppError('auth.terms_required', 422, message, [{ path: 'terms_accepted', message }]),
  invalidCredentials: () => new AppError('auth.invalid_credentials', 401, MSG.invalidCredentials),
  inactive: () => new AppError('auth.inactive', 403, MSG.inactive),
  /** One address failed too often (for this e-mail or for any): refused until the window ends. */
  throttled: (retryAfterMs: number) => new RetryLaterError('auth.throttled', MSG.throttled, retryAfterMs),
  /** The e-mail is under attack from several addresses: attempts are spaced out, never refused for long. */
  emailDelayed: (retryAfterMs: number) =>
    new RetryLaterError(
      'auth.throttled',
      emailThrottledMessage(Math.ceil(retryAfterMs / 1000)),
      retryAfterMs,
    ),
} as const;

export const PASSWORD_RESET_ERRORS = {
  invalidToken: () => new AppError('auth.reset_invalid', 400, PASSWORD_RESET_MSG.invalidToken),
  throttled: (retryAfterMs: number) => new RetryLaterError('auth.throttled', MSG.throttled, retryAfterMs),
} as const;

export const SESSIONS_ERRORS = {
  notFound: () => new AppError('auth.session_not_found', 404, SESSIONS_MSG.notFound),
} as const;
