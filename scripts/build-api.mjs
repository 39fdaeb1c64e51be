// `npm run build:api`: bundles the API server (src/main.ts) and the worker (src/worker.ts) into
// apps/api/dist with esbuild. Our workspace code (apps/api, packages/domain: TypeScript) is bundled;
// every npm package stays an import resolved from node_modules at run time. The migrations are
// copied next to the bundle (db/migrate.ts finds them relative to the running file), and so are the
// media assets.
import { cp, rm } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const api = resolve(root, 'apps/api');
const outdir = resolve(api, 'dist');

/** Bare imports are external unless they name one of our workspaces (@tenho/*). */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@tenho/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = Date.now();
await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: resolve(api, 'src/main.ts'), worker: resolve(api, 'src/worker.ts') },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
});
await cp(resolve(api, 'src/db/migrations'), resolve(outdir, 'migrations'), { recursive: true });
// The clip Configurações' transcription test sends (modules/media/transcription-check.ts).
await cp(resolve(api, 'src/modules/media/assets'), resolve(outdir, 'assets'), { recursive: true });
console.log(`API built into ${outdir} in ${Date.now() - started} ms`);
