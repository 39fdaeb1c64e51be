// Both dashboards at scale (issue 8): 10 000 companies and 100 000 wallet movements in a throwaway
// PostgreSQL database. GET /api/users/stats/master and GET /api/franchise-units/{id}/dashboard-data
// (the biggest unit and a small one) must answer with p95 under 200 ms, and no request may read the
// ledger from end to end; a small unit's dashboard reads no table from end to end at all (its cost
// follows the unit, not the network). PostgreSQL's own counters (pg_stat_user_tables.seq_scan) are
// read before and after a batch of requests. The biggest unit holds 30 % of the companies: there a
// sequential read of users is the planner's right choice and is only reported.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { BENCH_MASTER, load, loginToken, startApi, stop, tempDataDir, type LoadResult } from '../lib.ts';

const API_PORT = 3470;
const COMPANIES = 10_000;
const MOVEMENTS = 100_000;
const UNITS = 20;
/** The biggest unit holds this share of the companies; the others share the rest. */
const BIG_UNIT_SHARE = 0.3;
const P95_BUDGET_MS = 200;
/** Dashboards are opened by people, not hammered: a busy office's worth of concurrent requests. */
const CONNECTIONS = 10;
const PROBES = 20;

const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Units, companies (registered over 18 months, a third of them leads) with profiles and wallets,
 * admins and company users, and the ledger, in a few bulk statements. Returns the unit ids.
 */
async function fill(databaseUrl: string): Promise<{ big: number; small: number }> {
  return withClient(databaseUrl, async (client) => {
    await client.query('begin');
    const { rows: units } = await client.query<{ id: number }>(
      `insert into franchise_units (name, code, city, state, region)
       select 'Tenho Bench ' || g, 'bench-' || g, 'Cidade ' || g, 'SP', case when g % 2 = 0 then 'Região ' || g end
       from generate_series(1, $1::int) g order by g returning id`,
      [UNITS],
    );
    const ids = units.map((u) => u.id);
    const big = ids[0]!;
    const inBig = Math.round(COMPANIES * BIG_UNIT_SHARE);
    await client.query(
      `insert into users (email, password_hash, role, unit_id, is_active, created_at, lead_status)
       select 'empresa' || g || '@bench.tenho.com.br', '!', 'CLIENT',
              case when g <= $2 then $3::int else ($4::int[])[1 + g % array_length($4::int[], 1)] end,
              g % 9 <> 0,
              now() - make_interval(mins => (g * 7919) % (18 * 30 * 24 * 60)),
              case when g % 3 = 0 then (case when g % 9 = 0 then 'PENDING_CONFIRMATION' else 'CONFIRMED' end) end
       from generate_series(1, $1::int) g`,
      [COMPANIES, inBig, big, ids.slice(1)],
    );
    await client.query(
      `insert into users (email, password_hash, role, unit_id, is_active)
       select 'admin' || g || '@bench.tenho.com.br', '!', 'ADMIN', ($1::int[])[1 + g % array_length($1::int[], 1)], true
       from generate_series(1, 40) g`,
      [ids],
    );
    await client.query(
      `insert into users (email, password_hash, role, unit_id, parent_id, is_active)
       select 'staff.' || u.email, '!', 'USER', u.unit_id, u.id, true
       from users u where u.role = 'CLIENT' and u.id % 20 = 0`,
    );
    await client.query(
      `insert into profiles (user_id, display_name)
       select id, 'Empresa Bench ' || id from users where email like '%@bench.tenho.com.br'`,
    );
    // Four companies in five have a wallet; movements are spread over them and over a year.
    await client.query(
      `insert into wallets (client_id, balance_cents)
       select id, (id * 37) % 100000 from users where role = 'CLIENT' and id % 5 <> 0`,
    );
    await client.query(
      `with w as (select array_agg(id order by id) as ids from wallets)
       insert into wallet_transactions
         (wallet_id, type, amount_cents, balance_after_cents, description, idempotency_key, reference_kind, created_at)
       select w.ids[1 + (g * 7919) % array_length(w.ids, 1)],
              case when g % 4 = 0 then 'DEBIT' else 'CREDIT' end, 30 + g % 5000, g % 100000,
              'Movimento ' || g, 'bench-' || g, case when g % 4 = 0 then 'OFFER' else 'ADMIN_CREDIT' end,
              now() - make_interval(secs => (g * 104729) % (365 * 24 * 3600))
       from generate_series(1, $1::bigint) g, w`,
      [MOVEMENTS],
    );
    await client.query('commit');
    await client.query('vacuum analyze');
    const { rows } = await client.query<{ id: number }>(
      `select unit_id as id from users where role = 'CLIENT' and unit_id <> $1 group by unit_id order by count(*), unit_id limit 1`,
      [big],
    );
    return { big, small: rows[0]!.id };
  });
}

