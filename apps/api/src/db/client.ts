import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';

/** The one database type every repository and service takes (a transaction is one too). */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseDriver = 'pglite' | 'pg';

export type DatabaseHandle = {
  db: Database;
  driver: DatabaseDriver;
  /** True when an embedded database was created by this call (drives the demo seed default). */
  isNew: boolean;
  /** The embedded instance, for snapshots in tests; null on PostgreSQL. */
  pglite: PGlite | null;
  close: () => Promise<void>;
};

/** The node-postgres pool behind `db` (drizzle's `$client`), or null on PGlite. */
export function pgPoolOf(db: Database): pg.Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

export type CreateDatabaseOptions = {
  /** PostgreSQL connection string; when set, node-postgres is used. */
  url?: string | null;
  /** Directory holding `pglite/`; omitted means an in-memory database. */
  dataDir?: string | null;
  /** A `dumpDataDir()` tarball to start an embedded database from (tests). */
  loadDataDir?: Blob;
  /** node-postgres pool size. */
  poolMax?: number;
};

export async function createDatabase(options: CreateDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax ?? 10 });
    // An idle connection the server ends (restart, failover, pg_terminate_backend) must not take the
    // process down: the pool drops it and opens a new one on demand; the next query reports any outage.
    pool.on('error', (error) => {
      process.emitWarning(`idle PostgreSQL connection closed: ${error.message}`, { code: 'TENHO_PG_IDLE' });
    });
    // Fail fast with a clear error instead of on the first request.
    const client = await pool.connect();
    client.release();
    return {
      db: drizzlePg({ client: pool }) as unknown as Database,
      driver: 'pg',
      isNew: false,
      pglite: null,
      close: () => pool.end(),
    };
  }

  let isNew = true;
  let client: PGlite;
  // Trigram indexes (user search) need pg_trgm's code loaded in every embedded instance.
  const extensions = { pg_trgm };
  if (options.dataDir) {
    const dir = join(options.dataDir, 'pglite');
    isNew = !existsSync(join(dir, 'PG_VERSION'));
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create({
      dataDir: dir,
      loadDataDir: isNew ? options.loadDataDir : undefined,
      extensions,
    });
  } else {
    client = await PGlite.create({ loadDataDir: options.loadDataDir, extensions });
  }
  return {
    db: drizzlePglite({ client }) as unknown as Database,
    driver: 'pglite',
    isNew,
    pglite: client,
    close: () => client.close(),
  };
}
