import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { LANDING_PRELOAD_MARKERS, PANEL_PRELOAD_MARKERS } from '@tenho/domain/landing/index-html';
import { chunkGraph, type Chunk } from './chunk-graph.ts';
import { PANEL_CHUNK_NAMES, panelChunkGroups } from './panel-chunks.ts';
import { preloadPanelStarts } from './panel-start-preloads.ts';

/**
 * Preloads the Latin subset of Inter, the only one the pt-BR pages use, so it arrives with the CSS
 * instead of after it (no font swap while the landing page paints). The hashed file name is read from
 * the bundle; the other subsets stay on demand through their unicode-range.
 */
function preloadInterLatin(): Plugin {
  return {
    name: 'tenho:preload-inter-latin',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const file = Object.keys(bundle ?? {}).find((name) =>
          /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/.test(name),
        );
        if (!file) throw new Error('preload-inter-latin: inter-latin-wght-normal.woff2 is not in the bundle');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * index.html's block of modulepreload links (between `markers`) for `chunks` and the chunks they
 * import, beyond the shell's own.
 */
function preloadBlock(
  html: string,
  bundle: Rolldown.OutputBundle | undefined,
  markers: { start: string; end: string },
  pick: (chunk: Chunk) => boolean,
  attributes = '',
) {
  const { chunks, entry, closure } = chunkGraph(bundle);
  const picked = chunks.filter(pick).sort((a, b) => a.fileName.localeCompare(b.fileName));
  if (!entry || picked.length === 0) throw new Error(`${markers.start}: its chunks are not in the bundle`);
  const shell = closure([entry.fileName]);
  const links = [...closure(picked.map((chunk) => chunk.fileName))]
    .filter((name) => !shell.has(name))
    .map((name) => `<link rel="modulepreload" crossorigin${attributes} href="/${name}">`);
  const block = [markers.start, ...links, markers.end].join('\n    ');
  return html.replace('</head>', `  ${block}\n  </head>`);
}

/**
 * The landing page is a lazy chunk (a signed-in start on a panel does not load it): for `/` its chunk
 * and the chunks it imports, beyond the shell's own, are preloaded from index.html so they arrive
 * beside the shell instead of after it.
 */
function preloadLanding(): Plugin {
  return {
    name: 'tenho:preload-landing',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) =>
        preloadBlock(html, bundle, LANDING_PRELOAD_MARKERS, (chunk) =>
          Boolean(chunk.facadeModuleId?.endsWith('/src/app/home-route.tsx')),
        ),
    },
  };
}

/**
 * The panels' shared chunks (panel-chunks.ts: the frame and what the screens share) are preloaded
 * from index.html beside the shell on every page but the public ones (the API's seo module), instead
 * of being asked for once the shell has run. At low priority: the shell, its style and font come
 * first, and the first paint (the frame's placeholder) does not wait for them.
 */
function preloadPanel(): Plugin {
  return {
    name: 'tenho:preload-panel',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) =>
        preloadBlock(
          html,
          bundle,
          PANEL_PRELOAD_MARKERS,
          (chunk) => PANEL_CHUNK_NAMES.includes(chunk.name),
          ' fetchpriority="low"',
        ),
    },
  };
}

/**
 * Metric-matched fallbacks for Inter: until the web font arrives (font-display: swap), text is set
 * in a local font scaled and spaced to Inter's metrics, so the swap moves nothing (no layout shift).
 * One family per common local font, tried in order: Arial (Windows, macOS; Helvetica, Liberation
 * Sans and Arimo share its metrics), Roboto (Android, ChromeOS), DejaVu Sans and Open Sans (Linux);
 * a 400 and a 700 face each (500 text takes the 400 face, 600 the 700 one). `sizeAdjust` is Inter's
 * average advance width over the fallback's (weighted by the landing page's pt-BR text; checked
 * against rendered widths in Chromium); the overrides follow from it.
 */
