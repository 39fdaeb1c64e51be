import { fileURLToPath, URL } from 'node:url';
import type { Rolldown } from 'vite';

type Group = Rolldown.CodeSplittingGroup;
type Context = Parameters<Extract<Group['name'], (...args: never[]) => unknown>>[1];

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

const ENTRY = src('main.tsx');
/** The panels' frame (menus, top bar, query client, live events), around every signed-in screen. */
const PANEL_FRAME = src('app/panel-layout.tsx');
/** The panels' lazy screens: those of panel-screens.tsx (every page and card) and two of the router. */
const PANEL_SCREENS = src('app/panel-screens.tsx');
const ROUTER_SCREENS = [src('app/panel-home.tsx'), src('app/coming-soon-page.tsx')];
/** What the landing page loads beside the shell (its chunk and imports are preloaded for `/`). */
const LANDING = [src('app/home-route.tsx'), src('features/landing/routes/placeholder-page.tsx')];
/** The icons' own chunk (vite.config.ts), loaded with the shell. */
const ICONS = /[\\/]node_modules[\\/]lucide-react[\\/]/;
/** A module this large keeps the chunk the bundler picks for it (worth its own request). */
const SHARED_MODULE_MAX = 8 * 1024;
/** zod and the schema modules built on it are only for forms, which load them lazily. */
const ZOD = /[\\/]node_modules[\\/]zod[\\/]|\.schemas\.ts$/;

type Plan = { frame: Set<string>; shared: Set<string> };

/** The chunks' names (index.html preloads them on the panels' pages). */
export const PANEL_CHUNK_NAMES: readonly string[] = ['panel-frame', 'panel-shared'];
const [FRAME_CHUNK, SHARED_CHUNK] = PANEL_CHUNK_NAMES;

/**
 * Which modules go into the two panel chunks, read from the module graph:
 * - `panel-frame`: what the panel frame imports (React Query, the Radix pieces, the toaster, live
 *   events…), needed by every signed-in screen;
 * - `panel-shared`: the small modules (cards, badges, skeletons, query hooks, constants) that two
 *   or more screens load with their first render (what only their dialogs load stays out). Left to the bundler, each was a chunk of its own, and a screen asked
 *   for ~35 requests of ~1 KB, round trip after round trip on a phone's network.
 * Neither takes a module of the shell or of the landing page (which would then load the chunk) nor
 * anything that reaches zod. A module is only taken when everything it imports is in the shell or
 * in a chunk of the plan loaded before it (the frame imports only the shell), so the chunks never
 * import each other in a circle and nothing else is pulled into them.
 */
function planPanelChunks(ctx: Context): Plan {
  const info = (id: string) => ctx.getModuleInfo(id);
  const closures = new Map<string, Set<string>>();
  /** A module and what it imports statically, transitively (before tree-shaking: barrels count whole). */
  const closureOf = (root: string) => {
    let seen = closures.get(root);
    if (seen) return seen;
    seen = new Set<string>();
    const pending = [root];
    while (pending.length > 0) {
      const id = pending.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      pending.push(...(info(id)?.importedIds ?? []));
    }
    closures.set(root, seen);
    return seen;
  };

  // Every module; and for each module, how many screens load it with their first render.
  const all = new Set<string>();
  const pending = [ENTRY];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (all.has(id)) continue;
    all.add(id);
    pending.push(...(info(id)?.importedIds ?? []), ...(info(id)?.dynamicallyImportedIds ?? []));
  }
  const screens = [...(info(PANEL_SCREENS)?.dynamicallyImportedIds ?? []), ...ROUTER_SCREENS];
  const sharedBy = new Map<string, number>();
  for (const root of screens) for (const id of closureOf(root)) sharedBy.set(id, (sharedBy.get(id) ?? 0) + 1);

  const shell = closureOf(ENTRY);
  const landing = new Set(LANDING.flatMap((root) => [...closureOf(root)]));
  // Chunks that import nothing of the plan: a module of the plan may import them.
  const outside = (id: string) => shell.has(id) || landing.has(id) || ICONS.test(id);
  const excluded = (id: string) => outside(id) || ZOD.test(id) || id.startsWith('\0');

  const frame = new Set([...closureOf(PANEL_FRAME)].filter((id) => !excluded(id)));
  const shared = new Set(
    [...all].filter(
      (id) =>
        !excluded(id) &&
        !frame.has(id) &&
        (sharedBy.get(id) ?? 0) >= 2 &&
        (info(id)?.code?.length ?? Infinity) <= SHARED_MODULE_MAX,
    ),
  );
  const keepIf = (set: Set<string>, allowed: (dep: string) => boolean) => {
    let changed = false;
    for (const id of set) {
      if ((info(id)?.importedIds ?? []).every((dep) => outside(dep) || allowed(dep))) continue;
      set.delete(id);
      changed = true;
    }
    return changed;
  };
  while (keepIf(frame, (dep) => frame.has(dep)));
  while (keepIf(shared, (dep) => frame.has(dep) || shared.has(dep)));

  return { frame, shared };
}

/**
 * The panels' chunk groups for `build.rolldownOptions.output.codeSplitting.groups`. Each takes
 * exactly the modules of the plan (no dependencies pulled after them: the plan is closed already).
 */
export function panelChunkGroups(): Group[] {
  let cached: { ctx: Context; plan: Plan } | undefined;
  const plan = (ctx: Context) => {
    if (cached?.ctx !== ctx) cached = { ctx, plan: planPanelChunks(ctx) };
    return cached.plan;
  };
  return [
    {
      debugName: FRAME_CHUNK,
      name: (id, ctx) => (plan(ctx).frame.has(id) ? FRAME_CHUNK : null),
      priority: 2,
      includeDependenciesRecursively: false,
    },
    {
      debugName: SHARED_CHUNK,
      name: (id, ctx) => (plan(ctx).shared.has(id) ? SHARED_CHUNK : null),
      priority: 1,
      includeDependenciesRecursively: false,
    },
  ];
}
