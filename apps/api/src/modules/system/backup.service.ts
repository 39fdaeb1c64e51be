import { createReadStream } from 'node:fs';
import { lstat, mkdtemp, open, readdir, rm, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { Database, DatabaseDriver } from '../../db/client.ts';
import { BACKUP_ERRORS } from './system.errors.ts';
import { auditAction } from '../../lib/audit-trail.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_ENTRY,
  PART_BYTES,
  TOTALS_ENTRY,
  UPLOADS_DIR,
  backupFileName,
  tablePartEntryName,
  type BackupManifest,
  type BackupManifestV2,
  type BackupTotals,
} from './backup.archive.ts';
import {
  appliedMigrations,
  dependencyOrder,
  listForeignKeys,
  listSequences,
  listTables,
} from './backup.catalog.ts';
import { withSnapshot } from './backup.snapshot.ts';

type UploadFile = { name: string; path: string; size: number; mtime: Date };

/** A spooled part of a table, ready to go into the archive. */
type Part = { table: string; n: number; path: string; size: number };

/** What the dump knows once its snapshot is taken (the manifest but for the uploads). */
type DumpStart = Pick<BackupManifestV2, 'tables' | 'sequences' | 'migrations'>;

class BackupAborted extends Error {}

/**
 * Parts handed from the dump (the producer, at the database's pace) to the archive (the consumer,
 * at the download's pace), in order. The producer never waits for the consumer: the snapshot's
 * transaction is as short as the dump itself, however slow the download.
 */
function createPartQueue() {
  const parts: Part[] = [];
  let waiter: (() => void) | null = null;
  let ended = false;
  let failure: unknown = null;
  const wake = () => {
    waiter?.();
    waiter = null;
  };
  return {
    push(part: Part) {
      parts.push(part);
      wake();
    },
    end(error?: unknown) {
      ended = true;
      if (error !== undefined) failure = error;
      wake();
    },
    /** The next part, or null once the dump is over and every part was taken. */
    async next(): Promise<Part | null> {
      for (;;) {
        if (failure) throw failure;
        const part = parts.shift();
        if (part) return part;
        if (ended) return null;
        await new Promise<void>((resolve) => (waiter = resolve));
      }
    },
  };
}

/**
 * A table's lines written into parts under `dir` (`<table>.<n>.jsonl`): a part is closed at the first
 * line end once it holds `partBytes` (a line is never split), and queued at once.
 */
function createPartWriter(
  dir: string,
  table: string,
  partBytes: number,
  queue: ReturnType<typeof createPartQueue>,
) {
  let parts = 0;
  let file: FileHandle | null = null;
  let path = '';
  let size = 0;
  const closePart = async () => {
    if (!file) return;
    const done = file;
    file = null;
    await done.close();
    queue.push({ table, n: parts, path, size });
  };
  return {
    get parts() {
      return parts;
    },
    async write(chunk: Uint8Array) {
      let offset = 0;
      while (offset < chunk.length) {
        if (!file) {
          parts += 1;
          path = join(dir, `${table}.${parts}.jsonl`);
          file = await open(path, 'wx');
          size = 0;
        }
        // The line end at or after the byte that brings the part to partBytes.
        const end = chunk.indexOf(0x0a, offset + Math.max(1, partBytes - size) - 1);
        const stop = end === -1 ? chunk.length : end + 1;
        await file.write(chunk, offset, stop - offset);
        size += stop - offset;
        offset = stop;
        if (end !== -1) await closePart();
      }
    },
    /** Closes the last part (queued only when the table is over, not when the dump failed). */
    async end(complete: boolean) {
      if (complete) await closePart();
      else await (file as FileHandle | null)?.close();
    },
  };
}

/**
 * Dumps every table into parts under `dir` (about PART_BYTES each) inside one snapshot, so all
 * tables come from the same instant while the application keeps writing (PostgreSQL); each part is
 * queued as soon as it is whole. PGlite has a single connection: other requests wait for the dump,
 * which only writes to local files.
 */
