import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import { createDatabase, type Database, type DatabaseHandle } from '../../db/client.ts';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../../db/migrate.ts';
import {
  DATABASE_DIR,
  MANIFEST_ENTRY,
  MANIFEST_MAX_BYTES,
  TOTALS_ENTRY,
  UPLOADS_DIR,
  manifestSchema,
  tableEntryName,
  tablePartOf,
  totalsSchema,
  uploadPathOf,
  type BackupManifest,
  type BackupTotals,
} from './backup.archive.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { listForeignKeys, listTables, qualified, quoteIdent } from './backup.catalog.ts';

/** A refusal or a broken archive, said plainly to whoever runs `npm run restore`. */
export class RestoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreError';
  }
}

export type RestoreTarget = {
  /** DATA_DIR: the embedded database goes to <dataDir>/pglite (unless databaseUrl), uploads to <dataDir>/uploads. */
  dataDir: string;
  /** Restore into this PostgreSQL database instead of PGlite. */
  databaseUrl?: string | null;
};

export type RestoreOptions = {
  /** The .tar.gz written by GET /api/system/backup. */
  file: string;
  target: RestoreTarget;
  /** Replace a target that already holds data (otherwise refused). */
  force?: boolean;
  log?: (line: string) => void;
};

export type RestoreSummary = { manifest: BackupManifest; rows: number; uploads: number };

/** Rows per INSERT; a batch is also cut when its text grows past BATCH_BYTES. */
const BATCH_ROWS = 1000;
const BATCH_BYTES = 4 * 1024 * 1024;

type Journal = { entries: { idx: number; when: number; tag: string }[] } & Record<string, unknown>;

