import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import copyStreams from 'pg-copy-streams';
import { pgPoolOf, type Database } from '../../db/client.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { qualified, qualifiedName, quoteIdent, type TableInfo } from './backup.catalog.ts';

/**
 * The database as a backup reads it: one read-only REPEATABLE READ transaction (every table from the
 * same snapshot while the application keeps writing), and each table's rows as JSON lines, one
 * `row_to_json` object per line, in primary key order.
 *
 * On PostgreSQL the rows come through `COPY … TO STDOUT` on the snapshot's own connection:
 * PostgreSQL writes the lines and the process only moves their bytes to disk, in the socket's chunks,
 * with no string or object per row or per page (a national backup through pages of strings grew the
 * process by 100–125 MB). On PGlite (one connection, no COPY to a stream) the rows come in pages.
 */

/** A table's lines in chunks of bytes; a chunk may end in the middle of a line. */
export type TableLines = { chunks: AsyncIterable<Uint8Array>; rows: () => number };

export type Snapshot = {
  /** The snapshot's transaction, for the catalogue. */
  tx: Database;
  lines: (table: TableInfo) => TableLines;
};

const CURSOR = 'tenho_backup_rows';

/** Rows per page on PGlite (a page is one string). */
const PAGE_ROWS = 2000;

/**
 * COPY in CSV with a delimiter and a quote (unit and record separators) that a `row_to_json` line
 * never holds raw (JSON writes every control character as \u00XX): each line comes out exactly as
 * PostgreSQL wrote it, never quoted, and without the text format's doubled backslashes.
 */
function copyQuery(table: TableInfo): string {
  const order = table.primaryKey.length ? ` order by ${table.primaryKey.map(quoteIdent).join(', ')}` : '';
  return `copy (select row_to_json(t)::text from ${qualifiedName(table.name)} t${order}) to stdout with (format csv, delimiter E'\\x1f', quote E'\\x1e')`;
}

export type SnapshotOptions = {
  /** Rows per page where the rows come in pages. */
  pageRows?: number;
  /** false: pages on PostgreSQL too (tests compare both). */
  copy?: boolean;
};

export async function withSnapshot<T>(
  db: Database,
  work: (snapshot: Snapshot) => Promise<T>,
  { pageRows = PAGE_ROWS, copy = true }: SnapshotOptions = {},
): Promise<T> {
  const pool = copy ? pgPoolOf(db) : null;
  if (!pool) {
    return db.transaction((tx) => work({ tx, lines: (table) => pagedLines(tx, table, pageRows) }), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
  }
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    await client.query('begin isolation level repeatable read, read only');
    const tx = drizzlePg({ client }) as unknown as Database;
    const result = await work({ tx, lines: (table) => copiedLines(client, table) });
    await client.query('commit');
    return result;
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // A dump that failed or was abandoned may have left a COPY midway: the connection is closed
    // (which ends the transaction) instead of going back to the pool.
    client.release(failure);
  }
}

function copiedLines(client: pg.PoolClient, table: TableInfo): TableLines {
  const stream = client.query(copyStreams.to(copyQuery(table)));
  // An abandoned dump closes the connection under a COPY that is no longer read: its error then
  // has nobody else to go to.
  stream.on('error', () => {});
  return { chunks: stream, rows: () => stream.rowCount };
}

function pagedLines(tx: Database, table: TableInfo, pageRows: number): TableLines {
  let rows = 0;
  const encoder = new TextEncoder();
  async function* chunks() {
    for await (const page of tablePages(tx, table, pageRows)) {
      rows += page.rows;
      yield encoder.encode(`${page.text}\n`);
    }
  }
  return { chunks: chunks(), rows: () => rows };
}

/**
 * A table's rows as pages of JSON lines (`text`: the lines joined by newlines), in primary key
 * order. With a one-column key each page is one query that PostgreSQL aggregates into one string
 * (the next page starts after the last key): a page costs the process one string instead of a
 * string and an object per row. Other tables are read through a cursor.
 */
async function* tablePages(
  tx: Database,
  table: TableInfo,
  pageRows: number,
): AsyncGenerator<{ text: string; rows: number }> {
  if (table.primaryKey.length === 1) {
    const key = sql.raw(`t.${quoteIdent(table.primaryKey[0]!)}`);
    let after: string | null = null;
    for (;;) {
      const from: SQL = sql`select row_to_json(t)::text as j, ${key} as k from ${qualified(table.name)} t`;
      const page: SQL =
        after === null
          ? sql`${from} order by ${key} limit ${pageRows}`
          : sql`${from} where ${key} > ${after} order by ${key} limit ${pageRows}`;
      const [result] = await queryRows<{ text: string | null; rows: number; last: string | null }>(
        tx,
        sql`select string_agg(p.j, E'\n' order by p.k) as text, count(*)::int as rows, max(p.k)::text as last
            from (${page}) p`,
      );
      if (!result?.text || result.rows === 0) return;
      yield { text: result.text, rows: result.rows };
      if (result.rows < pageRows) return;
      after = result.last;
    }
  }
  const orderBy = table.primaryKey.length
    ? sql.raw(` order by ${table.primaryKey.map(quoteIdent).join(', ')}`)
    : sql.raw('');
  await tx.execute(
    sql`declare ${sql.raw(CURSOR)} no scroll cursor for select row_to_json(t)::text as j from ${qualified(table.name)} t${orderBy}`,
  );
  for (;;) {
    const batch = await queryRows<{ j: string }>(tx, sql.raw(`fetch forward ${pageRows} from ${CURSOR}`));
    if (batch.length === 0) break;
    yield { text: batch.map((r) => r.j).join('\n'), rows: batch.length };
  }
  await tx.execute(sql.raw(`close ${CURSOR}`));
}
