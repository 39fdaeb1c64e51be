// Lighthouse 13 (mobile preset, simulated throttling) on the landing page served by the built app in
// production mode, in the repo's Chromium (e2e/support/chromium-path.ts). Budgets: performance ≥ 98,
// accessibility, best practices and SEO 100, CLS ≤ 0.02. Nothing in the run reaches the internet:
// the page loads only its own origin, Chromium runs with background networking off, and Lighthouse
// gets no URL but the app's.
//
// Lighthouse's performance score moves with the host's CPU (its simulation scales the main-thread
// work it observed), so the page is audited BENCH_LIGHTHOUSE_RUNS times (default 3) and performance
// is judged on the median run, as Lighthouse recommends; the other categories and CLS do not depend
// on the CPU and must hold on every run.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { root, startApi, stop, tempDataDir } from '../lib.ts';

const PERFORMANCE_BUDGET = 0.98;
const EXACT_BUDGETS = ['accessibility', 'best-practices', 'seo'] as const;
export const CLS_BUDGET = 0.02;
const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3490);
export const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

/** Chromium for a closed network, headless; chrome-launcher adds its own automation defaults. */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

type ChromiumPathModule = { resolveChromiumPath: () => Promise<string> };
export type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** The one browser the repo drives (imported at run time: e2e/ is its own TypeScript project). */
export async function chromiumPath(): Promise<string> {
  const module = (await import(
    pathToFileURL(join(root, 'e2e/support/chromium-path.ts')).href
  )) as ChromiumPathModule;
  return module.resolveChromiumPath();
}

export const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
export const cls = (lhr: Result) => lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.POSITIVE_INFINITY;
const metric = (lhr: Result, id: string) => lhr.audits[id]?.displayValue ?? '?';

export function describeRun(lhr: Result): string {
  return [
    `performance ${score(lhr, 'performance')}`,
    ...EXACT_BUDGETS.map((id) => `${id} ${score(lhr, id)}`),
    `CLS ${cls(lhr).toFixed(3)}`,
    `FCP ${metric(lhr, 'first-contentful-paint')}`,
    `LCP ${metric(lhr, 'largest-contentful-paint')}`,
    `TBT ${metric(lhr, 'total-blocking-time')}`,
    `SI ${metric(lhr, 'speed-index')}`,
  ].join(' · ');
}

/** The audits that cost a category points, so a miss says where to look. */
export function printLosses(lhr: Result, id: string): void {
  for (const ref of lhr.categories[id]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
      console.log(`  - ${ref.id}: ${audit.displayValue ?? audit.score}`);
    }
  }
}

export async function run(): Promise<boolean> {
  // BENCH_WEB_DIST audits another build (e.g. a vite build to a temp outDir) than apps/web/dist.
  const webDist = resolve(root, process.env.BENCH_WEB_DIST ?? 'apps/web/dist');
  if (!existsSync(join(webDist, 'index.html')))
    throw new Error(`no web build in ${webDist}: run npm run build first`);

  const children: ChildProcess[] = [];
  const data = tempDataDir('tenho-bench-lighthouse-');
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    // PUBLIC_URL is the audited origin, so the canonical link and the sitemap name the page itself.
    const origin = `http://localhost:${PORT}`;
    children.push(await startApi(PORT, data.dir, { WEB_DIST: webDist, PUBLIC_URL: origin }));

    const userDataDir = join(data.dir, 'chrome-profile');
    mkdirSync(userDataDir);
    chrome = await chromeLauncher.launch({
      chromePath: await chromiumPath(),
      chromeFlags: CHROME_FLAGS,
      logLevel: 'silent',
      userDataDir,
    });

    const runs: Result[] = [];
    for (let i = 1; i <= RUNS; i++) {
      // The default config is the mobile preset (Moto G Power, slow 4G, 4x CPU slowdown, simulated);
      // every run starts with an empty cache and storage.
      const result = await lighthouse(`${origin}/`, { port: chrome.port, output: 'json', logLevel: 'error' });
      if (!result) throw new Error('Lighthouse returned no result');
      const { lhr } = result;
      if (lhr.runtimeError)
        throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      console.log(`run ${i}/${RUNS}: ${describeRun(lhr)}`);
      runs.push(lhr);
    }
    const median = computeMedianRun(runs);
    if (process.env.BENCH_LIGHTHOUSE_REPORT) {
      writeFileSync(process.env.BENCH_LIGHTHOUSE_REPORT, JSON.stringify(median, null, 2));
    }

    const performance = score(median, 'performance');
    const performancePass = performance >= PERFORMANCE_BUDGET * 100;
    console.log(
      `performance    : ${String(performance).padStart(3)} (median run) — budget ≥ ${PERFORMANCE_BUDGET * 100}${performancePass ? '' : '  ✗'}`,
    );
    if (!performancePass) printLosses(median, 'performance');

    let ok = performancePass;
    for (const id of EXACT_BUDGETS) {
      const worst = runs.reduce((low, lhr) => (score(lhr, id) < score(low, id) ? lhr : low));
      const pass = score(worst, id) === 100;
      ok &&= pass;
      console.log(
        `${id.padEnd(15)}: ${String(score(worst, id)).padStart(3)} (every run) — budget = 100${pass ? '' : '  ✗'}`,
      );
      if (!pass) printLosses(worst, id);
    }
    const worstCls = Math.max(...runs.map(cls));
    const clsPass = worstCls <= CLS_BUDGET;
    ok &&= clsPass;
    console.log(
      `CLS            : ${worstCls.toFixed(3)} (every run) — budget ≤ ${CLS_BUDGET}${clsPass ? '' : '  ✗'}`,
    );
    return ok;
  } finally {
    await chrome?.kill();
    stop(children);
    data.remove();
  }
}
