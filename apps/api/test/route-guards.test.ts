import { describe, expect, it } from 'vitest';
import { useTestApp } from './app.ts';

/** The only routes a visitor without a session may call. Everything else must answer 401. */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/ready',
  'GET /api/franchise-units',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/password-reset',
  'POST /api/auth/password-reset/confirm',
  // <img> cannot send a token: avatars are served by an unguessable content-hash name.
  'GET /api/uploads/avatars/{file}',
  // Meta's webhook verification handshake: 403 unless hub.verify_token equals WHATSAPP_VERIFY_TOKEN.
  'GET /api/webhooks/whatsapp',
  // The PSP's API Pix webhook: the unguessable token in the path (≥ 128 bits, stored hashed) is
  // the credential; an unknown one answers 404 and nothing is read.
  'POST /api/webhooks/pix/{token}/pix',
  // /privacidade (issue 31): the controller, the encarregado's contacts and the retention period.
  'GET /api/privacy/notice',
]);

/**
 * Routes called without a session but guarded another way: they still answer 401 without their
 * credential, with their own code (the sweep checks that code instead of auth.unauthenticated).
 */
const NON_SESSION_GUARDED_ROUTES = new Map([
  // Meta's webhook deliveries: an HMAC of the raw body (X-Hub-Signature-256) with WHATSAPP_APP_SECRET.
  ['POST /api/webhooks/whatsapp', 'whatsapp.invalid_signature'],
]);

const t = useTestApp();

describe('every route of the OpenAPI document is guarded', () => {
  it('answers 401 {code, message} without a session, and with a made-up token, on every non-public route', async () => {
    const document = (await t.call('GET', '/api/docs/json')).json() as {
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
        const code = NON_SESSION_GUARDED_ROUTES.get(`${method} ${path}`) ?? 'auth.unauthenticated';
        expect(response.json(), `${method} ${path}`).toMatchObject({ code });
        expect(typeof response.json().message).toBe('string');
      }
    }
  });
});
