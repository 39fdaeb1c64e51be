import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { CLOSED_REDIS_URL, TEST_REDIS_URL, testRedisAvailable, uniquePrefix } from '../../test/redis.ts';
import {
  addressKey,
  createFallbackThrottleStore,
  createLoginThrottle,
  createMemoryThrottleStore,
  createRedisThrottleStore,
  delayAfter,
  type ThrottleStore,
  type LoginAttemptKeys,
  type LoginAttemptOutcome,
  type LoginThrottleOptions,
} from './login-throttle.ts';
import { createSharedRedis } from './redis.ts';

const WINDOW = 60_000;

function setup(overrides: Partial<LoginThrottleOptions> = {}) {
  let now = 1_000_000;
  const throttle = createLoginThrottle({
    maxFailuresPerEmail: 3,
    maxFailuresPerIp: 5,
    windowMs: WINDOW,
    delayAfterFailures: 6,
    maxDelayMs: 8000,
    now: () => now,
    ...overrides,
  });
  /** One whole attempt: the decision, and the limits the outcome tripped when it was allowed. */
  const attempt = async (keys: LoginAttemptKeys, outcome: LoginAttemptOutcome = 'failure') => {
    const decision = await throttle.begin(keys);
    if (!decision.allowed)
      return { allowed: false as const, limit: decision.limit, retryAfterMs: decision.retryAfterMs };
    return { allowed: true as const, trips: await decision.attempt.finish(outcome) };
  };
  return { throttle, attempt, advance: (ms: number) => void (now += ms) };
}

describe('addressKey', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6 and groups IPv6 by /64', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::FFFF:cb00:7109')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });
});

