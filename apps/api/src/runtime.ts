import { buildApp, PIX_SANDBOX_PREFIX, sandboxBaseUrl, type App } from './app.ts';
import { connectDemoUnitsToSandbox, disconnectSandboxUnits } from './modules/pix/pix-demo.ts';
import { startPixReconciliation } from './modules/wallet/pix-workers.ts';
import { loadConfig, webDistExists, type AppConfig } from './config.ts';
import { createDatabase, type DatabaseHandle } from './db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/demo-data.ts';
import { migrateDatabase, withStartupLock } from './db/migrate.ts';
import { runSeed, type SeedReport } from './db/seed.ts';
import { createJobQueue, type JobQueue, type JobQueueLogger } from './jobs/job-queue.ts';
import { startMetricsServer } from './lib/metrics.ts';
import { seedDemoRequests } from './modules/messages/demo-requests.ts';

/**
 * One Tenho process (architecture §6): `api` serves HTTP and, unless WORKERS=0, runs the background
 * workers too; `worker` (npm run worker) runs only the workers and opens no port. Any number of
 * both may share one PostgreSQL (and Redis): start-up takes an advisory lock, the outbox is shared
 * with FOR UPDATE SKIP LOCKED, and scheduled jobs run once per tick across processes.
 */
export type ProcessRole = 'api' | 'worker';

/** The whole shutdown must fit in this (orchestrators send SIGKILL after ~10 s). */
const SHUTDOWN_BUDGET_MS = 9_500;
/**
 * After /api/ready turns 503 the process keeps serving this long (answers close their connection),
 * so a load balancer polling readiness stops sending before the listener closes.
 */
function drainGraceMs(config: AppConfig): number {
  const value = Number(process.env.SHUTDOWN_GRACE_MS ?? (config.nodeEnv === 'production' ? 1000 : 0));
  return Number.isFinite(value) ? Math.min(Math.max(value, 0), 3000) : 1000;
}
/** In-flight HTTP requests get this long after the listener closed; then lingering connections (streams) are cut. */
const HTTP_DRAIN_MS = 3_500;

export async function runProcess(role: ProcessRole): Promise<void> {
  const loaded = loadConfig();
  // A worker process exists to run the jobs, whatever WORKERS says.
  const config: AppConfig = role === 'worker' ? { ...loaded, workers: true } : loaded;
  if (config.nodeEnv === 'production' && !config.privacyPseudonymSecret) {
    // Erased consumers' pseudonyms under a published key could be reversed by trying numbers.
    throw new Error(
      'Invalid environment: PRIVACY_PSEUDONYM_SECRET is required in production (the key of erased consumers\' pseudonyms)',
    );
  }
  const handle = await createDatabase({ url: config.databaseUrl, dataDir: config.dataDir });

  // pg-boss (the outbox and the schedules): started before the app so signed webhooks can enqueue.
  // WORKERS=0: this process only enqueues; another one runs the jobs.
  let appLog: JobQueueLogger | null = null;
  const jobLog: JobQueueLogger = {
    error: (obj, msg) => (appLog ? appLog.error(obj, msg) : process.stderr.write(`${msg}\n`)),
    warn: (obj, msg) => (appLog ? appLog.warn(obj, msg) : process.stderr.write(`${msg}\n`)),
  };
  const jobs = createJobQueue({ db: handle.db, workers: config.workers, log: jobLog });

  // Migrations, the first MASTER and pg-boss's schema, one process at a time.
  const seed = await withStartupLock(handle, async () => {
    await migrateDatabase(handle);
    const report = await runSeed(handle, config);
    if (report.demoPresent && config.nodeEnv !== 'production') await seedDemoRequests(handle.db);
    await jobs.start();
    return report;
  });

  const app = await buildApp({
    db: handle.db,
    config,
    logger: { level: config.logLevel, base: { pid: process.pid, role } },
    jobs,
  });
  appLog = app.log;
  app.readiness.set('starting');

  /** Listeners opened after the app (closed with it on shutdown). */
  const closers: (() => Promise<void>)[] = [];
  installShutdown(app, jobs, handle, role, closers);

  if (seed.demoRefused) {
    app.log.warn(
      'SEED_DEMO=1 ignored: demo accounts (published password) are never created with NODE_ENV=production',
    );
  }
  if (seed.demoPresent && config.nodeEnv === 'production') {
    app.log.warn(
      'this database holds the demo accounts, whose password is published: deactivate or delete them in production',
    );
  }

  // Issue 31: a restored older backup must not bring an erased consumer back; re-erase before serving.
  const reErased = await app.whatsapp.pipeline?.privacy.reapplyErasures();
  if (reErased)
    app.log.warn({ event: 'privacy.reapplied', count: reErased }, 'erasures re-applied after a restore');

  if (role === 'api') await app.listen({ host: config.host, port: config.port });
  else await app.ready();
  if (config.metricsPort !== null && config.metricsToken) {
    // The worker's only listener (an API process may use it to keep /metrics on a private port).
    const metricsServer = await startMetricsServer({
      token: config.metricsToken,
      host: config.host,
      port: config.metricsPort,
    });
    closers.push(() => new Promise<void>((resolve) => metricsServer.close(() => resolve())));
    app.log.info({ event: 'metrics.listening', port: config.metricsPort }, 'metrics served on METRICS_PORT');
  }
  if (config.workers) {
    await app.whatsapp.startWorkers();
    await startPixReconciliation(jobs, app.pix.topUps, config.pix.reconcileSeconds, app.log);
  }
  // Development: the demo units receive through the in-process PSP sandbox (issue 23), which runs
  // only outside production while listening on loopback (issue 28).
  if (config.pix.sandboxOff === 'exposed') {
    app.log.warn(
      { event: 'pix.sandbox', host: config.host },
      `PSP sandbox off: HOST=${config.host} is reachable from other machines (it runs only on loopback, e.g. HOST=127.0.0.1)`,
    );
  }
  if (role === 'api' && app.pix.sandbox && seed.demoPresent && config.nodeEnv !== 'production') {
    await connectDemoUnitsToSandbox(
      handle.db,
      app.pix.api,
      sandboxBaseUrl(config),
      app.pix.sandbox.credentials,
      PIX_SANDBOX_PREFIX,
    )
      .then((units) =>
        app.log.info({ event: 'pix.sandbox', units }, 'demo units connected to the PSP sandbox'),
      )
      .catch((error: unknown) => app.log.warn({ err: error }, 'demo units not connected to the PSP sandbox'));
  } else if (role === 'api' && !app.pix.sandbox) {
    await disconnectSandboxUnits(handle.db, PIX_SANDBOX_PREFIX)
      .then((units) => {
        if (units.length > 0)
          app.log.info(
            { event: 'pix.sandbox', units },
            'units disconnected from the PSP sandbox (not running)',
          );
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'sandbox connections not removed'));
  }
  app.readiness.set('ready');
  // Built in the background so the port opens at once; the first categorisation waits for it.
  app.categorizer
    .warm()
    .catch((error: unknown) => app.log.error({ err: error }, 'categoriser warm-up failed'));
  if (role === 'api') {
    printBanner(config.port, handle.driver, config.dataDir, webDistExists(config), seed, config.nodeEnv);
  } else {
    app.log.info({ event: 'worker.started' }, 'worker process started: background jobs only, no HTTP');
  }
}

