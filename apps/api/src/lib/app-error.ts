import { FRANCHISE_MSG } from '@tenho/domain/franchise/franchise.schemas';
import { COMMON_MSG } from '@tenho/domain/shared/messages';
import { USERS_MSG } from '@tenho/domain/users/users.schemas';

/**
 * An error the user may see: a stable `code` (area.reason), an HTTP status and a pt-BR message.
 * The errors plugin turns it into `{ code, message, details? }`.
 */
export class AppError extends Error {
  readonly code: string;
  readonly statusCode: number;
  readonly details?: unknown;

  constructor(code: string, statusCode: number, message: string, details?: unknown) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = statusCode;
    this.details = details;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** The answers more than one module (and the kernel) gives; the texts live in the domain. */
export const COMMON_ERRORS = {
  unauthenticated: () => new AppError('auth.unauthenticated', 401, COMMON_MSG.unauthenticated),
  forbidden: () => new AppError('auth.forbidden', 403, COMMON_MSG.forbidden),
  notFound: (code = 'not_found', message: string = COMMON_MSG.notFound) => new AppError(code, 404, message),
  /**
   * What a missing user and a user outside the caller's scope both answer. Never 403 for an id out
   * of scope: the answer must not tell it apart from one that does not exist (403 is for a missing
   * permission, or a forbidden action on a record the caller may see).
   */
  userNotFound: () => new AppError('users.not_found', 404, USERS_MSG.notFound),
  unitNotFound: () => new AppError('franchise_units.not_found', 404, FRANCHISE_MSG.notFound),
  rateLimited: () => new AppError('rate_limited', 429, COMMON_MSG.rateLimited),
  /** A rule a schema could not express, answered like a schema's refusal: the first problem's text. */
  validation: (details: { path: string; message: string }[]) =>
    new AppError('validation', 400, details[0]?.message ?? COMMON_MSG.invalidData, details),
} as const;
