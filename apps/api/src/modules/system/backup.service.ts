import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { lstat, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import type { Database, DatabaseDriver } from '../../db/client.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { BACKUP_ERRORS } from './system.errors.ts';
import { auditAction } from '../../lib/audit-trail.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_ENTRY,
  UPLOADS_DIR,
  backupFileName,
  tableEntryName,
  type BackupManifest,
} from './backup.archive.ts';
import {
  appliedMigrations,
  dependencyOrder,
  listForeignKeys,
  listSequences,
  listTables,
  qualified,
  quoteIdent,
} from './backup.catalog.ts';

/** Rows read per round trip while dumping a table (a cursor keeps memory flat). */
const FETCH_ROWS = 2000;
const CURSOR = 'tenho_backup_rows';

type UploadFile = { name: string; path: string; size: number; mtime: Date };

async function writeLines(out: WriteStream, lines: string[]): Promise<void> {
  if (!out.write(`${lines.join('\n')}\n`)) await once(out, 'drain');
}

/**
 * Dumps every table to `<dir>/<table>.jsonl` inside one read-only REPEATABLE READ transaction, so all
 * tables come from the same snapshot, while the application keeps writing (PostgreSQL). PGlite has a
 * single connection: other requests wait for the dump, which only writes to local files.
 */
async function dumpDatabase(db: Database, dir: string) {
  return db.transaction(
    async (tx) => {
      const tables = await listTables(tx);
      const order = dependencyOrder(
        tables.map((t) => t.name),
        await listForeignKeys(tx),
      );
      const byName = new Map(tables.map((t) => [t.name, t]));
      const dumped: BackupManifest['tables'] = [];
      for (const name of order) {
        const table = byName.get(name)!;
        const orderBy = table.primaryKey.length
          ? sql.raw(` order by ${table.primaryKey.map(quoteIdent).join(', ')}`)
          : sql.raw('');
        const out = createWriteStream(join(dir, `${name}.jsonl`));
        let rows = 0;
        try {
          await tx.execute(
            sql`declare ${sql.raw(CURSOR)} no scroll cursor for select row_to_json(t)::text as j from ${qualified(name)} t${orderBy}`,
          );
          for (;;) {
            const batch = await queryRows<{ j: string }>(
              tx,
              sql.raw(`fetch forward ${FETCH_ROWS} from ${CURSOR}`),
            );
            if (batch.length === 0) break;
            rows += batch.length;
            await writeLines(
              out,
              batch.map((r) => r.j),
            );
          }
          await tx.execute(sql.raw(`close ${CURSOR}`));
        } finally {
          out.end();
          await once(out, 'close');
        }
        dumped.push({ name, columns: table.columns, rows });
      }
      // Read after the snapshot was taken: never below an id the dump holds.
      const sequences = await listSequences(tx);
      const migrations = await appliedMigrations(tx);
      return { tables: dumped, sequences, migrations };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Regular files under `root`, recursively; links and anything else are skipped. */
async function listUploads(root: string): Promise<UploadFile[]> {
  const files: UploadFile[] = [];
  const walk = async (dir: string) => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) {
        const stat = await lstat(path);
        files.push({
          name: relative(root, path).split(sep).join('/'),
          path,
          size: stat.size,
          mtime: stat.mtime,
        });
      }
    }
  };
  await walk(root);
  return files;
}

function addFile(pack: tar.Pack, name: string, path: string, size: number, mtime: Date): Promise<void> {
  return new Promise((resolve, reject) => {
    const entry = pack.entry({ name, size, mtime, mode: 0o644 }, (error) =>
      error ? reject(error) : resolve(),
    );
    pipeline(createReadStream(path), entry).catch(reject);
  });
}

export type Backup = { fileName: string; manifest: BackupManifest; stream: Readable };

export type BackupServiceDeps = {
  db: Database;
  driver: DatabaseDriver;
  /** DATA_DIR: its uploads/ travel with the database. */
  dataDir: string;
  now?: () => Date;
};

export function createBackupService({ db, driver, dataDir, now = () => new Date() }: BackupServiceDeps) {
  /** One backup at a time per process: each one reads the whole database and fills a temp folder. */
  let running = false;

  /**
   * Takes a backup: the database is dumped to a temporary folder first (the snapshot is over before
   * the first byte goes out, so a slow download holds no transaction), then streamed with the uploads
   * as a .tar.gz. The temporary folder goes when the stream ends, fails or is abandoned.
   */
  async function createBackup(actor: { id: number }, meta: { ip: string | null }): Promise<Backup> {
    if (running) throw BACKUP_ERRORS.busy();
    running = true;
    let handedOver = false;
    let dir: string | null = null;
    try {
      await auditAction(db, actor, meta, {
        action: 'system.backup',
        entity: 'system',
      });
      const folder = await mkdtemp(join(tmpdir(), 'tenho-backup-'));
      dir = folder;
      const dump = await dumpDatabase(db, folder);
      const uploadsRoot = join(dataDir, UPLOADS_DIR);
      const uploads = await listUploads(uploadsRoot);
      const at = now();
      const manifest: BackupManifest = {
        format: BACKUP_FORMAT,
        version: BACKUP_FORMAT_VERSION,
        created_at: at.toISOString(),
        source: driver,
        migrations: dump.migrations,
        tables: dump.tables,
        sequences: dump.sequences,
        uploads: { files: uploads.length, bytes: uploads.reduce((sum, f) => sum + f.size, 0) },
      };

      const pack = tar.pack();
      const gzip = createGzip();
      pack.pipe(gzip);
      pack.on('error', (error) => gzip.destroy(error));
      gzip.once('close', () => {
        running = false;
        void rm(folder, { recursive: true, force: true });
      });

      const fill = async () => {
        pack.entry(
          { name: MANIFEST_ENTRY, mtime: at, mode: 0o644 },
          `${JSON.stringify(manifest, null, 2)}\n`,
        );
        for (const table of manifest.tables) {
          const path = join(folder, `${table.name}.jsonl`);
          const { size } = await lstat(path);
          await addFile(pack, tableEntryName(table.name), path, size, at);
        }
        for (const file of uploads) {
          await addFile(pack, `${UPLOADS_DIR}/${file.name}`, file.path, file.size, file.mtime);
        }
        pack.finalize();
      };
      fill().catch((error: unknown) => gzip.destroy(error as Error));
      handedOver = true;
      return { fileName: backupFileName(at), manifest, stream: gzip };
    } finally {
      if (!handedOver) {
        running = false;
        if (dir) await rm(dir, { recursive: true, force: true });
      }
    }
  }

  return { createBackup };
}
