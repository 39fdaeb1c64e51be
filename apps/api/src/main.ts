import { buildApp } from './app.ts';
import { loadConfig, webDistExists } from './config.ts';
import { createDatabase } from './db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/demo-data.ts';
import { migrateDatabase } from './db/migrate.ts';
import { runSeed, type SeedReport } from './db/seed.ts';

/** Reads env, opens the database, migrates, seeds, listens; stops cleanly on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  const handle = await createDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(handle);
  const seed = await runSeed(handle, config);

  const app = await buildApp({
    db: handle.db,
    config,
    logger: { level: config.logLevel },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
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

  await app.listen({ host: config.host, port: config.port });
  // Built in the background so the port opens at once; the first categorisation waits for it.
  app.categorizer
    .warm()
    .catch((error: unknown) => app.log.error({ err: error }, 'categoriser warm-up failed'));
  printBanner(config.port, handle.driver, config.dataDir, webDistExists(config), seed);
}

function printBanner(port: number, driver: string, dataDir: string, hasWeb: boolean, seed: SeedReport) {
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
  if (seed.demoPresent) {
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
