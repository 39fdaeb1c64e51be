import { errorSchema } from '@tenho/domain/auth/auth.schemas';

/** `security` of a route that needs a signed-in user (the token in the Authorization header). */
export const BEARER = [{ bearerAuth: [] }];

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/**
 * A route schema's error answers, all `{ code, message }` (architecture §4):
 * `response: { 200: userSchema, ...errorResponses(400, 401, 403, 404) }`.
 */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof errorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorSchema])) as Record<S, typeof errorSchema>;
}
