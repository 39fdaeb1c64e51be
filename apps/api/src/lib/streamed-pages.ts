import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { pgPoolOf, type Database } from '../db/client.ts';
import { cursorPages } from './cursor-pages.ts';

const dialect = new PgDialect();

/**
 * Dates, times, intervals and their arrays stay PostgreSQL's text, as drizzle's `execute` (queryRows)
 * leaves them: a row read here and the same row read through `db` agree.
 */
const TEXT_TYPES = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1115, // timestamp[]
  1182, // date[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);
const asText = (value: string) => value;
const rowTypes = {
  getTypeParser: (id: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.has(id) ? asText : pg.types.getTypeParser(id, format),
} as pg.CustomTypesConfig;

/**
 * The rows of `query`, `pageRows` at a time, as PostgreSQL sends them: on node-postgres one
 * statement on a connection of its own, its rows handed over in pages while the rest still arrive.
 * Unlike a cursor (cursorPages), the server may run the statement in parallel and keeps working
 * while the process parses what it has sent: an export of ~39,000 rows took a cursor twenty round
 * trips, the server and the process each waiting for the other between them. The rows are not all
 * held at once: node-postgres does not keep rows that a listener takes.
 *
 * On PGlite (one connection, no streaming) the pages come from cursorPages. A caller that stops early
 * (a `break`, an error) ends the statement: its connection is closed rather than returned busy.
 */
export async function* streamedPages<T extends pg.QueryResultRow>(
  db: Database,
  query: SQL,
  pageRows: number,
): AsyncGenerator<T[]> {
  const pool = pgPoolOf(db);
  if (pool === null) {
    yield* cursorPages<T>(db, query, pageRows);
    return;
  }
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = await pool.connect();
  const ready: T[][] = [];
  let page: T[] = [];
  let ended = false;
  let failure: { error: unknown } | null = null;
  let wake: (() => void) | null = null;
  const signal = () => {
    const resume = wake;
    wake = null;
    resume?.();
  };
  const statement = client.query(new pg.Query<T>({ text, values: params, types: rowTypes }));
  statement.on('row', (row: T) => {
    page.push(row);
    if (page.length < pageRows) return;
    ready.push(page);
    page = [];
    signal();
  });
  statement.on('end', () => {
    if (page.length > 0) ready.push(page);
    page = [];
    ended = true;
    signal();
  });
  statement.on('error', (error: unknown) => {
    failure = { error };
    signal();
  });
  let finished = false;
  try {
    for (;;) {
      const next = ready.shift();
      if (next !== undefined) {
        yield next;
        continue;
      }
      if (failure !== null) throw (failure as { error: unknown }).error;
      if (ended) {
        finished = true;
        return;
      }
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    // A statement still sending (the caller stopped) or a failed one: the connection is closed, not reused.
    client.release(finished ? undefined : true);
  }
}
