import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { bearer, createUnit, createUser, loginAs, type TestUser } from '../../../test/factories.ts';
import { connectSse, type SseConnection } from '../../../test/sse-client.ts';

// A real listening server (fetch reads the stream like the browser does); port from this suite's range.
const PORT = 3411;
const BASE = `http://127.0.0.1:${PORT}`;

let t: TestContext;
let unitId: number;
let master: TestUser;
let masterToken: string;
const open: SseConnection[] = [];

beforeAll(async () => {
  t = await createTestApp({
    config: { liveEvents: { heartbeatMs: 250, maxStreamsPerUser: 3, maxStreams: 100 } },
  });
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
  unitId = (await createUnit(t.db)).id;
  master = await createUser(t.db, { role: 'MASTER' });
  masterToken = await loginAs(t.app, master);
});

afterAll(async () => {
  for (const connection of open) connection.close();
  await t?.close();
});

async function connect(token: string | null, headers: Record<string, string> = {}) {
  const connection = await connectSse(BASE, token, headers);
  open.push(connection);
  return connection;
}

/** A connected stream with its `connected` event already read. */
async function stream(token: string) {
  const connection = await connect(token);
  expect(connection.status).toBe(200);
  expect(await connection.nextEvent('session')).toMatchObject({ data: { reason: 'connected' } });
  return connection;
}

const newClient = () => createUser(t.db, { role: 'CLIENT', unitId });