describe('login throttle', () => {
  it('refuses one address for one e-mail after its limit, until the window ends; other addresses go on', async () => {
    const { attempt, advance } = setup();
    const keys = { email: 'a@b.com', ip: '10.0.0.1' };
    for (let i = 0; i < 3; i++) expect((await attempt(keys)).allowed).toBe(true);
    advance(10_000);
    const refused = await attempt({ ...keys, email: 'A@B.com ' }, 'success');
    expect(refused).toEqual({ allowed: false, limit: 'email_address', retryAfterMs: WINDOW - 10_000 });

    // The same e-mail from another address, with the right password, still signs in.
    expect(await attempt({ email: 'a@b.com', ip: '10.0.0.2' }, 'success')).toEqual({
      allowed: true,
      trips: [],
    });
    // Another e-mail from the first address is not refused either (its own limit is higher).
    expect((await attempt({ email: 'c@d.com', ip: '10.0.0.1' }, 'success')).allowed).toBe(true);
    advance(WINDOW);
    expect((await attempt(keys, 'success')).allowed).toBe(true);
  });

  it('refuses an address that fails across many e-mails, and counts an IPv6 /64 as one address', async () => {
    const { attempt } = setup();
    for (let i = 0; i < 5; i++) {
      expect((await attempt({ email: `u${i}@b.com`, ip: `2001:db8:7:7::${i + 1}` })).allowed).toBe(true);
    }
    const refused = await attempt({ email: 'new@b.com', ip: '2001:db8:7:7:ffff::9' }, 'success');
    expect(refused).toMatchObject({ allowed: false, limit: 'address' });
    expect((await attempt({ email: 'new@b.com', ip: '2001:db8:7:8::1' }, 'success')).allowed).toBe(true);
  });

  it('spaces out attempts for an e-mail failing from many addresses: growing, capped delays, never a block', async () => {
    const { attempt, advance } = setup();
    const email = 'master@tenho.com.br';
    // Six failures from three addresses reach the per-e-mail threshold; no address hits its own limit.
    for (let i = 0; i < 6; i++) expect((await attempt({ email, ip: `10.1.0.${i % 3}` })).allowed).toBe(true);

    const waits: number[] = [];
    for (let round = 0; round < 6; round++) {
      const ip = `10.2.0.${round}`;
      expect((await attempt({ email, ip })).allowed).toBe(true); // takes the slot, fails
      const refused = await attempt({ email, ip: `10.3.0.${round}` }, 'success');
      expect(refused).toMatchObject({ allowed: false, limit: 'email_delay' });
      if (!refused.allowed) waits.push(refused.retryAfterMs);
      advance(refused.allowed ? 0 : refused.retryAfterMs);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);

    // When the slot is free, the right password from a new address signs in and resets the e-mail.
    expect(await attempt({ email, ip: '10.9.9.9' }, 'success')).toEqual({ allowed: true, trips: [] });
    expect((await attempt({ email, ip: '10.9.9.10' })).allowed).toBe(true);
    expect((await attempt({ email, ip: '10.9.9.11' })).allowed).toBe(true);
  });

  it('never delays an address that signed in to the e-mail before', async () => {
    const { attempt } = setup();
    const email = 'dono@tenho.com.br';
    const home = { email, ip: '198.51.100.20' };
    expect((await attempt(home, 'success')).allowed).toBe(true);
    for (let i = 0; i < 12; i++) await attempt({ email, ip: `10.4.${i}.1` });
    expect((await attempt({ email, ip: '10.5.0.1' }, 'success')).allowed).toBe(false);
    expect((await attempt(home, 'success')).allowed).toBe(true);
  });

  it('reports each limit once, when a failure reaches it', async () => {
    const { attempt } = setup({ maxFailuresPerEmail: 2, maxFailuresPerIp: 3, delayAfterFailures: 3 });
    const trips = [];
    for (const keys of [
      { email: 'x@b.com', ip: '1.1.1.1' },
      { email: 'x@b.com', ip: '1.1.1.1' },
      { email: 'x@b.com', ip: '2.2.2.2' },
      { email: 'y@b.com', ip: '1.1.1.1' },
    ]) {
      const result = await attempt(keys);
      trips.push(result.allowed ? result.trips : result.limit);
    }
    expect(trips).toEqual([[], ['email_address'], ['email_delay'], ['address']]);
  });

  it('counts attempts still being verified, so a parallel burst stops at the limit', async () => {
    const { throttle } = setup();
    const keys = { email: 'a@b.com', ip: '1.2.3.4' };
    const decisions = await Promise.all(Array.from({ length: 10 }, () => throttle.begin(keys)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(3);
    for (const d of decisions) if (d.allowed) await d.attempt.finish('failure');
    expect((await throttle.begin(keys)).allowed).toBe(false);
  });

  it('gives back the reservation of an attempt that succeeded or was aborted', async () => {
    const { attempt } = setup();
    const keys = { email: 'a@b.com', ip: '1.2.3.4' };
    for (let round = 0; round < 20; round++) {
      expect((await attempt(keys, round % 2 ? 'success' : 'aborted')).allowed).toBe(true);
    }
    // Successes do not use up the address's allowance either (an office behind one address).
    for (let i = 0; i < 5; i++)
      expect((await attempt({ email: `u${i}@b.com`, ip: '1.2.3.4' })).allowed).toBe(true);
  });

  it('never refuses with every limit at 0', async () => {
    const { attempt } = setup({ maxFailuresPerEmail: 0, maxFailuresPerIp: 0, delayAfterFailures: 0 });
    for (let i = 0; i < 50; i++)
      expect((await attempt({ email: 'a@b.com', ip: '1.2.3.4' })).allowed).toBe(true);
  });

  it('grows the delay by doubling up to the cap', () => {
    expect([0, 1, 2, 3, 4, 10, 1000].map((n) => delayAfter(n, 60_000))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 60_000, 60_000,
    ]);
  });
});

describe('memory throttle store', () => {
  it('expires counters with their window and stays within its size', async () => {
    let now = 0;
    const store = createMemoryThrottleStore({ now: () => now, maxEntries: 100 });
    expect(await store.add('k', 1, 1000)).toEqual({ count: 1, resetAt: 1000 });
    expect(await store.add('k', 2, 5000)).toEqual({ count: 3, resetAt: 1000 });
    expect(await store.add('k', -3, 1000)).toMatchObject({ count: 0 });
    expect(await store.get('k')).toBeNull();
    expect(await store.claim('slot', 500)).toBe(0);
    now = 200;
    expect(await store.claim('slot', 500)).toBe(300);
    now = 500;
    expect(await store.claim('slot', 500)).toBe(0);

    for (let i = 0; i < 1000; i++) await store.add(`flood-${i}`, 1, 60_000);
    expect(store.size()).toBeLessThanOrEqual(100);
    expect(await store.get('flood-999')).toMatchObject({ count: 1 });
  });
});

const redisUp = await testRedisAvailable();

describe.skipIf(!redisUp)('Redis throttle store (REDIS_URL)', () => {
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 0 });
  afterAll(() => redis.quit());

  it('keeps the memory store semantics: windowed counters, removal at 0, slots', async () => {
    const store = createRedisThrottleStore({ redis, prefix: uniquePrefix('store') });
    const first = await store.add('k', 1, 1000);
    expect(first.count).toBe(1);
    expect((await store.add('k', 2, 5000)).count).toBe(3);
    const counter = await store.get('k');
    // The window is the first one (1 s), not the second call's.
    expect(counter!.resetAt - Date.now()).toBeLessThanOrEqual(1000);
    expect((await store.add('k', -3, 1000)).count).toBe(0);
    expect(await store.get('k')).toBeNull();
    expect(await store.add('gone', -1, 1000)).toMatchObject({ count: -1 });
    expect(await store.get('gone')).toBeNull();
    expect(await store.claim('slot', 500)).toBe(0);
    const wait = await store.claim('slot', 500);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(500);
    await store.delete('slot');
    expect(await store.claim('slot', 500)).toBe(0);
  });

  it('counts the failures of two processes together', async () => {
    const prefix = uniquePrefix('shared');
    const options = {
      maxFailuresPerEmail: 4,
      maxFailuresPerIp: 100,
      windowMs: WINDOW,
      delayAfterFailures: 0,
      maxDelayMs: 1000,
    };
    const a = createLoginThrottle({ ...options, store: createRedisThrottleStore({ redis, prefix }) });
    const b = createLoginThrottle({ ...options, store: createRedisThrottleStore({ redis, prefix }) });
    const keys = { email: 'x@y.com', ip: '203.0.113.9' };
    const outcomes: boolean[] = [];
    for (let i = 0; i < 6; i++) {
      const decision = await (i % 2 === 0 ? a : b).begin(keys);
      outcomes.push(decision.allowed);
      if (decision.allowed) await decision.attempt.finish('failure');
    }
    expect(outcomes).toEqual([true, true, true, true, false, false]);
  });
});

