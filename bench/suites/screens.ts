// Issue 33, every screen stays fast on the national dataset (bench/national.ts; seeded once by
// `npm run bench:seed-national`, which this suite runs when the marker is missing). The real app
// (bench/users-api-server.ts: buildApp plus a one-row primary-key route, the baseline) on that
// database; each dashboard, report tab and its CSV, Central de Mensagens with every filter, the
// statement, Usuários and the audit log, for the MASTER, an ADMIN of the biggest unit, a company and
// one of its staff. Each screen's request is sent SAMPLES times one after the other (the first one
// computes, later ones may find the per-process caches); its p95 (nearest rank) must stay under
// 300 ms; the baseline's p95, measured the same way in the same run, is printed beside it.
// Bounded memory: the API's peak RSS growth (VmRSS sampled every 25 ms) while it exports the
// largest report CSV that fits the export cap, and while it takes a backup, must stay under 100 MB.
// The queries that needed an index (migrations 0031, 0035 and 0036) are printed with their plan before
// (the index dropped inside a rolled-back transaction) and after; those migrations 0035, 0036 and 0038 moved
// onto a summary (Relatórios: Mensagens' cards and its failed messages by category, Financeiro,
// Demanda não atendida, Atividade's sign-ins and answers) with the plan of the rows they read before
// and of the summary they read now.
// Only when BENCH_DATABASE_URL is set. BENCH_SCREENS_SAMPLES (default 15); BENCH_SCREENS_ONLY (a
// substring of the labels to run); BENCH_SCREENS_BACKUP_SECONDS (default 600: the backup is
// measured for at most that long; the whole national backup took 226–240 s on one machine and
// 292–353 s on a slower one, where 300 s cut it short).
import { spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH_MASTER, loginToken, root, start, tempDataDir, waitHealthy } from '../lib.ts';
import {
  NATIONAL_ACCOUNTS,
  NATIONAL_DATABASE,
  migrateNational,
  nationalUrl,
  readMarker,
  serverUrl,
  withClient,
} from '../national.ts';

const PORT = Number(process.env.BENCH_SCREENS_PORT ?? 3461);
const SAMPLES = Number(process.env.BENCH_SCREENS_SAMPLES ?? 15);
const ONLY = process.env.BENCH_SCREENS_ONLY ?? '';
const BACKUP_SECONDS = Number(process.env.BENCH_SCREENS_BACKUP_SECONDS ?? 600);
const P95_BUDGET_MS = 300;
const RSS_BUDGET_MB = 100;

/** The queries migration 0031 serves: the index, and the query (as the route runs it) it is for. */
function indexedQueries(unitId: number): { index: string; label: string; sql: string }[] {
  return [
    {
      index: 'offers_company_responded_idx',
      label:
        "Relatórios › Atividade (its CSV) until migration 0036, the answered offers of each user of the ADMIN's unit",
      sql: `select count(*) as users, sum(m.messages) as answered from users u
            left join lateral (select count(*) as messages from offers o
                                where o.company_id = u.id and o.responded_at is not null) m on true
            where u.unit_id = ${unitId} and u.deleted_at is null`,
    },
  ];
}

/** The index of migration 0037 (issue 33, Extrato), printed like 0031's. */
function indexedQueries0037(unitId: number): { index: string; label: string; sql: string }[] {
  return [
    {
      index: 'wallet_transactions_wallet_sums_idx',
      label: "Extrato › the totals of the ADMIN's unit (credits, lead revenue, refunds of every movement)",
      sql: `select coalesce(sum(amount_cents) filter (where type = 'CREDIT'), 0) as credit,
                   coalesce(sum(amount_cents) filter (where type = 'DEBIT'), 0) as debit,
                   coalesce(sum(amount_cents) filter (where type = 'REFUND'), 0) as refund
            from wallet_transactions
            where wallet_id in (select w.id from wallets w join users u on u.id = w.client_id
                                where u.unit_id = ${unitId})`,
    },
  ];
}

/** The index of migration 0041 (issue 33, Relatórios › Mensagens of the network by status). */
function indexedQueries0041(categoryId: number): { index: string; label: string; sql: string }[] {
  const status = `(case o.status when 'QUEUED' then 'sent' when 'SENT' then 'sent' when 'DELIVERED' then 'delivered'
                   when 'READ' then 'read' when 'FAILED' then 'failed' when 'DEAD' then 'failed' end)`;
  return [
    {
      index: 'outbound_messages_report_status_idx',
      label: 'Relatórios › Mensagens lidas + a category, the network (the first page, newest first)',
      sql: `select o.id, o.created_at from outbound_messages o
            where ${status} = 'read'
              and o.message_id in (select m.id from inbound_messages m where m.category_id = ${categoryId})
            order by o.created_at desc, o.id desc limit 10`,
    },
    {
      index: 'outbound_messages_report_status_idx',
      label: 'Relatórios › Mensagens falhas, the network (the first page: two outbound statuses)',
      sql: `select o.id, o.created_at from outbound_messages o where ${status} = 'failed'
            order by o.created_at desc, o.id desc limit 10`,
    },
  ];
}

/**
 * Migration 0039 (issue 33, Relatórios › Financeiro of a unit): the same key as before with the
 * movement's type, reference and amount after it. "Before" is the index as it was, put back in a
 * rolled-back transaction.
 */
