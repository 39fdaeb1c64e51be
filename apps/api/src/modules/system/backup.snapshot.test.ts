import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgPoolOf, type DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { queryRows } from '../../lib/query-rows.ts';
import type { TableInfo } from './backup.catalog.ts';
import { withSnapshot, type SnapshotOptions, type TableLines } from './backup.snapshot.ts';
import { slack } from '../../../test/timeouts.ts';

let handle: DatabaseHandle;
const onPostgres = () => pgPoolOf(handle.db) !== null;

/** Text a JSON line must carry through unchanged: COPY's quote and delimiter, escapes, newlines. */
const AWKWARD = 'a\\b "aspas" \\n\n\r\t \u001e\u001f\u0001 fim\\ ção 🎉';

const probe: TableInfo = { name: 'snapshot_probe', columns: ['id', 'note', 'data'], primaryKey: ['id'] };
const pair: TableInfo = { name: 'snapshot_pair', columns: ['a', 'b'], primaryKey: ['a', 'b'] };
const loose: TableInfo = { name: 'snapshot_loose', columns: ['n'], primaryKey: [] };

beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.execute(sql`create table snapshot_probe (id int primary key, note text, data jsonb)`);
  await handle.db.execute(sql`create table snapshot_pair (a int, b text, primary key (a, b))`);
  await handle.db.execute(sql`create table snapshot_loose (n int)`);
  await handle.db.execute(
    sql`insert into snapshot_probe
        select n, case when n % 3 = 0 then null else ${AWKWARD}::text || n end,
               jsonb_build_object('n', n, 'texto', ${AWKWARD}::text, 'lista', jsonb_build_array(n, ${AWKWARD}::text))
        from generate_series(1, 5000) n`,
  );
  await handle.db.execute(
    sql`insert into snapshot_pair select n % 7, ${AWKWARD}::text || n from generate_series(1, 50) n`,
  );
  await handle.db.execute(sql`insert into snapshot_loose select n from generate_series(1, 30) n`);
}, slack(60_000));
afterAll(async () => {
  await handle?.close();
});

async function bytesOf(lines: TableLines): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of lines.chunks) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Each table's lines and row count, read in one snapshot. */
function dump(tables: TableInfo[], options?: SnapshotOptions) {
  return withSnapshot(
    handle.db,
    async ({ lines }) => {
      const out: { bytes: Buffer; rows: number }[] = [];
      for (const table of tables) {
        const read = lines(table);
        out.push({ bytes: await bytesOf(read), rows: read.rows() });
      }
      return out;
    },
    options,
  );
}

const parsed = (bytes: Buffer) =>
  bytes
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('withSnapshot', () => {
  it('gives every row as one JSON line, in key order, the text exactly as stored', async () => {
    const [rows, pairs, others] = await dump([probe, pair, loose]);
    expect(rows!.rows).toBe(5000);
    expect(rows!.bytes.at(-1)).toBe(0x0a);
    const lines = parsed(rows!.bytes);
    expect(lines.map((r) => r.id)).toEqual(Array.from({ length: 5000 }, (_, i) => i + 1));
    expect(lines[0]).toEqual({
      id: 1,
      note: `${AWKWARD}1`,
      data: { n: 1, texto: AWKWARD, lista: [1, AWKWARD] },
    });
    expect(lines[2]!.note).toBeNull();
    // A key of two columns: ordered by both.
    const keys = parsed(pairs!.bytes).map((r) => [r.a, r.b] as [number, string]);
    expect(pairs!.rows).toBe(50);
    expect(keys).toEqual([...keys].sort((x, y) => x[0] - y[0] || (x[1] < y[1] ? -1 : x[1] > y[1] ? 1 : 0)));
    // No key at all.
    expect(others!.rows).toBe(30);
    expect(
      parsed(others!.bytes)
        .map((r) => r.n)
        .sort((x, y) => Number(x) - Number(y)),
    ).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('on PostgreSQL, COPY gives the same bytes as the pages', async (context) => {
    if (!onPostgres()) context.skip();
    const copied = await dump([probe, pair]);
    const paged = await dump([probe, pair], { copy: false, pageRows: 333 });
    expect(copied[0]!.bytes.equals(paged[0]!.bytes)).toBe(true);
    expect(copied[1]!.bytes.equals(paged[1]!.bytes)).toBe(true);
    expect(copied.map((t) => t.rows)).toEqual(paged.map((t) => t.rows));
  });

  it('on PostgreSQL, reads one instant: a row written meanwhile is not in the dump', async (context) => {
    if (!onPostgres()) context.skip();
    const [seen] = await withSnapshot(handle.db, async ({ tx, lines }) => {
      await queryRows(tx, sql`select 1`);
      await handle.db.execute(sql`insert into snapshot_loose values (999)`);
      return [parsed(await bytesOf(lines(loose))).map((r) => r.n)];
    });
    expect(seen).not.toContain(999);
    await handle.db.execute(sql`delete from snapshot_loose where n = 999`);
  });

  it('a dump given up in the middle of a table ends the snapshot and leaves the database usable', async () => {
    const gaveUp = withSnapshot(
      handle.db,
      async ({ lines }) => {
        for await (const chunk of lines(probe).chunks) {
          if (chunk.length > 0) throw new Error('given up');
        }
      },
      { pageRows: 100 },
    );
    await expect(gaveUp).rejects.toThrow('given up');
    // The next snapshot and the next query work (on PostgreSQL the half-read COPY's connection was closed).
    const [again] = await dump([loose]);
    expect(again!.rows).toBe(30);
    const [count] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from snapshot_probe`,
    );
    expect(count!.n).toBe(5000);
  });
});
