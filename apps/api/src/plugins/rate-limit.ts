import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { createLoginThrottle, type LoginThrottle } from '../lib/login-throttle.ts';

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
    /** Per-route options for `config.rateLimit` on public auth routes (false when disabled). */
    authRouteRateLimit: { max: number; timeWindow: number } | false;
  }
}

export type RateLimitPluginOptions = { now?: () => number };

/**
 * Not global: public auth routes opt in with `config: { rateLimit: app.authRouteRateLimit }`.
 * The login throttle (failures per e-mail and per IP) is separate and used by the auth service.
 */
export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, options) => {
    const { config } = app;
    if (config.redisUrl) {
      app.log.warn('REDIS_URL is set, but rate-limit counters are kept in memory in this version');
    }
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () =>
        new AppError('rate_limited', 429, 'Muitas requisições. Aguarde um instante e tente novamente.'),
    });
    app.decorate(
      'authRouteRateLimit',
      config.authRateLimitPerMinute > 0 ? { max: config.authRateLimitPerMinute, timeWindow: 60_000 } : false,
    );
    app.decorate('loginThrottle', createLoginThrottle({ ...config.loginThrottle, now: options.now }));
  },
  { name: 'rate-limit', fastify: '5.x', dependencies: ['errors'] },
);
