import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { signWebhookBody } from '../../src/whatsapp/signature.ts';
import { withDatabase } from '../test-database-info.ts';

/**
 * Several real Tenho processes (the compiled server in apps/api/dist, NODE_ENV=production) on one
 * fresh PostgreSQL database and one Redis database, for the cluster acceptance tests and the
 * cluster bench.
 */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const CLUSTER_APP_SECRET = 'cluster-app-secret';
export const CLUSTER_MASTER = { email: 'master@cluster.tenho.test', password: 'Cluster-Master-Senha-42!' };

export type ClusterOptions = {
  /** PostgreSQL server URL with a database to connect to for CREATE DATABASE. */
  adminUrl?: string;
  redisUrl?: string;
  /** Extra environment for every process. */
  env?: Record<string, string>;
  /** Build apps/api/dist first (default true; skipped with CLUSTER_NO_BUILD=1). */
  build?: boolean;
  name?: string;
};

export type TenhoProcess = {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  logPath: string;
  /** Resolves with the exit code (or signal name) once the process has exited. */
  exited: Promise<number | string>;
  exitedAt: number | null;
};

export type Cluster = {
  db: DatabaseHandle;
  databaseUrl: string;
  redisUrl: string;
  logDir: string;
  start: (name: string, port: number, env?: Record<string, string>) => Promise<TenhoProcess>;
  processes: Map<string, TenhoProcess>;
  close: () => Promise<void>;
};

export const DEFAULT_ADMIN_URL =
  process.env.CLUSTER_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
export const DEFAULT_REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/5';

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export function buildApi() {
  const result = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts/build-api.mjs')], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('npm run build:api failed');
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const adminUrl = options.adminUrl ?? DEFAULT_ADMIN_URL;
  const redisUrl = options.redisUrl ?? DEFAULT_REDIS_URL;
  if ((options.build ?? true) && process.env.CLUSTER_NO_BUILD !== '1') buildApi();
  if (!existsSync(join(REPO_ROOT, 'apps/api/dist/main.js'))) throw new Error('apps/api/dist is missing');

  const name = `tenho_${options.name ?? 'cluster'}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  const databaseUrl = withDatabase(adminUrl, name);
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  await redis.flushdb();
  await redis.quit();

  const logDir = mkdtempSync(join(tmpdir(), 'tenho-cluster-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'tenho-cluster-data-'));
  const processes = new Map<string, TenhoProcess>();
  let db: DatabaseHandle | null = null;

  const start = async (procName: string, port: number, env: Record<string, string> = {}) => {
    const logPath = join(logDir, `${procName}.log`);
    const log = createWriteStream(logPath, { flags: 'a' });
    const child = spawn(
      process.execPath,
      ['--enable-source-maps', join(REPO_ROOT, 'apps/api/dist/main.js')],
      {
        cwd: REPO_ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'production',
          PRIVACY_PSEUDONYM_SECRET: 'segredo-de-teste-dos-pseudonimos',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATABASE_URL: databaseUrl,
          REDIS_URL: redisUrl,
          DATA_DIR: dataDir,
          WEB_DIST: join(logDir, 'no-web'),
          WORKERS: '1',
          TRUST_PROXY: '1',
          LOG_LEVEL: 'warn',
          MASTER_EMAIL: CLUSTER_MASTER.email,
          MASTER_PASSWORD: CLUSTER_MASTER.password,
          WHATSAPP_APP_SECRET: CLUSTER_APP_SECRET,
          AUTH_RATE_LIMIT_PER_MINUTE: '100000',
          ...options.env,
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout!.pipe(log);
    child.stderr!.pipe(log);
    const proc: TenhoProcess = {
      name: procName,
      port,
      url: `http://127.0.0.1:${port}`,
      child,
      logPath,
      exitedAt: null,
      exited: new Promise((resolveExit) =>
        child.once('exit', (code, signal) => {
          proc.exitedAt = Date.now();
          resolveExit(code ?? signal ?? 'unknown');
        }),
      ),
    };
    processes.set(procName, proc);
    await waitReady(proc);
    return proc;
  };

  return {
    get db() {
      if (!db) throw new Error('cluster.db is available after the first process started');
      return db;
    },
    databaseUrl,
    redisUrl,
    logDir,
    processes,
    async start(procName, port, env) {
      const proc = await start(procName, port, env);
      db ??= await createDatabase({ url: databaseUrl, poolMax: 4 });
      return proc;
    },
    async close() {
      for (const proc of processes.values()) {
        if (proc.exitedAt === null) proc.child.kill('SIGTERM');
      }
      await Promise.all(
        [...processes.values()].map((p) =>
          withTimeout(p.exited, 12_000).catch(() => p.child.kill('SIGKILL')),
        ),
      );
      await db?.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  } as Cluster;
}

export async function waitReady(proc: TenhoProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc.exitedAt !== null) throw new Error(`${proc.name} exited while starting; see ${proc.logPath}`);
    try {
      const response = await fetch(`${proc.url}/api/ready`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`${proc.name} not ready after ${timeoutMs} ms; see ${proc.logPath}`);
    await sleep(100);
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolvePromise(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Polls `check` until it returns a truthy value (returned) or the time is up (throws). */
export async function eventually<T>(
  check: () => Promise<T>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as NonNullable<T>;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`${what} not met within ${timeoutMs} ms${last ? `: ${String(last)}` : ''}`);
    await sleep(100);
  }
}

/** JSON API call; `ip` becomes X-Forwarded-For (the processes trust the loopback proxy). */
export async function api(
  proc: Pick<TenhoProcess, 'url'>,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; ip?: string } = {},
) {
  const response = await fetch(`${proc.url}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: response.status, json: json as Record<string, unknown>, headers: response.headers };
}

export async function login(
  proc: Pick<TenhoProcess, 'url'>,
  user: { email: string; password: string },
  ip = '192.0.2.1',
): Promise<string> {
  const response = await api(proc, 'POST', '/api/auth/login', {
    body: { email: user.email, password: user.password },
    ip,
  });
  if (response.status !== 200)
    throw new Error(`login ${user.email}: ${response.status} ${JSON.stringify(response.json)}`);
  return (response.json as { token: string }).token;
}

/** POSTs a Cloud-API-shaped delivery to /api/webhooks/whatsapp, signed with the cluster's secret. */
/** JSON as Meta writes it: non-ASCII escaped (the signature covers the raw bytes). */
export function metaJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export async function deliverSigned(proc: Pick<TenhoProcess, 'url'>, payload: unknown) {
  const raw = metaJson(payload);
  return fetch(`${proc.url}/api/webhooks/whatsapp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': signWebhookBody(CLUSTER_APP_SECRET, raw),
    },
    body: raw,
  });
}
