import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { seedBase } from '../src/db/seed.ts';
import { withDatabase, type TestDatabaseInfo } from './test-database-info.ts';

/**
 * Migrates and seeds (permission catalogue, role defaults, settings) once per run:
 * - PGlite (default): dumps the data dir to a tarball each test file starts from;
 * - PostgreSQL (TEST_DATABASE_URL): a template database each test file clones.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const runId = `${process.pid}_${randomBytes(3).toString('hex')}`;

  if (adminUrl) {
    const template = `tenho_test_tpl_${runId}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${template}"`);
    await admin.end();
    const handle = await createDatabase({ url: withDatabase(adminUrl, template), poolMax: 1 });
    await migrateDatabase(handle);
    await seedBase(handle.db);
    await handle.close();
    project.provide('testDatabase', { kind: 'pg', adminUrl, template } satisfies TestDatabaseInfo);
    return async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
      await client.end();
    };
  }

  const handle = await createDatabase();
  await migrateDatabase(handle);
  await seedBase(handle.db);
  const snapshot = await handle.pglite!.dumpDataDir('none');
  await handle.close();
  const snapshotPath = join(tmpdir(), `tenho-api-test-${runId}.tar`);
  await writeFile(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', snapshotPath } satisfies TestDatabaseInfo);
  return async () => {
    await rm(snapshotPath, { force: true });
  };
}
