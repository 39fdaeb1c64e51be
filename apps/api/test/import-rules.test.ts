import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { apiSrc, depth, findCycles, moduleGraph } from './module-graph.ts';
import { slack } from './timeouts.ts';

const repoRoot = resolve(apiSrc, '../../..');
// Only the import rule runs: the rest of the lint is not this test's business (and is slow).
const eslint = new ESLint({ cwd: repoRoot, ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports' });

/** The no-restricted-imports messages ESLint gives a snippet planted at `file` (relative to apps/api/src). */
async function importErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(apiSrc, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the API import rule (eslint.config.js)', () => {
  it('refuses a kernel file that imports a module', async () => {
    const code =
      "import { createAuthService } from '../modules/auth/auth.service.ts';\nexport const x = createAuthService;\n";
    for (const file of [
      'plugins/planted.ts',
      'lib/planted.ts',
      'db/planted.ts',
      'jobs/planted.ts',
      'whatsapp/planted.ts',
      'categorizer/planted.ts',
    ]) {
      expect(await importErrors(file, code), file).toEqual([expect.stringContaining('The kernel')]);
    }
    expect(await importErrors('config.ts', code.replace('../modules', './modules'))).toHaveLength(1);
  });

  it("refuses a module that reaches into another module's repository, errors or internals", async () => {
    for (const target of [
      '../users/users.repository.ts',
      '../users/users.errors.ts',
      '../profiles/avatar-storage.ts',
      '../../modules/offers/offers.repository.ts',
    ]) {
      const code = `import * as other from '${target}';\nexport const x = other;\n`;
      expect(await importErrors('modules/documents/planted.ts', code), target).toEqual([
        expect.stringContaining('only through its service'),
      ]);
    }
  });

  it("lets a module use another module's service, and the kernel, and the composition root use modules", async () => {
    const service =
      "import { createUsersService } from '../users/users.service.ts';\nimport { AppError } from '../../lib/app-error.ts';\nexport const x = [createUsersService, AppError];\n";
    expect(await importErrors('modules/documents/planted.ts', service)).toEqual([]);
    const own = "import * as repo from './documents.repository.ts';\nexport const x = repo;\n";
    expect(await importErrors('modules/documents/planted.ts', own)).toEqual([]);
    const root =
      "import { usersRoutes } from './modules/users/users.routes.ts';\nexport const x = usersRoutes;\n";
    expect(await importErrors('app.ts', root)).toEqual([]);
  });

  it(
    'passes on the code as it is',
    async () => {
      const results = await eslint.lintFiles([`${apiSrc}/**/*.ts`]);
      const offending = results.flatMap((r) =>
        r.messages
          .filter((m) => m.ruleId === 'no-restricted-imports')
          .map((m) => `${r.filePath}:${m.line} ${m.message}`),
      );
      expect(offending).toEqual([]);
    },
    slack(120_000),
  );
});

describe('the module graph', () => {
  it('has no cycle: no two modules depend on each other, even through a third', () => {
    const graph = moduleGraph();
    expect(findCycles(graph)).toEqual([]);
    // The longest chain of modules using one another (3 after issue 22; 7, with cycles, before).
    expect(depth(graph)).toBeLessThanOrEqual(3);
  });

  it('finds a planted cycle', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set<string>()],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
    expect(
      depth(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set<string>()],
        ]),
      ),
    ).toBe(2);
  });
});
