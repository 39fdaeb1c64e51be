import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis the tests may use (database 5 by default); tests needing it skip when it is down. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/5';

/** A closed port: what an outage looks like to the client. */
export const CLOSED_REDIS_URL = 'redis://127.0.0.1:1/5';

export async function testRedisAvailable(): Promise<boolean> {
  const client = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** A key prefix no other test run shares. */
export const uniquePrefix = (name: string) => `tenho-test:${name}:${randomBytes(4).toString('hex')}:`;
