import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { longResponsesPlugin } from './long-responses.ts';

// A server whose idle deadline is 400 ms and routes that stay silent for 1.2 s before answering.
const IDLE_MS = 400;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  app = Fastify({ connectionTimeout: IDLE_MS, http: { connectionsCheckingInterval: 100 } });
  await app.register(longResponsesPlugin, { idleMs: IDLE_MS });
  const slow = async () => {
    await new Promise((done) => setTimeout(done, 1200));
    return 'feito';
  };
  app.get('/dump', { config: { longResponse: true } }, slow);
  app.get('/report', slow);
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app?.close();
});

async function get(path: string): Promise<string> {
  try {
    const response = await fetch(`${base}${path}`);
    return `${response.status} ${await response.text()}`;
  } catch {
    return 'connection closed';
  }
}

describe('long responses outlive the idle deadline, nothing else does', () => {
  it('a route marked longResponse answers after a silence longer than the idle deadline', async () => {
    expect(await get('/dump')).toBe('200 feito');
  });

  it('a CSV export (format=csv) does too', async () => {
    expect(await get('/report?format=csv')).toBe('200 feito');
  });

  it('an ordinary request silent past the deadline is still cut', async () => {
    expect(await get('/report')).toBe('connection closed');
  });
});
