import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREEN_PRELOAD_MARKERS } from '@tenho/domain/landing/index-html';
import { createTestApp, type TestContext } from '../../test/app.ts';

describe('web app serving', () => {
  let dist: string;
  let t: TestContext;
  const PUBLIC_URL = 'https://tenho.test';
  const indexHtml =
    '<!doctype html><html lang="pt-BR"><head><title>Tenho</title></head><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>';
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
    t = await createTestApp({ config: { webDist: dist, publicUrl: PUBLIC_URL } });
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

  it('serves robots.txt: public pages allowed, panels and the API disallowed, the sitemap named', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await t.app.inject({ method, url: '/robots.txt' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
      if (method === 'HEAD') continue;
      const lines = response.body.split('\n');
      expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /']));
      for (const prefix of ['/master', '/admin', '/client', '/user', '/api']) {
        expect(lines, prefix).toContain(`Disallow: ${prefix}`);
      }
      expect(lines).not.toContain('Disallow: /');
      expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
      expect(response.body).not.toContain('<div id="root">');
    }
  });

  it('serves sitemap.xml with the absolute addresses of the public pages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/about`,
      `${PUBLIC_URL}/contact`,
      `${PUBLIC_URL}/privacidade`,
    ]);
    expect(response.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(response.body).not.toMatch(/master|admin|client|\/user|\/api/);
  });

  it('gives the public pages their canonical address and Open Graph URL and image, and the rest noindex', async () => {
    for (const [url, path] of [
      ['/', '/'],
      ['/?utm_source=x', '/'],
      ['/about', '/about'],
      ['/contact', '/contact'],
    ]) {
      const { body } = await t.app.inject({ method: 'GET', url });
      expect(body, url).toContain(`<link rel="canonical" href="${PUBLIC_URL}${path}" />`);
      expect(body, url).toContain(`<meta property="og:url" content="${PUBLIC_URL}${path}" />`);
      expect(body, url).toContain(`<meta property="og:image" content="${PUBLIC_URL}/og-image.jpg" />`);
      expect(body, url).not.toContain('noindex');
      // Inserted into the head, nothing else of the page changed.
      expect(body.indexOf('rel="canonical"'), url).toBeLessThan(body.indexOf('</head>'));
      expect(body.replace(/\s*<(link|meta)[^>]*>/g, '').replace(/\s+<\/head>/, '</head>'), url).toBe(
        indexHtml,
      );
    }
    for (const url of ['/master', '/admin/usuarios', '/qualquer/coisa', '/index.html', '/about/']) {
      const { body, statusCode } = await t.app.inject({ method: 'GET', url });
      expect(statusCode, url).toBe(200);
      expect(body, url).toContain('<meta name="robots" content="noindex" />');
      expect(body, url).not.toContain('canonical');
    }
  });

  it('sends index.html compressed when accepted, with an ETag that revalidates', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const br = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gz = await t.app.inject({
      method: 'GET',
      url: '/master',
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toContain('noindex');

    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another page has other head tags, so another ETag.
    const other = await t.app.inject({ method: 'GET', url: '/about', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
  });

  it('keeps robots.txt, sitemap.xml and the SPA out of the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/'))).toBe(true);
  });
});

describe("web app serving: a panel screen's own preloads", () => {
  let dist: string;
  let t: TestContext;
  const screenBlock = [
    SCREEN_PRELOAD_MARKERS.start('/client/mensagens'),
    '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/messages-page-abc.js">',
    SCREEN_PRELOAD_MARKERS.end,
  ].join('\n    ');
  const indexHtml = `<!doctype html><html lang="pt-BR"><head><title>Tenho</title>\n    ${screenBlock}\n  </head><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>`;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'tenho-web-dist-'));
    await writeFile(join(dist, 'index.html'), indexHtml);
    t = await createTestApp({ config: { webDist: dist, publicUrl: 'https://tenho.test' } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('are in the page served for their address only, with an ETag of its own', async () => {
    const pages = new Map<string, { body: string; etag: string }>();
    for (const url of ['/client/mensagens', '/client/mensagens/?aba=contestacoes', '/client', '/', '/x']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      const body = brotliDecompressSync(response.rawPayload).toString('utf8');
      pages.set(url, { body, etag: String(response.headers.etag) });
    }
    for (const url of ['/client/mensagens', '/client/mensagens/?aba=contestacoes']) {
      expect(pages.get(url)!.body, url).toContain(screenBlock);
      expect(pages.get(url)!.etag, url).toBe(pages.get('/client/mensagens')!.etag);
    }
    for (const url of ['/client', '/', '/x']) {
      expect(pages.get(url)!.body, url).not.toContain('messages-page');
      expect(pages.get(url)!.body, url).not.toContain('screen-preload');
      expect(pages.get(url)!.etag, url).not.toBe(pages.get('/client/mensagens')!.etag);
    }
  });
});
