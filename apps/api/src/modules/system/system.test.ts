import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createReadStream, createWriteStream } from 'node:fs';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip, gunzipSync } from 'node:zlib';
import tar from 'tar-stream';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { createDatabase, type Database, type DatabaseHandle } from '../../db/client.ts';
import { testConfig, useTestApp } from '../../../test/app.ts';
import { bearer, createUnit, createUser, loginAs, type TestUser } from '../../../test/factories.ts';
import { withDatabase } from '../../../test/test-database-info.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { listTables, qualified, quoteIdent } from './backup.catalog.ts';
import { RestoreError, restoreBackup } from './restore.service.ts';
import { createBackupService } from './backup.service.ts';
import { slack } from '../../../test/timeouts.ts';

const sourceDir = await mkdtemp(join(tmpdir(), 'tenho-source-'));
const t = useTestApp({ config: { dataDir: sourceDir } });

/** A file some later feature keeps under uploads/ (any path, any bytes). */
const DOCUMENT = randomBytes(2048);
/** A real PNG, uploaded as an avatar through the API. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
let avatarUrl: string;
const workDir = await mkdtemp(join(tmpdir(), 'tenho-restore-test-'));
let master: TestUser;
let client: TestUser;
let companyUser: TestUser;
let masterToken: string;
let unitId: number;
let backupFile: string;
/** Every table's rows as text, taken right after the backup: what a restore must give back. */
let expected: Record<string, string[]>;

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
  await rm(sourceDir, { recursive: true, force: true });
});

/** Each table's rows as PostgreSQL prints them (UTC), by primary key. */
async function tableContents(db: Database): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const contents: Record<string, string[]> = {};
    for (const table of await listTables(tx)) {
      const order = table.primaryKey.length ? ` order by ${table.primaryKey.map(quoteIdent).join(', ')}` : '';
      const rows = await queryRows<{ j: string }>(
        tx,
        sql`select row_to_json(t)::text as j from ${qualified(table.name)} t${sql.raw(order)}`,
      );
      contents[table.name] = rows.map((r) => r.j);
    }
    return contents;
  });
}

