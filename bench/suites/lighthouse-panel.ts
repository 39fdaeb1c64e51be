// Signed-in on a phone (issue 33 point 5): Lighthouse with the landing suite's settings (lighthouse.ts:
// the default mobile preset, simulated throttling, the repo's Chromium, nothing but the app's origin)
// on the company dashboard, the company's Mensagens and the MASTER dashboard of the built app in
// production mode. Budgets per screen: performance ≥ 90 (median of BENCH_LIGHTHOUSE_RUNS runs, 3 by
// default), accessibility 100 and CLS ≤ 0.02 on every run.
//
// The session is set the way the panel keeps it: the 'auth-storage' entry of localStorage (zustand's
// persist, apps/web/src/lib/auth-store.ts) written on the app's origin through the DevTools protocol
// before the runs; Lighthouse's storage reset leaves localStorage alone by default, so every run
// starts with an empty cache and the session (no token in any URL). A run that ends anywhere but the
// screen asked for (the guard sent it to the landing page) fails the suite.
//
// For each screen it lists what the page loaded until Lighthouse saw it quiet (network and main
// thread idle, i.e. before it is interactive): scripts, styles, fonts and API calls with their
// sizes, the shell chunk (the entry of index.html) marked.
//
// The machine is shared: the performance score follows the host's CPU (Lighthouse scales the
// main-thread work it observed), so a busy host costs points; the other figures do not move.
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { BENCH_MASTER, root, startApi, stop, tempDataDir } from '../lib.ts';
import {
  CHROME_FLAGS,
  CLS_BUDGET,
  RUNS,
  chromiumPath,
  cls,
  describeRun,
  printLosses,
  score,
  type Result,
} from './lighthouse.ts';

const PERFORMANCE_BUDGET = 90;
const PORT = Number(process.env.BENCH_LIGHTHOUSE_PANEL_PORT ?? 3491);
/** The key zustand's persist keeps the session under (STORAGE_KEYS.auth) and its version. */
const AUTH_STORAGE_KEY = 'auth-storage';
const AUTH_STORAGE_VERSION = 1;
const COMPANY = {
  email: 'empresa.lighthouse@bench.tenho.com.br',
  password: 'Empresa#Bench2026',
  name: 'Auto Peças Lighthouse',
};

type Account = { email: string; password: string };
type Screen = { name: string; path: string; account: Account };

const SCREENS: Screen[] = [
  { name: 'company dashboard', path: '/client', account: COMPANY },
  { name: "company's Mensagens", path: '/client/mensagens', account: COMPANY },
  { name: 'MASTER dashboard', path: '/master', account: BENCH_MASTER },
];

type Session = { token: string; user: unknown };

async function api<T>(origin: string, method: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${origin}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const login = (origin: string, account: Account) =>
  api<Session>(origin, 'POST', '/auth/login', null, { email: account.email, password: account.password });

/** A unit with a Pix key and one active company in it, as the MASTER creates them. */
async function seed(origin: string): Promise<void> {
  const { token } = await login(origin, BENCH_MASTER);
  const unit = await api<{ id: number }>(origin, 'POST', '/franchise-units', token, {
    name: 'Tenho Lighthouse',
    code: 'tenho-lighthouse',
    city: 'São Paulo',
    state: 'SP',
    pix_key: 'financeiro.lighthouse@tenho.com.br',
  });
  await api(origin, 'POST', '/users', token, {
    email: COMPANY.email,
    password: COMPANY.password,
    display_name: COMPANY.name,
    phones: [{ phone: '11987650001', type: 'WHATSAPP', is_primary: true }],
    role: 'CLIENT',
    unit_id: unit.id,
    is_active: true,
  });
}

/** Sends one DevTools-protocol command to a page target and waits for its answer. */
function cdpCommand(wsUrl: string, method: string, params: Record<string, unknown>): Promise<unknown> {
  return new Promise((done, fail) => {
    const socket = new WebSocket(wsUrl);
    const timer = setTimeout(() => fail(new Error(`CDP ${method}: no answer`)), 15_000);
    socket.addEventListener('open', () => socket.send(JSON.stringify({ id: 1, method, params })));
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: unknown };
      if (message.id !== 1) return;
      clearTimeout(timer);
      socket.close();
      if (message.error) fail(new Error(`CDP ${method}: ${JSON.stringify(message.error)}`));
      else done(message.result);
    });
    socket.addEventListener('error', () => fail(new Error(`CDP ${method}: socket error`)));
  });
}

