import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MSG } from '@tenho/domain/shared/idempotency';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createUser, loginAs } from '../../test/factories.ts';
import type { App } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { cleanUpIdempotencyKeys } from '../jobs/cleanup.ts';
import { idempotencyPlugin, isIdempotentRoute } from './idempotency.ts';
import { isAppError } from '../lib/app-error.ts';

/** Test-only routes: each POST counts one effect; `slow` holds the request until released. */
function effects() {
  const state = { count: 0, failNext: false, gate: null as Promise<void> | null };
  const setup = (app: App) => {
    // One route for a read and a mutation: the hooks act on its mutation only.
    app.route({
      method: ['GET', 'PUT'],
      url: '/api/idem-test/both',
      handler: async (request) => ({ method: request.method, n: ++state.count }),
    });
    app.post('/api/idem-test/effects', async (request, reply) => {
      if (state.gate) await state.gate;
      if (state.failNext) {
        state.failNext = false;
        throw new Error('boom');
      }
      state.count += 1;
      return reply
        .code(201)
        .header('location', `/api/idem-test/effects/${state.count}`)
        .send({
          n: state.count,
          body: request.body ?? null,
        });
    });
  };
  return { state, setup };
}

const key = (name: string) => ({ 'idempotency-key': `${name}-${Math.random().toString(36).slice(2)}` });

