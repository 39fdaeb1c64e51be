import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { RestoreError, restoreBackup } from './restore.service.ts';

/**
 * npm run restore -- <backup.tar.gz> [--force] [--data-dir <dir>] [--database-url <url>]
 *
 * Restores a backup from GET /api/system/backup into DATA_DIR (embedded PGlite) or DATABASE_URL
 * (PostgreSQL), with its uploads into DATA_DIR/uploads. Stop the server first. A target that holds
 * data is refused unless --force.
 */
const USAGE =
  'Usage: npm run restore -- <backup.tar.gz> [--force] [--data-dir <dir>] [--database-url <postgres://...>]\n' +
  'Restores into DATA_DIR (PGlite) or DATABASE_URL (PostgreSQL); stop the server first.';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      force: { type: 'boolean', default: false },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help || positionals.length !== 1) {
    process.stderr.write(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  // npm runs scripts from the repository root; a relative path is the caller's.
  const callerDir = process.env.INIT_CWD ?? process.cwd();
  const file = resolve(callerDir, positionals[0]!);
  const config = loadConfig({
    ...process.env,
    ...(values['data-dir'] && {
      DATA_DIR: isAbsolute(values['data-dir']) ? values['data-dir'] : resolve(callerDir, values['data-dir']),
    }),
    ...(values['database-url'] && { DATABASE_URL: values['database-url'] }),
  });
  const where = config.databaseUrl ? 'DATABASE_URL (PostgreSQL)' : `${config.dataDir}/pglite`;
  process.stdout.write(`Restoring ${file}\n  into ${where}\n  uploads into ${config.dataDir}/uploads\n`);
  await restoreBackup({
    file,
    target: { dataDir: config.dataDir, databaseUrl: config.databaseUrl },
    force: values.force,
    log: (line) => process.stdout.write(`${line}\n`),
  });
  process.stdout.write(
    `Done. Start the server with the same ${config.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR'}.\n`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof RestoreError) process.stderr.write(`Restore refused: ${error.message}\n`);
    else if (error instanceof TypeError && (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`${error.message}\n${USAGE}\n`);
    } else {
      process.stderr.write(
        `Restore failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
    }
    process.exit(1);
  },
);