const INTER_FALLBACKS = [
  {
    family: 'Arial',
    weight: 400,
    sizeAdjust: 106.53,
    local: ['Arial', 'ArialMT', 'Helvetica', 'Liberation Sans', 'LiberationSans', 'Arimo'],
  },
  {
    family: 'Arial',
    weight: 700,
    sizeAdjust: 102.43,
    local: [
      'Arial Bold',
      'Arial-BoldMT',
      'Helvetica Bold',
      'Liberation Sans Bold',
      'LiberationSans-Bold',
      'Arimo Bold',
    ],
  },
  { family: 'Roboto', weight: 400, sizeAdjust: 107.1, local: ['Roboto', 'Roboto-Regular'] },
  { family: 'Roboto', weight: 700, sizeAdjust: 108.5, local: ['Roboto Bold', 'Roboto-Bold'] },
  { family: 'DejaVu', weight: 400, sizeAdjust: 94.19, local: ['DejaVu Sans', 'DejaVuSans'] },
  { family: 'DejaVu', weight: 700, sizeAdjust: 86.13, local: ['DejaVu Sans Bold', 'DejaVuSans-Bold'] },
  {
    family: 'Open Sans',
    weight: 400,
    sizeAdjust: 102.1,
    local: ['Open Sans', 'Open Sans Regular', 'OpenSans-Regular'],
  },
  { family: 'Open Sans', weight: 700, sizeAdjust: 98.41, local: ['Open Sans Bold', 'OpenSans-Bold'] },
] as const;

/** Inter's ascender, descender and line gap, in units of its 2048-unit em. */
const INTER_METRICS = { ascender: 1984, descender: 494, lineGap: 0, unitsPerEm: 2048 };

/** One @font-face rule: the overrides are Inter's metrics divided by the face's size-adjust. */
export function interFallbackFace({ family, weight, sizeAdjust, local }: (typeof INTER_FALLBACKS)[number]) {
  const override = (units: number) =>
    `${Number(((units / INTER_METRICS.unitsPerEm / sizeAdjust) * 1e4).toFixed(2))}%`;
  return [
    '@font-face {',
    `  font-family: 'Inter Fallback ${family}';`,
    '  font-style: normal;',
    `  font-weight: ${weight};`,
    `  src: ${local.map((name) => `local('${name}')`).join(', ')};`,
    `  size-adjust: ${sizeAdjust}%;`,
    `  ascent-override: ${override(INTER_METRICS.ascender)};`,
    `  descent-override: ${override(INTER_METRICS.descender)};`,
    `  line-gap-override: ${override(INTER_METRICS.lineGap)};`,
    '}',
  ].join('\n');
}

/** Serves the fallback faces as the CSS module 'virtual:inter-fallbacks.css' (imported by main.tsx). */
function interFallbacks(): Plugin {
  const id = 'virtual:inter-fallbacks.css';
  return {
    name: 'tenho:inter-fallbacks',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (source) => (source === `\0${id}` ? INTER_FALLBACKS.map(interFallbackFace).join('\n') : null),
  };
}

// The API listens on 127.0.0.1:3000 in development (HOST's default there, not every address);
// VITE_API_PROXY points the dev proxy elsewhere.
const apiTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000';

/**
 * React Router's package exports only its development build (warnings on every render of the route
 * table); its production build, shipped beside it, is the same code with them off.
 */
const reactRouterProduction = fileURLToPath(import.meta.resolve('react-router')).replace(
  /([\\/]dist[\\/])development([\\/])/,
  '$1production$2',
);

/** `@/…` is the app's src folder (also for the module runner of preloadPanelStarts). */
const srcAlias = { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    preloadInterLatin(),
    preloadLanding(),
    preloadPanel(),
    preloadPanelStarts({ alias: [srcAlias], panelChunkNames: PANEL_CHUNK_NAMES }),
    interFallbacks(),
  ],
  resolve: {
    alias: [
      srcAlias,
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The panels are lazy chunks; the landing page only loads what it needs.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Every icon in one chunk (~14 KB gzip): split by the lazy chunks that share them, they
            // made a dozen requests of ~1 KB per screen, each a round trip on a phone's network.
            { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 3 },
            ...panelChunkGroups(),
          ],
        },
      },
    },
  },
}));
