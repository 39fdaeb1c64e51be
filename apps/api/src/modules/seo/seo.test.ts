import { describe, expect, it } from 'vitest';
import {
  LANDING_PRELOAD_MARKERS,
  PANEL_PRELOAD_MARKERS,
  SCREEN_PRELOAD_MARKERS,
} from '@tenho/domain/landing/index-html';
import { indexPageKeys, renderIndexHtml } from './seo.ts';

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

describe("index.html per panel screen (each screen's own chunks)", () => {
  const screen = (address: string, chunks: string[]) =>
    [
      SCREEN_PRELOAD_MARKERS.start(address),
      ...chunks.map(
        (chunk) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/${chunk}.js">`,
      ),
      SCREEN_PRELOAD_MARKERS.end,
    ].join('\n    ');
  const template = [
    '<!doctype html><html><head>',
    '<script type="module" src="/assets/index-abc.js"></script>',
    [
      PANEL_PRELOAD_MARKERS.start,
      '<link rel="modulepreload" href="/assets/panel-frame-abc.js">',
      PANEL_PRELOAD_MARKERS.end,
    ].join('\n    '),
    screen('/master', ['master-dashboard-page-abc', 'data-table-abc']),
    screen('/client/mensagens', ['messages-page-abc', 'data-table-abc']),
    screen('/admin/mensagens', ['messages-page-abc', 'data-table-abc']),
    '</head><body></body></html>',
  ].join('\n    ');
  const render = (key: string) => renderIndexHtml(template, 'https://tenho.test', key);
  const keyOf = indexPageKeys(template);

  it("a panel address keeps its screen's block and no other", () => {
    for (const path of ['/client/mensagens', '/client/mensagens/']) {
      const html = render(keyOf(path));
      expect(html, path).toContain(screen('/client/mensagens', ['messages-page-abc', 'data-table-abc']));
      expect(html, path).not.toContain('screen-preload /master');
      expect(html, path).not.toContain('screen-preload /admin');
      expect(html, path).not.toContain('master-dashboard-page');
      // The panels' shared chunks stay, and the page is otherwise whole.
      expect(html, path).toContain('/assets/panel-frame-abc.js');
      expect(html, path).toContain('<meta name="robots" content="noindex" />');
      expect(html, path).toMatch(/<\/head><body><\/body><\/html>$/);
    }
    const master = render(keyOf('/master'));
    expect(master).toContain('/assets/master-dashboard-page-abc.js');
    expect(master).not.toContain('messages-page');
    expect(master.match(/screen-preload \//g)).toHaveLength(1);
  });

  it('the public pages, unknown addresses and panel addresses without a block get no screen chunk', () => {
    for (const path of [
      '/',
      '/about',
      '/contact',
      '/privacidade',
      '/client',
      '/client/usuarios/5',
      '/qualquer',
      '*',
    ]) {
      const html = render(keyOf(path));
      expect(html, path).not.toContain('screen-preload');
      expect(html, path).not.toContain('messages-page');
      expect(html, path).not.toContain('master-dashboard-page');
      expect(html, path).toContain('<script type="module" src="/assets/index-abc.js"></script>');
      expect(html, path).toMatch(/<\/head><body><\/body><\/html>$/);
    }
  });

  it('one variant per public page and per screen address, one for everything else', () => {
    expect(keyOf('/')).toBe('/');
    expect(keyOf('/about')).toBe('/about');
    expect(keyOf('/client/mensagens')).toBe('/client/mensagens');
    expect(keyOf('/client/mensagens/')).toBe('/client/mensagens');
    expect(keyOf('/master')).toBe('/master');
    expect(keyOf('/master/')).toBe('/master');
    for (const path of [
      '/client',
      '/client/usuarios/5',
      '/master/mensagens',
      '/qualquer',
      '/CLIENT/mensagens',
    ]) {
      expect(keyOf(path), path).toBe('*');
    }
  });
});
