// What search engines and link previews get from the public site: robots.txt, sitemap.xml and the
// absolute-URL head tags (canonical, og:url, og:image) that depend on PUBLIC_URL and so cannot be
// written into the static index.html at build time.

import {
  LANDING_PRELOAD_MARKERS,
  PANEL_PRELOAD_MARKERS,
  SCREEN_PRELOAD_MARKERS,
} from '@tenho/domain/landing/index-html';

/** The public pages of the SPA (spec §2): indexed, listed in the sitemap, with a canonical link. */
export const PUBLIC_PAGES = ['/', '/about', '/contact', '/privacidade'] as const;

/** Panels, the API and token pages: never crawled (robots.txt) nor indexed (noindex). */
export const PRIVATE_PREFIXES = [
  '/master',
  '/admin',
  '/client',
  '/user',
  '/api',
  '/redefinir-senha',
] as const;

/** The link-preview image under apps/web/public (1200 × 630). */
export const OG_IMAGE = {
  path: '/og-image.jpg',
  width: 1200,
  height: 630,
  alt: 'Tenho — pedidos do WhatsApp viram vendas para as empresas do bairro',
};

/** robots.txt and sitemap.xml change only with PUBLIC_URL or a new build: an hour of caching. */
export const SEO_CACHE_CONTROL = 'public, max-age=3600';

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export function isPublicPage(path: string): boolean {
  return (PUBLIC_PAGES as readonly string[]).includes(path);
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** `lastModified`: when the web build was made (the public pages change only with a build). */
export function sitemapXml(publicUrl: string, lastModified?: Date): string {
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : '';
  const urls = PUBLIC_PAGES.map(
    (page) => `  <url><loc>${escapeXml(`${publicUrl}${page}`)}</loc>${lastmod}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * The tags index.html gets before `</head>` for a path: a public page names its canonical address
 * and its Open Graph URL and image (absolute, from PUBLIC_URL); anything else (panels, unknown paths
 * answered by the SPA) is marked noindex.
 */
export function headTags(publicUrl: string, path: string): string {
  if (!isPublicPage(path)) return '<meta name="robots" content="noindex" />';
  const url = escapeXml(`${publicUrl}${path}`);
  const image = escapeXml(`${publicUrl}${OG_IMAGE.path}`);
  return [
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:type" content="image/jpeg" />`,
    `<meta property="og:image:width" content="${OG_IMAGE.width}" />`,
    `<meta property="og:image:height" content="${OG_IMAGE.height}" />`,
    `<meta property="og:image:alt" content="${escapeXml(OG_IMAGE.alt)}" />`,
    `<meta name="twitter:image" content="${image}" />`,
  ].join('\n    ');
}

/** The template without the block between `markers` (when it has one). */
function withoutBlock(template: string, markers: { start: string; end: string }): string {
  const start = template.indexOf(markers.start);
  const end = template.indexOf(markers.end, start);
  if (start === -1 || end === -1) return template;
  return `${template.slice(0, start).trimEnd()}${template.slice(end + markers.end.length)}`;
}

/**
 * The build's preload links of the landing page's chunks (between LANDING_PRELOAD_MARKERS): kept
 * for `/`, taken out of every other page (a panel, a signed-in start, does not load the landing page).
 */
export function landingPreloads(template: string, path: string): string {
  return path === '/' ? template : withoutBlock(template, LANDING_PRELOAD_MARKERS);
}

/**
 * The build's preload links of the panels' shared chunks (between PANEL_PRELOAD_MARKERS): taken out
 * of the public pages, kept everywhere else (the panels; a signed-out visit to a panel address goes
 * to `/` and has loaded them for nothing, a rare case).
 */
export function panelPreloads(template: string, path: string): string {
  return isPublicPage(path) ? withoutBlock(template, PANEL_PRELOAD_MARKERS) : template;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A screen's block (SCREEN_PRELOAD_MARKERS) with the whitespace before it; group 1 is its address. */
const SCREEN_BLOCK = (() => {
  const [before, after] = SCREEN_PRELOAD_MARKERS.start('\0').split('\0') as [string, string];
  const end = escapeRegExp(SCREEN_PRELOAD_MARKERS.end);
  return new RegExp(`\\s*${escapeRegExp(before)}(\\S+)${escapeRegExp(after)}[\\s\\S]*?${end}`, 'g');
})();

/** A panel address as the build names it: `/client/mensagens/` is `/client/mensagens`. */
function screenAddress(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}

/**
 * The build's preload links of each panel screen's own chunks (one block per address, between
 * SCREEN_PRELOAD_MARKERS): the block of `path` is kept, every other one taken out (the public pages
 * and the addresses without a screen of their own keep none).
 */
export function screenPreloads(template: string, path: string): string {
  const address = screenAddress(path);
  return template.replace(SCREEN_BLOCK, (block, blockAddress: string) =>
    blockAddress === address ? block : '',
  );
}

/**
 * Which variant of index.html each path gets, for a template (the static plugin renders and
 * compresses each once): each public page its own, each panel address with a screen block its own,
 * '*' for everything else (panel addresses without one, unknown addresses). A bounded set: paths that
 * share a key share the page, so an unknown address never makes a new one.
 */
export function indexPageKeys(template: string): (path: string) => string {
  const screens = new Set([...template.matchAll(SCREEN_BLOCK)].map((match) => match[1]!));
  return (path) => {
    if (isPublicPage(path)) return path;
    const address = screenAddress(path);
    return screens.has(address) ? address : '*';
  };
}

/**
 * index.html with the tags of `path` inserted before `</head>` (the landing's preloads for `/` only,
 * the panels' off the public pages, a panel screen's own on its address only).
 */
export function renderIndexHtml(template: string, publicUrl: string, path: string): string {
  const page = screenPreloads(panelPreloads(landingPreloads(template, path), path), path);
  const at = page.lastIndexOf('</head>');
  if (at === -1) return page;
  return `${page.slice(0, at)}  ${headTags(publicUrl, path)}\n  ${page.slice(at)}`;
}
