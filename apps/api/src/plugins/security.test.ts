import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../../test/app.ts';

const LONG_CACHE = 'public, max-age=86400, immutable';

let t: TestContext;
let port: number;

beforeAll(async () => {
  t = await createTestApp({
    setup: (app) => {
      // A route with its own caching (like a served avatar): its header must win.
      app.get('/api/__test/cached', async (_request, reply) =>
        reply.header('cache-control', LONG_CACHE).send({ ok: true }),
      );
      app.get(
        '/api/__test/param/:id',
        { schema: { params: z.object({ id: z.string() }) } },
        async (request) => ({ id: request.params.id }),
      );
    },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
});

/** Sends raw bytes and returns the raw answer (for requests Node cannot even parse). */
function rawRequest(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

function expectSecurityHeaders(headers: Record<string, unknown>, label: string) {
  expect(String(headers['content-security-policy']), label).toContain("default-src 'self'");
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['x-frame-options'], label).toBe('SAMEORIGIN');
  expect(headers['referrer-policy'], label).toBe('no-referrer');
}

describe('Cache-Control on API answers', () => {
  it('is no-store on every /api answer, errors included', async () => {
    for (const url of ['/api/health', '/api/auth/me', '/api/nao-existe', '/api/franchise-units']) {
      const response = await t.call('GET', url);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it("leaves a route's own Cache-Control alone", async () => {
    const response = await t.call('GET', '/api/__test/cached');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(LONG_CACHE);
  });
});

describe('errors raised before routing carry the same headers as every answer', () => {
  it('bad URL encoding, a too-long parameter, unknown routes, oversized and unsupported bodies', async () => {
    const cases = [
      { label: 'bad url', status: 400, request: { method: 'GET', url: '/api/%E0%A4%A' } },
      {
        label: 'param too long',
        status: 414,
        request: { method: 'GET', url: `/api/__test/param/${'x'.repeat(200)}` },
      },
      { label: '404', status: 404, request: { method: 'DELETE', url: '/api/nao-existe' } },
      {
        label: 'too large',
        status: 413,
        request: {
          method: 'POST',
          url: '/api/auth/login',
          payload: 'x'.repeat(t.config.bodyLimit + 1),
          headers: { 'content-type': 'application/json' },
        },
      },
      {
        label: 'media type',
        status: 415,
        request: {
          method: 'POST',
          url: '/api/auth/login',
          payload: '<x/>',
          headers: { 'content-type': 'application/xml' },
        },
      },
    ] as const;
    for (const { label, status, request } of cases) {
      const response = await t.app.inject(request as never);
      expect(response.statusCode, label).toBe(status);
      expect(response.json(), label).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      expectSecurityHeaders(response.headers, label);
      expect(response.headers['cache-control'], label).toBe('no-store');
    }
  });

  it('a request Node cannot parse gets the error contract and the security headers', async () => {
    const malformed = await rawRequest('GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n');
    expect(malformed).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(malformed).toContain("content-security-policy: default-src 'self'");
    expect(malformed).toContain('x-content-type-options: nosniff');
    expect(malformed).toContain('cache-control: no-store');
    expect(malformed.split('\r\n\r\n')[1]).toBe('{"code":"request.invalid","message":"Requisição inválida"}');

    const huge = await rawRequest(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(huge).toContain('x-frame-options: SAMEORIGIN');
    expect(JSON.parse(huge.split('\r\n\r\n')[1]!)).toEqual({
      code: 'request.headers_too_large',
      message: 'Os cabeçalhos da requisição são grandes demais',
    });
  });

  it('the same over a real connection for a bad URL', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/%E0%A4%A`);
    expect(response.status).toBe(400);
    expectSecurityHeaders(Object.fromEntries(response.headers), 'fetch bad url');
  });
});

describe('HSTS (issue 28)', () => {
  it('is sent in production only: one year for this host', async () => {
    const production = await createTestApp({ config: { nodeEnv: 'production' } });
    try {
      const answer = await production.call('GET', '/api/health');
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await production.close();
    }
    // Back in development (the app of this file, rebuilt): no HSTS pinning http://localhost.
    const development = await createTestApp();
    try {
      const answer = await development.call('GET', '/api/health');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await development.close();
    }
  });
});
