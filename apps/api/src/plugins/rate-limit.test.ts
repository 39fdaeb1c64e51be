import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { createUser } from '../../test/factories.ts';
import { loadConfig } from '../config.ts';

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

describe('login throttle per IP', () => {
  const t = useTestApp({
    config: { loginThrottle: { maxFailuresPerEmail: 10, maxFailuresPerIp: 30, windowMs: 15 * 60_000 } },
  });

  it('blocks an IP after 30 failures spread over many e-mails, not other IPs', async () => {
    const login = (email: string, password: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await login(`alvo${i}@teste.com.br`, 'Errada@1', '10.3.0.1')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);

    const user = await createUser(t.db);
    expect((await login(user.email, user.password, '10.3.0.1')).statusCode).toBe(429);
    expect((await login(user.email, user.password, '10.3.0.2')).statusCode).toBe(200);
  });
});

describe('behind a reverse proxy (TRUST_PROXY=1)', () => {
  const t = useTestApp({
    config: {
      trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy,
      authRateLimitPerMinute: 3,
    },
  });

  it('takes the address the proxy saw, so a forged X-Forwarded-For cannot dodge the per-IP limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {},
        remoteAddress: '10.9.9.9', // the proxy
        // The attacker writes a new address each time; the proxy appends the one it really saw.
        headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);

    const otherClient = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {},
      remoteAddress: '10.9.9.9',
      headers: { 'x-forwarded-for': '198.51.100.8' },
    });
    expect(otherClient.statusCode).toBe(400);
  });
});
