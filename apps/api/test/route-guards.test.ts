import { describe, expect, it } from 'vitest';
import { useTestApp } from './app.ts';

/** The only routes a visitor without a session may call. Everything else must answer 401. */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/franchise-units',
  'POST /api/auth/register',
  'POST /api/auth/login',
]);

const t = useTestApp();

describe('every route of the OpenAPI document is guarded', () => {
  it('answers 401 {code, message} without a session, and with a made-up token, on every non-public route', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
    const guarded = routes.filter((r) => !PUBLIC_ROUTES.has(`${r.method} ${r.path}`));
    // The document really lists the app's routes (a sweep over nothing would prove nothing).
    expect(guarded.length).toBeGreaterThanOrEqual(10);
    expect(guarded.map((r) => `${r.method} ${r.path}`)).toContain('GET /api/auth/me');

    for (const { method, path } of guarded) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      for (const headers of [{}, { authorization: 'Bearer not-a-real-token' }]) {
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          headers,
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        expect(response.statusCode, `${method} ${path}`).toBe(401);
        expect(response.json(), `${method} ${path}`).toMatchObject({ code: 'auth.unauthenticated' });
        expect(typeof response.json().message).toBe('string');
      }
    }
  });
});
