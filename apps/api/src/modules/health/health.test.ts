import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { testConfig, useTestApp } from '../../../test/app.ts';

const t = useTestApp();

describe('GET /api/health', () => {
  it('reports the service and the database as ok', async () => {
    const response = await t.call('GET', '/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers 503 when the database is unreachable', async () => {
    // Every query builder call chains; every query fails as an unreachable server would.
    const refuse = async () => Promise.reject(new Error('connection refused'));
    const broken: Database = new Proxy({} as Database, {
      get: (_target, property) =>
        property === 'execute' ? refuse : property === 'then' ? undefined : () => broken,
    });
    const app = await buildApp({ db: broken, config: testConfig() });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', db: 'error' });
    await app.close();
  });
});

describe('GET /api/ready', () => {
  it('is ready with the database up and no Redis configured', async () => {
    const response = await t.call('GET', '/api/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', db: 'ok', redis: 'disabled' });
  });

  it('answers 503 when the database does not answer (this process cannot serve)', async () => {
    const refuse = async () => Promise.reject(new Error('connection refused'));
    const broken: Database = new Proxy({} as Database, {
      get: (_target, property) =>
        property === 'execute' ? refuse : property === 'then' ? undefined : () => broken,
    });
    const app = await buildApp({ db: broken, config: testConfig() });
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', db: 'error', redis: 'disabled' });
    await app.close();
  });

  it('answers 503 while the process is starting or draining (SIGTERM), whatever the checks say', async () => {
    const app = await buildApp({ db: t.db, config: testConfig() });
    app.readiness.set('starting');
    let response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'starting', db: 'ok' });
    app.readiness.set('ready');
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    app.readiness.set('draining');
    app.readiness.set('ready'); // draining is final
    response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'draining' });
    // Liveness stays green while draining: the process is healthy, only leaving.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await app.close();
  });
});

describe('X-Request-Id', () => {
  it('sends back a sane incoming id, and a new one otherwise (errors included)', async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-42:abc' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-42:abc');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'evil id\twith "quotes"' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const missing = await t.call('GET', '/api/nao-existe');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const unauthorized = await t.call('GET', '/api/auth/me');
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.headers['x-request-id']).toBeTruthy();
  });
});