/**
 * SIGTERM/SIGINT: /api/ready answers 503 at once (draining) and, after a short grace period in which
 * answers carry `Connection: close`, the listener closes (new connections
 * are refused, a request arriving on a kept-alive connection gets 503 + Connection: close);
 * in-flight requests finish; lingering streams are cut after HTTP_DRAIN_MS (event streams close in
 * the app's close hooks, and the browser reconnects to another process after its retry hint);
 * running jobs finish (pg-boss graceful stop, 5 s); then the database pool closes.
 */
function installShutdown(
  app: App,
  jobs: JobQueue,
  handle: DatabaseHandle,
  role: ProcessRole,
  closers: (() => Promise<void>)[],
) {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const started = Date.now();
    app.readiness.set('draining');
    app.log.info({ signal, event: 'shutdown.start' }, 'shutting down: draining');
    const force = setTimeout(() => {
      app.log.error({ event: 'shutdown.timeout' }, 'shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_BUDGET_MS);
    force.unref();
    try {
      const grace = role === 'api' ? drainGraceMs(app.config) : 0;
      if (grace > 0) await new Promise((r) => setTimeout(r, grace));
      const cut =
        role === 'api'
          ? setTimeout(() => {
              app.log.warn({ event: 'shutdown.cut' }, 'closing the connections still open');
              app.server.closeAllConnections();
            }, HTTP_DRAIN_MS)
          : null;
      cut?.unref();
      await app.close();
      if (cut) clearTimeout(cut);
      await Promise.all(closers.map((close) => close()));
      await jobs.stop();
      await handle.close();
      app.log.info({ event: 'shutdown.done', ms: Date.now() - started }, 'stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

function printBanner(
  port: number,
  driver: string,
  dataDir: string,
  hasWeb: boolean,
  seed: SeedReport,
  nodeEnv: string,
) {
  const lines = [
    '',
    `  Tenho is running at http://localhost:${port}`,
    `  API docs:          http://localhost:${port}/api/docs`,
    `  Database:          ${driver === 'pglite' ? `PGlite in ${dataDir}/pglite` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (!hasWeb) lines.push('  Web app:           not built (run `npm run build`); only the API is served');
  if (seed.master.status === 'created') {
    lines.push(`  First MASTER:      ${seed.master.email}`);
    if (seed.master.generatedPassword) {
      lines.push(
        `  MASTER password:   ${seed.master.generatedPassword}   (generated now and shown only once)`,
      );
    }
  } else if (seed.master.status === 'missing') {
    lines.push('  No MASTER account: set MASTER_EMAIL and MASTER_PASSWORD and restart');
  }
  if (seed.demoRefused) {
    lines.push('  Demo data:         SEED_DEMO=1 ignored (never seeded with NODE_ENV=production)');
  }
  if (seed.demoPresent && nodeEnv !== 'production') {
    lines.push('', `  Demo logins (password for all: ${DEMO_PASSWORD})`);
    for (const account of DEMO_ACCOUNTS) {
      lines.push(`    ${account.role.padEnd(6)} ${account.email.padEnd(50)} ${account.note}`);
    }
  }
  lines.push('');
  process.stdout.write(`${lines.join('\n')}\n`);
}

export function exitOnStartFailure(error: unknown): never {
  process.stderr.write(
    `Tenho failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
}
