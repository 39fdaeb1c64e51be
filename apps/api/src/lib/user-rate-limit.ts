import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * Per-route `config.rateLimit` for an expensive authenticated route: at most `perMinute` calls a
 * minute per signed-in user, answered past that with the app's Portuguese 429 (the rate-limit
 * plugin's error builder). It counts in `preHandler`, after the route's guards and the body's
 * validation: an anonymous, forbidden or malformed call is refused before it costs anything and
 * is not counted. 0 turns the limit off.
 */
export function perUserRateLimit(perMinute: number): RateLimitOptions | false {
  if (perMinute <= 0) return false;
  return {
    max: perMinute,
    timeWindow: 60_000,
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) =>
      request.user ? `user:${request.user.id}` : `ip:${request.ip}`,
  };
}
