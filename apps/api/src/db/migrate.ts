import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { DatabaseHandle } from './client.ts';

/**
 * The committed drizzle-kit migrations. In the compiled server (apps/api/dist, `npm run build:api`)
 * the build copies them next to the bundle, so the same relative URL works in both.
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** pg_advisory_lock key of the start-up section ("tenho" + "start" as two int4s would be overkill). */
export const STARTUP_LOCK_KEY = 7_305_391_411;

/** Applies the committed drizzle-kit migrations; a no-op when the database is up to date. */
export async function migrateDatabase(handle: Pick<DatabaseHandle, 'db' | 'driver'>): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.driver === 'pglite') await migratePglite(handle.db as unknown as PgliteDatabase, config);
  else await migratePg(handle.db as unknown as NodePgDatabase, config);
}

/**
 * Runs `section` (migrations, the first MASTER, pg-boss's schema and queues) while holding a
 * PostgreSQL session advisory lock, so API processes starting together take turns: the first
 * migrates, the others wait and then find everything up to date. PGlite is one process: no lock.
 */
export async function withStartupLock<T>(
  handle: Pick<DatabaseHandle, 'db' | 'driver'>,
  section: () => Promise<T>,
): Promise<T> {
  if (handle.driver !== 'pg') return section();
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await section();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** Migrates under the start-up lock (two processes starting together do not race). */
export async function migrateWithLock(handle: Pick<DatabaseHandle, 'db' | 'driver'>): Promise<void> {
  await withStartupLock(handle, () => migrateDatabase(handle));
}
