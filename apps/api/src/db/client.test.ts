import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/app.ts';
import { createDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { users } from './schema/users.ts';
import { runSeed } from './seed.ts';
import { slack } from '../../test/timeouts.ts';

describe('embedded database in DATA_DIR', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it(
    'is created, migrated and demo-seeded on first start, and reopened as it was',
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'tenho-data-'));
      dirs.push(dataDir);
      const config = testConfig({ dataDir, masterEmail: 'dono@tenho.com.br', masterPassword: 'Dono@2026!' });

      const first = await createDatabase({ dataDir });
      expect(first).toMatchObject({ driver: 'pglite', isNew: true });
      await migrateDatabase(first);
      const report = await runSeed(first, config);
      expect(report).toMatchObject({ demoCreated: true, demoPresent: true, master: { status: 'created' } });
      const [{ n: before }] = (await first.db.select({ n: count() }).from(users)) as [{ n: number }];
      await first.close();

      const again = await createDatabase({ dataDir });
      expect(again.isNew).toBe(false);
      await migrateDatabase(again);
      const second = await runSeed(again, config);
      expect(second).toMatchObject({ demoCreated: false, demoPresent: true, master: { status: 'exists' } });
      const [{ n: after }] = (await again.db.select({ n: count() }).from(users)) as [{ n: number }];
      expect(after).toBe(before);
      await again.close();
    },
    slack(60_000),
  );
});
