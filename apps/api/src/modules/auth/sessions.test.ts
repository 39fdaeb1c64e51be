import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { bearer, createUnit, createUser, loginAs, type TestUser } from '../../../test/factories.ts';
import { auditLog } from '../../db/schema/audit-log.ts';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const t = useTestApp();

type SessionItem = {
  id: number;
  current: boolean;
  device: string;
  ip: string | null;
  created_at: string;
  last_used_at: string | null;
};

async function loginWith(user: TestUser, userAgent: string, ip = '203.0.113.10'): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
    payload: { email: user.email, password: user.password },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

const me = (token: string) => t.call('GET', '/api/auth/me', token);
const listSessions = async (token: string) => {
  const response = await t.call('GET', '/api/auth/sessions', token);
  expect(response.statusCode).toBe(200);
  return response.json<{ items: SessionItem[] }>().items;
};

async function audited(action: string, entityId: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
}

let unitA: number;
let unitB: number;
let master: TestUser;

beforeAll(async () => {
  unitA = (await createUnit(t.db)).id;
  unitB = (await createUnit(t.db)).id;
  master = await createUser(t.db, { role: 'MASTER' });
});

describe('GET /api/auth/sessions', () => {
  it("lists the caller's live sessions with device, IP, dates and which one is current", async () => {
    const user = await createUser(t.db, { role: 'CLIENT', unitId: unitA });
    const desktop = await loginWith(user, CHROME_WINDOWS, '203.0.113.7');
    const phone = await loginWith(user, SAFARI_IPHONE, '198.51.100.9');
    const ended = await loginWith(user, SAFARI_IPHONE);
    await t.call('POST', '/api/auth/logout', ended);

    const items = await listSessions(desktop);
    expect(items).toHaveLength(2);
    const current = items.find((s) => s.current)!;
    const other = items.find((s) => !s.current)!;
    expect(current).toMatchObject({ device: 'Chrome no Windows', ip: '203.0.113.7' });
    expect(other).toMatchObject({ device: 'Safari no iPhone', ip: '198.51.100.9' });
    for (const item of items) {
      expect(Date.parse(item.created_at)).not.toBeNaN();
      expect(item.last_used_at).not.toBeNull();
    }
    // From the phone, the phone's session is the current one.
    expect((await listSessions(phone)).find((s) => s.current)?.id).toBe(other.id);
  });

  it('records the last use at most once a minute, off the request path', async () => {
    const user = await createUser(t.db, { role: 'CLIENT', unitId: unitA });
    const token = await loginWith(user, CHROME_WINDOWS);
    const [before] = await listSessions(token);
    t.clock.advance(90_000);
    expect((await me(token)).statusCode).toBe(200);
    await t.app.authService.flushTouches();
    const [after] = await listSessions(token);
    expect(Date.parse(after!.last_used_at!)).toBeGreaterThanOrEqual(
      Date.parse(before!.last_used_at!) + 90_000,
    );

    // Within the minute nothing is written again.
    t.clock.advance(10_000);
    await me(token);
    await t.app.authService.flushTouches();
    const [same] = await listSessions(token);
    expect(same!.last_used_at).toBe(after!.last_used_at);
  });

  it('answers 401 without a session', async () => {
    const response = await t.call('GET', '/api/auth/sessions');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'auth.unauthenticated' });
  });
});

