import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { E2E_MASTER } from './credentials.ts';

const root = resolve(import.meta.dirname, '../..');

/** The server's own metrics tell which Node runs it (prom-client's nodejs_version_info). */
const METRICS_TOKEN = 'e2e-metrics-token-0123456789';

/** The journeys run against a server on Node 22.12 or newer (the node package of the lockfile). */
async function assertServerNode(baseUrl: string): Promise<void> {
  const response = await fetch(`${baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const version = /nodejs_version_info\{version="v(\d+)\.(\d+)\./.exec(await response.text());
  const [major, minor] = version ? [Number(version[1]), Number(version[2])] : [0, 0];
  if (major < 22 || (major === 22 && minor < 12)) {
    throw new Error(
      `the e2e server runs on Node ${version ? `${major}.${minor}` : 'unknown'}; it needs 22.12 or newer`,
    );
  }
}

export type E2eServer = {
  baseUrl: string;
  /** The server's DATA_DIR (a fresh temp dir); e-mails land in `${dataDir}/mail`. */
  dataDir: string;
  stop: (graceMs?: number, keepDatabase?: string) => Promise<void>;
};

/**
 * A DATA_DIR whose embedded database is migrated and seeded (`createDataTemplate`): a server started
 * on a copy of it opens that database instead of creating one, about 9 of its 14 s of CPU at start on
 * a slow machine. The journeys' global setup makes it once and hands it on in this variable.
 */
export const DATA_TEMPLATE_ENV = 'E2E_DATA_TEMPLATE';

/**
 * The real app (built web + API) on a fresh embedded database in a temp DATA_DIR, seeded with the
 * demo network, with e-mails written as .eml files. Used by the journeys' global setup, by journeys
 * that need a server of their own, and by the screenshot script. With `E2E_DATA_TEMPLATE` set, the
 * database is a copy of that template (the same demo network, made minutes earlier).
 */
export async function startServer(port: number, extraEnv: Record<string, string> = {}): Promise<E2eServer> {
  // WEB_DIST (passed on to the server) lets a journey run against another build directory.
  const webDist = process.env.WEB_DIST ? resolve(process.env.WEB_DIST) : join(root, 'apps/web/dist');
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first (npm run test:e2e does).');
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'tenho-e2e-'));
  const template = process.env[DATA_TEMPLATE_ENV];
  if (template && existsSync(template)) cpSync(template, dataDir, { recursive: true });
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      // Demo accounts are never seeded with NODE_ENV=production (issue 13); everything else the
      // journeys rely on behaves the same under test.
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      // E-mails become .eml files under DATA_DIR/mail, with links back to this server.
      SMTP_URL: '',
      PUBLIC_URL: baseUrl,
      SEED_DEMO: '1',
      MASTER_EMAIL: E2E_MASTER.email,
      MASTER_PASSWORD: E2E_MASTER.password,
      LOGIN_MAX_FAILURES_PER_IP: '0',
      AUTH_RATE_LIMIT_PER_MINUTE: '0',
      REGISTER_RATE_LIMIT_PER_HOUR: '0',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (d) => (output += d));
  server.stderr?.on('data', (d) => (output += d));

  /**
   * `graceMs`: how long the server may take to close after SIGTERM before it is killed; `keepDatabase`:
   * where to copy its database once it has exited cleanly (createDataTemplate).
   */
  const stop = async (graceMs = 300, keepDatabase?: string) => {
    const exited = new Promise((r) => server.once('exit', r));
    if (server.exitCode == null && server.signalCode == null) server.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, graceMs))]);
    if (server.exitCode == null && server.signalCode == null) server.kill('SIGKILL');
    else if (keepDatabase && server.exitCode === 0)
      cpSync(join(dataDir, 'pglite'), keepDatabase, { recursive: true });
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 90_000;
  let lastError: unknown;
  for (;;) {
    if (server.exitCode != null) lastError = new Error(`server exited with code ${server.exitCode}`);
    else {
      try {
        const res = await fetch(`${baseUrl}/api/health`);
        if (res.ok) {
          await assertServerNode(baseUrl).catch(async (error: unknown) => {
            await stop();
            throw error;
          });
          return { baseUrl, dataDir, stop };
        }
      } catch (err) {
        lastError = err;
      }
    }
    if (server.exitCode != null || Date.now() > deadline) {
      await stop();
      throw new Error(
        `server did not become healthy: ${String(lastError)}\n--- server output ---\n${output.slice(-4000)}`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Starts a server on a fresh database (migrations, demo seed), lets it close cleanly, and keeps its
 * database as a template DATA_DIR (a new temp dir); `remove` deletes it.
 */
export async function createDataTemplate(
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<{ dir: string; remove: () => void }> {
  const server = await startServer(port, extraEnv);
  const dir = mkdtempSync(join(tmpdir(), 'tenho-e2e-template-'));
  await server.stop(30_000, join(dir, 'pglite'));
  if (!existsSync(join(dir, 'pglite', 'PG_VERSION'))) throw new Error('the template server kept no database');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
