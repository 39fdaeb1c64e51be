import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@tenho/domain/auth/auth.schemas';
import { COMMON_ERRORS } from '../lib/app-error.ts';
import {
  createFallbackThrottleStore,
  createLoginThrottle,
  createMemoryThrottleStore,
  createRedisThrottleStore,
  type LoginThrottle,
  type ThrottleStore,
} from '../lib/login-throttle.ts';
import { REDIS_PREFIX, type SharedRedis } from '../lib/redis.ts';
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

export const REGISTER_LIMITED_MESSAGE = MSG.registerLimited;

/**
 * Not global: public auth routes opt in with `config: { rateLimit: app.authRouteRateLimit }`, and
 * registration also adds `onRequest: app.registerRateLimit` (an hourly limit: each registration
 * hashes a password and writes a user). Counters are kept per IP, per /64 for IPv6.
 * The login throttle (failures per e-mail and address) is separate and used by the auth service.
 */
export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, options) => {
    const { config } = app;
    const redis = app.hasDecorator('redis') ? app.redis : null;
    await app.register(rateLimit, {
      global: false,
      // With REDIS_URL every process counts in Redis (in memory while it is unreachable).
      ...(redis ? { store: sharedRateLimitStore(redis) } : {}),
      ipv6Subnet: 64,
      errorResponseBuilder: () => COMMON_ERRORS.rateLimited(),
    });
    app.decorate(
      'authRouteRateLimit',
      config.authRateLimitPerMinute > 0 ? { max: config.authRateLimitPerMinute, timeWindow: 60_000 } : false,
    );

    const perHour = config.registerRateLimitPerHour;
    const registerLimiter =
      perHour > 0
        ? app.createRateLimit({ max: perHour, timeWindow: HOUR_MS, storeKey: 'register' } as {
            max: number;
            timeWindow: number;
          })
        : null;
    app.decorate('registerRateLimit', async (request) => {
      if (!registerLimiter) return;
      const result = await registerLimiter(request);
      if (!result.isAllowed && result.isExceeded) {
        request.log.warn({ event: 'auth.register_limited', ip: request.ip }, 'registration limit reached');
        throw new RetryLaterError('auth.register_limited', REGISTER_LIMITED_MESSAGE, result.ttl);
      }
    });

    const loginStore: ThrottleStore | undefined = redis
      ? createFallbackThrottleStore({
          primary: createRedisThrottleStore({
            redis: redis.client,
            now: options.now,
            prefix: `${REDIS_PREFIX}login:`,
          }),
          fallback: createMemoryThrottleStore({ now: options.now }),
          available: redis.available,
          onError: redis.failed,
        })
      : undefined;
    app.decorate(
      'loginThrottle',
      createLoginThrottle({ ...config.loginThrottle, now: options.now, store: loginStore }),
    );
  },
  { name: 'rate-limit', fastify: '5.x', dependencies: ['errors'] },
);

/**
 * @fastify/rate-limit's store on Redis, with this process's memory as the fallback during an
 * outage (the plugin's own Redis store would fail the request or skip the limit instead).
 * Each route (or `createRateLimit` limiter, named by `storeKey`) counts under its own key prefix.
 */
export function sharedRateLimitStore(redis: SharedRedis): FastifyRateLimitStoreCtor {
  const shared = (namespace: string): FastifyRateLimitStore => {
    const store = createFallbackThrottleStore({
      primary: createRedisThrottleStore({ redis: redis.client, prefix: `${REDIS_PREFIX}rl:${namespace}` }),
      fallback: createMemoryThrottleStore({ maxEntries: 20_000 }),
      available: redis.available,
      onError: redis.failed,
    });
    return {
      incr(key, callback, timeWindow) {
        store.add(key, 1, timeWindow).then(
          (counter) =>
            callback(null, { current: counter.count, ttl: Math.max(counter.resetAt - Date.now(), 0) }),
          (error: Error) => callback(error),
        );
      },
      child(routeOptions) {
        const route = routeOptions as { storeKey?: string; routeInfo?: { method?: string; url?: string } };
        const name =
          route.storeKey ??
          (route.routeInfo?.url ? `${route.routeInfo.method ?? ''}${route.routeInfo.url}` : 'limiter');
        return shared(`${name}:`);
      },
    };
  };
  return class SharedRateLimitStore {
    constructor() {
      return shared('global:');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
