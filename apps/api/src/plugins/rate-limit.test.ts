import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, testConfig, useTestApp, type TestContext } from '../../test/app.ts';
import { createUser } from '../../test/factories.ts';
import { loadConfig } from '../config.ts';
import { CLOSED_REDIS_URL, TEST_REDIS_URL, testRedisAvailable } from '../../test/redis.ts';
import { REGISTER_LIMITED_MESSAGE } from './rate-limit.ts';

const throttleConfig = (maxFailuresPerIp: number) => ({
  loginThrottle: { ...testConfig().loginThrottle, maxFailuresPerEmail: 10, maxFailuresPerIp },
});

describe('per-IP request limit on the public auth routes', () => {
  const t = useTestApp({ config: { authRateLimitPerMinute: 5 } });

  it('answers the 6th request of a minute with a Portuguese 429, for that IP only', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {},
        remoteAddress: '10.1.1.1',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toEqual({
          code: 'rate_limited',
          message: 'Muitas requisições. Aguarde um instante e tente novamente.',
        });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: {},
          remoteAddress: '10.1.1.2',
        })
      ).statusCode,
    ).toBe(400);
    // Authenticated routes are not limited this way.
    for (let i = 0; i < 8; i++) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/auth/me', remoteAddress: '10.1.1.1' })).statusCode,
      ).toBe(401);
    }
  });
});

describe('registration limit per address and hour (REGISTER_RATE_LIMIT_PER_HOUR)', () => {
  const t = useTestApp({ config: { registerRateLimitPerHour: 3 } });
  const register = (remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload: {}, remoteAddress });

  it('refuses the 4th registration of an hour from one address with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await register('198.51.100.1')).statusCode);
    const refused = await register('198.51.100.1');
    expect(statuses).toEqual([400, 400, 400]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'auth.register_limited', message: REGISTER_LIMITED_MESSAGE });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect((await register('198.51.100.2')).statusCode).toBe(400);
    // Login is not part of this limit.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ninguem@teste.com.br', password: 'Errada@1' },
      remoteAddress: '198.51.100.1',
    });
    expect(login.statusCode).toBe(401);
  });

  it('counts an IPv6 /64 as one address', async () => {
    for (let i = 1; i <= 3; i++) expect((await register(`2001:db8:5:5::${i}`)).statusCode).toBe(400);
    expect((await register('2001:db8:5:5:ffff::1')).statusCode).toBe(429);
    expect((await register('2001:db8:5:6::1')).statusCode).toBe(400);
  });
});

describe('login throttle per IP', () => {
  const t = useTestApp({ config: throttleConfig(30) });

  it('blocks an IP after 30 failures spread over many e-mails, not other IPs', async () => {
    const login = (email: string, password: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await login(`alvo${i}@teste.com.br`, 'Errada@1', '10.3.0.1')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);

    const user = await createUser(t.db);
    const blocked = await login(user.email, user.password, '10.3.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
    expect((await login(user.email, user.password, '10.3.0.2')).statusCode).toBe(200);
  });
});

/** Failed logins from one connection, each with a new forged X-Forwarded-For; statuses in order. */
async function sprayWithForgedHeader(
  send: (forged: string) => Promise<number>,
  attempts: number,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < attempts; i++) statuses.push(await send(`203.0.113.${i + 1}`));
  return statuses;
}

