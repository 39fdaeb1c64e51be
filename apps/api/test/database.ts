import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { withDatabase } from './test-database-info.ts';

/**
 * A fresh, migrated database with the base seed, for one test file. PGlite loads the run's snapshot
 * (~1 s); PostgreSQL clones the run's template. `close()` disposes of it (drops the PG database).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const info = inject('testDatabase');
  if (info.kind === 'pglite') {
    const snapshot = new Blob([await readFile(info.snapshotPath)]);
    return createDatabase({ loadDataDir: snapshot });
  }

  const name = `tenho_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(info.adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${info.template}"`);
  const handle = await createDatabase({ url: withDatabase(info.adminUrl, name), poolMax: 5 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(info.adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
