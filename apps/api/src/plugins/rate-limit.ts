import rateLimit from '@fastify/rate-limit';
import type { onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { createLoginThrottle, type LoginThrottle } from '../lib/login-throttle.ts';
import { RetryLaterError } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
    /** Per-route options for `config.rateLimit` on public auth routes (false when disabled). */
    authRouteRateLimit: { max: number; timeWindow: number } | false;
    /** `onRequest` hook of POST /auth/register: REGISTER_RATE_LIMIT_PER_HOUR per address. */
    registerRateLimit: onRequestAsyncHookHandler;
  }
}

export type RateLimitPluginOptions = { now?: () => number };

const HOUR_MS = 60 * 60 * 1000;

export const REGISTER_LIMITED_MESSAGE =
  'Muitos cadastros feitos a partir deste endereço. Tente novamente mais tarde.';

/**
 * Not global: public auth routes opt in with `config: { rateLimit: app.authRouteRateLimit }`, and
 * registration also adds `onRequest: app.registerRateLimit` (an hourly limit: each registration
 * hashes a password and writes a user). Counters are kept per IP, per /64 for IPv6.
 * The login throttle (failures per e-mail and address) is separate and used by the auth service.
 */
export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, options) => {
    const { config } = app;
    if (config.redisUrl) {
      app.log.warn('REDIS_URL is set, but rate-limit counters are kept in memory in this version');
    }
    await app.register(rateLimit, {
      global: false,
      ipv6Subnet: 64,
      errorResponseBuilder: () =>
        new AppError('rate_limited', 429, 'Muitas requisições. Aguarde um instante e tente novamente.'),
    });
    app.decorate(
      'authRouteRateLimit',
      config.authRateLimitPerMinute > 0 ? { max: config.authRateLimitPerMinute, timeWindow: 60_000 } : false,
    );

    const perHour = config.registerRateLimitPerHour;
    const registerLimiter = perHour > 0 ? app.createRateLimit({ max: perHour, timeWindow: HOUR_MS }) : null;
    app.decorate('registerRateLimit', async (request) => {
      if (!registerLimiter) return;
      const result = await registerLimiter(request);
      if (!result.isAllowed && result.isExceeded) {
        request.log.warn({ event: 'auth.register_limited', ip: request.ip }, 'registration limit reached');
        throw new RetryLaterError('auth.register_limited', REGISTER_LIMITED_MESSAGE, result.ttl);
      }
    });

    app.decorate('loginThrottle', createLoginThrottle({ ...config.loginThrottle, now: options.now }));
  },
  { name: 'rate-limit', fastify: '5.x', dependencies: ['errors'] },
);
