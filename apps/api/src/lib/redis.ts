import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { gauge } from './metrics.ts';

/** 1 while the shared Redis answers, 0 during an outage; absent without REDIS_URL. */
const redisUp = gauge({
  name: 'tenho_redis_up',
  help: 'Whether the shared Redis (REDIS_URL) is reachable from this process (1) or not (0)',
});

/**
 * The shared Redis of a multi-process deployment (REDIS_URL): the login throttle and the rate-limit
 * counters live there so every API process counts together. Redis is an accelerator, never a
 * single point of failure: commands fail fast while it is unreachable (no offline queue, short
 * timeouts) and the callers fall back to this process's in-memory counters, with one warning per
 * outage in the log.
 */
export type RedisLogger = {
  warn: (obj: object, msg: string) => void;
  info: (obj: object, msg: string) => void;
};

export type SharedRedis = {
  readonly client: Redis;
  /** Settles once the first connection attempt succeeded or failed (never rejects). */
  readonly connected: Promise<void>;
  /** True while the connection is up; callers skip Redis (and use memory) when false. */
  available(): boolean;
  /** Reports a failed command: logs the outage once, until Redis answers again. */
  failed(error: unknown): void;
  /** PING within `timeoutMs`; false when Redis is unreachable (readiness). */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
};

/** Key prefix of everything this app stores in Redis. */
export const REDIS_PREFIX = 'tenho:';

export type CreateRedisOptions = {
  url: string;
  log: RedisLogger;
  connectTimeoutMs?: number;
  commandTimeoutMs?: number;
};

export function createSharedRedis({
  url,
  log,
  connectTimeoutMs = 1000,
  commandTimeoutMs = 500,
}: CreateRedisOptions): SharedRedis {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    connectTimeout: connectTimeoutMs,
    commandTimeout: commandTimeoutMs,
    maxRetriesPerRequest: 0,
    // Keep trying in the background (at most every 2 s): the counters move back once it answers.
    retryStrategy: (times) => Math.min(times * 200, 2000),
    enableReadyCheck: true,
  });
  let down = false;
  let closed = false;

  const reportDown = (error: unknown) => {
    if (down || closed) return;
    down = true;
    redisUp.set(0);
    log.warn(
      { err: error, event: 'redis.unavailable' },
      'Redis unreachable: rate limits and the login throttle count in this process only until it answers',
    );
  };
  client.on('error', reportDown);
  // A dropped connection is an outage from this moment (the next 'error' only comes with a retry).
  client.on('close', () => reportDown(new Error('Redis connection closed')));
  client.on('ready', () => {
    if (down) log.info({ event: 'redis.recovered' }, 'Redis reachable again: shared counters resumed');
    down = false;
    redisUp.set(1);
  });
  const connected = client.connect().catch(reportDown);

  return {
    client,
    connected,
    available: () => client.status === 'ready',
    failed: reportDown,
    async ping(timeoutMs = 1000) {
      if (client.status !== 'ready') return false;
      let timer: NodeJS.Timeout | undefined;
      try {
        const answer = await Promise.race([
          client.ping(),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('Redis PING timed out')), timeoutMs);
          }),
        ]);
        return answer === 'PONG';
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        if (client.status === 'ready') await client.quit();
        else client.disconnect();
      } catch {
        client.disconnect();
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis (REDIS_URL), or null: single-process in-memory counters. */
    redis: SharedRedis | null;
  }
}

/** Decorates `app.redis` (null without REDIS_URL) and closes it with the app. */
export const redisPlugin = fp(
  async (app) => {
    const url = app.config.redisUrl;
    const redis = url ? createSharedRedis({ url, log: app.log }) : null;
    app.decorate('redis', redis);
    if (redis) {
      app.addHook('onClose', async () => redis.close());
      // The first requests count in Redis already (at most connectTimeoutMs when it is down).
      await redis.connected;
    }
  },
  { name: 'redis', fastify: '5.x' },
);