async function dumpDatabase(
  db: Database,
  dir: string,
  onStart: (start: DumpStart) => void,
  queue: ReturnType<typeof createPartQueue>,
  aborted: () => boolean,
  partBytes: number,
): Promise<BackupTotals['tables']> {
  // A page is never much bigger than a part (tests cut parts of a few hundred bytes).
  const pageRows = Math.max(1, Math.min(2000, Math.floor(partBytes / 1024)));
  return withSnapshot(
    db,
    async ({ tx, lines }) => {
      // The first statement takes the snapshot; the sequences are read after it, so never below
      // an id the dump holds.
      const tables = await listTables(tx);
      const order = dependencyOrder(
        tables.map((t) => t.name),
        await listForeignKeys(tx),
      );
      const byName = new Map(tables.map((t) => [t.name, t]));
      onStart({
        tables: order.map((name) => ({ name, columns: byName.get(name)!.columns })),
        sequences: await listSequences(tx),
        migrations: await appliedMigrations(tx),
      });
      const totals: BackupTotals['tables'] = [];
      for (const name of order) {
        const table = lines(byName.get(name)!);
        const writer = createPartWriter(dir, name, partBytes, queue);
        let complete = false;
        try {
          for await (const chunk of table.chunks) {
            if (aborted()) throw new BackupAborted('the download was abandoned');
            await writer.write(chunk);
          }
          complete = true;
        } finally {
          await writer.end(complete);
        }
        totals.push({ name, rows: table.rows(), parts: writer.parts });
      }
      return totals;
    },
    { pageRows },
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

/**
 * A small entry from memory. An archive torn down before the entry went out (the download
 * abandoned) destroys it with an error: the listener keeps that from becoming an uncaught
 * exception (the archive's own failure is already handled where it is piped).
 */
function addText(pack: tar.Pack, name: string, text: string, mtime: Date): void {
  pack.entry({ name, mtime, mode: 0o644 }, text).on('error', () => {});
}

export type Backup = { fileName: string; manifest: BackupManifest; stream: Readable };

export type BackupServiceDeps = {
  db: Database;
  driver: DatabaseDriver;
  /** DATA_DIR: its uploads/ travel with the database. */
  dataDir: string;
  now?: () => Date;
  /** The size a table's part is cut at (tests make it small; PART_BYTES otherwise). */
  partBytes?: number;
};

export function createBackupService({
  db,
  driver,
  dataDir,
  now = () => new Date(),
  partBytes = PART_BYTES,
}: BackupServiceDeps) {
  /** One backup at a time per process: each one reads the whole database and fills a temp folder. */
  let running = false;

  /**
   * Takes a backup and streams it as a .tar.gz while the database is still being read: the
   * manifest goes out once the snapshot is taken, each part of a table once it is spooled (then
   * its file goes), the uploads after the last table, the totals last. The dump runs at the
   * database's pace whatever the download's, so a slow download holds no transaction. The temporary
   * folder goes when the stream ends, fails or is abandoned (an abandoned download also stops the dump).
   */
  async function createBackup(actor: { id: number }, meta: { ip: string | null }): Promise<Backup> {
    if (running) throw BACKUP_ERRORS.busy();
    running = true;
    let handedOver = false;
    let dir: string | null = null;
    let abandoned = false;
    let dump: Promise<BackupTotals['tables']> | null = null;
    try {
      await auditAction(db, actor, meta, {
        action: 'system.backup',
        entity: 'system',
      });
      const folder = await mkdtemp(join(tmpdir(), 'tenho-backup-'));
      dir = folder;
      const uploadsRoot = join(dataDir, UPLOADS_DIR);
      const uploads = await listUploads(uploadsRoot);
      const at = now();
      const queue = createPartQueue();
      let started!: (start: DumpStart) => void;
      const startedPromise = new Promise<DumpStart>((resolve) => (started = resolve));
      dump = dumpDatabase(db, folder, started, queue, () => abandoned, partBytes);
      dump.then(
        () => queue.end(),
        (error: unknown) => queue.end(error),
      );
      // The manifest, or the dump's failure before it.
      const start = await Promise.race([
        startedPromise,
        dump.then(() => {
          throw new Error('backup: the dump ended without taking its snapshot');
        }),
      ]);
      const manifest: BackupManifestV2 = {
        format: BACKUP_FORMAT,
        version: BACKUP_FORMAT_VERSION,
        created_at: at.toISOString(),
        source: driver,
        migrations: start.migrations,
        tables: start.tables,
        sequences: start.sequences,
        uploads: { files: uploads.length, bytes: uploads.reduce((sum, f) => sum + f.size, 0) },
      };

      const pack = tar.pack();
      const gzip = createGzip();
      // Node's pipeline, not the tar stream's own pipe: it listens for errors on both sides, so a
      // download abandoned midway ends both streams instead of leaving an error nobody handles.
      pipeline(pack, gzip).catch(() => {});
      const running$ = dump;
      gzip.once('close', () => {
        // Closed before the end (the client went away, or a failure): the dump stops at its next batch.
        abandoned = true;
        // The folder goes once the dump no longer writes to it.
        void running$
          .catch(() => {})
          .finally(() => {
            running = false;
            void rm(folder, { recursive: true, force: true });
          });
      });

      const fill = async () => {
        addText(pack, MANIFEST_ENTRY, `${JSON.stringify(manifest, null, 2)}\n`, at);
        for (let part = await queue.next(); part; part = await queue.next()) {
          await addFile(pack, tablePartEntryName(part.table, part.n), part.path, part.size, at);
          await rm(part.path, { force: true });
        }
        const totals: BackupTotals = { tables: await running$ };
        for (const file of uploads) {
          await addFile(pack, `${UPLOADS_DIR}/${file.name}`, file.path, file.size, file.mtime);
        }
        addText(pack, TOTALS_ENTRY, `${JSON.stringify(totals)}\n`, at);
        pack.finalize();
      };
      fill().catch((error: unknown) => gzip.destroy(error as Error));
      handedOver = true;
      return { fileName: backupFileName(at), manifest, stream: gzip };
    } finally {
      if (!handedOver) {
        abandoned = true;
        await (dump as Promise<unknown> | null)?.catch(() => {});
        running = false;
        if (dir) await rm(dir, { recursive: true, force: true });
      }
    }
  }

  return { createBackup };
}