/** pg's pool.end() does not wait for its sockets to close: wait for them instead of forcing. */
async function dropWhenIdle(admin: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS "${database}"`);
      return;
    } catch (error) {
      if (attempt > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The app on a restored data dir, as `npm start` would open it. */
async function openRestored(dataDir: string, url?: string): Promise<{ app: App; handle: DatabaseHandle }> {
  const handle = await createDatabase(url ? { url, poolMax: 3 } : { dataDir });
  const app = await buildApp({ db: handle.db, config: testConfig({ dataDir }) });
  await app.ready();
  return { app, handle };
}

/** Opens what was restored into `dataDir` (and `url`): the same rows, and the network still works. */
async function expectRestored(dataDir: string, url?: string, want: Record<string, string[]> = expected) {
  const { app, handle } = await openRestored(dataDir, url);
  try {
    expect(await tableContents(handle.db)).toEqual(want);
    await expectSameNetwork(app, dataDir);
  } finally {
    await app.close();
    await handle.close();
  }
}

/** What a restored network must still serve: logins, the unit, the balance, the avatar. */
async function expectSameNetwork(app: App, dataDir: string) {
  const token = await loginAs(app, client);
  const wallet = await app.inject({ method: 'GET', url: `/api/wallet/${client.id}`, headers: bearer(token) });
  expect(wallet.statusCode, wallet.body).toBe(200);
  expect(wallet.json()).toMatchObject({ balance: 70.5 });
  expect(wallet.json().transactions.map((tx: { description: string }) => tx.description)).toEqual([
    'Lead "pneu"; aro 15',
    'Crédito\ninicial ç 😀',
  ]);
  const masterSession = await loginAs(app, master);
  const unit = await app.inject({
    method: 'GET',
    url: `/api/franchise-units/${unitId}`,
    headers: bearer(masterSession),
  });
  expect(unit.json()).toMatchObject({ name: 'Tenho Backup', users_count: 1, clients_count: 1 });
  expect(unit.json().client_units[0]).toMatchObject({ id: client.id, balance: 70.5 });
  await loginAs(app, companyUser);
  expect(await readFile(join(dataDir, 'uploads', 'documentos', 'contrato ç.bin'))).toEqual(DOCUMENT);
  const avatar = await app.inject({ method: 'GET', url: avatarUrl });
  expect(avatar.statusCode).toBe(200);
  expect(avatar.rawPayload.equals(PNG)).toBe(true);
  // Sequences came back too: a new unit does not collide with a restored id.
  const created = await app.inject({
    method: 'POST',
    url: '/api/franchise-units',
    headers: bearer(masterSession),
    payload: {
      name: 'Depois do Restore',
      code: `depois-${randomBytes(3).toString('hex')}`,
      city: 'Natal',
      state: 'RN',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
}

beforeAll(async () => {
  master = await createUser(t.db, { role: 'MASTER' });
  masterToken = await loginAs(t.app, master);
  const unit = await t.call('POST', '/api/franchise-units', masterToken, {
    name: 'Tenho Backup',
    code: 'tenho-backup',
    city: 'Belém',
    state: 'PA',
    pix_key: 'pix@tenho.com.br',
  });
  unitId = unit.json().id;
  client = await createUser(t.db, { role: 'CLIENT', unitId, name: 'Empresa "Aspas"; Ltda' });
  companyUser = await createUser(t.db, { role: 'USER', unitId, parentId: client.id });
  const wallet = createWalletService({ db: t.db });
  const reference = { kind: 'ADMIN_CREDIT' as const, id: null };
  await wallet.credit(client.id, 10_000, {
    idempotencyKey: 'c1',
    reference,
    description: 'Crédito\ninicial ç 😀',
  });
  await wallet.debit(client.id, 2_950, {
    idempotencyKey: 'd1',
    reference: { kind: 'OFFER', id: null },
    description: 'Lead "pneu"; aro 15',
  });
  await mkdir(join(sourceDir, 'uploads', 'documentos'), { recursive: true });
  await writeFile(join(sourceDir, 'uploads', 'documentos', 'contrato ç.bin'), DOCUMENT);
  const photo = await t.call('POST', `/api/users/${client.id}/profile/photo`, masterToken, {
    photo_data: `data:image/png;base64,${PNG.toString('base64')}`,
    is_primary: true,
  });
  expect(photo.statusCode, photo.body).toBeLessThan(300);
  avatarUrl = (
    await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(await loginAs(t.app, client)) })
  ).json().user.avatar;
  expect(avatarUrl).toMatch(/^\/api\/uploads\/avatars\/.+\.png$/);

  const response = await t.call('GET', '/api/system/backup', masterToken);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe('application/gzip');
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="tenho-backup-\d{4}-\d{2}-\d{2}-\d{4}\.tar\.gz"$/,
  );
  expected = await tableContents(t.db);
  backupFile = join(workDir, 'backup.tar.gz');
  await writeFile(backupFile, response.rawPayload);
});

/** The entries of a .tar.gz, in order, with their bytes. */
async function archiveEntries(file: string): Promise<{ name: string; body: Buffer }[]> {
  const extract = tar.extract();
  const done = pipeline(createReadStream(file), createGunzip(), extract);
  const entries: { name: string; body: Buffer }[] = [];
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(Buffer.from(chunk as Uint8Array));
    entries.push({ name: entry.header.name, body: Buffer.concat(chunks) });
  }
  await done;
  return entries;
}

/** Writes entries as a .tar.gz (a test's own archive: an older format, or one cut short). */
async function writeArchive(file: string, entries: { name: string; body: Buffer }[]): Promise<void> {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(file));
  for (const entry of entries) pack.entry({ name: entry.name, mode: 0o644 }, entry.body);
  pack.finalize();
  await written;
}

describe('GET /api/system/backup', () => {
  it('is a tar.gz whose first entry is the manifest, then every table in parts, the uploads and the totals last', async () => {
    const tarBytes = gunzipSync(await readFile(backupFile));
    expect(tarBytes.subarray(0, 13).toString()).toBe('manifest.json');
    const names = (await archiveEntries(backupFile)).map((e) => e.name);
    expect(names).toContain('database/users/000001.jsonl');
    expect(names).toContain('database/wallet_transactions/000001.jsonl');
    expect(names.some((n) => n.startsWith('uploads/documentos/contrato'))).toBe(true);
    expect(names.some((n) => n.startsWith('uploads/avatars/'))).toBe(true);
    expect(names.at(-1)).toBe('totals.json');
    expect(Object.keys(expected)).toEqual(
      expect.arrayContaining(['users', 'franchise_units', 'wallets', 'audit_log']),
    );
  });

  it('runs one at a time: a second request meanwhile answers 409', async () => {
    const [first, second] = await Promise.all([
      t.call('GET', '/api/system/backup', masterToken),
      t.call('GET', '/api/system/backup', masterToken),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect([first, second].find((r) => r.statusCode === 409)!.json()).toEqual({
      code: 'system.backup_busy',
      message: 'Já existe um backup em andamento. Aguarde ele terminar e tente de novo.',
    });
    // Once the download is over the next one goes through.
    expect((await t.call('GET', '/api/system/backup', masterToken)).statusCode).toBe(200);
  });

  it('is recorded in the audit log', async () => {
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'system.backup'`);
    // The first backup, the one of beforeAll, then the two of the test above.
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ actorId: master.id, entity: 'system', ip: '127.0.0.1' });
  });

  it('is for MASTER only', async () => {
    const admin = await createUser(t.db, { role: 'ADMIN', unitId: (await createUnit(t.db)).id });
    for (const person of [admin, client, companyUser]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/system/backup',
        headers: bearer(await loginAs(t.app, person)),
      });
      expect(response.statusCode).toBe(403);
    }
    expect((await t.call('GET', '/api/system/backup')).statusCode).toBe(401);
  });
});

