import { fileURLToPath, URL } from 'node:url';
import { runnerImport, type Alias, type Plugin } from 'vite';
import { SCREEN_PRELOAD_MARKERS } from '@tenho/domain/landing/index-html';
import { chunkGraph } from './chunk-graph.ts';

const WEB_ROOT = fileURLToPath(new URL('.', import.meta.url));
/** The module of panelStartLoads and panelStartAddresses, as the module runner names it. */
const ROUTER = '/src/app/router.tsx';
const PROBE = 'virtual:panel-start-probe';
/** What a stub module exports: the id of the module it stands for. */
const STUB_EXPORT = '__panelStartModule';

/**
 * The probe run in the module runner: every panel address with the modules panelStartLoads loads
 * for it (each lazy module is a stub that names itself; other loads, such as a data prefetch that
 * finds no signed-in user, answer nothing).
 */
const PROBE_CODE = `
import { panelStartAddresses, panelStartLoads } from ${JSON.stringify(ROUTER)};
const modulesOf = async (address) =>
  (await Promise.all(panelStartLoads(address).map((load) => load())))
    .map((module) => module?.[${JSON.stringify(STUB_EXPORT)}])
    .filter((id) => typeof id === 'string');
export default await Promise.all(
  panelStartAddresses().map(async (address) => [address, await modulesOf(address)]),
);
`;

/**
 * Which modules a signed-in start on each panel address loads, asked of the app itself: the router's
 * panelStartLoads runs in Node (Vite's module runner) for each of panelStartAddresses(), with each
 * of `lazyModules` (the bundle's dynamic imports) replaced by a stub that exports its id. So the
 * route table stays the one source of what each address shows, and no screen's code is run here.
 */
async function probePanelStarts(alias: Alias[], lazyModules: ReadonlySet<string>) {
  const { module } = await runnerImport<{ default: [string, string[]][] }>(PROBE, {
    root: WEB_ROOT,
    logLevel: 'error',
    resolve: { alias },
    plugins: [
      {
        name: 'tenho:panel-start-probe',
        enforce: 'pre',
        resolveId: (source) => (source === PROBE ? `\0${PROBE}` : null),
        load(id) {
          if (id === `\0${PROBE}`) return PROBE_CODE;
          const file = id.split('?', 1)[0]!;
          return lazyModules.has(file) ? `export const ${STUB_EXPORT} = ${JSON.stringify(file)};` : null;
        },
      },
    ],
  });
  return module.default;
}

/**
 * Per panel address, a block of index.html (SCREEN_PRELOAD_MARKERS) that preloads the chunks its
 * screen needs beyond the shell's and the panel chunks' (`panelChunkNames`, preloaded for every panel
 * page): the screen's own chunk and what it imports (Mensagens: its page and the data table; an index
 * page: its dashboard and slot cards). The API keeps the requested address's block only (modules/seo),
 * so they arrive beside the shell instead of once it has run and the router has rendered the lazy
 * route, a round trip or two later on a phone's network. At low priority, like the panel chunks: the
 * shell, its style and font come first, and the first paint (the frame's placeholder) does not wait.
 */
export function preloadPanelStarts({
  alias,
  panelChunkNames,
}: {
  /** The app's import aliases (`@` for src), for the module runner. */
  alias: Alias[];
  panelChunkNames: readonly string[];
}): Plugin {
  let starts: [string, string[]][] = [];
  return {
    name: 'tenho:preload-panel-starts',
    apply: 'build',
    async buildEnd(error) {
      if (error) return;
      const lazyModules = new Set<string>();
      for (const id of this.getModuleIds()) {
        for (const target of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) lazyModules.add(target);
      }
      starts = await probePanelStarts(alias, lazyModules);
      if (!starts.some(([, modules]) => modules.length > 0))
        throw new Error(
          'preload-panel-starts: no panel address loads a lazy module (the probe found nothing)',
        );
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const { chunks, entry, closure } = chunkGraph(bundle);
        if (!entry) throw new Error('preload-panel-starts: the bundle has no entry');
        const preloaded = closure([
          entry.fileName,
          ...chunks.filter((chunk) => panelChunkNames.includes(chunk.name)).map((chunk) => chunk.fileName),
        ]);
        const chunkOf = (id: string) => {
          const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
          if (!chunk) throw new Error(`preload-panel-starts: ${id} is in no chunk`);
          return chunk.fileName;
        };
        const blocks = starts.flatMap(([address, modules]) => {
          const files = [...closure(modules.map(chunkOf))].filter((name) => !preloaded.has(name));
          if (files.length === 0) return [];
          const links = files.map(
            (name) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${name}">`,
          );
          return [
            [SCREEN_PRELOAD_MARKERS.start(address), ...links, SCREEN_PRELOAD_MARKERS.end].join('\n    '),
          ];
        });
        return html.replace('</head>', `  ${blocks.join('\n    ')}\n  </head>`);
      },
    },
  };
}
