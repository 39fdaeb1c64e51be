import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestApp, type TestContext } from './app.ts';

let t: TestContext;
let port: number;

// Short deadlines so the test waits seconds, not the production half-minute (asserted below).
beforeAll(async () => {
  t = await createTestApp({
    config: { clientTimeouts: { headersMs: 1000, requestMs: 2000, idleMs: 10_000, maxConnectionsPerAddress: 4 } },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
});

type RawConnection = { socket: Socket; answer: () => string; closedAt: Promise<number> };

function open(): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1');
    const closedAt = new Promise<number>((done) => socket.on('close', () => done(Date.now())));
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('error', () => {});
    socket.once('connect', () => resolve({ socket, answer: () => answer, closedAt }));
    socket.once('error', reject);
  });
}

/** Writes one byte every `everyMs` until the socket closes (a slowloris client). */
function dribble(socket: Socket, text: string, everyMs: number): NodeJS.Timeout {
  let at = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || at >= text.length) return clearInterval(timer);
    socket.write(text[at++]!);
  }, everyMs);
  return timer;
}

async function timedHealth(): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  const response = await fetch(`http://127.0.0.1:${port}/api/health`);
  await response.arrayBuffer();
  return { status: response.status, ms: Date.now() - started };
}

describe('slow clients are cut (issue 28)', () => {
  it('a body sent one byte at a time is cut at the request deadline while /api/health answers', async () => {
    const slow = await open();
    const started = Date.now();
    slow.socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{',
    );
    const timer = dribble(slow.socket, '"email":"'.padEnd(400, 'a'), 200);
    const health = await timedHealth();
    expect(health.status).toBe(200);
    expect(health.ms).toBeLessThan(2000);
    const closed = await slow.closedAt;
    clearInterval(timer);
    // The request deadline (2 s) plus Node's one-second check (and a loaded CI machine's delay),
    // never the dribble's 80 s.
    expect(closed - started).toBeLessThan(6000);
    expect(slow.answer()).toMatch(/^HTTP\/1\.1 408/);
    expect(slow.answer()).toContain('"code":"request.timeout"');
  });

  it('headers sent one byte at a time are cut at the headers deadline', async () => {
    const slow = await open();
    const started = Date.now();
    const timer = dribble(slow.socket, 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: '.padEnd(300, 'b'), 100);
    const closed = await slow.closedAt;
    clearInterval(timer);
    expect(closed - started).toBeLessThan(5000);
  });

  it('one address holds at most the configured number of open connections; the others still work', async () => {
    const held = await Promise.all([open(), open(), open(), open()]);
    const extra = await open();
    const refusedAt = await Promise.race([
      extra.closedAt,
      new Promise<number>((done) => setTimeout(() => done(-1), 2000)),
    ]);
    expect(refusedAt).toBeGreaterThan(0);
    expect(extra.answer()).toBe('');
    // A held connection still serves requests, and a freed slot is usable again.
    held[0]!.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((done) => setTimeout(done, 300));
    expect(held[0]!.answer()).toMatch(/^HTTP\/1\.1 200/);
    for (const connection of held) connection.socket.destroy();
    await Promise.all(held.map((connection) => connection.closedAt));
    expect((await timedHealth()).status).toBe(200);
  });

  it('the production defaults cut a slow header or body within 30 s', () => {
    const { clientTimeouts } = loadConfig({ NODE_ENV: 'production' });
    expect(clientTimeouts.requestMs).toBeLessThanOrEqual(30_000);
    expect(clientTimeouts.headersMs).toBeLessThan(clientTimeouts.requestMs);
    expect(clientTimeouts.idleMs).toBeLessThanOrEqual(30_000);
    expect(clientTimeouts.maxConnectionsPerAddress).toBeGreaterThan(0);
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '120' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
  });
});