describe('restore', () => {
  it(
    'restores into an empty data dir that then serves the same users, units, balances and uploads',
    async () => {
      const dataDir = join(workDir, 'restored');
      const summary = await restoreBackup({ file: backupFile, target: { dataDir } });
      expect(summary.uploads).toBe(2);
      await expectRestored(dataDir);
    },
    slack(120_000),
  );

  it(
    'refuses a target that holds data unless --force',
    async () => {
      const dataDir = join(workDir, 'restored'); // filled by the test above
      await expect(restoreBackup({ file: backupFile, target: { dataDir } })).rejects.toThrow(
        /already holds a database/,
      );
      const onlyUploads = join(workDir, 'only-uploads');
      await mkdir(join(onlyUploads, 'uploads'), { recursive: true });
      await writeFile(join(onlyUploads, 'uploads', 'x.txt'), 'x');
      await expect(restoreBackup({ file: backupFile, target: { dataDir: onlyUploads } })).rejects.toThrow(
        /uploads is not empty/,
      );
      const forced = await restoreBackup({ file: backupFile, target: { dataDir }, force: true });
      expect(forced.rows).toBe(Object.values(expected).reduce((sum, rows) => sum + rows.length, 0));
    },
    slack(120_000),
  );

  it(
    'refuses a file that is not a backup, leaving the target empty',
    async () => {
      const dataDir = join(workDir, 'not-a-backup');
      const fake = join(workDir, 'fake.tar.gz');
      await writeFile(fake, 'isto não é um backup');
      await expect(restoreBackup({ file: fake, target: { dataDir } })).rejects.toThrow();
      expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(false);
      await expect(
        restoreBackup({ file: join(workDir, 'missing.tar.gz'), target: { dataDir } }),
      ).rejects.toThrow(RestoreError);
    },
    slack(60_000),
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'restores into an empty PostgreSQL database (DATABASE_URL)',
    async () => {
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const name = `tenho_restore_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      const url = withDatabase(adminUrl, name);
      const dataDir = join(workDir, 'pg-uploads');
      try {
        await restoreBackup({ file: backupFile, target: { dataDir, databaseUrl: url } });
        await expect(
          restoreBackup({ file: backupFile, target: { dataDir: join(workDir, 'x'), databaseUrl: url } }),
        ).rejects.toThrow(/already holds tables/);
        await expectRestored(dataDir, url);
      } finally {
        await dropWhenIdle(admin, name);
        await admin.end();
      }
    },
    slack(120_000),
  );

  it(
    'npm run restore: restores, and refuses a non-empty target without --force',
    async () => {
      const cli = fileURLToPath(new URL('./restore.cli.ts', import.meta.url));
      const run = (...args: string[]) =>
        promisify(execFile)(process.execPath, ['--import', 'tsx', cli, ...args], {
          env: { ...process.env, DATABASE_URL: '', INIT_CWD: workDir },
        }).then(
          (out) => ({ code: 0, ...out }),
          (error: { code: number; stdout: string; stderr: string }) => error,
        );
      const ok = await run('backup.tar.gz', '--data-dir', 'cli-target');
      expect(ok.code, ok.stderr).toBe(0);
      expect(ok.stdout).toContain('Restored');
      expect(existsSync(join(workDir, 'cli-target', 'pglite', 'PG_VERSION'))).toBe(true);
      const refused = await run('backup.tar.gz', '--data-dir', 'cli-target');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('Restore refused');
      expect(refused.stderr).toContain('--force');
    },
    slack(120_000),
  );
});

describe('backup format 2: parts streamed while the database is read', () => {
  /** A backup of the source taken by a service cutting parts at `partBytes`, and the rows it holds. */
  async function smallPartsBackup(file: string) {
    const service = createBackupService({ db: t.db, driver: 'pglite', dataDir: sourceDir, partBytes: 512 });
    const backup = await service.createBackup({ id: master.id }, { ip: null });
    await pipeline(backup.stream, createWriteStream(file));
    return tableContents(t.db);
  }

  it(
    'cuts a table into numbered parts that restore to the same rows',
    async () => {
      const file = join(workDir, 'parts.tar.gz');
      const want = await smallPartsBackup(file);
      const entries = await archiveEntries(file);
      const auditParts = entries.filter((e) => e.name.startsWith('database/audit_log/')).map((e) => e.name);
      expect(auditParts.length).toBeGreaterThan(1);
      expect(auditParts.slice(0, 2)).toEqual([
        'database/audit_log/000001.jsonl',
        'database/audit_log/000002.jsonl',
      ]);
      const totals = JSON.parse(entries.at(-1)!.body.toString()) as {
        tables: { name: string; rows: number; parts: number }[];
      };
      expect(totals.tables.find((x) => x.name === 'audit_log')).toMatchObject({
        rows: want.audit_log!.length,
        parts: auditParts.length,
      });
      const dataDir = join(workDir, 'restored-parts');
      await restoreBackup({ file, target: { dataDir } });
      await expectRestored(dataDir, undefined, want);
    },
    slack(120_000),
  );

  it(
    'refuses an archive cut short (no totals), leaving the target empty',
    async () => {
      const file = join(workDir, 'parts-cut.tar.gz');
      await smallPartsBackup(file);
      const entries = await archiveEntries(file);
      const cut = join(workDir, 'cut.tar.gz');
      await writeArchive(
        cut,
        entries.filter((e) => e.name !== 'totals.json'),
      );
      const dataDir = join(workDir, 'restored-cut');
      await expect(restoreBackup({ file: cut, target: { dataDir } })).rejects.toThrow(/totals\.json missing/);
      expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(false);
      // A part missing in the middle: the totals do not match.
      const holed = join(workDir, 'holed.tar.gz');
      await writeArchive(
        holed,
        entries.filter((e) => e.name !== 'database/audit_log/000002.jsonl'),
      );
      await expect(restoreBackup({ file: holed, target: { dataDir } })).rejects.toThrow(
        /part 3 of audit_log after part 1/,
      );
    },
    slack(120_000),
  );

  it(
    'still restores a version 1 archive (one entry per table, the counts in the manifest)',
    async () => {
      const file = join(workDir, 'parts-v1.tar.gz');
      const want = await smallPartsBackup(file);
      const entries = await archiveEntries(file);
      const manifest = JSON.parse(entries[0]!.body.toString()) as {
        version: number;
        tables: { name: string; columns: string[]; rows?: number }[];
      };
      const v1: { name: string; body: Buffer }[] = [];
      manifest.version = 1;
      for (const table of manifest.tables) {
        const parts = entries.filter((e) => e.name.startsWith(`database/${table.name}/`));
        const body = Buffer.concat(parts.map((p) => p.body));
        table.rows = body
          .toString()
          .split('\n')
          .filter((line) => line !== '').length;
        v1.push({ name: `database/${table.name}.jsonl`, body });
      }
      const uploads = entries.filter((e) => e.name.startsWith('uploads/'));
      const old = join(workDir, 'v1.tar.gz');
      await writeArchive(old, [
        { name: 'manifest.json', body: Buffer.from(JSON.stringify(manifest)) },
        ...v1,
        ...uploads,
      ]);
      const dataDir = join(workDir, 'restored-v1');
      await restoreBackup({ file: old, target: { dataDir } });
      await expectRestored(dataDir, undefined, want);
    },
    slack(120_000),
  );

  it(
    'an abandoned download stops the dump and frees the next backup',
    async () => {
      const service = createBackupService({ db: t.db, driver: 'pglite', dataDir: sourceDir, partBytes: 256 });
      const first = await service.createBackup({ id: master.id }, { ip: null });
      first.stream.destroy();
      let next: Awaited<ReturnType<typeof service.createBackup>> | null = null;
      for (let i = 0; i < 100 && !next; i++) {
        try {
          next = await service.createBackup({ id: master.id }, { ip: null });
        } catch {
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      expect(next, 'a backup after the abandoned one').not.toBeNull();
      await pipeline(next!.stream, new Writable({ write: (_chunk, _enc, done) => done() }));
    },
    slack(60_000),
  );
});