async function readJournal(folder = MIGRATIONS_FOLDER): Promise<Journal> {
  return JSON.parse(await readFile(join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/**
 * Applies the first `count` migrations only: the data goes into the schema it was taken from, and
 * the later migrations (which may transform it) run after the load.
 */
async function migrateTo(handle: DatabaseHandle, count: number): Promise<void> {
  const journal = await readJournal();
  const folder = await mkdtemp(join(tmpdir(), 'tenho-restore-migrations-'));
  try {
    await mkdir(join(folder, 'meta'));
    const entries = journal.entries.slice(0, count);
    await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const entry of entries) {
      await copyFile(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
    }
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
    if (handle.driver === 'pglite') await migratePglite(handle.db as never, { migrationsFolder: folder });
    else await migratePg(handle.db as never, { migrationsFolder: folder });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The backup must come from this version of the code or an older one (same migrations, in order). */
async function checkMigrations(manifest: BackupManifest): Promise<void> {
  const local = (await readJournal()).entries.map((e) => String(e.when));
  const theirs = manifest.migrations;
  if (theirs.length > local.length || theirs.some((when, i) => local[i] !== when)) {
    throw new RestoreError(
      'This backup was taken by a different (newer?) version of Tenho: its database migrations do not match this code. Restore it with the version that made it.',
    );
  }
}

async function dirHasEntries(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length > 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

async function pgTargetHasData(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ used: boolean }>(
    db,
    sql`select exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
                       where n.nspname = 'public' and c.relkind in ('r', 'p', 'S', 'v', 'm'))
            or to_regnamespace('drizzle') is not null as used`,
  );
  return Boolean(row?.used);
}

/** Empties a PostgreSQL target: our schemas go, a fresh `public` comes back. */
async function resetPgTarget(db: Database): Promise<void> {
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`drop schema if exists pgboss cascade`);
  await db.execute(sql`drop schema if exists public cascade`);
  await db.execute(sql`create schema public`);
}

/** Reads a whole (small) entry. */
async function readEntry(entry: AsyncIterable<unknown>, max: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of entry) {
    const bytes = chunk as Uint8Array;
    size += bytes.length;
    if (size > max) throw new RestoreError(`${MANIFEST_ENTRY} is too large: this is not a Tenho backup`);
    chunks.push(Buffer.from(bytes));
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Streams a table's JSON lines into it, in batches, through json_populate_recordset. */
async function loadTable(
  tx: Database,
  table: BackupManifest['tables'][number],
  entry: AsyncIterable<unknown>,
): Promise<number> {
  const columns = sql.raw(table.columns.map(quoteIdent).join(', '));
  let batch: string[] = [];
  let batchBytes = 0;
  let rows = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const json = `[${batch.join(',')}]`;
    await tx.execute(
      sql`insert into ${qualified(table.name)} (${columns}) overriding system value
          select ${columns} from json_populate_recordset(null::${qualified(table.name)}, ${json}::json)`,
    );
    rows += batch.length;
    batch = [];
    batchBytes = 0;
  };
  let rest = '';
  // Multi-byte characters may be split between chunks.
  const decoder = new StringDecoder('utf8');
  for await (const chunk of entry) {
    const text = rest + decoder.write(Buffer.from(chunk as Uint8Array));
    const lines = text.split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') continue;
      batch.push(line);
      batchBytes += line.length;
      if (batch.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES) await flush();
    }
  }
  if (rest.trim() !== '') batch.push(rest);
  await flush();
  return rows;
}

/**
 * `npm run restore -- <file>`: puts a backup into an empty DATA_DIR (PGlite) or an empty
 * DATABASE_URL, with its uploads. A target holding data is refused unless `force`. The rows go in
 * as they were (user triggers off) inside one transaction with the foreign keys checked at its end,
 * so a broken archive leaves nothing half-written; the target is emptied again on failure.
 */
export async function restoreBackup({
  file,
  target,
  force = false,
  log = () => {},
}: RestoreOptions): Promise<RestoreSummary> {
  if (!existsSync(file)) throw new RestoreError(`Backup file not found: ${file}`);
  const usePg = Boolean(target.databaseUrl);
  const pgliteDir = join(target.dataDir, 'pglite');
  const uploadsDir = join(target.dataDir, UPLOADS_DIR);

  // 1. The target must be empty (or emptied with --force).
  let handle: DatabaseHandle | null = null;
  if (usePg) {
    handle = await createDatabase({ url: target.databaseUrl, poolMax: 2 });
    if (await pgTargetHasData(handle.db)) {
      if (!force) {
        await handle.close();
        throw new RestoreError(
          'The target database (DATABASE_URL) already holds tables. Use --force to replace everything in it.',
        );
      }
      log('--force: emptying the target database');
      await resetPgTarget(handle.db);
    }
  } else if (existsSync(join(pgliteDir, 'PG_VERSION'))) {
    if (!force) throw new RestoreError(`${pgliteDir} already holds a database. Use --force to replace it.`);
    log(`--force: removing ${pgliteDir}`);
    await rm(pgliteDir, { recursive: true, force: true });
  }
  if (await dirHasEntries(uploadsDir)) {
    if (!force) {
      await handle?.close();
      throw new RestoreError(`${uploadsDir} is not empty. Use --force to replace it.`);
    }
    log(`--force: removing ${uploadsDir}`);
    await rm(uploadsDir, { recursive: true, force: true });
  }

  const staging = join(target.dataDir, `.uploads-restoring-${randomBytes(4).toString('hex')}`);
  const extract = tar.extract();
  const source = pipeline(createReadStream(file), createGunzip(), extract).catch((error: unknown) => {
    extract.destroy(error as Error);
  });

  try {
    const entries = extract[Symbol.asyncIterator]();
    const first = await entries.next();
    if (first.done || first.value.header.name !== MANIFEST_ENTRY) {
      throw new RestoreError(`${file} is not a Tenho backup (no ${MANIFEST_ENTRY} at its start)`);
    }
    let manifest: BackupManifest;
    try {
      manifest = manifestSchema.parse(JSON.parse(await readEntry(first.value, MANIFEST_MAX_BYTES)));
    } catch (error) {
      if (error instanceof RestoreError) throw error;
      throw new RestoreError(`${file} is not a Tenho backup (unreadable ${MANIFEST_ENTRY})`);
    }
    await checkMigrations(manifest);
    log(
      `Backup of ${manifest.created_at} (${manifest.source}): ${manifest.tables.length} tables, ${manifest.uploads.files} uploaded files`,
    );

    // 2. The schema as it was when the backup was taken.
    if (!handle) {
      await mkdir(target.dataDir, { recursive: true });
      handle = await createDatabase({ dataDir: target.dataDir });
    }
    const db = handle.db;
    await migrateTo(handle, manifest.migrations.length);

    // 3. Rows and files, in one transaction.
    // Version 1: one entry per table, its rows counted in the manifest.
    const expected = new Map(
      manifest.version === 1 ? manifest.tables.map((t) => [tableEntryName(t.name), t]) : [],
    );
    const seen = new Set<string>();
    // Version 2: numbered parts per table, counted in totals.json (the last entry).
    const byTable = new Map(manifest.tables.map((t) => [t.name, t]));
    const loaded = new Map<string, { rows: number; parts: number }>();
    let totals: BackupTotals | null = null;
    let totalRows = 0;
    let uploads = 0;
    await db.transaction(async (tx) => {
      const existing = new Map((await listTables(tx)).map((t) => [t.name, new Set(t.columns)]));
      for (const table of manifest.tables) {
        const columns = existing.get(table.name);
        if (!columns || table.columns.some((c) => !columns.has(c))) {
          throw new RestoreError(`Table ${table.name} of the backup does not match this version's schema`);
        }
      }
      // Migrations may have seeded rows (single-row tables, defaults): the backup's rows replace them.
      const names = manifest.tables.map((t) => qualified(t.name));
      if (names.length) await tx.execute(sql`truncate ${sql.join(names, sql`, `)}`);
      // The rows are restored as they were: triggers (counters, guards) must not fire on them.
      for (const name of names) await tx.execute(sql`alter table ${name} disable trigger user`);
      const relaxed = (await listForeignKeys(tx)).filter((fk) => !fk.deferrable);
      for (const fk of relaxed) {
        await tx.execute(
          sql`alter table ${qualified(fk.table)} alter constraint ${sql.raw(quoteIdent(fk.name))} deferrable initially deferred`,
        );
      }

      for (let next = await entries.next(); !next.done; next = await entries.next()) {
        const entry = next.value;
        const name = entry.header.name;
        const table = expected.get(name);
        if (table && entry.header.type === 'file') {
          if (seen.has(name)) throw new RestoreError(`${name} appears twice in the backup`);
          seen.add(name);
          const rows = await loadTable(tx, table, entry);
          if (rows !== table.rows) {
            throw new RestoreError(`${name}: ${rows} rows read, the manifest says ${table.rows}`);
          }
          totalRows += rows;
          log(`  ${table.name}: ${rows} rows`);
          continue;
        }
        const part = manifest.version === 2 && entry.header.type === 'file' ? tablePartOf(name) : null;
        if (part) {
          const partTable = byTable.get(part.table);
          if (!partTable) throw new RestoreError(`Unexpected entry in the backup: ${name}`);
          const state = loaded.get(part.table) ?? { rows: 0, parts: 0 };
          if (part.n !== state.parts + 1) {
            throw new RestoreError(`${name}: part ${part.n} of ${part.table} after part ${state.parts}`);
          }
          state.rows += await loadTable(tx, partTable, entry);
          state.parts = part.n;
          loaded.set(part.table, state);
          continue;
        }
        if (manifest.version === 2 && name === TOTALS_ENTRY && entry.header.type === 'file') {
          if (totals) throw new RestoreError(`${name} appears twice in the backup`);
          try {
            totals = totalsSchema.parse(JSON.parse(await readEntry(entry, MANIFEST_MAX_BYTES)));
          } catch (error) {
            if (error instanceof RestoreError) throw error;
            throw new RestoreError(`${file}: unreadable ${TOTALS_ENTRY}`);
          }
          continue;
        }
        const upload = entry.header.type === 'file' ? uploadPathOf(name) : null;
        if (upload) {
          const path = join(staging, upload);
          await mkdir(dirname(path), { recursive: true });
          await pipeline(entry, createWriteStream(path, { flags: 'wx' }));
          uploads += 1;
          continue;
        }
        if (
          name.startsWith(`${DATABASE_DIR}/`) ||
          name.startsWith(`${UPLOADS_DIR}/`) ||
          name === MANIFEST_ENTRY ||
          name === TOTALS_ENTRY
        ) {
          throw new RestoreError(`Unexpected entry in the backup: ${name}`);
        }
        entry.resume(); // something a newer format may add: skipped
      }
      const missing = [...expected.keys()].filter((name) => !seen.has(name));
      if (missing.length) throw new RestoreError(`The backup is incomplete: ${missing.join(', ')} missing`);
      if (manifest.version === 2) {
        // Without its totals the archive was cut short (a download that stopped midway).
        const counted = totals as BackupTotals | null;
        if (!counted) throw new RestoreError(`The backup is incomplete: ${TOTALS_ENTRY} missing`);
        const told = new Map(counted.tables.map((t) => [t.name, t]));
        for (const { name } of manifest.tables) {
          const want = told.get(name);
          const got = loaded.get(name) ?? { rows: 0, parts: 0 };
          if (!want || want.rows !== got.rows || want.parts !== got.parts) {
            throw new RestoreError(
              `The backup is incomplete: ${name} has ${got.rows} rows in ${got.parts} parts, ${TOTALS_ENTRY} says ${want ? `${want.rows} in ${want.parts}` : 'nothing'}`,
            );
          }
          totalRows += got.rows;
          log(`  ${name}: ${got.rows} rows`);
        }
      }
      if (uploads !== manifest.uploads.files) {
        throw new RestoreError(`${uploads} uploaded files read, the manifest says ${manifest.uploads.files}`);
      }

      for (const sequence of manifest.sequences) {
        await tx.execute(
          sql`select setval(${`${quoteIdent('public')}.${quoteIdent(sequence.name)}`}::regclass, ${sequence.lastValue}::bigint, ${sequence.isCalled})`,
        );
      }
      // Every foreign key is checked now, then they become what the migrations made them again.
      await tx.execute(sql`set constraints all immediate`);
      for (const fk of relaxed) {
        await tx.execute(
          sql`alter table ${qualified(fk.table)} alter constraint ${sql.raw(quoteIdent(fk.name))} not deferrable`,
        );
      }
      for (const name of names) await tx.execute(sql`alter table ${name} enable trigger user`);
    });
    await source;

    // 4. Migrations newer than the backup, then the files into place.
    await migrateDatabase(handle);
    if (existsSync(staging)) await rename(staging, uploadsDir);
    log(`Restored ${totalRows} rows and ${uploads} uploaded files`);
    return { manifest, rows: totalRows, uploads };
  } catch (error) {
    extract.destroy();
    await rm(staging, { recursive: true, force: true });
    // The target was empty before: leave it empty, not half-restored.
    if (handle) {
      if (usePg) await resetPgTarget(handle.db).catch(() => {});
      await handle.close().catch(() => {});
      handle = null;
    }
    if (!usePg) await rm(pgliteDir, { recursive: true, force: true });
    throw error;
  } finally {
    await handle?.close();
  }
}
