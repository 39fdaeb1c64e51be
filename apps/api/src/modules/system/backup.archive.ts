import { posix } from 'node:path';
import { z } from 'zod';

/**
 * The backup file: a gzipped tar (`.tar.gz`) that any tar tool opens. Version 2 (written now):
 *
 *   manifest.json                  what is inside (always the first entry): tables and columns,
 *                                  sequences, migrations, the uploads' count
 *   database/<table>/<n>.jsonl     the rows, one JSON object per line (PostgreSQL's row_to_json),
 *                                  in parts of at most PART_BYTES numbered from 000001; tables in
 *                                  dependency order (parents first), an empty table has no part
 *   uploads/<path>                 the files under DATA_DIR/uploads
 *   totals.json                    always the last entry: each table's rows and parts
 *
 * Parts let the download start while the database is still being read (a national database takes
 * minutes to dump: the first byte used to wait for all of it), and the totals, known only at the
 * end, close the archive so a cut download is told apart from a whole one. Version 1 (one
 * `database/<table>.jsonl` per table, the row counts in the manifest) is still restored.
 *
 * The database part is logical and the same whether it was taken from PGlite or PostgreSQL, so a
 * backup restores into either: a laptop's embedded database can move to a server.
 */
export const BACKUP_FORMAT = 'tenho-backup';
export const BACKUP_FORMAT_VERSION = 2;
export const MANIFEST_ENTRY = 'manifest.json';
export const TOTALS_ENTRY = 'totals.json';
/** A table's rows are cut into parts of about this size (a part is spooled whole, then archived). */
export const PART_BYTES = 8 * 1024 * 1024;
export const DATABASE_DIR = 'database';
export const UPLOADS_DIR = 'uploads';
/** The largest manifest a restore reads (it lists tables and sequences, never rows). */
export const MANIFEST_MAX_BYTES = 1024 * 1024;

const tableName = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/);

const manifestFields = {
  format: z.literal(BACKUP_FORMAT),
  created_at: z.string(),
  /** Where it was taken from: 'pglite' or 'pg'. */
  source: z.enum(['pglite', 'pg']),
  /** drizzle-kit journal `when` of every migration the database had, oldest first. */
  migrations: z.array(z.string().regex(/^\d{1,20}$/)),
  sequences: z.array(
    z.object({ name: tableName, lastValue: z.string().regex(/^-?\d{1,20}$/), isCalled: z.boolean() }),
  ),
  uploads: z.object({ files: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() }),
};
const columnsSchema = z.array(z.string().min(1).max(63));

export const manifestSchema = z.discriminatedUnion('version', [
  z.object({
    ...manifestFields,
    version: z.literal(1),
    tables: z.array(
      z.object({ name: tableName, columns: columnsSchema, rows: z.number().int().nonnegative() }),
    ),
  }),
  z.object({
    ...manifestFields,
    version: z.literal(BACKUP_FORMAT_VERSION),
    tables: z.array(z.object({ name: tableName, columns: columnsSchema })),
  }),
]);
export type BackupManifest = z.infer<typeof manifestSchema>;
export type BackupManifestV2 = Extract<BackupManifest, { version: 2 }>;

export const totalsSchema = z.object({
  tables: z.array(
    z.object({
      name: tableName,
      rows: z.number().int().nonnegative(),
      parts: z.number().int().nonnegative(),
    }),
  ),
});
export type BackupTotals = z.infer<typeof totalsSchema>;

/** Version 1: a table's single entry. */
export const tableEntryName = (table: string) => `${DATABASE_DIR}/${table}.jsonl`;

/** Version 2: a table's part `n` (1, 2, …). */
export const tablePartEntryName = (table: string, n: number) =>
  `${DATABASE_DIR}/${table}/${String(n).padStart(6, '0')}.jsonl`;

/** The table and part number a version 2 entry names, or null. */
export function tablePartOf(entryName: string): { table: string; n: number } | null {
  const match = /^database\/([a-z_][a-z0-9_]{0,62})\/(\d{6})\.jsonl$/.exec(entryName);
  return match ? { table: match[1]!, n: Number(match[2]) } : null;
}

/**
 * The path under uploads/ an archive entry names, or null when it is not a plain relative path
 * inside it ('../', absolute paths, NUL and backslashes are refused).
 */
export function uploadPathOf(entryName: string): string | null {
  if (!entryName.startsWith(`${UPLOADS_DIR}/`) || /[\0\\]/.test(entryName)) return null;
  const relative = posix.normalize(entryName.slice(UPLOADS_DIR.length + 1));
  if (relative === '.' || relative.startsWith('../') || relative === '..' || posix.isAbsolute(relative))
    return null;
  return relative;
}

/** 'tenho-backup-2024-01-15-1530.tar.gz' (Brasília time). */
export function backupFileName(now: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return `tenho-backup-${parts.year}-${parts.month}-${parts.day}-${parts.hour}${parts.minute}.tar.gz`;
}
