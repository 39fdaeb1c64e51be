// npm run bench: load and size benchmarks with their budgets. Exits non-zero when a budget is missed.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const root = resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BUDGETS = { meVsBareRatio: 0.5, landingJsGzipKB: 120 };
const MASTER = { email: 'bench.master@tenho.com.br', password: 'Bench#Master2026' };

function start(args: string[], env: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
  return new Promise((resolveStart, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`timeout starting ${args.join(' ')}\n${out}`)), 120_000);
    const onData = (d: Buffer) => {
      out += d;
      if (ready.test(out)) {
        clearTimeout(timer);
        resolveStart(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited ${code}\n${out}`)));
  });
}

async function waitHealthy(url: string) {
  for (let i = 0; i < 400; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`not healthy: ${url}`);
}

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50 };
}

function landingJsGzipBytes(): { bytes: number; files: string[] } {
  const dist = join(root, 'apps/web/dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map((m) => m[1]!);
  const bytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f.replace(/^\//, ''))), { level: 9 }).length, 0);
  return { bytes, files };
}

const children: ChildProcess[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'tenho-bench-'));
let failed = false;
try {
  const js = landingJsGzipBytes();
  const kb = js.bytes / 1024;
  console.log(`landing JS (gzip): ${kb.toFixed(1)} KB over ${js.files.length} file(s) — budget ≤ ${BUDGETS.landingJsGzipKB} KB`);
  if (kb > BUDGETS.landingJsGzipKB) failed = true;

  const apiPort = 3401;
  const barePort = 3402;
  children.push(
    await start(['apps/api/src/main.ts'], {
      PORT: String(apiPort), DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: '0', NODE_ENV: 'production',
      MASTER_EMAIL: MASTER.email, MASTER_PASSWORD: MASTER.password, LOG_LEVEL: 'warn',
    }, /./),
  );
  await waitHealthy(`http://127.0.0.1:${apiPort}/api/health`);
  children.push(await start(['bench/bare-server.ts'], { PORT: String(barePort) }, /ready/));

  const login = await fetch(`http://127.0.0.1:${apiPort}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(MASTER),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };

  await load(`http://127.0.0.1:${barePort}/bare`); // warm-up
  const bare = await load(`http://127.0.0.1:${barePort}/bare`);
  const me = await load(`http://127.0.0.1:${apiPort}/api/auth/me`, { authorization: `Bearer ${token}` });
  const ratio = me.rps / bare.rps;
  console.log(`bare Fastify route : ${bare.rps.toFixed(0)} req/s (p50 ${bare.p50} ms, p99 ${bare.p99} ms)`);
  console.log(`GET /api/auth/me   : ${me.rps.toFixed(0)} req/s (p50 ${me.p50} ms, p99 ${me.p99} ms)`);
  console.log(`ratio me/bare      : ${(ratio * 100).toFixed(1)} % — budget ≥ ${BUDGETS.meVsBareRatio * 100} %`);
  if (ratio < BUDGETS.meVsBareRatio) failed = true;
} catch (err) {
  console.error(err);
  failed = true;
} finally {
  for (const c of children) c.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(failed ? 'bench: budget missed' : 'bench: all budgets met');
process.exit(failed ? 1 : 0);
