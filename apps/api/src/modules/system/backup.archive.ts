import { posix } from 'node:path';
import { z } from 'zod';

/**
 * The backup file: a gzipped tar (`.tar.gz`) that any tar tool opens.
 *
 *   manifest.json               what is inside (always the first entry)
 *   database/<table>.jsonl      one JSON object per row (PostgreSQL's row_to_json), tables in
 *                               dependency order (parents first)
 *   uploads/<path>              the files under DATA_DIR/uploads
 *
 * The database part is logical and the same whether it was taken from PGlite or PostgreSQL, so a
 * backup restores into either: a laptop's embedded database can move to a server.
 */
export const BACKUP_FORMAT = 'tenho-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_DIR = 'database';
export const UPLOADS_DIR = 'uploads';
/** The largest manifest a restore reads (it lists tables and sequences, never rows). */
export const MANIFEST_MAX_BYTES = 1024 * 1024;

const tableName = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/);

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_FORMAT_VERSION),
  created_at: z.string(),
  /** Where it was taken from: 'pglite' or 'pg'. */
  source: z.enum(['pglite', 'pg']),
  /** drizzle-kit journal `when` of every migration the database had, oldest first. */
  migrations: z.array(z.string().regex(/^\d{1,20}$/)),
  tables: z.array(
    z.object({
      name: tableName,
      columns: z.array(z.string().min(1).max(63)),
      rows: z.number().int().nonnegative(),
    }),
  ),
  sequences: z.array(
    z.object({ name: tableName, lastValue: z.string().regex(/^-?\d{1,20}$/), isCalled: z.boolean() }),
  ),
  uploads: z.object({ files: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() }),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

export const tableEntryName = (table: string) => `${DATABASE_DIR}/${table}.jsonl`;

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