describe('Idempotency-Key on every mutation (plugins/idempotency.ts)', () => {
  const { state, setup } = effects();
  let database: DatabaseHandle;
  let t: TestContext;
  let other: TestContext;

  beforeAll(async () => {
    database = await createTestDatabase();
    t = await createTestApp({ database, setup });
    // A second API process on the same database (a cluster): the claim is the database's.
    other = await createTestApp({ database, setup });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
    await database.close();
  });

  it('replays the first answer (status, body, location) for the same key, and does the action once', async () => {
    const headers = key('replay');
    const before = state.count;
    const first = await t.call('POST', '/api/idem-test/effects', null, { amount: 10 }, headers);
    const second = await t.call('POST', '/api/idem-test/effects', null, { amount: 10 }, headers);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.headers.location).toBe(first.headers.location);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.json()).toEqual(first.json());
    expect(state.count).toBe(before + 1);
    // Another API process answers the same.
    const third = await other.call('POST', '/api/idem-test/effects', null, { amount: 10 }, headers);
    expect(third.json()).toEqual(first.json());
    expect(state.count).toBe(before + 1);
  });

  it('runs again without a key, and with a new key', async () => {
    const before = state.count;
    await t.call('POST', '/api/idem-test/effects', null, { amount: 1 });
    await t.call('POST', '/api/idem-test/effects', null, { amount: 1 });
    await t.call('POST', '/api/idem-test/effects', null, { amount: 1 }, key('a'));
    await t.call('POST', '/api/idem-test/effects', null, { amount: 1 }, key('b'));
    expect(state.count).toBe(before + 4);
  });

  it('refuses the same key with other data (422, pt-BR) and does nothing', async () => {
    const headers = key('body');
    await t.call('POST', '/api/idem-test/effects', null, { amount: 10 }, headers);
    const before = state.count;
    const other = await t.call('POST', '/api/idem-test/effects', null, { amount: 99 }, headers);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ code: 'idempotency.key_reused', message: IDEMPOTENCY_MSG.keyReused });
    expect(state.count).toBe(before);
  });

  it('refuses a malformed key with 400 {code, message}', async () => {
    const response = await t.call(
      'POST',
      '/api/idem-test/effects',
      null,
      {},
      { 'idempotency-key': 'não vale' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'idempotency.invalid_key', message: IDEMPOTENCY_MSG.invalidKey });
  });

  it('keeps keys apart per caller: another user with the same key runs its own action', async () => {
    const [a, b] = await Promise.all([
      createUser(t.db, { role: 'MASTER' }),
      createUser(t.db, { role: 'MASTER' }),
    ]);
    const [tokenA, tokenB] = [await loginAs(t.app, a), await loginAs(t.app, b)];
    const headers = key('callers');
    const before = state.count;
    const first = await t.call('POST', '/api/idem-test/effects', tokenA, { x: 1 }, headers);
    const second = await t.call('POST', '/api/idem-test/effects', tokenB, { x: 1 }, headers);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json()).not.toEqual(first.json());
    expect(state.count).toBe(before + 2);
  });

  it('two concurrent requests with one key (two processes): one effect, the second waits and gets the same answer', async () => {
    let open!: () => void;
    state.gate = new Promise((resolve) => (open = resolve));
    const headers = key('race');
    const before = state.count;
    const first = t.call('POST', '/api/idem-test/effects', null, { x: 2 }, headers);
    const second = other.call('POST', '/api/idem-test/effects', null, { x: 2 }, headers);
    const third = t.call('POST', '/api/idem-test/effects', null, { x: 2 }, headers);
    await new Promise((resolve) => setTimeout(resolve, 300));
    state.gate = null;
    open();
    const answers = await Promise.all([first, second, third]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    expect(state.count).toBe(before + 1);
  });

  it('answers 409 "em andamento" when the first request takes longer than the wait', async () => {
    const short = await createShortWaitApp(database, setup);
    try {
      let open!: () => void;
      state.gate = new Promise((resolve) => (open = resolve));
      const headers = key('slow');
      const before = state.count;
      const first = t.call('POST', '/api/idem-test/effects', null, {}, headers);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const repeat = await short.inject({
        method: 'POST',
        url: '/api/idem-test/effects',
        headers,
        payload: {},
      });
      expect(repeat.statusCode).toBe(409);
      expect(repeat.json()).toEqual({ code: 'idempotency.in_progress', message: IDEMPOTENCY_MSG.inProgress });
      state.gate = null;
      open();
      expect((await first).statusCode).toBe(201);
      expect(state.count).toBe(before + 1);
    } finally {
      await short.close();
    }
  });

  it('releases the key after a server error, so the retry runs the action', async () => {
    const headers = key('error');
    const before = state.count;
    state.failNext = true;
    const failed = await t.call('POST', '/api/idem-test/effects', null, {}, headers);
    expect(failed.statusCode).toBe(500);
    const retry = await t.call('POST', '/api/idem-test/effects', null, {}, headers);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(state.count).toBe(before + 1);
  });

  it('forgets a key after 24 h: replayed just before, run again after; the clean-up job deletes it', async () => {
    const headers = key('expiry');
    const before = state.count;
    await t.call('POST', '/api/idem-test/effects', null, {}, headers);
    t.clock.advance(23 * 60 * 60 * 1000);
    const replayed = await t.call('POST', '/api/idem-test/effects', null, {}, headers);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    t.clock.advance(2 * 60 * 60 * 1000);
    const again = await t.call('POST', '/api/idem-test/effects', null, {}, headers);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(state.count).toBe(before + 2);

    // The clean-up job deletes answers older than 24 h by the database's clock.
    await t.db.execute(sql`update idempotency_keys set created_at = now() - interval '25 hours'`);
    await t.db.execute(
      sql`insert into idempotency_keys (id, fingerprint, created_at) values ('fresh', 'x', now())`,
    );
    expect(await cleanUpIdempotencyKeys(t.db)).toBeGreaterThan(0);
    const left = await t.db.execute(sql`select id from idempotency_keys`);
    expect((left as unknown as { rows: { id: string }[] }).rows.map((r) => r.id)).toEqual(['fresh']);
  });

  it('leaves reads alone: a GET runs every time whatever its key, the PUT of the same route is replayed', async () => {
    const malformed = { 'idempotency-key': 'não vale' };
    const read = await t.call('GET', '/api/idem-test/both', null, {}, malformed);
    expect(read.statusCode).toBe(200);
    const same = key('read');
    const first = await t.call('GET', '/api/idem-test/both', null, {}, same);
    const second = await t.call('GET', '/api/idem-test/both', null, {}, same);
    expect(second.json().n).toBe(first.json().n + 1);
    expect(second.headers['idempotent-replayed']).toBeUndefined();

    expect((await t.call('PUT', '/api/idem-test/both', null, {}, malformed)).statusCode).toBe(400);
    const write = key('write');
    const put = await t.call('PUT', '/api/idem-test/both', null, {}, write);
    const again = await t.call('PUT', '/api/idem-test/both', null, {}, write);
    expect(again.json()).toEqual(put.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('covers every mutation under /api except webhooks and auth', () => {
    expect(isIdempotentRoute('POST', '/api/wallet/top-ups')).toBe(true);
    expect(isIdempotentRoute('DELETE', '/api/users/:id')).toBe(true);
    expect(isIdempotentRoute('GET', '/api/users')).toBe(false);
    expect(isIdempotentRoute('POST', '/api/auth/login')).toBe(false);
    expect(isIdempotentRoute('POST', '/api/webhooks/whatsapp')).toBe(false);
    expect(isIdempotentRoute('POST', '/pix-sandbox/api/v2/cob')).toBe(false);
    expect(isIdempotentRoute('PUT', '/api/franchise-units/:id/pix-api')).toBe(false);
  });
});

/** The plugin alone on another process's app, whose repeats wait only 200 ms. */
async function createShortWaitApp(database: DatabaseHandle, setup: (app: App) => void): Promise<App> {
  const app = Fastify();
  app.decorate('db', database.db);
  app.decorateRequest('user', null);
  app.setErrorHandler((error, _request, reply) => {
    const status = isAppError(error) ? error.statusCode : 500;
    return reply.code(status).send({
      code: isAppError(error) ? error.code : 'internal',
      message: isAppError(error) ? error.message : '',
    });
  });
  await app.register(idempotencyPlugin, { waitMs: 200, pollMs: 20 });
  setup(app as unknown as App);
  await app.ready();
  return app as unknown as App;
}