describe('fallback throttle store', () => {
  it('uses memory when the primary fails or is down, and reports the failure', async () => {
    const errors: unknown[] = [];
    let up = true;
    const broken: ThrottleStore = {
      add: () => Promise.reject(new Error('ECONNREFUSED')),
      get: () => Promise.reject(new Error('ECONNREFUSED')),
      delete: () => Promise.reject(new Error('ECONNREFUSED')),
      claim: () => Promise.reject(new Error('ECONNREFUSED')),
    };
    const store = createFallbackThrottleStore({
      primary: broken,
      fallback: createMemoryThrottleStore(),
      available: () => up,
      onError: (error) => errors.push(error),
    });
    expect((await store.add('k', 1, 1000)).count).toBe(1);
    expect(errors).toHaveLength(1);
    up = false;
    expect((await store.add('k', 1, 1000)).count).toBe(2);
    expect(errors).toHaveLength(1);
  });

  it.skipIf(!redisUp)('a login throttle on an unreachable Redis still limits, in memory', async () => {
    const warnings: object[] = [];
    const shared = createSharedRedis({
      url: CLOSED_REDIS_URL,
      log: { warn: (obj) => warnings.push(obj), info: () => {} },
    });
    try {
      const throttle = createLoginThrottle({
        maxFailuresPerEmail: 2,
        maxFailuresPerIp: 100,
        windowMs: WINDOW,
        delayAfterFailures: 0,
        maxDelayMs: 1000,
        store: createFallbackThrottleStore({
          primary: createRedisThrottleStore({ redis: shared.client }),
          fallback: createMemoryThrottleStore(),
          available: shared.available,
          onError: shared.failed,
        }),
      });
      const allowed: boolean[] = [];
      for (let i = 0; i < 3; i++) {
        const decision = await throttle.begin({ email: 'a@b.com', ip: '10.0.0.1' });
        allowed.push(decision.allowed);
        if (decision.allowed) await decision.attempt.finish('failure');
      }
      expect(allowed).toEqual([true, true, false]);
      await vi.waitFor(() => expect(warnings).toHaveLength(1));
      expect(await shared.ping()).toBe(false);
    } finally {
      await shared.close();
    }
  });
});
