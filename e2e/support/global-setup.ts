import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { E2E_MASTER } from './credentials.ts';

const root = resolve(import.meta.dirname, '../..');
let server: ChildProcess | undefined;
let dataDir: string | undefined;

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (server?.exitCode != null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch (err) {
      lastError = err;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy: ${String(lastError)}`);
}

export default async function setup(project: TestProject) {
  if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first (npm run test:e2e does).');
  }
  const port = Number(process.env.E2E_PORT ?? 3321);
  const baseUrl = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'tenho-e2e-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_DEMO: '1',
      MASTER_EMAIL: E2E_MASTER.email,
      MASTER_PASSWORD: E2E_MASTER.password,
      LOGIN_MAX_FAILURES_PER_IP: '0',
      AUTH_RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (d) => (output += d));
  server.stderr?.on('data', (d) => (output += d));
  try {
    await waitForHealth(baseUrl, 90_000);
  } catch (err) {
    server.kill('SIGKILL');
    throw new Error(`${(err as Error).message}\n--- server output ---\n${output.slice(-4000)}`);
  }
  project.provide('baseUrl', baseUrl);

  return async () => {
    server?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    if (server && server.exitCode == null) server.kill('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
