import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { permissions } from '../src/db/schema/permissions.ts';
import { createTestApp, type TestContext } from './app.ts';
import { createUnit, createUser, loginAs, type TestUser } from './factories.ts';
import { connectSse } from './sse-client.ts';

/**
 * Two API processes on one PostgreSQL database (two `buildApp` instances, each with its own
 * LISTEN connection): a change acknowledged by A holds on B on the very next request, with B's
 * session cache and categoriser warm. Runs with TEST_DATABASE_URL only (PGlite is one process).
 */
const onPostgres = inject('testDatabase').kind === 'pg';
// A real listening server for B's live event stream; port from this suite's range.
const PORT_B = 3413;

describe.skipIf(!onPostgres)('two API processes on one PostgreSQL database', () => {
  let a: TestContext;
  let b: TestContext;
  let unitId: number;
  let master: TestUser;
  let masterOnA: string;

  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ database: { db: a.db } });
    await b.app.listen({ port: PORT_B, host: '127.0.0.1' });
    unitId = (await createUnit(a.db)).id;
    master = await createUser(a.db, { role: 'MASTER' });
    masterOnA = await loginAs(a.app, master);
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** Several requests on B, so its cache is surely warm (the first one loads it). */
  async function warm(token: string, url = '/api/auth/me') {
    for (let i = 0; i < 3; i++) expect((await b.call('GET', url, token)).statusCode).toBe(200);
  }

  it('a logout on A is refused on B on the very next request', async () => {
    for (let round = 0; round < 5; round++) {
      const user = await createUser(a.db, { role: 'CLIENT', unitId });
      const token = await loginAs(a.app, user);
      await warm(token);
      expect((await a.call('POST', '/api/auth/logout', token)).statusCode).toBe(204);
      expect((await b.call('GET', '/api/auth/me', token)).statusCode).toBe(401);
    }
  });

  it('a session ended from Segurança on A, and all of a user\u2019s sessions ended by MASTER on A, are refused on B', async () => {
    const user = await createUser(a.db, { role: 'CLIENT', unitId });
    const keep = await loginAs(a.app, user);
    const lost = await loginAs(a.app, user);
    await warm(lost);
    const sessions = (await a.call('GET', '/api/auth/sessions', keep)).json().items as {
      id: number;
      current: boolean;
    }[];
    const target = sessions.find((s) => !s.current)!;
    expect((await a.call('DELETE', `/api/auth/sessions/${target.id}`, keep)).statusCode).toBe(204);
    expect((await b.call('GET', '/api/auth/me', lost)).statusCode).toBe(401);

    await warm(keep);
    expect((await a.call('DELETE', `/api/users/${user.id}/sessions`, masterOnA)).json()).toEqual({
      ended: 1,
    });
    expect((await b.call('GET', '/api/auth/me', keep)).statusCode).toBe(401);
  });

  it('an override set to false on A blocks the route on B on the very next request; true gives it back', async () => {
    const user = await createUser(a.db, { role: 'CLIENT', unitId });
    const token = await loginAs(a.app, user);
    await warm(token, '/api/categories');
    const off = await a.call('PATCH', `/api/users/${user.id}`, masterOnA, {
      permission_override: { 'category.access': false, 'category.view': false },
    });
    expect(off.statusCode).toBe(200);
    expect((await b.call('GET', '/api/categories', token)).statusCode).toBe(403);

    const on = await a.call('PATCH', `/api/users/${user.id}`, masterOnA, { permission_override: {} });
    expect(on.statusCode).toBe(200);
    expect((await b.call('GET', '/api/categories', token)).statusCode).toBe(200);
  });

  it('a role link turned off on A blocks the route on B for every user of that role', async () => {
    const [permission] = await a.db
      .select({ id: permissions.id })
      .from(permissions)
      .where(eq(permissions.name, 'report.access'));
    const user = await createUser(a.db, { role: 'CLIENT', unitId });
    const token = await loginAs(a.app, user);
    const has = async () =>
      (await b.call('GET', '/api/auth/me', token)).json().user.permissions.includes('report.access');
    await warm(token);
    expect(await has()).toBe(true);
    const link = (enabled: boolean) =>
      a.call('POST', '/api/role-permissions', masterOnA, {
        role: 'CLIENT',
        permission_id: permission!.id,
        enabled,
      });
    try {
      expect((await link(false)).statusCode).toBe(200);
      expect(await has()).toBe(false);
    } finally {
      expect((await link(true)).statusCode).toBe(200);
    }
    expect(await has()).toBe(true);
  });

  it('a deactivation on A is refused on B on the very next request, and B\u2019s live stream signs out', async () => {
    const user = await createUser(a.db, { role: 'CLIENT', unitId });
    const token = await loginAs(a.app, user);
    await warm(token);
    const stream = await connectSse(`http://127.0.0.1:${PORT_B}`, token);
    try {
      expect(await stream.nextEvent('session')).toMatchObject({ data: { reason: 'connected' } });
      const response = await a.call('PATCH', `/api/users/${user.id}`, masterOnA, { is_active: false });
      expect(response.statusCode).toBe(200);
      expect((await b.call('GET', '/api/auth/me', token)).statusCode).toBe(401);
      expect((await stream.nextEvent('signout')).data).toEqual({ reason: 'deactivated' });
    } finally {
      stream.close();
    }
  });

  it('an override changed on A reaches the live stream on B', async () => {
    const user = await createUser(a.db, { role: 'CLIENT', unitId });
    const token = await loginAs(a.app, user);
    const stream = await connectSse(`http://127.0.0.1:${PORT_B}`, token);
    try {
      await stream.nextEvent('session');
      await a.call('PATCH', `/api/users/${user.id}`, masterOnA, {
        permission_override: { 'report.access': false },
      });
      expect((await stream.nextEvent('session', 2000)).data).toEqual({ reason: 'permissions' });
    } finally {
      stream.close();
    }
  });

  it('a category created, edited and deleted on A categorises accordingly on B (categoriser warm)', async () => {
    const company = await createUser(a.db, { role: 'CLIENT', unitId });
    const token = await loginAs(a.app, company);
    const categorize = async (message: string) => {
      const response = await b.call('POST', '/api/webhooks/test-categorize', token, { message });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ categoryId: number | null; category: string | null }>();
    };
    // Builds B's categoriser before the change.
    expect((await categorize('vcs tem zambrotilha?')).categoryId).toBeNull();

    const created = await a.call('POST', '/api/categories', masterOnA, {
      name: 'Categoria Cruzada',
      groupName: 'Testes',
      keywords: ['zambrotilha'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    expect(await categorize('vcs tem zambrotilha?')).toMatchObject({
      categoryId: id,
      category: 'Categoria Cruzada',
    });

    const renamed = await a.call('PATCH', `/api/categories/${id}`, masterOnA, { keywords: ['quindimbau'] });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await categorize('vcs tem quindimbau?')).categoryId).toBe(id);
    expect((await categorize('vcs tem zambrotilha?')).categoryId).toBeNull();

    expect((await a.call('DELETE', `/api/categories/${id}`, masterOnA)).statusCode).toBe(204);
    expect((await categorize('vcs tem quindimbau?')).categoryId).toBeNull();
  });
});
