import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { useTestApp } from '../../test/app.ts';

const t = useTestApp({
  setup: (app) => {
    app.get('/api/__test/app-error', async () => {
      throw new AppError('demo.blocked', 422, 'Regra de negócio violada', { field: 'x' });
    });
    app.get('/api/__test/crash', async () => {
      throw new Error('secret stack detail');
    });
    app.get(
      '/api/__test/bad-response',
      { schema: { response: { 200: z.object({ n: z.number() }) } } },
      async () => ({ n: 'x' }) as never,
    );
    app.get('/api/__test/unique', async () => {
      throw Object.assign(new Error('Failed query'), { cause: { code: '23505' } });
    });
  },
});

describe('error contract (architecture §4)', () => {
  it('answers unknown /api routes with a JSON 404 in Portuguese, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.call(method, '/api/nao-existe?x=1');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: 'Recurso não encontrado' });
    }
  });

  it('answers malformed, empty, oversized and non-JSON bodies with 4xx, never 500', async () => {
    const post = (payload: string, contentType = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload,
        headers: { 'content-type': contentType },
      });

    const malformed = await post('{"email": "a@b.com", ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      code: 'request.invalid_json',
      message: 'O corpo da requisição não é um JSON válido',
    });

    const empty = await post('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('request.empty_body');

    const proto = await post('{"__proto__": {"admin": true}, "email": "a@b.com", "password": "x"}');
    expect(proto.statusCode).toBe(400);

    const huge = await post(JSON.stringify({ email: 'a@b.com', password: 'x'.repeat(t.config.bodyLimit) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({
      code: 'request.too_large',
      message: 'O conteúdo enviado excede o tamanho permitido',
    });

    const xml = await post('<login/>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json().code).toBe('request.unsupported_media_type');

    const array = await post('[1, 2]');
    expect(array.statusCode).toBe(400);
    expect(array.json()).toMatchObject({ code: 'validation', message: expect.any(String) });
    expect(array.json().message).not.toMatch(/expected|received/i);

    const wrongTypes = await post(JSON.stringify({ email: 42, password: ['x'] }));
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json().message).toBe('E-mail é obrigatório');
  });

  it('answers a bad URL encoding with a 400 in the same shape', async () => {
    const response = await t.call('GET', '/api/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('passes AppError through, hides internals of anything else, and maps database conflicts', async () => {
    const app = t.app;

    const appError = await app.inject({ method: 'GET', url: '/api/__test/app-error' });
    expect(appError.statusCode).toBe(422);
    expect(appError.json()).toEqual({
      code: 'demo.blocked',
      message: 'Regra de negócio violada',
      details: { field: 'x' },
    });

    for (const url of ['/api/__test/crash', '/api/__test/bad-response']) {
      const crash = await app.inject({ method: 'GET', url });
      expect(crash.statusCode).toBe(500);
      expect(crash.json()).toEqual({ code: 'internal', message: 'Erro interno do servidor' });
      expect(crash.body).not.toContain('secret');
    }

    const unique = await app.inject({ method: 'GET', url: '/api/__test/unique' });
    expect(unique.statusCode).toBe(409);
    expect(unique.json().code).toBe('conflict');
  });

  it('answers non-API paths with a 404 while no web build exists', async () => {
    const response = await t.call('GET', '/painel');
    expect(response.statusCode).toBe(404);
  });
});

describe('security headers and docs', () => {
  it('sends a CSP the SPA can live with', async () => {
    const response = await t.call('GET', '/api/health');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes the OpenAPI document at /api/docs/json with every route, and the UI at /api/docs', async () => {
    const response = await t.call('GET', '/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/auth/register',
        '/api/auth/login',
        '/api/auth/me',
        '/api/auth/logout',
        '/api/franchise-units',
      ]),
    );
    expect(
      document.paths['/api/auth/register'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('unit_id');
    expect(document.paths['/api/auth/me'].get.security).toEqual([{ bearerAuth: [] }]);
    const ui = await t.call('GET', '/api/docs');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});
