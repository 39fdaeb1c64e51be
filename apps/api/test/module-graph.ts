import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** apps/api/src, whatever the working directory. */
export const apiSrc = resolve(dirname(new URL(import.meta.url).pathname), '../src');
export const modulesDir = join(apiSrc, 'modules');

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The module a file of apps/api/src belongs to, or null for the kernel and the composition root. */
function moduleOf(file: string): string | null {
  const rel = relative(modulesDir, file);
  return rel.startsWith('..') ? null : rel.split(sep)[0]!;
}

/** Module → the other modules its (non-test) files import. */
export function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const name of readdirSync(modulesDir)) graph.set(name, new Set());
  for (const file of sourceFiles(modulesDir)) {
    const from = moduleOf(file)!;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2]!;
      if (!spec.startsWith('.')) continue;
      const to = moduleOf(resolve(dirname(file), spec));
      if (to && to !== from) graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** The cycles of the graph (each as a path that returns to its start); empty when acyclic. */
export function findCycles(graph: Map<string, Set<string>>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

/**
 * Longest chain of module imports (number of modules on it), following each edge once per path so
 * that it terminates on a cyclic graph too.
 */
export function depth(graph: Map<string, Set<string>>): number {
  const longest = (node: string, seen: Set<string>): number => {
    let best = 0;
    for (const next of graph.get(node) ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      best = Math.max(best, longest(next, seen));
      seen.delete(next);
    }
    return best + 1;
  };
  return Math.max(0, ...[...graph.keys()].map((node) => longest(node, new Set([node]))));
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const graph = moduleGraph();
  for (const [name, deps] of graph) process.stdout.write(`${name} → ${[...deps].sort().join(', ')}\n`);
  process.stdout.write(`depth: ${depth(graph)}\ncycles: ${JSON.stringify(findCycles(graph))}\n`);
}
