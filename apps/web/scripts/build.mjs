// `npm run build -w @tenho/web`: vite build + precompressed siblings, into a new directory that
// then becomes apps/web/dist in one atomic switch (scripts/publish-build.mjs), so a server running
// from this checkout keeps its own pages while another `npm start` builds.
// WEB_BUILD_IN_PLACE=1 (the Docker image's build stage) builds straight into dist as before.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { nextBuildDir, publishBuild } from '../../../scripts/publish-build.mjs';

const web = fileURLToPath(new URL('..', import.meta.url));
const inPlace = process.env.WEB_BUILD_IN_PLACE === '1';
const outDir = inPlace ? fileURLToPath(new URL('../dist', import.meta.url)) : nextBuildDir(web);

await build({ root: web, build: { outDir, emptyOutDir: true } });
const compressed = spawnSync(
  process.execPath,
  [fileURLToPath(new URL('precompress.mjs', import.meta.url)), outDir],
  {
    cwd: web,
    stdio: 'inherit',
  },
);
if (compressed.status !== 0) process.exit(compressed.status ?? 1);
if (!inPlace) {
  await publishBuild(web, outDir);
  console.log(`web build published: apps/web/dist -> ${outDir}`);
}
