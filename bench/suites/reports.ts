// Relatórios at scale (issue 11): 100 000 WhatsApp messages sent (outbound_messages) and 100 000
// wallet movements, with their requests, offers, logins and documents, in a throwaway PostgreSQL
// database. Every report endpoint (JSON) must answer with p95 under 300 ms for the MASTER (the whole
// network) and for the ADMIN of the biggest unit.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { BENCH_MASTER, load, loginToken, startApi, stop, tempDataDir, type LoadResult } from '../lib.ts';

const API_PORT = 3450;
const UNITS = 20;
const COMPANIES = 5_000;
const MOVEMENTS = 100_000;
const REQUESTS = 20_000;
/** Outbound messages: five per request (an acknowledgement, lead alerts, contact exchanges). */
const PER_REQUEST = 5;
const LOGINS = 50_000;
const DOCUMENTS = 5_000;
/** The biggest unit (the ADMIN's) holds this share of the companies and requests. */
const BIG_UNIT_SHARE = 0.3;
const P95_BUDGET_MS = 300;
/** Reports are opened by people, not hammered: a busy office's worth of concurrent requests. */
const CONNECTIONS = 10;
const DURATION = Number(process.env.BENCH_DURATION ?? 6);
const ADMIN = { email: 'bench.reports.admin@tenho.com.br', password: 'Bench#Admin2026' };

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

