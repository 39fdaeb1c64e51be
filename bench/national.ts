// The national dataset (issue 33): where it lives and whether it is there. The dataset is a database
// of its own on the bench's PostgreSQL server (BENCH_DATABASE_URL names the server; the database is
// BENCH_NATIONAL_DATABASE, default tenho_bench_national), filled once by `npm run bench:seed-national`
// and reused by the suites that need it (screens, cluster) while its marker row says the same seed
// and version.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

/** Bumped whenever the generator changes what it writes: an older dataset is then seeded again. */
export const NATIONAL_VERSION = 1;
export const NATIONAL_SEED = Number(process.env.BENCH_NATIONAL_SEED ?? 33);
export const NATIONAL_DATABASE = process.env.BENCH_NATIONAL_DATABASE ?? 'tenho_bench_national';

/** The accounts the suites sign in with (the only ones with a usable password). */
export const NATIONAL_ACCOUNTS = {
  admin: { email: 'admin1@nacional.bench.tenho.com.br', password: 'Bench#Admin2026' },
  company: { email: 'empresa1@nacional.bench.tenho.com.br', password: 'Bench#Empresa2026' },
  user: { email: 'equipe1@nacional.bench.tenho.com.br', password: 'Bench#Equipe2026' },
} as const;

export function serverUrl(): string | null {
  return process.env.BENCH_DATABASE_URL ?? null;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export function nationalUrl(): string | null {
  const server = serverUrl();
  return server === null ? null : withDatabase(server, NATIONAL_DATABASE);
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export type Marker = {
  seed: number;
  version: number;
  anchor: string;
  seconds: number;
  counts: Record<string, number>;
};

/** The marker row of a finished dataset, or null (no database, no marker, another seed or version). */
export async function readMarker(url: string): Promise<Marker | null> {
  try {
    return await withClient(url, async (client) => {
      const { rows } = await client.query<{
        seed: number;
        version: number;
        anchor: Date;
        seconds: number;
        counts: Record<string, number>;
      }>(
        `select seed, version, anchor, seconds, counts from bench_national_seed
          where seed = $1 and version = $2 and finished_at is not null`,
        [NATIONAL_SEED, NATIONAL_VERSION],
      );
      const row = rows[0];
      return row ? { ...row, anchor: row.anchor.toISOString() } : null;
    });
  } catch {
    return null;
  }
}

/** A database handle of the API (apps/api/src/db/client.ts), as the suites use it. */
type Handle = { db: unknown; close: () => Promise<void> };

/** A module of the API's sources, loaded when a suite needs it (the bench does not build the API). */
const api = async <T>(path: string): Promise<T> =>
  (await import(pathToFileURL(resolve(import.meta.dirname, '../apps/api/src', path)).href)) as T;

/**
 * Brings the national dataset to this code's migrations before a suite starts the app on it (or
 * copies it): a migration over millions of rows (0034 rewrites the status of 2.8 M requests and
 * builds seven indexes) takes minutes, past the app's start-up timeout. Prints how long when it did
 * anything noticeable.
 */
export async function migrateNational(url: string): Promise<void> {
  const { createDatabase } = await api<{ createDatabase: (o: object) => Promise<Handle> }>('db/client.ts');
  const { migrateWithLock } = await api<{ migrateWithLock: (h: Handle) => Promise<void> }>('db/migrate.ts');
  const started = Date.now();
  const handle = await createDatabase({ url });
  try {
    await migrateWithLock(handle);
  } finally {
    await handle.close();
  }
  const seconds = (Date.now() - started) / 1000;
  if (seconds >= 2) console.log(`national dataset: migrations applied in ${seconds.toFixed(0)} s`);
  await catchUpReportSummaries(url);
}

/**
 * The report summaries as a running system keeps them (its worker folds them every minute): the
 * deltas the bulk load's triggers appended folded, every closed day of Demanda não atendida
 * summarised. A dataset just seeded (or migrated) has them all to do, which the first scheduled
 * runs would do while a suite measures.
 */
export async function catchUpReportSummaries(url: string): Promise<void> {
  const { createDatabase } = await api<{ createDatabase: (o: object) => Promise<Handle> }>('db/client.ts');
  const { refreshReportSummaries } = await api<{
    refreshReportSummaries: (db: unknown, maxDays: number) => Promise<{ folded: number; days: number }>;
  }>('jobs/report-totals.ts');
  const started = Date.now();
  const handle = await createDatabase({ url });
  try {
    const done = await refreshReportSummaries(handle.db, Number.POSITIVE_INFINITY);
    // The summaries as autovacuum would keep them (this machine's server runs without autovacuum):
    // the planner's statistics (a summary last analysed empty, when the migrations created it, got
    // plans for an empty table — Demanda não atendida 365 took 4.7 s instead of 0.2 s), and the
    // delta tables just folded emptied of their dead rows (else every read of a year's Financeiro
    // scans ~1,800 dead pages of report_ledger_deltas: 72 ms of its 198). Cheap: the summaries are
    // small and ANALYZE samples them.
    const { sql } = await import('drizzle-orm');
    const db = handle.db as { execute: (query: unknown) => Promise<unknown> };
    await db.execute(
      sql`vacuum (analyze) report_outbound_totals, report_outbound_deltas, report_ledger_days, report_ledger_deltas, report_demand_days, report_demand_months, report_demand_marks, report_demand_summarised, report_failed_messages, report_user_activity, wallet_ledger_totals`,
    );
    const seconds = (Date.now() - started) / 1000;
    if (seconds >= 2)
      console.log(
        `national dataset: report summaries caught up in ${seconds.toFixed(0)} s (${done.folded} deltas folded, ${done.days} days summarised)`,
      );
  } finally {
    await handle.close();
  }
}
