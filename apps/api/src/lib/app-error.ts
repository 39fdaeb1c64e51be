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

/** The messages more than one module answers with. */
export const COMMON_ERRORS = {
  unauthenticated: () =>
    new AppError('auth.unauthenticated', 401, 'Sessão expirada ou inválida. Faça login novamente.'),
  forbidden: () => new AppError('auth.forbidden', 403, 'Você não tem permissão para esta ação'),
  notFound: (code = 'not_found', message = 'Recurso não encontrado') => new AppError(code, 404, message),
} as const;