const SCANNED_TABLES = ['users', 'wallets', 'wallet_transactions'] as const;
type Scans = Record<(typeof SCANNED_TABLES)[number], number>;

async function seqScans(databaseUrl: string): Promise<Scans> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ relname: string; seq_scan: string }>(
      `select relname, seq_scan::text from pg_stat_user_tables where relname = any($1)`,
      [SCANNED_TABLES],
    );
    return Object.fromEntries(rows.map((r) => [r.relname, Number(r.seq_scan)])) as Scans;
  });
}

/** Full scans each request causes, per table (PostgreSQL's counters, after a batch of requests). */
async function scansPerRequest(
  databaseUrl: string,
  url: string,
  headers: Record<string, string>,
): Promise<Scans> {
  const before = await seqScans(databaseUrl);
  for (let i = 0; i < PROBES; i++) {
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  }
  await new Promise((r) => setTimeout(r, 2500)); // backends report their counters within a second or so
  const after = await seqScans(databaseUrl);
  return Object.fromEntries(
    SCANNED_TABLES.map((table) => [table, (after[table] - before[table]) / PROBES]),
  ) as Scans;
}

const line = (label: string, r: LoadResult) =>
  `${label.padEnd(40)}: ${r.rps.toFixed(0).padStart(5)} req/s (p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms) — budget p95 < ${P95_BUDGET_MS} ms`;

export async function run(): Promise<boolean> {
  const children: ChildProcess[] = [];
  const data = tempDataDir('tenho-bench-dashboards-');
  const database = `tenho_bench_dash_${randomBytes(4).toString('hex')}`;
  try {
    await withClient(adminUrl, (client) => client.query(`create database "${database}"`));
  } catch (error) {
    console.log(
      `dashboards: PostgreSQL is needed (BENCH_DATABASE_URL or TEST_DATABASE_URL): ${String(error)}`,
    );
    data.remove();
    return false;
  }
  const databaseUrl = withDatabase(adminUrl, database);
  try {
    // No background jobs in this process: only the requests measured touch the counters.
    children.push(await startApi(API_PORT, data.dir, { DATABASE_URL: databaseUrl, WORKERS: '0' }));
    const base = `http://127.0.0.1:${API_PORT}`;
    const started = Date.now();
    const units = await fill(databaseUrl);
    console.log(
      `filled ${COMPANIES} companies and ${MOVEMENTS} movements in ${UNITS} units in ${Date.now() - started} ms`,
    );

    const auth = { authorization: `Bearer ${await loginToken(base, BENCH_MASTER)}` };
    const targets = [
      { label: 'GET /api/users/stats/master', url: `${base}/api/users/stats/master`, strict: false },
      {
        label: `dashboard-data (biggest unit, ${Math.round(COMPANIES * BIG_UNIT_SHARE)} cos.)`,
        url: `${base}/api/franchise-units/${units.big}/dashboard-data`,
        strict: false,
      },
      {
        label: 'dashboard-data (smallest unit)',
        url: `${base}/api/franchise-units/${units.small}/dashboard-data`,
        strict: true,
      },
    ];

    const stats = (await (await fetch(targets[0]!.url, { headers: auth })).json()) as {
      stats: Record<string, number>;
    };
    console.log(`master cards: ${JSON.stringify(stats.stats)}`);
    if (stats.stats.clients !== COMPANIES) throw new Error('the bench data did not land');

    let ok = true;
    for (const target of targets) {
      await load(target.url, auth, { connections: CONNECTIONS, duration: 2 }); // warm-up
      const result = await load(target.url, auth, { connections: CONNECTIONS });
      const scans = await scansPerRequest(databaseUrl, target.url, auth);
      const scansOk =
        scans.wallet_transactions === 0 && (!target.strict || (scans.users === 0 && scans.wallets === 0));
      console.log(line(target.label, result));
      console.log(
        `${''.padEnd(40)}  full scans per request: users ${scans.users}, wallets ${scans.wallets}, wallet_transactions ${scans.wallet_transactions}${scansOk ? '' : `  ← budget: none of the ledger${target.strict ? ', users or wallets' : ''}`}`,
      );
      ok = ok && result.p95 < P95_BUDGET_MS && scansOk;
    }
    return ok;
  } finally {
    stop(children);
    await new Promise((r) => setTimeout(r, 500));
    if (process.env.BENCH_KEEP_DB) console.log(`kept ${databaseUrl}`);
    else
      await withClient(adminUrl, (client) =>
        client.query(`drop database if exists "${database}" with (force)`),
      ).catch((error: unknown) => console.log(`could not drop ${database}: ${String(error)}`));
    data.remove();
  }
}