const INDEX_0039 = {
  index: 'wallet_transactions_wallet_created_idx',
  table: 'wallet_transactions',
  before:
    'create index wallet_transactions_wallet_created_idx on wallet_transactions (wallet_id, created_at, id)',
};

/**
 * Migration 0042 (issue 33, Logs do sistema filtered by a target): one record's entries newest first
 * from (entity, entity_id, created_at, id); before, (entity, entity_id) and a sort of all of them.
 */
const INDEX_0042 = {
  index: 'audit_log_entity_created_idx',
  table: 'audit_log',
  before: 'create index audit_log_entity_idx on audit_log (entity, entity_id)',
};
function indexedQueries0042(companyId: number): { label: string; sql: string }[] {
  return [
    {
      label: "Logs do sistema › a target (the company's user record), the first page, newest first",
      sql: `select a.id, a.created_at, a.action from audit_log a
            left join users u on u.id = a.actor_id left join profiles p on p.user_id = u.id
            where a.entity = 'user' and a.entity_id = ${companyId}
            order by a.created_at desc, a.id desc limit 20`,
    },
  ];
}
function indexedQueries0039(unitId: number, from: string, to: string): { label: string; sql: string }[] {
  const period = `t.created_at >= ('${from}'::date::timestamp at time zone 'America/Sao_Paulo')
                  and t.created_at < (('${to}'::date + 1)::timestamp at time zone 'America/Sao_Paulo')`;
  const wallets = `select w.id from wallets w join users u on u.id = w.client_id
                   where u.role = 'CLIENT' and u.unit_id = ${unitId}`;
  return [
    {
      label: "Relatórios › Financeiro 365 dias of the ADMIN's unit, each company's movements of the year",
      sql: `select t.wallet_id, coalesce(sum(t.amount_cents) filter (where t.type = 'CREDIT'), 0) as credit,
                   coalesce(sum(t.amount_cents) filter (where t.type = 'DEBIT' and t.reference_kind = 'OFFER'), 0) as revenue,
                   coalesce(sum(t.amount_cents) filter (where t.type = 'REFUND'), 0) as refund,
                   count(*) filter (where t.type = 'DEBIT' and t.reference_kind = 'OFFER') as leads
            from wallet_transactions t where ${period} and t.wallet_id in (${wallets})
            group by t.wallet_id`,
    },
    {
      label: "Relatórios › Financeiro 365 dias of the ADMIN's unit, the weeks of the chart",
      sql: `select greatest(date_trunc('week', (t.created_at at time zone 'America/Sao_Paulo'))::date, '${from}'::date) as bucket,
                   coalesce(sum(t.amount_cents) filter (where t.type = 'CREDIT'), 0) as credit,
                   count(*) filter (where t.type = 'DEBIT' and t.reference_kind = 'OFFER') as leads
            from wallet_transactions t where ${period} and t.wallet_id in (${wallets})
            group by 1 order by 1`,
    },
  ];
}

/**
 * Migration 0040 (issue 33, Extrato with no period): the count and the sums of the network's
 * movements, from the movements (before) and from each wallet's totals (after).
 */
function summaryQueries0040(): { summary: string; label: string; before: string; after: string }[] {
  const wallets = `select w.id from wallets w join users u on u.id = w.client_id where u.role = 'CLIENT'`;
  return [
    {
      summary: 'wallet_ledger_totals',
      label: "Extrato › the network's figures (MASTER, no period): movements, credits, lead revenue, refunds",
      before: `select count(*) as movements,
                      coalesce(sum(amount_cents) filter (where type = 'CREDIT'), 0) as credit,
                      coalesce(sum(amount_cents) filter (where type = 'DEBIT'), 0) as debit,
                      coalesce(sum(amount_cents) filter (where type = 'REFUND'), 0) as refund
               from wallet_transactions where wallet_id in (${wallets})`,
      after: `select type, sum(movements) as movements, sum(amount_cents) as amount
              from wallet_ledger_totals where wallet_id in (${wallets}) group by type`,
    },
  ];
}

