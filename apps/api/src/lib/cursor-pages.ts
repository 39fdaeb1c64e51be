import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from './query-rows.ts';

const CURSOR = 'tenho_pages';

/**
 * The rows of `query`, `pageRows` at a time, read through a cursor in one read-only transaction (one
 * snapshot). The next page is asked for as soon as one is handed over, so PostgreSQL reads it while
 * the caller works on this one; at most one page waits to be taken. A caller that stops early (a
 * `break`, an error) ends the transaction; a failed read is thrown to the caller at its next page.
 *
 * The caller should not wait on anything slow between pages (a client's socket, say): the
 * transaction holds a connection (PGlite's only one) until the last page is taken.
 */
export async function* cursorPages<T>(db: Database, query: SQL, pageRows: number): AsyncGenerator<T[]> {
  let waiting: T[] | null = null;
  let finished = false;
  let failure: { error: unknown } | null = null;
  let stopped = false;
  /** Wakes the side that waits: the reader for room, the caller for a page. */
  let wake: (() => void) | null = null;
  const signal = () => {
    const resume = wake;
    wake = null;
    resume?.();
  };
  const until = (ready: () => boolean) =>
    ready() ? Promise.resolve() : new Promise<void>((resolve) => (wake = resolve));

  const reading = db
    .transaction(
      async (tx) => {
        await tx.execute(sql`declare ${sql.raw(CURSOR)} no scroll cursor for ${query}`);
        for (;;) {
          const rows = await queryRows<T>(tx, sql.raw(`fetch forward ${pageRows} from ${CURSOR}`));
          await until(() => waiting === null || stopped);
          if (stopped || rows.length === 0) return;
          waiting = rows;
          signal();
          if (rows.length < pageRows) return;
        }
      },
      { accessMode: 'read only' },
    )
    .then(
      () => {
        finished = true;
        signal();
      },
      (error: unknown) => {
        failure = { error };
        signal();
      },
    );

  try {
    for (;;) {
      await until(() => waiting !== null || finished || failure !== null);
      if (waiting !== null) {
        const page: T[] = waiting;
        waiting = null;
        signal();
        yield page;
        continue;
      }
      if (failure !== null) throw (failure as { error: unknown }).error;
      return;
    }
  } finally {
    stopped = true;
    signal();
    await reading;
  }
}
