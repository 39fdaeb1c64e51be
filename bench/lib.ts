// Shared pieces of the benchmark suites: start a process, wait for health, drive load with autocannon.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

export const root = resolve(import.meta.dirname, '..');
export const DURATION = Number(process.env.BENCH_DURATION ?? 8);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const BENCH_MASTER = { email: 'bench.master@tenho.com.br', password: 'Bench#Master2026' };

/** Starts `node --import tsx <args>` from the repo root; resolves once its output matches `ready`. */
export function start(args: string[], env: Record<string, string>, ready: RegExp = /./): Promise<ChildProcess> {
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

export async function waitHealthy(url: string): Promise<void> {
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

export type LoadResult = { rps: number; p50: number; p95: number; p99: number };

/** autocannon for DURATION seconds; any non-2xx or socket error fails the suite. */
export async function load(
  url: string,
  headers: Record<string, string> = {},
  options: { connections?: number; duration?: number } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? CONNECTIONS,
    duration: options.duration ?? DURATION,
    headers,
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  // autocannon reports p97.5 but not p95; p97_5 is the nearest bound above it.
  const latency = result.latency as typeof result.latency & { p95?: number };
  return { rps: result.requests.average, p50: latency.p50, p95: latency.p95 ?? latency.p97_5, p99: latency.p99 };
}

/** A throwaway data dir, removed by the returned function. */
export function tempDataDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The API in production mode on an embedded database with the bench MASTER. */
export async function startApi(port: number, dataDir: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = await start(['apps/api/src/main.ts'], {
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    SEED_DEMO: '0',
    NODE_ENV: 'production',
    PRIVACY_PSEUDONYM_SECRET: 'segredo-de-teste-dos-pseudonimos',
    MASTER_EMAIL: BENCH_MASTER.email,
    MASTER_PASSWORD: BENCH_MASTER.password,
    LOG_LEVEL: 'warn',
    ...env,
  });
  await waitHealthy(`http://127.0.0.1:${port}/api/health`);
  return child;
}

export async function loginToken(baseUrl: string, credentials: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export function stop(children: ChildProcess[]): void {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
}