/**
 * Writes the panel's session into the origin's localStorage, as the login modal leaves it: a tab on
 * the origin (its health route) runs the write, then closes.
 */
async function setSession(debugPort: number, origin: string, session: Session): Promise<void> {
  const devtools = `http://127.0.0.1:${debugPort}`;
  const target = (await (
    await fetch(`${devtools}/json/new?${origin}/api/health`, { method: 'PUT' })
  ).json()) as { id: string; webSocketDebuggerUrl: string };
  try {
    const value = JSON.stringify({
      state: { user: session.user, token: session.token },
      version: AUTH_STORAGE_VERSION,
    });
    // The new tab may still be loading its page: wait for the origin before writing. While it
    // navigates the tab has no execution context for a moment, and the evaluation fails: try again.
    for (let i = 0; i < 50; i++) {
      const result = (await cdpCommand(target.webSocketDebuggerUrl, 'Runtime.evaluate', {
        expression: `location.origin === ${JSON.stringify(origin)} && document.readyState === 'complete'`,
        returnByValue: true,
      }).catch((error: unknown) => {
        if (String(error).includes('Cannot find default execution context')) return null;
        throw error;
      })) as { result: { value: boolean } } | null;
      if (result?.result.value) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const written = (await cdpCommand(target.webSocketDebuggerUrl, 'Runtime.evaluate', {
      expression: `localStorage.setItem(${JSON.stringify(AUTH_STORAGE_KEY)}, ${JSON.stringify(value)}); localStorage.getItem(${JSON.stringify(AUTH_STORAGE_KEY)}) !== null`,
      returnByValue: true,
    })) as { result: { value: boolean } };
    if (!written.result.value) throw new Error('the session was not written');
  } finally {
    await fetch(`${devtools}/json/close/${target.id}`);
  }
}

type NetworkItem = {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
  rendererStartTime?: number;
};

const LISTED_TYPES = new Set(['Script', 'Stylesheet', 'Font', 'Fetch', 'XHR', 'Document']);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The entry chunk of index.html: the shell every screen of the app starts from. */
function shellChunk(webDist: string): string {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const entry = /<script[^>]*\stype="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('no module entry in index.html');
  return entry;
}

/**
 * What the screen loaded until Lighthouse saw it quiet, in the order it was asked for, with sizes
 * (on the wire = compressed, with headers; raw = the file). A URL asked for again (a list's polling)
 * is listed once with its count.
 */
function printLoads(lhr: Result, origin: string, shell: string): void {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  const items = (details?.items ?? []).filter((item) => LISTED_TYPES.has(item.resourceType ?? ''));
  items.sort((a, b) => (a.rendererStartTime ?? 0) - (b.rendererStartTime ?? 0));
  const seen = new Map<string, { item: NetworkItem; count: number }>();
  for (const item of items) {
    const known = seen.get(item.url);
    if (known) known.count += 1;
    else seen.set(item.url, { item, count: 1 });
  }
  let wire = 0;
  let raw = 0;
  let files = 0;
  for (const { item, count } of seen.values()) {
    const path = item.url.startsWith(origin) ? item.url.slice(origin.length) : item.url;
    const transfer = item.transferSize ?? 0;
    const size = item.resourceSize ?? 0;
    if (item.resourceType === 'Script') {
      wire += transfer;
      raw += size;
      files += 1;
    }
    const mark =
      path === shell ? '  ← shell chunk' : /\/panel-frame-[\w-]+\.js$/.test(path) ? '  ← panel frame' : '';
    const times = count > 1 ? ` ×${count}` : '';
    console.log(
      `    ${(item.resourceType ?? '?').padEnd(10)} ${kb(transfer).padStart(9)} (${kb(size).padStart(9)} raw)  ${path}${times}${mark}`,
    );
  }
  console.log(`    scripts: ${files} file(s), ${kb(wire)} on the wire, ${kb(raw)} raw`);
}

export async function run(): Promise<boolean> {
  const webDist = resolve(root, process.env.BENCH_WEB_DIST ?? 'apps/web/dist');
  const shell = shellChunk(webDist);
  const children: ChildProcess[] = [];
  const data = tempDataDir('tenho-bench-lighthouse-panel-');
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const origin = `http://localhost:${PORT}`;
    children.push(await startApi(PORT, data.dir, { WEB_DIST: webDist, PUBLIC_URL: origin }));
    await seed(origin);

    const userDataDir = join(data.dir, 'chrome-profile');
    mkdirSync(userDataDir);
    chrome = await chromeLauncher.launch({
      chromePath: await chromiumPath(),
      chromeFlags: CHROME_FLAGS,
      logLevel: 'silent',
      userDataDir,
    });

    const reports: Record<string, Result> = {};
    let ok = true;
    for (const screen of SCREENS) {
      console.log(`\n-- ${screen.name} (${screen.path}) --`);
      await setSession(chrome.port, origin, await login(origin, screen.account));
      const runs: Result[] = [];
      for (let i = 1; i <= RUNS; i++) {
        // The landing suite's call: the default (mobile) config, an empty cache on every run.
        const result = await lighthouse(`${origin}${screen.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
        });
        if (!result) throw new Error('Lighthouse returned no result');
        const { lhr } = result;
        if (lhr.runtimeError)
          throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const landed = new URL(lhr.finalDisplayedUrl).pathname;
        if (landed !== screen.path)
          throw new Error(`${screen.name}: the run ended on ${landed}, not ${screen.path} (session lost?)`);
        console.log(`run ${i}/${RUNS}: ${describeRun(lhr)}`);
        runs.push(lhr);
      }
      const median = computeMedianRun(runs);
      reports[screen.path] = median;

      const performance = score(median, 'performance');
      const performancePass = performance >= PERFORMANCE_BUDGET;
      console.log(
        `performance    : ${String(performance).padStart(3)} (median run) — budget ≥ ${PERFORMANCE_BUDGET}${performancePass ? '' : '  ✗'}`,
      );
      if (!performancePass) printLosses(median, 'performance');
      const worst = runs.reduce((low, lhr) =>
        score(lhr, 'accessibility') < score(low, 'accessibility') ? lhr : low,
      );
      const a11yPass = score(worst, 'accessibility') === 100;
      console.log(
        `accessibility  : ${String(score(worst, 'accessibility')).padStart(3)} (every run) — budget = 100${a11yPass ? '' : '  ✗'}`,
      );
      if (!a11yPass) printLosses(worst, 'accessibility');
      const worstCls = Math.max(...runs.map(cls));
      const clsPass = worstCls <= CLS_BUDGET;
      console.log(
        `CLS            : ${worstCls.toFixed(3)} (every run) — budget ≤ ${CLS_BUDGET}${clsPass ? '' : '  ✗'}`,
      );
      console.log(
        `interactive    : ${median.audits.interactive?.displayValue ?? '?'} (TTI, median run); loaded before it:`,
      );
      printLoads(median, origin, shell);
      ok &&= performancePass && a11yPass && clsPass;
    }
    if (process.env.BENCH_LIGHTHOUSE_PANEL_REPORT) {
      writeFileSync(process.env.BENCH_LIGHTHOUSE_PANEL_REPORT, JSON.stringify(reports, null, 2));
    }
    return ok;
  } finally {
    await chrome?.kill();
    stop(children);
    data.remove();
  }
}
