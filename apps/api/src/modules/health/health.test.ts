import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { testConfig, useTestApp } from '../../../test/app.ts';

const t = useTestApp();

describe('GET /api/health', () => {
  it('reports the service and the database as ok', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
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
