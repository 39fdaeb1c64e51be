import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the committed drizzle-kit migrations; a no-op when the database is up to date. */
export async function migrateDatabase(handle: Pick<DatabaseHandle, 'db' | 'driver'>): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.driver === 'pglite') await migratePglite(handle.db as unknown as PgliteDatabase, config);
  else await migratePg(handle.db as unknown as NodePgDatabase, config);
}