/** The plan with the index as it was before a migration changed it (both in a rolled-back transaction). */
async function explainWithIndexAsBefore(
  url: string,
  change: { index: string; table: string; before: string },
  query: string,
): Promise<string> {
  return withClient(url, async (client) => {
    await client.query('begin');
    try {
      await client.query(`set local lock_timeout = '10s'`);
      await client.query(`set local maintenance_work_mem = '256MB'`);
      await client.query(`drop index ${change.index}`);
      await client.query(change.before);
      await client.query(`analyze ${change.table}`);
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers, costs off) ${query}`,
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      await client.query('rollback');
    }
  });
}

/** The indexes of migration 0035 (issue 33, Relatórios), printed like 0031's. */
function indexedQueries0035(
  unitId: number,
  categoryId: number,
): { index: string; label: string; sql: string }[] {
  return [
    {
      index: 'outbound_messages_failed_unit_idx',
      label: "Relatórios › Mensagens CSV falhas+categoria, the ADMIN's unit (the rows, newest first)",
      sql: `select o.id from outbound_messages o
            where o.unit_id = ${unitId} and o.status in ('FAILED', 'DEAD')
              and o.message_id in (select m.id from inbound_messages m where m.category_id = ${categoryId})
            order by o.created_at desc, o.id desc limit 100001`,
    },
    {
      index: 'inbound_messages_unmet_idx',
      label:
        'Relatórios › Demanda não atendida, the rows of days not summarised (here the last 30, the network)',
      sql: `select m.unit_id, m.category_id, m.unserved_reason, count(*), max(m.received_at)
            from inbound_messages m
            where m.received_at >= ((current_date - 29)::timestamp at time zone 'America/Sao_Paulo')
              and m.kind = 'REQUEST' and m.unit_id is not null
              and ((m.outcome = 'NO_COMPANY' and m.category_id is not null)
                   or m.unserved_reason in ('not_understood', 'media_without_text'))
              and (m.unserved_reason in ('not_understood', 'media_without_text')
                   or not exists (select 1 from offers o where o.message_id = m.id))
            group by 1, 2, 3`,
    },
  ];
}

/**
 * The queries migration 0035's summaries replace (issue 33): the rows as the report read them
 * before, and the summary it reads now (the MASTER's, the largest), each with its plan.
 */
function summaryQueries(): { summary: string; label: string; before: string; after: string }[] {
  const from = `(current_date - 364)`;
  return [
    {
      summary: 'report_outbound_totals (+ report_outbound_deltas)',
      label: 'Relatórios › Mensagens, the MASTER’s cards',
      before: `select count(*) as total, count(*) filter (where o.status = 'READ') as read,
                      count(*) filter (where f.response_text is not null) as answered,
                      count(*) filter (where o.status in ('FAILED', 'DEAD')) as failed
               from outbound_messages o
               left join offers f on f.id = o.offer_id and o.purpose = 'LEAD_ALERT'`,
      after: `select sum(x.messages) as total, sum(x.messages) filter (where x.status = 'READ') as read,
                     sum(x.answered) as answered,
                     sum(x.messages) filter (where x.status in ('FAILED', 'DEAD')) as failed
              from (select unit_id, category_id, status, messages, answered from report_outbound_totals
                    union all
                    select unit_id, category_id, status, messages, answered from report_outbound_deltas) x`,
    },
    {
      summary: 'report_ledger_days (+ report_ledger_deltas)',
      label: 'Relatórios › Financeiro 365 dias, the MASTER’s movements per unit',
      before: `select u.unit_id, sum(t.amount_cents) filter (where t.type = 'CREDIT') as credit,
                      sum(t.amount_cents) filter (where t.type = 'DEBIT' and t.reference_kind = 'OFFER') as revenue,
                      sum(t.amount_cents) filter (where t.type = 'REFUND') as refund,
                      count(*) filter (where t.type = 'DEBIT' and t.reference_kind = 'OFFER') as leads
               from wallet_transactions t join wallets w on w.id = t.wallet_id
               join users u on u.id = w.client_id and u.role = 'CLIENT'
               where t.created_at >= (${from}::timestamp at time zone 'America/Sao_Paulo')
               group by u.unit_id`,
      after: `select x.unit_id, sum(x.credit_cents) as credit, sum(x.revenue_cents) as revenue,
                     sum(x.refund_cents) as refund, sum(x.leads) as leads
              from (select * from report_ledger_days where day between ${from} and current_date
                    union all
                    select * from report_ledger_deltas where day between ${from} and current_date) x
              group by x.unit_id`,
    },
    {
      summary: 'report_demand_months / report_demand_days (closed days; today from the rows)',
      label: 'Relatórios › Demanda não atendida 365 dias, the network (before: every request of the year)',
      before: `select m.unit_id, m.category_id, coalesce(m.unserved_reason, '') as reason, count(*), max(m.received_at)
               from inbound_messages m
               where m.kind = 'REQUEST' and m.received_at >= (${from}::timestamp at time zone 'America/Sao_Paulo')
                 and m.unit_id is not null
                 and ((m.outcome = 'NO_COMPANY' and m.category_id is not null
                       and not exists (select 1 from offers o where o.message_id = m.id))
                      or m.unserved_reason in ('not_understood', 'media_without_text'))
               group by 1, 2, 3`,
      after: `with summarised as (
                select s.day from report_demand_summarised s
                where s.day >= ${from} and s.day < current_date
                  and not exists (select 1 from report_demand_marks k where k.day = s.day)),
              full_months as (
                select date_trunc('month', s.day)::date as month from summarised s group by 1
                having count(*) = extract(day from date_trunc('month', min(s.day)) + interval '1 month - 1 day')),
              part_days as (
                select s.day from summarised s
                where date_trunc('month', s.day)::date not in (select month from full_months))
              select x.unit_id, x.category_id, x.reason, sum(x.requests), max(x.last_request_at)
              from (select unit_id, category_id, reason, requests, last_request_at from report_demand_months
                    where month = any(array(select month from full_months))
                    union all
                    select unit_id, category_id, reason, requests, last_request_at from report_demand_days d
                    where d.day = any(array(select day from part_days))) x
              group by 1, 2, 3`,
    },
  ];
}

/**
 * The index of migration 0036 (issue 33, Logs do sistema), printed like 0031's; `before` is the
 * query as the route wrote it until then (the area as an OR of its name and a LIKE of its actions).
 */
function indexedQueries0036(): { index: string; label: string; sql: string; before: string }[] {
  const page = (
    filter: string,
  ) => `select a.id, a.created_at, a.action, u.email, p.display_name from audit_log a
            left join users u on u.id = a.actor_id left join profiles p on p.user_id = u.id
            where ${filter}
            order by a.created_at desc, a.id desc limit 20`;
  return [
    {
      index: 'audit_log_area_created_idx',
      label: "Logs do sistema filtered by the area 'wallet' (every wallet.* action), the newest page",
      sql: page(`split_part(a.action, '.', 1) = 'wallet'`),
      before: page(`(a.action = 'wallet' or a.action like 'wallet.%')`),
    },
  ];
}

/**
 * The queries migration 0036's summaries replace (issue 33): the MASTER's Mensagens CSV "falhas" +
 * a category (the ids, newest first) and the MASTER's Atividade CSV (each person's sign-ins and
 * answered offers), as they read the rows before and the summary now.
 */
function summaryQueries0036(
  categoryId: number,
): { summary: string; label: string; before: string; after: string }[] {
  return [
    {
      summary: 'report_failed_messages',
      label: 'Relatórios › Mensagens CSV falhas+categoria, the network (the rows, newest first)',
      before: `select o.id from outbound_messages o
               where o.status in ('FAILED', 'DEAD')
                 and o.message_id in (select m.id from inbound_messages m where m.category_id = ${categoryId})
               order by o.created_at desc, o.id desc limit 100001`,
      after: `select o.id from outbound_messages o
              where o.id in (select f.outbound_id from report_failed_messages f where f.category_id = ${categoryId})
              order by o.created_at desc, o.id desc limit 100001`,
    },
    {
      summary: 'report_user_activity',
      label:
        'Relatórios › Atividade CSV, the network (each person’s sign-ins, latest sign-in and answered offers)',
      before: `select count(*) as people, sum(l.logins) as logins, max(l.last_login) as last, sum(m.answered) as answered
               from users u
               left join lateral (select count(*) as logins, max(a.created_at) as last_login from audit_log a
                                  where a.actor_id = u.id and a.action = 'auth.login') l on true
               left join lateral (select count(*) as answered from offers o
                                  where o.company_id = u.id and o.responded_at is not null) m on true
               where u.deleted_at is null`,
      after: `select count(*) as people, sum(r.logins) as logins, max(r.last_login_at) as last, sum(r.answered) as answered
              from users u left join report_user_activity r on r.user_id = u.id
              where u.deleted_at is null`,
    },
  ];
}

/**
 * Migration 0038 (issue 33): the MASTER's Mensagens CSV "falhas" + a category, every column of the
 * export. Before: the ids from 0036's summary, then each message, its request and its offer by key
 * (160,000 pages at random), two sorts on disk. After: the summary carries the columns, read in the
 * export's order, joined only with the small tables (units, categories, companies; looked up by key,
 * memoised), streamed from its first row as the route runs it (no sort).
 */
function summaryQueries0038(
  categoryId: number,
): { summary: string; label: string; before: string; after: string }[] {
  const names = `left join franchise_units un on un.id = o.unit_id
                 left join users cu on cu.id = o.company_id left join profiles p on p.user_id = o.company_id`;
  return [
    {
      summary: 'report_failed_messages',
      label: 'Relatórios › Mensagens CSV falhas+categoria, the network (every column of the export)',
      before: `select o.id, un.name, o.phone_number_id, o.recipient_kind, o.to_number,
                      coalesce(p.display_name, p.legal_name, cu.email), cu.deleted_at is not null, c.name, o.body,
                      o.status, f.response_text, o.created_at, m.type,
                      case when m.type = 'audio' then m.transcript
                           when m.type in ('image', 'video', 'document') then nullif(m.content, '') end
               from (select o.* from outbound_messages o
                     where o.id in (select f.outbound_id from report_failed_messages f where f.category_id = ${categoryId})
                     order by o.created_at desc, o.id desc limit 100001) o
               left join inbound_messages m on m.id = o.message_id left join categories c on c.id = m.category_id
               left join offers f on f.id = o.offer_id and o.purpose = 'LEAD_ALERT' ${names}
               order by o.created_at desc, o.id desc`,
      after: `select o.outbound_id, un.name, o.phone_number_id, o.recipient_kind, o.to_number,
                     coalesce(p.display_name, p.legal_name, cu.email), cu.deleted_at is not null, c.name, o.body,
                     o.status, o.response, o.created_at, o.request_type, o.request_text
              from report_failed_messages o left join categories c on c.id = o.category_id ${names}
              where o.category_id = ${categoryId}
              order by o.created_at desc, o.outbound_id desc limit 100001`,
    },
  ];
}

/** A plan with settings of the statement's transaction (set_config(…, true)), as the route runs it. */
async function explainWith(url: string, settings: Record<string, string>, query: string): Promise<string> {
  return withClient(url, async (client) => {
    await client.query('begin');
    try {
      for (const [name, value] of Object.entries(settings)) {
        await client.query('select set_config($1, $2, true)', [name, value]);
      }
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers, costs off) ${query}`,
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      await client.query('rollback');
    }
  });
}

