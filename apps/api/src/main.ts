import { buildApp } from './app.ts';
import { loadConfig, webDistExists } from './config.ts';
import { createDatabase } from './db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/demo-data.ts';
import { migrateDatabase } from './db/migrate.ts';
import { runSeed, type SeedReport } from './db/seed.ts';
import { createJobQueue, type JobQueueLogger } from './jobs/job-queue.ts';
import { seedDemoRequests } from './modules/messages/demo-requests.ts';

/** Reads env, opens the database, migrates, seeds, listens; stops cleanly on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  const handle = await createDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(handle);
  const seed = await runSeed(handle, config);
  if (seed.demoPresent && config.nodeEnv !== 'production') await seedDemoRequests(handle.db);

  // pg-boss (the outbox and the schedules): started before the app so signed webhooks can enqueue.
  // WORKERS=0: this process only enqueues; another one runs the jobs.
  let appLog: JobQueueLogger | null = null;
  const jobLog: JobQueueLogger = {
    error: (obj, msg) => (appLog ? appLog.error(obj, msg) : process.stderr.write(`${msg}\n`)),
    warn: (obj, msg) => (appLog ? appLog.warn(obj, msg) : process.stderr.write(`${msg}\n`)),
  };
  const jobs = createJobQueue({ db: handle.db, workers: config.workers, log: jobLog });
  await jobs.start();

  const app = await buildApp({
    db: handle.db,
    config,
    logger: { level: config.logLevel },
    jobs,
  });
  appLog = app.log;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await jobs.stop();
      await app.close();
      await handle.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

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

  await app.listen({ host: config.host, port: config.port });
  if (config.workers) await app.whatsapp.startWorkers();
  // Built in the background so the port opens at once; the first categorisation waits for it.
  app.categorizer
    .warm()
    .catch((error: unknown) => app.log.error({ err: error }, 'categoriser warm-up failed'));
  printBanner(config.port, handle.driver, config.dataDir, webDistExists(config), seed, config.nodeEnv);
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

main().catch((error: unknown) => {
  process.stderr.write(
    `Tenho failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
