import { describe, expect, it } from 'vitest';

// The `*.constants.ts` modules are what the panels import at first render (issue 33 point 5): one
// runtime import of zod anywhere under them puts every schema back into the screens' first load.
// Every module of the package as text, keyed '../area/file.ts' (Vite's glob: the package does no I/O;
// the glob names this folder's own files './file.ts').
const SOURCES = Object.fromEntries(
  Object.entries(
    (
      import.meta as ImportMeta & {
        glob: (pattern: string[], options: object) => Record<string, string>;
      }
    ).glob(['../**/*.ts', '!../**/*.test.ts'], { query: '?raw', import: 'default', eager: true }),
  ).map(([path, text]) => [path.replace(/^\.\//, '../shared/'), text]),
);

/** '../a/b.ts' resolved against the folder of '../c/d.ts'. */
function resolveRelative(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** Runtime imports of a module (`import type` and `export type` are erased and do not count). */
function runtimeImports(file: string): string[] {
  const text = SOURCES[file];
  if (text === undefined) throw new Error(`not in the package: ${file}`);
  const specifiers = [
    ...text.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s)?['"]([^'"]+)['"]/gm),
  ];
  return specifiers.map((match) => match[1]!);
}

/** The module and every module it reaches through relative runtime imports. */
function closure(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    const imports = runtimeImports(file);
    seen.set(file, imports);
    for (const specifier of imports) {
      if (specifier.startsWith('.')) pending.push(resolveRelative(file, specifier));
    }
  }
  return seen;
}

const constantsModules = Object.keys(SOURCES).filter((path) => path.endsWith('.constants.ts'));

describe('zod-free constants modules', () => {
  it('finds the constants modules', () => {
    expect(constantsModules.length).toBeGreaterThanOrEqual(13);
  });

  it.each(constantsModules.map((file) => [file.slice(3), file]))(
    '%s reaches no zod at run time',
    (_name, file) => {
      const offenders = [...closure(file)]
        .filter(([, imports]) =>
          imports.some((specifier) => specifier === 'zod' || specifier.startsWith('zod/')),
        )
        .map(([module]) => module.slice(3));
      expect(offenders).toEqual([]);
    },
  );

  it('counts a runtime import of zod in a module they reach', () => {
    const schemas = '../ratings/ratings.schemas.ts';
    expect(closure(schemas).get(schemas)).toContain('zod');
  });
});
