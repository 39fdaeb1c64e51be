import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';

describe('web app serving', () => {
  let dist: string;
  let t: TestContext;
  const indexHtml =
    '<!doctype html><html lang="pt-BR"><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>';
  const appJs = `console.log(${JSON.stringify('x'.repeat(2000))});`;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'tenho-web-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), indexHtml);
    await writeFile(join(dist, 'assets', 'app-abc123.js'), appJs);
    await writeFile(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(appJs));
    // What a careless deploy leaves in the build folder.
    await mkdir(join(dist, '.git'));
    await writeFile(
      join(dist, '.git', 'config'),
      '[remote "origin"]\n\turl = https://token@example.com/x.git\n',
    );
    await writeFile(join(dist, '.env'), 'DATABASE_URL=postgres://secret');
    await writeFile(join(dist, 'assets', '.secret.js'), 'secret');
    t = await createTestApp({ config: { webDist: dist } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves index.html at / and at any client-side route, without long caching', async () => {
    for (const url of ['/', '/master', '/admin/usuarios?x=1', '/qualquer/coisa']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets precompressed with a long cache', async () => {
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.body).toBe(appJs);
  });

  it('keeps API 404s as JSON and missing assets as 404', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/nada' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 'not_found', message: 'Recurso não encontrado' });
    const asset = await t.app.inject({ method: 'GET', url: '/assets/nao-existe.js' });
    expect(asset.statusCode).toBe(404);
  });

  it('never serves hidden files or folders, not even as the SPA page: 404', async () => {
    for (const url of [
      '/.git/config',
      '/.git/',
      '/.env',
      '/%2eenv',
      '/%2Egit/config',
      '/assets/.secret.js',
      '/x/../.env',
      '/.well-known/anything',
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await t.app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.body, url).not.toContain('secret');
        expect(response.body, url).not.toContain('<div id="root">');
      }
    }
    // Ordinary files and client routes are unaffected.
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/perfil.v2' })).statusCode).toBe(200);
  });

  it('sends the security headers on the SPA, its assets, the API and its errors', async () => {
    for (const url of ['/', '/master', '/assets/app-abc123.js', '/api/health', '/api/nada', '/api/auth/me']) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
  });
});
