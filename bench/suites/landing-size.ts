// The landing page's JavaScript, gzip-compressed, must stay within its budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../lib.ts';

const BUDGET_KB = 120;

export async function run(): Promise<boolean> {
  const dist = join(root, 'apps/web/dist');
  // As served for `/`: without the panels' preloads (PANEL_PRELOAD_MARKERS, kept off the public pages).
  const html = readFileSync(join(dist, 'index.html'), 'utf8').replace(
    /<!-- panel-preload -->[\s\S]*?<!-- \/panel-preload -->/,
    '',
  );
  const files = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  const bytes = files.reduce(
    (sum, f) => sum + gzipSync(readFileSync(join(dist, f.replace(/^\//, ''))), { level: 9 }).length,
    0,
  );
  const kb = bytes / 1024;
  console.log(
    `landing JS (gzip): ${kb.toFixed(1)} KB over ${files.length} file(s) — budget ≤ ${BUDGET_KB} KB`,
  );
  return kb <= BUDGET_KB;
}