const percentile95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.95) - 1)]!;
};

type Timing = { first: number; p95: number; status: number; bytes: number };

/** One request; a dropped connection or no answer within 60 s is status 0. */
async function time(
  url: string,
  headers: Record<string, string>,
): Promise<{ ms: number; status: number; bytes: number }> {
  const started = performance.now();
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(60_000) });
    const body = await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status, bytes: body.byteLength };
  } catch {
    return { ms: performance.now() - started, status: 0, bytes: 0 };
  }
}

async function measure(url: string, headers: Record<string, string>): Promise<Timing> {
  const times: number[] = [];
  let status = 0;
  let bytes = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const r = await time(url, headers);
    times.push(r.ms);
    status = r.status;
    bytes = r.bytes;
    if (r.status === 0) break; // no answer: once is enough to know
  }
  return { first: times[0]!, p95: percentile95(times), status, bytes };
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Peak RSS growth of `pid` while `work` runs. */
async function peakGrowth<T>(pid: number, work: () => Promise<T>): Promise<{ growthMb: number; result: T }> {
  const before = rssMb(pid);
  let peak = before;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {
      /* the process ended */
    }
  }, 25);
  try {
    const result = await work();
    peak = Math.max(peak, rssMb(pid));
    return { growthMb: peak - before, result };
  } finally {
    clearInterval(timer);
  }
}