describe('GET /api/events', () => {
  it('refuses anonymous and made-up sessions with 401 JSON, and query parameters with 400', async () => {
    for (const token of [null, 'not-a-real-token-at-all-000000000000000']) {
      const connection = await connect(token);
      expect(connection.status).toBe(401);
      expect(connection.json).toMatchObject({ code: 'auth.unauthenticated' });
    }
    const user = await newClient();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/events?token=abc',
      headers: bearer(await loginAs(t.app, user)),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/não aceita parâmetros/);
  });

  it('opens a text/event-stream: retry hint, then session {connected} with an id; heartbeats follow', async () => {
    const user = await newClient();
    const connection = await connect(await loginAs(t.app, user));
    expect(connection.status).toBe(200);
    expect(connection.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(connection.headers.get('cache-control')).toContain('no-cache');
    expect(connection.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await connection.next((i) => i.kind === 'retry')).toEqual({ kind: 'retry', ms: 3000 });
    const connected = await connection.nextEvent('session');
    expect(connected).toEqual({ id: '1', event: 'session', data: { reason: 'connected' } });
    expect(await connection.next((i) => i.kind === 'comment' && i.text === 'ping', 3000)).toBeTruthy();
    expect(await connection.next((i) => i.kind === 'comment' && i.text === 'ping', 3000)).toBeTruthy();
    connection.close();
  });

  it('continues the ids after Last-Event-ID on reconnect', async () => {
    const user = await newClient();
    const connection = await connect(await loginAs(t.app, user), { 'last-event-id': '41' });
    expect(await connection.nextEvent('session')).toEqual({
      id: '42',
      event: 'session',
      data: { reason: 'connected' },
    });
    connection.close();
  });

  it('sends session {permissions} when an override changes, and the new state is already served', async () => {
    const user = await newClient();
    const token = await loginAs(t.app, user);
    const connection = await stream(token);
    const patch = await t.call('PATCH', `/api/users/${user.id}`, masterToken, {
      permission_override: { 'category.access': false },
    });
    expect(patch.statusCode).toBe(200);
    const event = await connection.nextEvent('session');
    expect(event.data).toEqual({ reason: 'permissions' });
    expect(Number(event.id)).toBeGreaterThan(1);
    const me = await t.call('GET', '/api/auth/me', token);
    expect(me.json().user.permissions).not.toContain('category.access');
    expect(me.json().user.permission_override).toEqual({ 'category.access': false });
  });

  it('sends dispute {id, status} to the company, its USERs, its unit ADMIN and MASTER only', async () => {
    const company = await newClient();
    const staff = await createUser(t.db, { role: 'USER', unitId, parentId: company.id });
    const admin = await createUser(t.db, { role: 'ADMIN', unitId });
    const otherAdmin = await createUser(t.db, { role: 'ADMIN', unitId: (await createUnit(t.db)).id });
    const bystander = await newClient();
    const told = await Promise.all(
      [company, staff, admin, master].map(async (u) => stream(await loginAs(t.app, u))),
    );
    const untold = await Promise.all(
      [otherAdmin, bystander].map(async (u) => stream(await loginAs(t.app, u))),
    );
    await t.app.events.publish({
      type: 'disputes.changed',
      disputeId: 42,
      companyId: company.id,
      unitId,
      status: 'REFUNDED',
    });
    for (const connection of told)
      expect((await connection.nextEvent('dispute')).data).toEqual({ id: 42, status: 'REFUNDED' });
    for (const connection of untold)
      await expect(connection.nextEvent('dispute', 500)).rejects.toThrow(/no matching item/);
  });

  it('sends session {profile} when the profile changes, to every stream of that user only', async () => {
    const user = await newClient();
    const bystander = await newClient();
    const first = await stream(await loginAs(t.app, user));
    const second = await stream(await loginAs(t.app, user));
    const other = await stream(await loginAs(t.app, bystander));
    const patch = await t.call('PATCH', `/api/users/${user.id}/profile`, masterToken, {
      display_name: 'Nome Novo Ltda',
    });
    expect(patch.statusCode).toBe(200);
    expect((await first.nextEvent('session')).data).toEqual({ reason: 'profile' });
    expect((await second.nextEvent('session')).data).toEqual({ reason: 'profile' });
    await expect(other.nextEvent('session', 500)).rejects.toThrow(/no matching item/);
  });

  it('sends signout {session_ended} and ends the stream when its session is ended elsewhere', async () => {
    const user = await newClient();
    const keep = await loginAs(t.app, user);
    const lost = await loginAs(t.app, user);
    const lostStream = await stream(lost);
    const keepStream = await stream(keep);
    const sessions = await t.call('GET', '/api/auth/sessions', keep);
    const target = sessions.json().items.find((s: { current: boolean }) => !s.current);
    const response = await t.call('DELETE', `/api/auth/sessions/${target.id}`, keep);
    expect(response.statusCode).toBe(204);
    expect((await lostStream.nextEvent('signout')).data).toEqual({ reason: 'session_ended' });
    await lostStream.ended;
    expect(lostStream.isEnded()).toBe(true);
    expect(keepStream.isEnded()).toBe(false);
  });

  it('ending the other sessions signs them out and tells the current stream nothing', async () => {
    const user = await newClient();
    const current = await loginAs(t.app, user);
    const currentStream = await stream(current);
    const otherStream = await stream(await loginAs(t.app, user));
    const response = await t.call('DELETE', '/api/auth/sessions?scope=others', current);
    expect(response.json()).toEqual({ ended: 1 });
    expect((await otherStream.nextEvent('signout')).data).toEqual({ reason: 'session_ended' });
    await expect(currentStream.next((i) => i.kind === 'event', 500)).rejects.toThrow(/no matching item/);
  });

  it('sends signout {session_ended} on logout', async () => {
    const user = await newClient();
    const token = await loginAs(t.app, user);
    const connection = await stream(token);
    await t.call('POST', '/api/auth/logout', token);
    expect((await connection.nextEvent('signout')).data).toEqual({ reason: 'session_ended' });
    await connection.ended;
  });

  it('sends signout {deactivated} when the user is deactivated or deleted', async () => {
    const deactivated = await newClient();
    const a = await stream(await loginAs(t.app, deactivated));
    await t.call('PATCH', `/api/users/${deactivated.id}`, masterToken, { is_active: false });
    expect((await a.nextEvent('signout')).data).toEqual({ reason: 'deactivated' });
    await a.ended;

    const deleted = await newClient();
    const b = await stream(await loginAs(t.app, deleted));
    const response = await t.call('DELETE', `/api/users/${deleted.id}`, masterToken);
    expect(response.statusCode).toBe(204);
    expect((await b.nextEvent('signout')).data).toEqual({ reason: 'deactivated' });
    await b.ended;
  });

  it('sends signout {expired} at the first heartbeat after the session expired', async () => {
    const user = await newClient();
    const connection = await stream(await loginAs(t.app, user));
    t.clock.advance(7 * 24 * 3600_000 + 1000);
    try {
      expect((await connection.nextEvent('signout', 3000)).data).toEqual({ reason: 'expired' });
      await connection.ended;
    } finally {
      t.clock.advance(-(7 * 24 * 3600_000 + 1000));
    }
  });

  it('bounds the open streams per user with a 429 in Portuguese', async () => {
    const user = await newClient();
    const token = await loginAs(t.app, user);
    const streams = [await stream(token), await stream(token), await stream(token)];
    const refused = await connect(token);
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: 'events.too_many_streams' });
    expect(refused.headers.get('retry-after')).toBeTruthy();
    streams[0]!.close();
    // The server sees the disconnect and frees the slot.
    await expect
      .poll(async () => {
        const again = await connect(token);
        again.close();
        return again.status;
      })
      .toBe(200);
  });
});

describe('closing the app', () => {
  it('ends every stream with a short retry hint, and app.close() does not hang on them', async () => {
    const other = await createTestApp({ database: { db: t.db } });
    await other.app.listen({ port: PORT + 1, host: '127.0.0.1' });
    const user = await newClient();
    const token = await loginAs(other.app, user);
    const connection = await connectSse(`http://127.0.0.1:${PORT + 1}`, token);
    expect(await connection.nextEvent('session')).toMatchObject({ data: { reason: 'connected' } });
    // How long the close takes with streams open is measured by the bench (bounded-waits).
    await other.app.close();
    expect(await connection.next((i) => i.kind === 'retry')).toEqual({ kind: 'retry', ms: 1000 });
    await connection.ended;
  });
});