describe('a client writing X-Forwarded-For cannot dodge the per-IP limits', () => {
  const injectLogin = (t: TestContext, remoteAddress: string, xff: string, email = 'alvo@teste.com.br') =>
    t.app
      .inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'Errada@1' },
        remoteAddress,
        headers: { 'x-forwarded-for': xff },
      })
      .then((r) => r.statusCode);

  it('without TRUST_PROXY the header is ignored', async () => {
    const t = await createTestApp({ config: throttleConfig(3) });
    try {
      const statuses = await sprayWithForgedHeader(
        (forged) => injectLogin(t, '198.51.100.50', forged, `a${forged}@teste.com.br`),
        4,
      );
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await t.close();
    }
  });

  it('with TRUST_PROXY=1 only a proxy on this host is believed, not a client on the private network', async () => {
    const t = await createTestApp({
      config: { ...throttleConfig(3), trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy },
    });
    try {
      // 10.9.9.9 was trusted as a "private network proxy" before; now it is just a client.
      const statuses = await sprayWithForgedHeader(
        (forged) => injectLogin(t, '10.9.9.9', forged, `b${forged}@teste.com.br`),
        4,
      );
      expect(statuses).toEqual([401, 401, 401, 429]);
      // A proxy on this host appends the address it saw; what the client wrote before it is ignored.
      const viaProxy = await sprayWithForgedHeader(
        (forged) => injectLogin(t, '127.0.0.1', `${forged}, 198.51.100.7`, `c${forged}@teste.com.br`),
        4,
      );
      expect(viaProxy).toEqual([401, 401, 401, 429]);
      expect(await injectLogin(t, '127.0.0.1', '198.51.100.8')).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('with an explicit proxy address, the address that proxy saw is counted', async () => {
    const t = await createTestApp({
      config: {
        ...throttleConfig(100),
        authRateLimitPerMinute: 3,
        trustProxy: loadConfig({ TRUST_PROXY: '10.9.9.9' }).trustProxy,
      },
    });
    try {
      const register = (xff: string, remoteAddress = '10.9.9.9') =>
        t.app
          .inject({
            method: 'POST',
            url: '/api/auth/register',
            payload: {},
            remoteAddress,
            headers: { 'x-forwarded-for': xff },
          })
          .then((r) => r.statusCode);
      const statuses = await sprayWithForgedHeader((forged) => register(`${forged}, 198.51.100.7`), 4);
      expect(statuses).toEqual([400, 400, 400, 429]);
      expect(await register('198.51.100.8')).toBe(400);
      // Another private address is not the proxy: its header is ignored.
      const other = await sprayWithForgedHeader((forged) => register(forged, '10.9.9.10'), 4);
      expect(other).toEqual([400, 400, 400, 429]);
    } finally {
      await t.close();
    }
  });
});

describe('over a real connection', () => {
  const servers: TestContext[] = [];
  const listen = async (trustProxy: false | string) => {
    const t = await createTestApp({ config: { ...throttleConfig(3), trustProxy } });
    servers.push(t);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  };
  const spray = (baseUrl: string, prefix: string) =>
    sprayWithForgedHeader(
      (forged) =>
        fetch(`${baseUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forged },
          body: JSON.stringify({ email: `${prefix}${forged}@teste.com.br`, password: 'Errada@1' }),
        }).then((r) => r.status),
      4,
    );

  let plain: string;
  let otherProxy: string;
  beforeAll(async () => {
    plain = await listen(false);
    otherProxy = await listen(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy);
  });
  afterAll(async () => {
    for (const t of servers) await t.close();
  });

  it('counts the peer address, whatever X-Forwarded-For says, without TRUST_PROXY', async () => {
    expect(await spray(plain, 'd')).toEqual([401, 401, 401, 429]);
  });

  it('counts the peer address when the peer is not one of the listed proxies', async () => {
    expect(await spray(otherProxy, 'e')).toEqual([401, 401, 401, 429]);
  });
});

const redisUp = await testRedisAvailable();
/** An address no earlier run used: Redis counters outlive a test run by their window. */
const freshAddress = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

describe.skipIf(!redisUp)('with REDIS_URL, two processes count together', () => {
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    const config = {
      redisUrl: TEST_REDIS_URL,
      authRateLimitPerMinute: 5,
      loginThrottle: { ...testConfig().loginThrottle, maxFailuresPerEmail: 3, maxFailuresPerIp: 1000 },
    };
    a = await createTestApp({ config });
    b = await createTestApp({ config, database: { db: a.db } });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('per-IP route limits: 5 a minute across both', async () => {
    const ip = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const app = i % 2 === 0 ? a.app : b.app;
      statuses.push(
        (await app.inject({ method: 'POST', url: '/api/auth/register', payload: {}, remoteAddress: ip }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });

  it('login failures for one e-mail and address: the 4th is refused whichever process gets it', async () => {
    const user = await createUser(a.db, { role: 'MASTER' });
    const ip = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const app = i % 2 === 0 ? a.app : b.app;
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'not-the-password-1' },
        remoteAddress: ip,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});

describe('with REDIS_URL unreachable', () => {
  const logs: string[] = [];
  const t = useTestApp({
    config: { redisUrl: CLOSED_REDIS_URL, authRateLimitPerMinute: 3, ...throttleConfig(1) },
    logger: { level: 'warn', stream: { write: (line: string) => void logs.push(line) } },
  });

  it('stays ready (Redis reported down), so one Redis outage never drains every process', async () => {
    const ready = await t.call('GET', '/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', db: 'ok', redis: 'error' });
  });

  it('signs in, and throttles failed logins in memory', async () => {
    const user = await createUser(t.db, { role: 'ADMIN' });
    const ip = freshAddress();
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password },
        remoteAddress: ip,
      });
    const ok = await login(user.password);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token).toEqual(expect.any(String));
    expect((await login('Senha-Errada-123!')).statusCode).toBe(401);
    const throttled = await login('Senha-Errada-123!');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().code).toBe('auth.throttled');
  });

  it('limits in memory with one warning, never a 500', async () => {
    const ip = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: {}, remoteAddress: ip }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    expect(logs.filter((line) => line.includes('redis.unavailable'))).toHaveLength(1);
  });
});

const redisServer = spawnSync('redis-server', ['--version']).status === 0;

describe.skipIf(!redisServer)('Redis stopping and coming back mid-run', () => {
  const port = 3489;
  let server: ChildProcess | null = null;
  const startRedis = async () => {
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    await vi.waitFor(
      () => {
        if (
          spawnSync('redis-cli', ['-p', String(port), 'ping'])
            .stdout?.toString()
            .trim() !== 'PONG'
        )
          throw new Error('not up');
      },
      { timeout: 5000, interval: 50 },
    );
  };
  const stopRedis = async () => {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server?.kill('SIGKILL');
    await exited;
    server = null;
  };
  const logs: string[] = [];
  let t: TestContext;
  beforeAll(async () => {
    await startRedis();
    t = await createTestApp({
      config: { redisUrl: `redis://127.0.0.1:${port}/0`, authRateLimitPerMinute: 4 },
      logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } },
    });
  });
  afterAll(async () => {
    await t?.close();
    if (server) await stopRedis();
  });

  it('falls back to memory during the outage (4xx/429, never 500) and returns to Redis after', async () => {
    const register = (ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/register', payload: {}, remoteAddress: ip });
    const ip = freshAddress();
    expect((await register(ip)).statusCode).toBe(400);
    expect((await register(ip)).statusCode).toBe(400);

    await stopRedis();
    const during: number[] = [];
    for (let i = 0; i < 6; i++) during.push((await register(ip)).statusCode);
    // The memory counter starts afresh: 4 more pass, then 429; nothing fails.
    expect(during).toEqual([400, 400, 400, 400, 429, 429]);
    expect(logs.filter((line) => line.includes('redis.unavailable'))).toHaveLength(1);
    const ready = await t.call('GET', '/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', redis: 'error' });

    await startRedis();
    await vi.waitFor(() => expect(t.app.redis!.available()).toBe(true), { timeout: 5000, interval: 50 });
    expect(logs.some((line) => line.includes('redis.recovered'))).toBe(true);
    // Back on Redis (restarted empty: no persistence here), which counts again from zero.
    const after: number[] = [];
    for (let i = 0; i < 5; i++) after.push((await register(ip)).statusCode);
    expect(after).toEqual([400, 400, 400, 400, 429]);
    expect(await t.app.redis!.client.exists(`tenho:rl:POST/api/auth/register:${ip}`)).toBe(1);
    expect((await t.call('GET', '/api/ready')).statusCode).toBe(200);
  });
});