describe('DELETE /api/auth/sessions/{id}', () => {
  it('ends one of my sessions: its very next request is refused; audited', async () => {
    const user = await createUser(t.db, { role: 'USER', unitId: unitA });
    const keep = await loginWith(user, CHROME_WINDOWS);
    const lost = await loginWith(user, SAFARI_IPHONE);
    expect((await me(lost)).statusCode).toBe(200); // warm in the cache
    const target = (await listSessions(keep)).find((s) => !s.current)!;

    const response = await t.call('DELETE', `/api/auth/sessions/${target.id}`, keep);
    expect(response.statusCode).toBe(204);
    expect((await me(lost)).statusCode).toBe(401);
    expect((await me(keep)).statusCode).toBe(200);
    expect((await listSessions(keep)).map((s) => s.id)).not.toContain(target.id);
    const [entry] = await audited('auth.session_end', user.id);
    expect(entry).toMatchObject({ actorId: user.id, data: { sessionId: target.id } });
    expect(entry!.ip).toBeTruthy();

    // Already ended: 404.
    const again = await t.call('DELETE', `/api/auth/sessions/${target.id}`, keep);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'auth.session_not_found', message: 'Sessão não encontrada' });
  });

  it("answers 404 for another user's session, even as MASTER, and leaves it alive", async () => {
    const someone = await createUser(t.db, { role: 'CLIENT', unitId: unitA });
    const theirs = await loginWith(someone, CHROME_WINDOWS);
    const theirId = (await listSessions(theirs))[0]!.id;
    const masterToken = await loginAs(t.app, master);
    const response = await t.call('DELETE', `/api/auth/sessions/${theirId}`, masterToken);
    expect(response.statusCode).toBe(404);
    expect((await me(theirs)).statusCode).toBe(200);
  });

  it('the current session may end itself (like a logout)', async () => {
    const user = await createUser(t.db, { role: 'CLIENT', unitId: unitA });
    const token = await loginWith(user, CHROME_WINDOWS);
    const id = (await listSessions(token))[0]!.id;
    const response = await t.call('DELETE', `/api/auth/sessions/${id}`, token);
    expect(response.statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('bad ids answer 400 in Portuguese; anonymous 401', async () => {
    const user = await createUser(t.db, { role: 'CLIENT', unitId: unitA });
    const token = await loginWith(user, CHROME_WINDOWS);
    for (const id of ['abc', '0', '-1', '99999999999']) {
      const response = await t.call('DELETE', `/api/auth/sessions/${id}`, token);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().message).toBe('Identificador inválido');
    }
    const anonymous = await t.call('DELETE', '/api/auth/sessions/1');
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('DELETE /api/auth/sessions?scope=others', () => {
  it('ends every other session of mine and keeps the current one', async () => {
    const user = await createUser(t.db, { role: 'CLIENT', unitId: unitA });
    const current = await loginWith(user, CHROME_WINDOWS);
    const others = [await loginWith(user, SAFARI_IPHONE), await loginWith(user, SAFARI_IPHONE)];
    for (const token of others) expect((await me(token)).statusCode).toBe(200);
    const bystander = await createUser(t.db, { role: 'CLIENT', unitId: unitA });
    const bystanderToken = await loginWith(bystander, CHROME_WINDOWS);

    const response = await t.call('DELETE', '/api/auth/sessions?scope=others', current);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 2 });
    for (const token of others) expect((await me(token)).statusCode).toBe(401);
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(bystanderToken)).statusCode).toBe(200);
    expect((await listSessions(current)).map((s) => s.current)).toEqual([true]);
    expect(await audited('auth.sessions_end_others', user.id)).toHaveLength(1);

    const none = await t.call('DELETE', '/api/auth/sessions?scope=others', current);
    expect(none.json()).toEqual({ ended: 0 });
  });

  it('refuses a missing or unknown scope with 400 in Portuguese', async () => {
    const user = await createUser(t.db, { role: 'CLIENT', unitId: unitA });
    const token = await loginWith(user, CHROME_WINDOWS);
    for (const query of ['', '?scope=all', '?scope=others&scope=others', '?scope=others&x=1']) {
      const response = await t.call('DELETE', `/api/auth/sessions${query}`, token);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBeTypeOf('string');
      expect(response.json().message).toMatch(/scope=others|parâmetro/i);
    }
    expect((await me(token)).statusCode).toBe(200);
  });
});