async function explain(url: string, query: string): Promise<string> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers, costs off) ${query}`,
    );
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

/** The plan without the index: dropped inside a transaction that is rolled back. */
async function explainWithout(url: string, index: string, query: string): Promise<string> {
  return withClient(url, async (client) => {
    await client.query('begin');
    try {
      await client.query(`set local lock_timeout = '10s'`);
      await client.query(`drop index ${index}`);
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers, costs off) ${query}`,
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      await client.query('rollback');
    }
  });
}

const indent = (text: string) => text.replace(/^/gm, '      ');

export async function run(): Promise<boolean> {
  const server = serverUrl();
  const url = nationalUrl();
  if (server === null || url === null) {
    console.log('screens: skipped (the national dataset needs BENCH_DATABASE_URL)');
    return true;
  }
  let marker = await readMarker(url);
  if (marker === null) {
    console.log(`screens: seeding the national dataset into ${NATIONAL_DATABASE} (once)`);
    const seeded = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'bench/seed-national.ts')], {
      cwd: root,
      stdio: 'inherit',
    });
    marker = await readMarker(url);
    if (seeded.status !== 0 || marker === null) return false;
  }
  console.log(
    `national dataset (${NATIONAL_DATABASE}, anchor ${marker.anchor.slice(0, 10)}): ${JSON.stringify(marker.counts)}`,
  );
  await migrateNational(url);

  const children: ChildProcess[] = [];
  const data = tempDataDir('tenho-bench-screens-');
  try {
    const api = await start(
      ['bench/users-api-server.ts'],
      {
        PORT: String(PORT),
        DATA_DIR: data.dir,
        DATABASE_URL: url,
        REDIS_URL: '',
        SEED_DEMO: '0',
        NODE_ENV: 'production',
        PRIVACY_PSEUDONYM_SECRET: 'segredo-de-teste-dos-pseudonimos',
        MASTER_EMAIL: BENCH_MASTER.email,
        MASTER_PASSWORD: BENCH_MASTER.password,
        LOG_LEVEL: 'warn',
        // The backup's temporary folder goes with the data dir, even when the API is killed mid-dump.
        TMPDIR: data.dir,
      },
      /ready/,
    );
    children.push(api);
    const base = `http://127.0.0.1:${PORT}`;
    await waitHealthy(`${base}/api/health`);
    const bearer = async (account: { email: string; password: string }) => ({
      authorization: `Bearer ${await loginToken(base, account)}`,
    });
    const who = {
      MASTER: await bearer(BENCH_MASTER),
      ADMIN: await bearer(NATIONAL_ACCOUNTS.admin),
      CLIENT: await bearer(NATIONAL_ACCOUNTS.company),
      USER: await bearer(NATIONAL_ACCOUNTS.user),
    };
    const ids = await withClient(url, async (client) => {
      const { rows } = await client.query<{
        unit: number;
        company: number;
        category: number;
        small: number;
        master: number;
      }>(
        `select (select unit_id from users where email = $1) as unit,
                 (select id from users where email = $2) as company,
                 (select category_id from user_categories where user_id = (select id from users where email = $2) limit 1) as category,
                 (select unit_id from users where role = 'CLIENT' group by unit_id order by count(*), unit_id limit 1) as small,
                 (select id from users where role = 'MASTER' order by id limit 1) as master`,
        [NATIONAL_ACCOUNTS.admin.email, NATIONAL_ACCOUNTS.company.email],
      );
      return rows[0]!;
    });
    const anchor = new Date(marker.anchor);
    const day = (offset: number) =>
      new Date(anchor.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const week = `dateFrom=${day(-7)}&dateTo=${day(0)}`;

    type Target = { label: string; role: keyof typeof who; path: string };
    const t = (role: keyof typeof who, label: string, path: string): Target => ({ role, label, path });
    const targets: Target[] = [
      // Dashboards.
      t('MASTER', 'dashboard MASTER', '/api/users/stats/master'),
      t('MASTER', 'dashboard franquia (biggest unit)', `/api/franchise-units/${ids.unit}/dashboard-data`),
      t('ADMIN', 'dashboard franquia', `/api/franchise-units/${ids.unit}/dashboard-data`),
      t('CLIENT', 'dashboard empresa', '/api/users/dashboard/client'),
      t('USER', 'dashboard usuário', '/api/users/dashboard/user'),
    ];
    // Relatórios: each tab, its main filters and its CSV.
    for (const role of ['MASTER', 'ADMIN'] as const) {
      targets.push(
        ...['7', '30', '90', '365'].map((p) =>
          t(role, `relatório financeiro ${p} dias`, `/api/reports/financial?period=${p}`),
        ),
        t(role, 'relatório financeiro CSV 365', '/api/reports/financial?period=365&format=csv'),
        t(role, 'relatório atividade', '/api/reports/user-activity'),
        t(role, 'relatório atividade CLIENT p.5', '/api/reports/user-activity?filter=CLIENT&page=5'),
        t(role, 'relatório atividade inativos', '/api/reports/user-activity?filter=inactive'),
        t(role, 'relatório atividade CSV', '/api/reports/user-activity?format=csv'),
        t(role, 'relatório mensagens', '/api/reports/messages'),
        t(
          role,
          'relatório mensagens lidas+categoria',
          `/api/reports/messages?status=read&category=${ids.category}`,
        ),
        t(role, 'relatório mensagens falhas', '/api/reports/messages?status=failed'),
        t(role, 'relatório mensagens p.200', '/api/reports/messages?page=200'),
        t(
          role,
          'relatório mensagens CSV falhas+categoria',
          `/api/reports/messages?status=failed&category=${ids.category}&format=csv`,
        ),
        t(role, 'relatório demanda 30', '/api/reports/unmet-demand?period=30'),
        t(role, 'relatório demanda 365', '/api/reports/unmet-demand?period=365'),
        t(role, 'relatório demanda CSV 365', '/api/reports/unmet-demand?period=365&format=csv'),
      );
    }
    // Central de Mensagens, with every filter, for each role that has it.
    for (const role of ['MASTER', 'ADMIN', 'CLIENT', 'USER'] as const) {
      const m = (label: string, query: string) =>
        t(role, `mensagens ${label}`, `/api/webhooks/messages${query}`);
      targets.push(
        m('', ''),
        t(role, 'mensagens cards', '/api/webhooks/messages/stats'),
        m('busca', '?search=eletricista'),
        m('busca telefone', '?search=5511'),
        m('7 dias', `?${week}`),
        m('categoria', `?category=${ids.category}`),
        m('Pendente', '?status=Pendente'),
        m('Respondido', '?status=Respondido'),
        m('Negativo', '?status=Negativo'),
        m('p.50', '?page=50'),
      );
      if (role === 'MASTER' || role === 'ADMIN') targets.push(m('empresa', `?company=${ids.company}`));
      if (role === 'MASTER')
        targets.push(m('franquia', `?unit_id=${ids.small}`), m('franquia grande', `?unit_id=${ids.unit}`));
    }
    // Extrato.
    targets.push(
      t('CLIENT', 'extrato', '/api/wallet/statement'),
      t('CLIENT', 'extrato débitos 365', '/api/wallet/statement?type=DEBIT&period=365'),
      t('CLIENT', 'extrato CSV 365', '/api/wallet/statement?period=365&format=csv'),
      t('MASTER', 'extrato rede', '/api/wallet/statement'),
      t('MASTER', 'extrato rede p.100', '/api/wallet/statement?page=100'),
      t('MASTER', 'extrato empresa', `/api/wallet/statement?client_id=${ids.company}`),
      t('ADMIN', 'extrato franquia', '/api/wallet/statement'),
      t('ADMIN', 'extrato franquia estornos', '/api/wallet/statement?type=REFUND'),
      t('ADMIN', 'extrato franquia CSV 7', '/api/wallet/statement?period=7&format=csv'),
    );
    // Usuários.
    for (const role of ['MASTER', 'ADMIN'] as const) {
      targets.push(
        t(role, 'usuários', '/api/users?page=1&pageSize=20'),
        t(role, 'usuários busca', '/api/users?page=1&pageSize=20&search=aurora'),
        t(role, 'usuários CLIENT por nome', '/api/users?role=CLIENT&sort=name&order=asc&page=3'),
        t(role, 'usuários último acesso', '/api/users?sort=last_login_at&order=desc'),
        t(role, 'usuários inativos', '/api/users?status=inactive'),
      );
    }
    targets.push(t('MASTER', 'usuários da franquia', `/api/users?unit_id=${ids.unit}`));
    // Logs do sistema.
    targets.push(
      t('MASTER', 'auditoria', '/api/audit-log'),
      t('MASTER', 'auditoria p.100', '/api/audit-log?page=100'),
      t('MASTER', 'auditoria ação login', '/api/audit-log?action=auth.login'),
      t('MASTER', 'auditoria ação wallet', '/api/audit-log?action=wallet'),
      t(
        'MASTER',
        'auditoria pessoa',
        `/api/audit-log?actor=${encodeURIComponent(NATIONAL_ACCOUNTS.company.email)}`,
      ),
      t('MASTER', 'auditoria alvo', `/api/audit-log?target=user&target_id=${ids.company}`),
      t('MASTER', 'auditoria 7 dias', `/api/audit-log?from=${day(-7)}&to=${day(0)}`),
      t('MASTER', 'auditoria CSV 1 dia', `/api/audit-log?from=${day(-1)}&to=${day(0)}&format=csv`),
      t('ADMIN', 'auditoria', '/api/audit-log'),
    );

    // The baseline: one row by primary key through the same app, session and data layer.
    const baselineUrl = `${base}/api/bench/users/${ids.company}`;
    await measure(baselineUrl, who.MASTER); // warm-up
    const baseline = await measure(baselineUrl, who.MASTER);
    console.log(
      `baseline (one-row PK route): first ${baseline.first.toFixed(0)} ms, p95 ${baseline.p95.toFixed(0)} ms over ${SAMPLES} requests, one at a time`,
    );

    let ok = true;
    const misses: string[] = [];
    for (const target of targets) {
      const label = `${target.role} ${target.label}`;
      if (ONLY && !label.includes(ONLY)) continue;
      const r = await measure(`${base}${target.path}`, who[target.role]);
      const refused = r.status === 403 || r.status === 404;
      const bad = !refused && r.status !== 200;
      const over = r.status === 200 && r.p95 >= P95_BUDGET_MS;
      console.log(
        `${label.padEnd(50)} ${String(r.status).padStart(3)} first ${r.first.toFixed(0).padStart(5)} ms  p95 ${r.p95
          .toFixed(0)
          .padStart(
            5,
          )} ms  (${(r.bytes / 1024).toFixed(0)} KB)${refused ? '  — not this role’s screen' : ''}${
          over ? `  ← over ${P95_BUDGET_MS} ms` : ''
        }${bad ? (r.status === 0 ? '  ← no answer (connection closed or 60 s)' : '  ← unexpected status') : ''}`,
      );
      if (over || bad) {
        ok = false;
        misses.push(`${label} (${target.path})`);
      }
    }

    // The queries that needed an index, with their plans before and after.
    for (const q of indexedQueries(ids.unit)) {
      console.log(`\nindex ${q.index} (migration 0031) — ${q.label}:\n    ${q.sql.replace(/\s+/g, ' ')}`);
      console.log(
        `    before (index dropped in a rolled-back transaction):\n${indent(await explainWithout(url, q.index, q.sql))}`,
      );
      console.log(`    after:\n${indent(await explain(url, q.sql))}`);
    }
    for (const q of indexedQueries0035(ids.unit, ids.category)) {
      console.log(`\nindex ${q.index} (migration 0035) — ${q.label}:\n    ${q.sql.replace(/\s+/g, ' ')}`);
      console.log(
        `    before (index dropped in a rolled-back transaction):\n${indent(await explainWithout(url, q.index, q.sql))}`,
      );
      console.log(`    after:\n${indent(await explain(url, q.sql))}`);
    }
    for (const q of indexedQueries0037(ids.unit)) {
      console.log(`\nindex ${q.index} (migration 0037) — ${q.label}:\n    ${q.sql.replace(/\s+/g, ' ')}`);
      console.log(
        `    before (index dropped in a rolled-back transaction):\n${indent(await explainWithout(url, q.index, q.sql))}`,
      );
      console.log(`    after:\n${indent(await explain(url, q.sql))}`);
    }
    for (const q of indexedQueries0041(ids.category)) {
      console.log(`\nindex ${q.index} (migration 0041) — ${q.label}:\n    ${q.sql.replace(/\s+/g, ' ')}`);
      console.log(
        `    before (index dropped in a rolled-back transaction):\n${indent(await explainWithout(url, q.index, q.sql))}`,
      );
      console.log(`    after:\n${indent(await explain(url, q.sql))}`);
    }
    for (const q of indexedQueries0042(ids.company)) {
      console.log(
        `\nindex ${INDEX_0042.index} (migration 0042) — ${q.label}:\n    ${q.sql.replace(/\s+/g, ' ')}`,
      );
      console.log(
        `    before (the index as it was, (entity, entity_id), in a rolled-back transaction):\n${indent(await explainWithIndexAsBefore(url, INDEX_0042, q.sql))}`,
      );
      console.log(`    after:\n${indent(await explain(url, q.sql))}`);
    }
    for (const q of indexedQueries0039(ids.unit, day(-364), day(0))) {
      console.log(
        `\nindex ${INDEX_0039.index} (migration 0039) — ${q.label}:\n    ${q.sql.replace(/\s+/g, ' ')}`,
      );
      console.log(
        `    before (the index as it was, (wallet_id, created_at, id), in a rolled-back transaction):\n${indent(await explainWithIndexAsBefore(url, INDEX_0039, q.sql))}`,
      );
      console.log(`    after:\n${indent(await explain(url, q.sql))}`);
    }
    // The summaries of migration 0035: the rows the report read before, the summary it reads now.
    for (const q of summaryQueries()) {
      console.log(`\nsummary ${q.summary} (migration 0035) — ${q.label}:`);
      console.log(
        `    before (the rows):\n      ${q.before.replace(/\s+/g, ' ')}\n${indent(await explain(url, q.before))}`,
      );
      console.log(
        `    after (the summary):\n      ${q.after.replace(/\s+/g, ' ')}\n${indent(await explain(url, q.after))}`,
      );
    }
    for (const q of indexedQueries0036()) {
      console.log(`\nindex ${q.index} (migration 0036) — ${q.label}:\n    ${q.sql.replace(/\s+/g, ' ')}`);
      console.log(
        `    before (the query as written until then, the index dropped in a rolled-back transaction):\n      ${q.before.replace(/\s+/g, ' ')}\n${indent(await explainWithout(url, q.index, q.before))}`,
      );
      console.log(`    after:\n${indent(await explain(url, q.sql))}`);
    }
    for (const q of summaryQueries0036(ids.category)) {
      console.log(`\nsummary ${q.summary} (migration 0036) — ${q.label}:`);
      console.log(
        `    before (the rows):\n      ${q.before.replace(/\s+/g, ' ')}\n${indent(await explain(url, q.before))}`,
      );
      console.log(
        `    after (the summary):\n      ${q.after.replace(/\s+/g, ' ')}\n${indent(await explain(url, q.after))}`,
      );
    }
    for (const q of summaryQueries0038(ids.category)) {
      console.log(`\nsummary ${q.summary} (migration 0038) — ${q.label}:`);
      console.log(
        `    before (the ids from the summary, the columns from the rows):\n      ${q.before.replace(/\s+/g, ' ')}\n${indent(await explain(url, q.before))}`,
      );
      console.log(
        `    after (the columns from the summary, in the index's order, no sort: the export's settings):\n      ${q.after.replace(/\s+/g, ' ')}\n${indent(await explainWith(url, { enable_sort: 'off', work_mem: '32MB' }, q.after))}`,
      );
    }
    for (const q of summaryQueries0040()) {
      console.log(`\nsummary ${q.summary} (migration 0040) — ${q.label}:`);
      console.log(
        `    before (the movements):\n      ${q.before.replace(/\s+/g, ' ')}\n${indent(await explain(url, q.before))}`,
      );
      console.log(
        `    after (each wallet's totals):\n      ${q.after.replace(/\s+/g, ' ')}\n${indent(await explain(url, q.after))}`,
      );
    }
    // Bounded memory: the largest report CSV within the export cap, then a backup.
    if (process.env.BENCH_SCREENS_MEMORY === '0') return ok;
    const csvCandidates = [
      `/api/reports/financial?period=365&format=csv`,
      `/api/reports/user-activity?format=csv`,
      `/api/reports/messages?status=failed&category=${ids.category}&format=csv`,
      `/api/reports/unmet-demand?period=365&format=csv`,
    ];
    let largest = { path: '', bytes: 0 };
    for (const path of csvCandidates) {
      const r = await time(`${base}${path}`, who.MASTER);
      if (r.status === 200 && r.bytes > largest.bytes) largest = { path, bytes: r.bytes };
    }
    await new Promise((r) => setTimeout(r, 2000));
    const csv = await peakGrowth(api.pid!, () => time(`${base}${largest.path}`, who.MASTER));
    console.log(
      `RSS growth exporting the largest report CSV (${largest.path}, ${(largest.bytes / 1048576).toFixed(1)} MB, ${csv.result.ms.toFixed(0)} ms): ${csv.growthMb.toFixed(1)} MB — budget < ${RSS_BUDGET_MB} MB`,
    );
    if (csv.growthMb >= RSS_BUDGET_MB) ok = false;

    await new Promise((r) => setTimeout(r, 2000));
    const controller = new AbortController();
    const cap = setTimeout(() => controller.abort(), BACKUP_SECONDS * 1000);
    const backup = await peakGrowth(api.pid!, async () => {
      const started = performance.now();
      let bytes = 0;
      let outcome = 'complete';
      try {
        const response = await fetch(`${base}/api/system/backup`, {
          headers: who.MASTER,
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`backup: ${response.status} ${await response.text()}`);
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>)
          bytes += chunk.byteLength;
      } catch (error) {
        if (controller.signal.aborted) outcome = `stopped after ${BACKUP_SECONDS} s`;
        else {
          // The server closed the connection (the dump sends nothing until it is over, and an idle
          // socket is closed): the dump goes on in the API, whose memory is still sampled until the cap.
          outcome = `connection closed by the API after ${((performance.now() - started) / 1000).toFixed(0)} s (${String((error as Error).cause ?? error)}); dump sampled until ${BACKUP_SECONDS} s`;
          await new Promise((r) =>
            setTimeout(r, Math.max(0, BACKUP_SECONDS * 1000 - (performance.now() - started))),
          );
        }
      }
      return { ms: performance.now() - started, bytes, outcome };
    });
    clearTimeout(cap);
    console.log(
      `RSS growth taking a backup (${backup.result.outcome}; ${(backup.result.bytes / 1048576).toFixed(1)} MB received in ${(backup.result.ms / 1000).toFixed(0)} s): ${backup.growthMb.toFixed(1)} MB — budget < ${RSS_BUDGET_MB} MB`,
    );
    if (backup.result.outcome !== 'complete' || backup.growthMb >= RSS_BUDGET_MB) ok = false;

    if (misses.length > 0) console.log(`\nover budget: ${misses.join('; ')}`);
    return ok;
  } finally {
    // SIGKILL: a backup cut off by the API goes on dumping, and a graceful stop would wait for it.
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 500));
    data.remove();
  }
}