/** Everything in a few bulk statements; `bigUnit` already exists (the ADMIN belongs to it). */
async function fill(databaseUrl: string, bigUnit: number): Promise<{ categoryId: number }> {
  return withClient(databaseUrl, async (client) => {
    await client.query('begin');
    await client.query(
      `update franchise_units set whatsapp_phone_number_id = 'bench-pn-' || id where id = $1`,
      [bigUnit],
    );
    const { rows: others } = await client.query<{ id: number }>(
      `insert into franchise_units (name, code, city, state, whatsapp_phone_number_id)
       select 'Tenho Relatório ' || g, 'bench-rel-' || g, 'Cidade ' || g, 'SP', 'bench-pn-x' || g
       from generate_series(2, $1::int) g order by g returning id`,
      [UNITS],
    );
    const otherIds = others.map((u) => u.id);
    const inBig = Math.round(COMPANIES * BIG_UNIT_SHARE);
    await client.query(
      `insert into users (email, password_hash, role, unit_id, is_active)
       select 'empresa' || g || '@bench-rel.tenho.com.br', '!', 'CLIENT',
              case when g <= $2 then $3::int else ($4::int[])[1 + g % array_length($4::int[], 1)] end, g % 9 <> 0
       from generate_series(1, $1::int) g`,
      [COMPANIES, inBig, bigUnit, otherIds],
    );
    await client.query(
      `insert into users (email, password_hash, role, unit_id, parent_id, is_active)
       select 'staff.' || u.email, '!', 'USER', u.unit_id, u.id, true
       from users u where u.role = 'CLIENT' and u.id % 10 = 0`,
    );
    await client.query(
      `insert into profiles (user_id, display_name)
       select id, 'Pessoa Bench ' || id from users where email like '%@bench-rel.tenho.com.br'`,
    );
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
              'Movimento ' || g, 'bench-' || g,
              case when g % 4 = 0 then 'OFFER' when g % 4 = 1 then 'TOP_UP' else 'ADMIN_CREDIT' end,
              now() - make_interval(secs => (g * 104729) % (365 * 24 * 3600))
       from generate_series(1, $1::bigint) g, w`,
      [MOVEMENTS],
    );
    const { rows: cats } = await client.query<{ id: number }>(
      `insert into categories (name, code, group_name)
       select 'Categoria Bench ' || g, 'bench-rel-cat-' || g, 'Bench' from generate_series(1, 20) g
       order by g returning id`,
    );
    const catIds = cats.map((c) => c.id);
    // Requests: the first 30 % in the big unit.
    await client.query(
      `insert into inbound_messages (wamid, phone_number_id, unit_id, from_wa_id, from_number, type, content,
                                     sent_at, received_at, state, kind, category_id)
       select 'wamid.bench.' || g, 'bench-pn', case when g <= $2 then $3::int else ($4::int[])[1 + g % array_length($4::int[], 1)] end,
              '55119' || lpad(g::text, 8, '0'), '55119' || lpad(g::text, 8, '0'), 'text', 'Preciso de algo ' || g,
              now() - make_interval(secs => (g * 7919) % (180 * 24 * 3600)),
              now() - make_interval(secs => (g * 7919) % (180 * 24 * 3600)), 'PROCESSED', 'REQUEST',
              ($5::int[])[1 + g % 20]
       from generate_series(1, $1::int) g`,
      [REQUESTS, Math.round(REQUESTS * BIG_UNIT_SHARE), bigUnit, otherIds, catIds],
    );
    // Two offers per request, to companies of the request's unit; half of them answered.
    await client.query(
      `with c as (
         select unit_id, array_agg(id order by id) as ids from users where role = 'CLIENT' group by unit_id
       )
       insert into offers (message_id, company_id, unit_id, category_id, status, offered_at, expires_at,
                           responded_at, response_text, response_channel)
       select m.id, c.ids[1 + (m.id * k * 31) % array_length(c.ids, 1)], m.unit_id, m.category_id,
              case when (m.id + k) % 4 = 0 then 'ACCEPTED' when (m.id + k) % 4 = 1 then 'REJECTED' else 'EXPIRED' end,
              m.received_at, m.received_at + interval '1 day',
              case when (m.id + k) % 4 in (0, 1) then m.received_at + interval '1 hour' end,
              case when (m.id + k) % 4 = 0 then 'TENHO' when (m.id + k) % 4 = 1 then 'NÃO TENHO' end,
              case when (m.id + k) % 4 in (0, 1) then 'WHATSAPP' end
       from inbound_messages m join c on c.unit_id = m.unit_id, generate_series(1, 2) k
       on conflict do nothing`,
    );
    // Five outbound messages per request: an acknowledgement to the consumer, the lead alerts of
    // its offers, and the contact exchange; statuses spread over the delivery states.
    await client.query(
      `with o as (select message_id, array_agg(id order by id) as ids, array_agg(company_id order by id) as cos
                  from offers group by message_id)
       insert into outbound_messages (unit_id, phone_number_id, to_wa_id, to_number, recipient_kind, company_id,
                                      message_id, offer_id, purpose, kind, body, status, created_at)
       select m.unit_id, 'bench-pn', m.from_wa_id, m.from_number,
              case when k in (2, 3, 5) then 'COMPANY' else 'CONSUMER' end,
              case when k in (2, 3, 5) then o.cos[1 + k % 2] end,
              m.id,
              case when k > 1 then o.ids[1 + k % 2] end,
              case k when 1 then 'REQUEST_ACK' when 4 then 'CONTACT_FOR_CONSUMER' when 5 then 'CONTACT_FOR_COMPANY' else 'LEAD_ALERT' end,
              'text', 'Mensagem ' || m.id || '-' || k,
              (array['QUEUED','SENT','DELIVERED','READ','READ','DELIVERED','FAILED','DEAD'])[1 + (m.id * 7 + k) % 8],
              m.received_at + make_interval(secs => k)
       from inbound_messages m join o on o.message_id = m.id, generate_series(1, $1::int) k`,
      [PER_REQUEST],
    );
    await client.query(
      `with u as (select array_agg(id order by id) as ids from users where email like '%@bench-rel.tenho.com.br')
       insert into audit_log (actor_id, action, entity, entity_id, created_at)
       select u.ids[1 + (g * 7919) % array_length(u.ids, 1)], case when g % 5 = 0 then 'auth.logout' else 'auth.login' end,
              'user', u.ids[1 + (g * 7919) % array_length(u.ids, 1)], now() - make_interval(secs => (g * 104729) % (365 * 24 * 3600))
       from generate_series(1, $1::bigint) g, u`,
      [LOGINS],
    );
    await client.query(
      `with u as (select array_agg(id order by id) as ids from users where email like '%@bench-rel.tenho.com.br')
       insert into documents (title, file_name, mime_type, size_bytes, sha256, storage_key, visibility, unit_id,
                              owner_id, uploaded_by)
       select 'Documento ' || g, 'documento-' || g || '.pdf', 'application/pdf', 1000, repeat('a', 64),
              'bench/' || g, 'PRIVATE', null, u.ids[1 + (g * 31) % array_length(u.ids, 1)],
              u.ids[1 + (g * 31) % array_length(u.ids, 1)]
       from generate_series(1, $1::int) g, u`,
      [DOCUMENTS],
    );
    await client.query('commit');
    await client.query('vacuum analyze');
    return { categoryId: catIds[3]! };
  });
}

/**
 * The answer computed from the tables, not from the per-process cache: each request follows a
 * write that changes the reports' data version (an audit row), one request at a time.
 */
async function cold(databaseUrl: string, url: string, headers: Record<string, string>, n = 8) {
  const times: number[] = [];
  await withClient(databaseUrl, async (client) => {
    for (let i = 0; i < n; i++) {
      await client.query(`insert into audit_log (action, entity) values ('bench.reports.bump', 'bench')`);
      const started = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      times.push(performance.now() - started);
    }
  });
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!);
  return { p50: at(0.5), p95: at(0.95) };
}

const line = (label: string, r: LoadResult) =>
  `${label.padEnd(52)}: ${r.rps.toFixed(0).padStart(5)} req/s (p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms) — budget p95 < ${P95_BUDGET_MS} ms`;

export async function run(): Promise<boolean> {
  const children: ChildProcess[] = [];
  const data = tempDataDir('tenho-bench-reports-');
  const database = `tenho_bench_reports_${randomBytes(4).toString('hex')}`;
  try {
    await withClient(adminUrl, (client) => client.query(`create database "${database}"`));
  } catch (error) {
    console.log(`reports: PostgreSQL is needed (BENCH_DATABASE_URL or TEST_DATABASE_URL): ${String(error)}`);
    data.remove();
    return false;
  }
  const databaseUrl = withDatabase(adminUrl, database);
  try {
    children.push(await startApi(API_PORT, data.dir, { DATABASE_URL: databaseUrl, WORKERS: '0' }));
    const base = `http://127.0.0.1:${API_PORT}`;
    const master = { authorization: `Bearer ${await loginToken(base, BENCH_MASTER)}` };

    const bigUnit = await withClient(databaseUrl, async (client) => {
      const { rows } = await client.query<{ id: number }>(
        `insert into franchise_units (name, code, city, state) values ('Tenho Relatório 1', 'bench-rel-1', 'São Paulo', 'SP') returning id`,
      );
      return rows[0]!.id;
    });
    const created = await fetch(`${base}/api/users`, {
      method: 'POST',
      headers: { ...master, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: ADMIN.email,
        password: ADMIN.password,
        display_name: 'Administradora Relatórios',
        phones: [{ phone: '(11) 98888-7777' }],
        role: 'ADMIN',
        unit_id: bigUnit,
      }),
    });
    if (!created.ok) throw new Error(`creating the ADMIN: ${created.status} ${await created.text()}`);

    const started = Date.now();
    const { categoryId } = await fill(databaseUrl, bigUnit);
    const counts = await withClient(databaseUrl, async (client) => {
      const { rows } = await client.query<Record<string, string>>(
        `select (select count(*) from outbound_messages)::text as outbound,
                (select count(*) from wallet_transactions)::text as movements,
                (select count(*) from offers)::text as offers,
                (select count(*) from audit_log where action = 'auth.login')::text as logins,
                (select count(*) from users)::text as users`,
      );
      return rows[0]!;
    });
    console.log(`filled ${JSON.stringify(counts)} in ${Date.now() - started} ms`);
    if (Number(counts.outbound) < 100_000 || Number(counts.movements) < 100_000) {
      throw new Error('the bench data did not land');
    }

    const admin = { authorization: `Bearer ${await loginToken(base, ADMIN)}` };
    const paths = [
      '/api/reports/financial?period=30',
      '/api/reports/financial?period=365',
      '/api/reports/user-activity',
      '/api/reports/user-activity?filter=CLIENT&page=5',
      '/api/reports/messages',
      `/api/reports/messages?status=read&category=${categoryId}`,
      '/api/reports/messages?page=200',
    ];
    const first = (await (await fetch(`${base}${paths[4]}`, { headers: master })).json()) as {
      cards: unknown;
    };
    console.log(`MASTER message cards: ${JSON.stringify(first.cards)}`);

    let ok = true;
    for (const [who, headers] of [
      ['MASTER', master],
      ['ADMIN', admin],
    ] as const) {
      for (const path of paths) {
        const url = `${base}${path}`;
        await load(url, headers, { connections: CONNECTIONS, duration: 1 }); // warm-up
        const result = await load(url, headers, { connections: CONNECTIONS, duration: DURATION });
        const uncached = await cold(databaseUrl, url, headers);
        console.log(line(`${who} ${path}`, result));
        console.log(
          `${''.padEnd(52)}  computed from the tables (one at a time): p50 ${uncached.p50} ms, p95 ${uncached.p95} ms`,
        );
        ok = ok && result.p95 < P95_BUDGET_MS;
      }
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