describe('DELETE /api/users/{id}/sessions', () => {
  const endAll = (token: string, id: number | string) => t.call('DELETE', `/api/users/${id}/sessions`, token);

  it('MASTER ends every session of anyone; the very next request of each is refused; audited', async () => {
    const admin = await createUser(t.db, { role: 'ADMIN', unitId: unitB });
    const tokens = [await loginWith(admin, CHROME_WINDOWS), await loginWith(admin, SAFARI_IPHONE)];
    for (const token of tokens) expect((await me(token)).statusCode).toBe(200);
    const masterToken = await loginAs(t.app, master);
    const response = await endAll(masterToken, admin.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 2 });
    for (const token of tokens) expect((await me(token)).statusCode).toBe(401);
    const [entry] = await audited('users.sessions_end', admin.id);
    expect(entry).toMatchObject({ actorId: master.id, data: { ended: 2 } });
  });

  it('ADMIN reaches its own unit only; other units and MASTER answer 404', async () => {
    const admin = await createUser(t.db, { role: 'ADMIN', unitId: unitA });
    const adminToken = await loginAs(t.app, admin);
    const inUnit = await createUser(t.db, { role: 'CLIENT', unitId: unitA });
    const inUnitToken = await loginAs(t.app, inUnit);
    const elsewhere = await createUser(t.db, { role: 'CLIENT', unitId: unitB });
    const elsewhereToken = await loginAs(t.app, elsewhere);

    expect((await endAll(adminToken, inUnit.id)).json()).toEqual({ ended: 1 });
    expect((await me(inUnitToken)).statusCode).toBe(401);
    for (const id of [elsewhere.id, master.id, 2_000_000_000]) {
      const response = await endAll(adminToken, id);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toMatchObject({ code: 'users.not_found' });
    }
    expect((await me(elsewhereToken)).statusCode).toBe(200);
  });

  it('CLIENT reaches its own USERs only; USER is forbidden; anonymous 401; bad ids 400', async () => {
    const company = await createUser(t.db, { role: 'CLIENT', unitId: unitA });
    const companyToken = await loginAs(t.app, company);
    const staff = await createUser(t.db, { role: 'USER', unitId: unitA, parentId: company.id });
    const staffToken = await loginAs(t.app, staff);
    const otherCompany = await createUser(t.db, { role: 'CLIENT', unitId: unitA });

    expect((await endAll(companyToken, otherCompany.id)).statusCode).toBe(404);
    expect((await endAll(staffToken, company.id)).statusCode).toBe(403);
    expect((await endAll(companyToken, staff.id)).json()).toEqual({ ended: 1 });
    expect((await me(staffToken)).statusCode).toBe(401);

    const anonymous = await t.call('DELETE', `/api/users/${staff.id}/sessions`);
    expect(anonymous.statusCode).toBe(401);
    for (const id of ['abc', '0', '1.5']) {
      const response = await endAll(companyToken, id);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().message).toBe('Identificador inválido');
    }
  });
});

describe('GET /api/auth/login-throttle', () => {
  it('shows the limits in force and the failures of the window from the audit log (MASTER)', async () => {
    const victim = await createUser(t.db, { role: 'CLIENT', unitId: unitA });
    for (let i = 0; i < 3; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '192.0.2.77',
        payload: { email: victim.email, password: 'Errada@123' },
      });
      expect(response.statusCode).toBe(401);
    }
    const masterToken = await loginAs(t.app, master);
    const response = await t.call('GET', '/api/auth/login-throttle', masterToken);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      window_minutes: t.config.loginThrottle.windowMs / 60_000,
      max_failures_per_email: t.config.loginThrottle.maxFailuresPerEmail,
      max_failures_per_ip: t.config.loginThrottle.maxFailuresPerIp,
      delay_after_failures: t.config.loginThrottle.delayAfterFailures,
      throttled_in_window: expect.any(Number),
    });
    expect(body.failures_in_window).toBeGreaterThanOrEqual(3);
    expect(body.top_addresses).toContainEqual({ ip: '192.0.2.77', failures: 3, last_at: expect.any(String) });
  });

  it('is denied to ADMIN, CLIENT and USER (no system.view) and to anonymous callers', async () => {
    for (const role of ['ADMIN', 'CLIENT', 'USER'] as const) {
      const user = await createUser(t.db, { role, unitId: unitA });
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auth/login-throttle',
        headers: bearer(await loginAs(t.app, user)),
      });
      expect(response.statusCode, role).toBe(403);
    }
    expect((await t.call('GET', '/api/auth/login-throttle')).statusCode).toBe(401);
  });
});
