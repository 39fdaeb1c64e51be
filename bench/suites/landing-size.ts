// The landing page's JavaScript, gzip-compressed, must stay within its budget.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { root } from '../lib.ts';

type SeoModule = { renderIndexHtml: (template: string, publicUrl: string, path: string) => string };

const BUDGET_KB = 120;

export async function run(): Promise<boolean> {
  const dist = join(root, 'apps/web/dist');
  // As the API serves it for `/` (modules/seo): without the panels' and the panel screens' preloads.
  const { renderIndexHtml } = (await import(
    pathToFileURL(resolve(root, 'apps/api/src/modules/seo/seo.ts')).href
  )) as SeoModule;
  const html = renderIndexHtml(readFileSync(join(dist, 'index.html'), 'utf8'), 'https://tenho.test', '/');
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
