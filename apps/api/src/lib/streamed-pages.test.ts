import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgPoolOf, type DatabaseHandle } from '../db/client.ts';
import { createTestDatabase } from '../../test/database.ts';
import { queryRows } from './query-rows.ts';
import { streamedPages } from './streamed-pages.ts';
import { slack } from '../../test/timeouts.ts';

// Runs on PGlite (the cursor's pages) and, with TEST_DATABASE_URL, on PostgreSQL (one streamed statement).
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
}, slack(60_000));
afterAll(async () => {
  await handle?.close();
});

const numbers = (to: number, from = 1) =>
  sql`select n from generate_series(${from}::int, ${to}::int) n order by n`;

async function collect<T>(pages: AsyncIterable<T[]>): Promise<T[][]> {
  const seen: T[][] = [];
  for await (const page of pages) seen.push(page);
  return seen;
}

describe('streamedPages', () => {
  it('hands over every row in order, a page at a time, with the query’s parameters', async () => {
    const pages = await collect(streamedPages<{ n: number }>(handle.db, numbers(7), 3));
    expect(pages.map((page) => page.map((row) => row.n))).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    // An exact multiple of the page: no empty page at the end; no rows: no page.
    expect((await collect(streamedPages(handle.db, numbers(6), 3))).map((page) => page.length)).toEqual([
      3, 3,
    ]);
    expect(await collect(streamedPages(handle.db, numbers(0), 3))).toEqual([]);
  });

  it('hands over the first pages while the statement still runs', async () => {
    // The rows after the 5th wait 300 ms each in the server: a first page only after the whole
    // result would come after 1.5 s. (Each row is 16 KB: PostgreSQL sends its output 8 KB at a time.)
    const started = performance.now();
    let firstPageAt = 0;
    const seen: number[] = [];
    for await (const page of streamedPages<{ n: number }>(
      handle.db,
      sql`select n, repeat('x', 16384) as filler from generate_series(1, 10) n,
            lateral (select case when n > 5 then pg_sleep(0.3) end) s`,
      5,
    )) {
      if (firstPageAt === 0) firstPageAt = performance.now() - started;
      seen.push(...page.map((row) => row.n));
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // PGlite answers a cursor's fetch of 5 rows before it runs the next ones, too.
    expect(firstPageAt).toBeLessThan(slack(1_200));
  });

  it('frees its connection when the caller stops early', async () => {
    for await (const page of streamedPages<{ n: number }>(handle.db, numbers(100_000), 10)) {
      expect(page[0]!.n).toBe(1);
      break;
    }
    // PGlite has one connection: a transaction left open would make this wait forever.
    const [row] = await queryRows<{ ok: number }>(handle.db, sql`select 1 as ok`);
    expect(row!.ok).toBe(1);
    const pool = pgPoolOf(handle.db);
    if (pool !== null) {
      // The busy connection was closed, not handed back to the pool to answer someone else.
      await expect.poll(() => pool.totalCount - pool.idleCount, { timeout: slack(5_000) }).toBe(0);
      await expect
        .poll(
          async () =>
            (
              await queryRows<{ running: number }>(
                handle.db,
                sql`select count(*)::int as running from pg_stat_activity
                    where state = 'active' and query like '%generate_series(%' and pid <> pg_backend_pid()`,
              )
            )[0]!.running,
          { timeout: slack(5_000) },
        )
        .toBe(0);
    }
  });

  it('throws a failed statement to the caller, and the database stays usable', async () => {
    await expect(
      collect(streamedPages(handle.db, sql`select 1 / (3 - n) as x from generate_series(1, 5) n`, 1)),
    ).rejects.toThrow();
    const [row] = await queryRows<{ ok: number }>(handle.db, sql`select 1 as ok`);
    expect(row!.ok).toBe(1);
  });
});
