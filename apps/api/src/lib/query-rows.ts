import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** The rows of a raw SQL statement, typed by the caller (node-postgres and PGlite both answer `rows`). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
