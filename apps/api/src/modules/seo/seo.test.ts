import { describe, expect, it } from 'vitest';
import { LANDING_PRELOAD_MARKERS, PANEL_PRELOAD_MARKERS } from '@tenho/domain/landing/index-html';
import { renderIndexHtml } from './seo.ts';

describe('index.html per page', () => {
  const preloads = [
    LANDING_PRELOAD_MARKERS.start,
    '<link rel="modulepreload" crossorigin href="/assets/home-route-abc.js">',
    LANDING_PRELOAD_MARKERS.end,
  ].join('\n    ');
  const panelPreloads = [
    PANEL_PRELOAD_MARKERS.start,
    '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/panel-frame-abc.js">',
    PANEL_PRELOAD_MARKERS.end,
  ].join('\n    ');
  const template = `<!doctype html><html><head>\n    <script type="module" src="/assets/index-abc.js"></script>\n    ${preloads}\n    ${panelPreloads}\n  </head><body></body></html>`;

  it('preloads the landing page for / only', () => {
    expect(renderIndexHtml(template, 'https://tenho.test', '/')).toContain('/assets/home-route-abc.js');
    for (const path of ['/about', '/contact', '/privacidade', '/master', '/client/mensagens']) {
      const html = renderIndexHtml(template, 'https://tenho.test', path);
      expect(html, path).not.toContain('home-route');
      expect(html, path).not.toContain('landing-preload');
      expect(html, path).toContain('<script type="module" src="/assets/index-abc.js"></script>');
      expect(html, path).toMatch(/<\/head><body>/);
    }
  });

  it("preloads the panels' shared chunks everywhere but on the public pages", () => {
    for (const path of ['/', '/about', '/contact', '/privacidade']) {
      const html = renderIndexHtml(template, 'https://tenho.test', path);
      expect(html, path).not.toContain('panel-frame');
      expect(html, path).not.toContain('panel-preload');
      expect(html, path).toMatch(/<\/head><body>/);
    }
    // '*' is how the static plugin asks for every other path (panels, unknown addresses).
    for (const path of ['*', '/master', '/client/mensagens']) {
      const html = renderIndexHtml(template, 'https://tenho.test', path);
      expect(html, path).toContain('/assets/panel-frame-abc.js');
      expect(html, path).not.toContain('home-route');
    }
  });

  it('leaves a page without the block as it was, plus its head tags', () => {
    const plain = '<html><head><title>Tenho</title></head><body></body></html>';
    expect(renderIndexHtml(plain, 'https://tenho.test', '/master')).toBe(
      '<html><head><title>Tenho</title>  <meta name="robots" content="noindex" />\n  </head><body></body></html>',
    );
  });
});
