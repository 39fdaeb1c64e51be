import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createLocalEventBus, createPgEventBus, type BusEvent, type BusEventMeta } from './event-bus.ts';

const quietLog = { warn: vi.fn(), error: vi.fn(), info: vi.fn() };

describe('local event bus (PGlite)', () => {
  it('delivers to every subscriber synchronously, marked local', async () => {
    const bus = createLocalEventBus(quietLog);
    const a: [BusEvent, BusEventMeta][] = [];
    const b: BusEvent[] = [];
    bus.subscribe((event, meta) => void a.push([event, meta]));
    const unsubscribe = bus.subscribe((event) => void b.push(event));
    const publishing = bus.publish({ type: 'session.invalidate_user', userId: 7, reason: 'profile' });
    // Applied before publish resolves: the caller's own process sees the change at once.
    expect(a).toEqual([[{ type: 'session.invalidate_user', userId: 7, reason: 'profile' }, { local: true }]]);
    await publishing;
    unsubscribe();
    await bus.publish({ type: 'session.invalidate_all', reason: 'permissions' });
    expect(a).toHaveLength(2);
    expect(b).toHaveLength(1);
    await bus.close();
  });

  it('a failing listener does not stop the others', async () => {
    const log = { warn: vi.fn(), error: vi.fn() };
    const bus = createLocalEventBus(log);
    const seen: BusEvent[] = [];
    bus.subscribe(() => {
      throw new Error('boom');
    });
    bus.subscribe((event) => void seen.push(event));
    await bus.publish({ type: 'categories.changed', categoryId: 1, deleted: false });
    expect(seen).toHaveLength(1);
    expect(log.error).toHaveBeenCalledOnce();
  });
});

const onPostgres = inject('testDatabase').kind === 'pg';

describe.skipIf(!onPostgres)('PostgreSQL event bus (LISTEN/NOTIFY)', () => {
  let handle: DatabaseHandle;
  let pool: pg.Pool & { options: pg.PoolConfig };
  const busOptions = () => ({
    connection: { connectionString: pool.options.connectionString },
    query: <R extends pg.QueryResultRow>(text: string, values: unknown[]) => pool.query<R>(text, values),
    log: quietLog,
    reconnectDelayMs: 50,
  });

  beforeAll(async () => {
    handle = await createTestDatabase();
    pool = (handle.db as unknown as { $client: typeof pool }).$client;
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('reaches the other processes; publish resolves once they applied it', async () => {
    const a = await createPgEventBus(busOptions());
    const b = await createPgEventBus(busOptions());
    const c = await createPgEventBus(busOptions());
    const onA: [BusEvent, BusEventMeta][] = [];
    const onB: [BusEvent, BusEventMeta][] = [];
    const onC: BusEvent[] = [];
    a.subscribe((event, meta) => void onA.push([event, meta]));
    b.subscribe((event, meta) => void onB.push([event, meta]));
    // C applies events slowly (e.g. reloading from the database): A waits for it.
    c.subscribe(async (event) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      onC.push(event);
    });

    const event: BusEvent = { type: 'session.invalidate_session', tokenHash: 'abc' };
    await a.publish(event);
    // Once on A (local, not again when echoed), once on B (remote).
    expect(onA).toEqual([[event, { local: true }]]);
    expect(onB).toEqual([[event, { local: false }]]);
    expect(onC).toEqual([event]);

    await b.publish({ type: 'categories.example', exampleId: 3 });
    expect(onA.at(-1)).toEqual([{ type: 'categories.example', exampleId: 3 }, { local: false }]);
    expect(onC.at(-1)).toEqual({ type: 'categories.example', exampleId: 3 });

    // Many in a row, each seen everywhere before the next.
    for (let userId = 1; userId <= 20; userId++) {
      await a.publish({ type: 'session.invalidate_user', userId, reason: 'permissions' });
      expect(onB.at(-1)?.[0]).toEqual({ type: 'session.invalidate_user', userId, reason: 'permissions' });
    }
    await Promise.all([a.close(), b.close(), c.close()]);
  });

  it('refuses a payload NOTIFY could not carry, and never publishes bus.resync', async () => {
    const a = await createPgEventBus(busOptions());
    await expect(
      a.publish({ type: 'session.invalidate_session', tokenHash: 'x'.repeat(8000) }),
    ).rejects.toThrow(/too large/);
    await expect(a.publish({ type: 'bus.resync' })).rejects.toThrow();
    await a.close();
  });

  it('reconnects after the listening connection is killed, and tells subscribers to resync', async () => {
    const a = await createPgEventBus(busOptions());
    const b = await createPgEventBus(busOptions());
    const onB: BusEvent[] = [];
    b.subscribe((event) => void onB.push(event));
    const pid = b.listenerPid();
    expect(pid).toBeTypeOf('number');
    await pool.query('select pg_terminate_backend($1)', [pid]);
    await vi.waitFor(() => expect(onB).toContainEqual({ type: 'bus.resync' }), { timeout: 5000 });
    expect(b.connected).toBe(true);
    expect(b.listenerPid()).not.toBe(pid);
    expect(quietLog.warn).toHaveBeenCalled();

    // LISTEN again: B still hears A.
    await a.publish({ type: 'session.invalidate_all', reason: 'permissions' });
    expect(onB.at(-1)).toEqual({ type: 'session.invalidate_all', reason: 'permissions' });
    await Promise.all([a.close(), b.close()]);
  });

  // How long publish waits is measured by the bench (bounded-waits); here: it does not hang.
  it('publish returns after ackTimeoutMs when a process does not answer', async () => {
    const a = await createPgEventBus({ ...busOptions(), ackTimeoutMs: 300 });
    // A listening connection that never acknowledges (a hung process).
    const mute = new pg.Client({
      connectionString: pool.options.connectionString,
      application_name: 'tenho-events',
    });
    await mute.connect();
    await mute.query('LISTEN tenho_events');
    await expect(a.publish({ type: 'session.invalidate_all', reason: 'profile' })).resolves.toBeUndefined();
    await mute.end();
    await a.close();
  });

  it('a process alone on the database does not wait for acknowledgements', async () => {
    // An acknowledgement timeout far beyond the test's own: waiting for it would fail the test.
    const a = await createPgEventBus({ ...busOptions(), ackTimeoutMs: 3_600_000 });
    await expect(a.publish({ type: 'session.invalidate_all', reason: 'profile' })).resolves.toBeUndefined();
    await a.close();
  });
});
