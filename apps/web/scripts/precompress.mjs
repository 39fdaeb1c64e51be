// Writes .gz and .br siblings of every built text asset so @fastify/static can serve them
// with `preCompressed: true` (it does not compress on the fly).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

// The build directory: the first argument (scripts/build.mjs), else apps/web/dist.
const dist = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
const EXTENSIONS = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt']);

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

let files = 0;
let raw = 0;
let gz = 0;
let br = 0;
for await (const file of walk(dist)) {
  if (!EXTENSIONS.has(extname(file))) continue;
  const source = await readFile(file);
  const gzip = gzipSync(source, { level: 9 });
  const brotli = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  await writeFile(`${file}.gz`, gzip);
  await writeFile(`${file}.br`, brotli);
  files += 1;
  raw += source.length;
  gz += gzip.length;
  br += brotli.length;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`precompress: ${files} files, ${kb(raw)} raw, ${kb(gz)} gzip, ${kb(br)} brotli`);
