import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgPoolOf, type DatabaseHandle } from '../db/client.ts';
import { createTestDatabase } from '../../test/database.ts';
import { cursorPages } from './cursor-pages.ts';
import { queryRows } from './query-rows.ts';
import { streamedPages } from './streamed-pages.ts';
import { slack } from '../../test/timeouts.ts';

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

/** Takes the first page (its first row must be 1) and stops reading. */
async function stopAfterFirstPage(pages: AsyncIterable<{ n: number }[]>): Promise<void> {
  for await (const page of pages) {
    expect(page[0]!.n).toBe(1);
    break;
  }
}

/** PGlite has one connection: a transaction or a statement left open would make this wait forever. */
async function expectDatabaseUsable(): Promise<void> {
  const [row] = await queryRows<{ ok: number }>(handle.db, sql`select 1 as ok`);
  expect(row!.ok).toBe(1);
}

describe('cursorPages', () => {
  it('hands over every row in order, a page at a time, with the query’s parameters', async () => {
    const pages = await collect(cursorPages<{ n: number }>(handle.db, numbers(7), 3));
    expect(pages.map((page) => page.map((row) => row.n))).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    // An exact multiple of the page: no empty page at the end.
    expect((await collect(cursorPages(handle.db, numbers(6), 3))).map((page) => page.length)).toEqual([3, 3]);
    expect(await collect(cursorPages(handle.db, numbers(0), 3))).toEqual([]);
  });

  it('reads the next page while the caller works on this one', async () => {
    // Each page takes PostgreSQL 100 ms (pg_sleep per row, wall-clock) and the caller 100 ms: one
    // after the other, 4 pages take 800 ms; read ahead, about 500.
    const started = performance.now();
    const seen: number[] = [];
    for await (const page of cursorPages<{ n: number }>(
      handle.db,
      sql`select n from generate_series(1, 8) n, lateral (select pg_sleep(0.05)) s`,
      2,
    )) {
      seen.push(...page.map((row) => row.n));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(performance.now() - started).toBeLessThan(700);
  });

  it('ends its transaction when the caller stops early, so the connection is free again', async () => {
    await stopAfterFirstPage(cursorPages<{ n: number }>(handle.db, numbers(100), 10));
    await expectDatabaseUsable();
  });

  it('throws a failed read to the caller', async () => {
    await expect(
      collect(cursorPages(handle.db, sql`select 1 / (3 - n) as x from generate_series(1, 5) n`, 1)),
    ).rejects.toThrow();
    await expectDatabaseUsable();
  });
});

// On PGlite the cursor's pages; with TEST_DATABASE_URL, one statement streamed by node-postgres.
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
    await stopAfterFirstPage(streamedPages<{ n: number }>(handle.db, numbers(100_000), 10));
    await expectDatabaseUsable();
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

  it('gives a row the same values as queryRows (dates and times as PostgreSQL’s text)', async () => {
    const query = sql`select 1::int as n, 2.5::float8 as x, 'a'::text as t, true as b,
                             '2026-11-30 12:34:56.789+00'::timestamptz as at, '2026-11-30'::date as day,
                             '1 day'::interval as span, 12345678901234::bigint as big`;
    const [page] = await collect(streamedPages<Record<string, unknown>>(handle.db, query, 10));
    expect(page).toEqual(await queryRows<Record<string, unknown>>(handle.db, query));
  });

  it('throws a failed statement to the caller, and the database stays usable', async () => {
    await expect(
      collect(streamedPages(handle.db, sql`select 1 / (3 - n) as x from generate_series(1, 5) n`, 1)),
    ).rejects.toThrow();
    await expectDatabaseUsable();
  });
});
