import { and, sql, type SQL } from 'drizzle-orm';
import { ANSWERABLE_PURPOSE } from '@tenho/domain/whatsapp/outbound';
import type { ReportGranularity, UserActivityFilter } from '@tenho/domain/reports/reports.schemas';
import type { ReportMessageStatus } from '@tenho/domain/messages/message-status';
import type { Role } from '@tenho/domain/auth/roles';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { outboundReportStatus } from '../../db/schema/outbound.ts';
import { streamedPages } from '../../lib/streamed-pages.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { epochMs } from '../../lib/sql-epoch.ts';
import { scopeUsersWhere, unitScope, type Actor } from '../../plugins/authorization.ts';

/**
 * The three reports, straight from the tables. Money is integer cents (bigint sums travel as text),
 * calendar days are Brasília's: a day starts at local midnight, computed by PostgreSQL with
 * AT TIME ZONE (the literal below, not a parameter, so GROUP BY sees the same expression).
 */
const BRASILIA = sql.raw(`'America/Sao_Paulo'`);

/** Local midnight of a calendar date 'aaaa-mm-dd' as a timestamptz. */
const localMidnight = (day: string) => sql`(${day}::date::timestamp at time zone ${BRASILIA})`;
/** The day after `day`, at local midnight. */
const nextLocalMidnight = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${BRASILIA})`;

/** A company's (or person's) name as the lists show it: display name, else legal name, else e-mail. */
const personName = (profile: string, user: string) =>
  sql.raw(`coalesce(${profile}.display_name, ${profile}.legal_name, ${user}.email)`);

// ---------------------------------------------------------------------------------------------
// Financeiro: the wallet ledger. Credits = CREDIT rows (confirmed Pix top-ups, admin insertions);
// lead revenue = DEBIT rows charged for an accepted offer (reference_kind OFFER).
// ---------------------------------------------------------------------------------------------

export type CompanyFigures = {
  id: number;
  unitId: number | null;
  name: string;
  deleted: boolean;
  balanceCents: number;
  creditCents: number;
  revenueCents: number;
  refundCents: number;
  leads: number;
};

/** The companies (CLIENTs) the actor's scope reaches, as a condition on `users`. */
const companiesInScope = (actor: Actor) => and(sql`${users.role} = 'CLIENT'`, scopeUsersWhere(actor));

const CREDIT = sql.raw(`t.type = 'CREDIT'`);
const LEAD = sql.raw(`t.type = 'DEBIT' and t.reference_kind = 'OFFER'`);
const REFUND = sql.raw(`t.type = 'REFUND'`);

export type SeriesBucket = { start: string; creditCents: number; revenueCents: number; leads: number };

/**
 * Every company in scope with its current balance and its movements of [from, to] (calendar days,
 * inclusive), and the same movements per day or per week (Monday to Sunday, the first week clipped
 * to `from`). Deleted companies come only when they moved money in the period (history counts).
 * Two statements side by side on the pool (GROUPING SETS would read the rows once, but the planner
 * cannot estimate the buckets and sorts the whole period instead of hashing it).
 */
export async function financialFigures(
  db: Database,
  actor: Actor,
  from: string,
  to: string,
  granularity: ReportGranularity,
): Promise<{ companies: CompanyFigures[]; buckets: SeriesBucket[] }> {
  const [companies, buckets] = await Promise.all([
    companyFigures(db, actor, from, to),
    financialSeries(db, actor, from, to, granularity),
  ]);
  return { companies, buckets };
}

/** The period's ledger rows of the actor's scope (the whole network reads them by created_at). */
const periodRows = (actor: Actor, from: string, to: string, walletsInScope: SQL) =>
  sql`t.created_at >= ${localMidnight(from)} and t.created_at < ${nextLocalMidnight(to)}
      ${actor.role === 'MASTER' ? sql`` : sql`and t.wallet_id in (${walletsInScope})`}`;

async function companyFigures(
  db: Database,
  actor: Actor,
  from: string,
  to: string,
): Promise<CompanyFigures[]> {
  const rows = await queryRows<{
    id: number;
    unit_id: number | null;
    name: string;
    deleted: boolean;
    balance: string;
    credit: string;
    revenue: string;
    refund: string;
    leads: string;
  }>(
    db,
    sql`with scoped as (
          select ${users.id} as id, ${users.unitId} as unit_id, ${users.deletedAt} as deleted_at,
                 ${users.email} as email, w.id as wallet_id, coalesce(w.balance_cents, 0) as balance
          from ${users}
          left join wallets w on w.client_id = ${users.id}
          where ${companiesInScope(actor)}
        ),
        tx as (
          select t.wallet_id,
                 coalesce(sum(t.amount_cents) filter (where ${CREDIT}), 0) as credit,
                 coalesce(sum(t.amount_cents) filter (where ${LEAD}), 0) as revenue,
                 coalesce(sum(t.amount_cents) filter (where ${REFUND}), 0) as refund,
                 count(*) filter (where ${LEAD}) as leads
          from wallet_transactions t
          where ${periodRows(actor, from, to, sql`select wallet_id from scoped where wallet_id is not null`)}
          group by t.wallet_id
        )
        select s.id, s.unit_id, s.deleted_at is not null as deleted,
               coalesce(p.display_name, p.legal_name, s.email) as name,
               s.balance::text as balance, coalesce(tx.credit, 0)::text as credit,
               coalesce(tx.revenue, 0)::text as revenue, coalesce(tx.refund, 0)::text as refund,
               coalesce(tx.leads, 0)::text as leads
        from scoped s
        left join tx on tx.wallet_id = s.wallet_id
        left join profiles p on p.user_id = s.id
        where s.deleted_at is null or tx.wallet_id is not null`,
  );
  return rows.map((r) => ({
    id: r.id,
    unitId: r.unit_id,
    name: r.name,
    deleted: r.deleted,
    balanceCents: Number(r.balance),
    creditCents: Number(r.credit),
    revenueCents: Number(r.revenue),
    refundCents: Number(r.refund),
    leads: Number(r.leads),
  }));
}

async function financialSeries(
  db: Database,
  actor: Actor,
  from: string,
  to: string,
  granularity: ReportGranularity,
): Promise<SeriesBucket[]> {
  const localDay = sql`(t.created_at at time zone ${BRASILIA})`;
  const bucket =
    granularity === 'day'
      ? sql`(${localDay})::date`
      : sql`greatest(date_trunc('week', ${localDay})::date, ${from}::date)`;
  const walletsInScope = sql`select w.id from wallets w join ${users} on ${users.id} = w.client_id where ${companiesInScope(actor)}`;
  const rows = await queryRows<{ start: string; credit: string; revenue: string; leads: string }>(
    db,
    sql`select to_char(b.bucket, 'YYYY-MM-DD') as start, b.credit::text as credit, b.revenue::text as revenue,
               b.leads::text as leads
        from (
          select ${bucket} as bucket,
                 coalesce(sum(t.amount_cents) filter (where ${CREDIT}), 0) as credit,
                 coalesce(sum(t.amount_cents) filter (where ${LEAD}), 0) as revenue,
                 count(*) filter (where ${LEAD}) as leads
          from wallet_transactions t
          where ${periodRows(actor, from, to, walletsInScope)}
          group by 1
        ) b
        order by b.bucket`,
  );
  return rows.map((r) => ({
    start: r.start,
    creditCents: Number(r.credit),
    revenueCents: Number(r.revenue),
    leads: Number(r.leads),
  }));
}

export type UnitFigures = {
  unitId: number | null;
  balanceCents: number;
  creditCents: number;
  revenueCents: number;
  refundCents: number;
  leads: number;
};

/**
 * The MASTER's Financeiro without reading the period's ledger rows: the movements per day and unit
 * of migration 0035 (report_ledger_days, plus the deltas not folded yet, in one statement so they
 * equal the rows), and the balances the live companies of each unit hold now (30,000 wallets). The
 * same figures companyFigures + financialSeries give once grouped by the companies' unit.
 */
export async function networkFinancialFigures(
  db: Database,
  from: string,
  to: string,
  granularity: ReportGranularity,
): Promise<{ units: UnitFigures[]; buckets: SeriesBucket[] }> {
  const days = sql`(
    select day, unit_id, credit_cents, revenue_cents, refund_cents, leads from report_ledger_days
    where day between ${from}::date and ${to}::date
    union all
    select day, unit_id, credit_cents, revenue_cents, refund_cents, leads from report_ledger_deltas
    where day between ${from}::date and ${to}::date
  )`;
  const bucket =
    granularity === 'day' ? sql`x.day` : sql`greatest(date_trunc('week', x.day)::date, ${from}::date)`;
  const [movements, balances, buckets] = await Promise.all([
    queryRows<{ unit_id: number; credit: string; revenue: string; refund: string; leads: string }>(
      db,
      sql`select x.unit_id, sum(x.credit_cents)::text as credit, sum(x.revenue_cents)::text as revenue,
                 sum(x.refund_cents)::text as refund, sum(x.leads)::text as leads
          from ${days} x group by x.unit_id`,
    ),
    // A deleted company's wallet is history, not money held by the network.
    queryRows<{ unit_id: number | null; balance: string }>(
      db,
      sql`select ${users.unitId} as unit_id, sum(w.balance_cents)::text as balance
          from wallets w join ${users} on ${users.id} = w.client_id
          where ${users.role} = 'CLIENT' and ${users.deletedAt} is null
          group by ${users.unitId}`,
    ),
    queryRows<{ start: string; credit: string; revenue: string; leads: string }>(
      db,
      sql`select to_char(b.bucket, 'YYYY-MM-DD') as start, b.credit::text as credit,
                 b.revenue::text as revenue, b.leads::text as leads
          from (
            select ${bucket} as bucket, sum(x.credit_cents) as credit, sum(x.revenue_cents) as revenue,
                   sum(x.leads) as leads
            from ${days} x group by 1
          ) b
          where b.credit <> 0 or b.revenue <> 0 or b.leads <> 0
          order by b.bucket`,
    ),
  ]);
  const byUnit = new Map<number | null, UnitFigures>();
  const of = (unitId: number | null) => {
    let figures = byUnit.get(unitId);
    if (!figures) {
      figures = { unitId, balanceCents: 0, creditCents: 0, revenueCents: 0, refundCents: 0, leads: 0 };
      byUnit.set(unitId, figures);
    }
    return figures;
  };
  for (const m of movements) {
    const figures = of(m.unit_id === 0 ? null : m.unit_id);
    figures.creditCents += Number(m.credit);
    figures.revenueCents += Number(m.revenue);
    figures.refundCents += Number(m.refund);
    figures.leads += Number(m.leads);
  }
  for (const b of balances) of(b.unit_id).balanceCents += Number(b.balance);
  return {
    units: [...byUnit.values()],
    buckets: buckets.map((r) => ({
      start: r.start,
      creditCents: Number(r.credit),
      revenueCents: Number(r.revenue),
      leads: Number(r.leads),
    })),
  };
}

/** Every unit (active or not), by name: the MASTER's breakdown rows. */
export async function allUnits(db: Database): Promise<{ id: number; name: string }[]> {
  return queryRows(db, sql`select id, name from franchise_units order by lower(name), id`);
}

// ---------------------------------------------------------------------------------------------
// Atividades dos Usuários: live accounts in scope, logins from the audit log (auth.login), documents
// uploaded, and messagesSent = the offers the company answered (TENHO / NÃO TENHO, by WhatsApp or
// from the panel). Logins and answers are counted per person in report_user_activity (migration 0036).
// ---------------------------------------------------------------------------------------------

const activityFilterWhere = (filter: UserActivityFilter): SQL | undefined => {
  switch (filter) {
    case 'all':
      return undefined;
    case 'active':
      return sql`${users.isActive}`;
    case 'inactive':
      return sql`not ${users.isActive}`;
    default:
      return sql`${users.role} = ${filter}`;
  }
};

const activityWhere = (actor: Actor, filter: UserActivityFilter) =>
  and(sql`${users.deletedAt} is null`, scopeUsersWhere(actor), activityFilterWhere(filter));

const documentCount = sql`(select count(*) from documents d where d.uploaded_by = ${users.id})`;

export async function userActivityCards(db: Database, actor: Actor, filter: UserActivityFilter) {
  const [row] = await queryRows<{ total: string; active: string; logins: string; documents: string }>(
    db,
    sql`select count(*)::text as total, count(*) filter (where ${users.isActive})::text as active,
               coalesce(sum(l.logins), 0)::text as logins,
               coalesce(sum(${documentCount}), 0)::text as documents
        from ${users}
        -- Sign-ins as the audit log records them, counted per person (migration 0036's triggers).
        left join report_user_activity l on l.user_id = ${users.id}
        where ${activityWhere(actor, filter)}`,
  );
  return {
    totalUsers: Number(row?.total ?? 0),
    activeUsers: Number(row?.active ?? 0),
    totalLogins: Number(row?.logins ?? 0),
    documentsCreated: Number(row?.documents ?? 0),
  };
}

export type UserActivityDbRow = {
  id: number;
  userName: string;
  role: Role;
  isActive: boolean;
  /** The latest sign-in as epoch milliseconds: no Date parsed per row of a 33,000-row export. */
  lastLoginMs: number | null;
  totalLogins: number;
  documentsCreated: number;
  messagesSent: number;
};

type UserActivityRawRow = {
  id: number;
  user_name: string;
  role: Role;
  is_active: boolean;
  last_login_ms: number | null;
  logins: string;
  documents: string;
  messages: string;
};

/** A person's figures, as both Atividade queries select them (`l`: report_user_activity, `d`: documents). */
const activityFigures = sql`${epochMs(sql`l.last_login_at`)} as last_login_ms,
               coalesce(l.logins, 0)::text as logins, coalesce(d.documents, 0)::text as documents,
               coalesce(l.answered, 0)::text as messages`;

/** The rows by name (then id), a page of them; the figures are counted for those rows only. */
function userActivityQuery(
  actor: Actor,
  filter: UserActivityFilter,
  page: { limit: number; offset: number },
): SQL {
  return sql`select u.id, u.user_name, u.role, u.is_active, ${activityFigures}
        from (
          select ${users.id} as id, ${personName('p', 'users')} as user_name, ${users.role} as role,
                 ${users.isActive} as is_active
          from ${users}
          left join profiles p on p.user_id = ${users.id}
          where ${activityWhere(actor, filter)}
          order by lower(${personName('p', 'users')}), ${users.id}
          limit ${page.limit} offset ${page.offset}
        ) u
        -- Sign-ins and answers counted per person (migration 0036's triggers on audit_log and offers).
        left join report_user_activity l on l.user_id = u.id
        left join lateral (select count(*) as documents from documents d where d.uploaded_by = u.id) d on true
        order by lower(u.user_name), u.id`;
}

/**
 * Every row of the export in the screen's order (userActivityQuery's), shaped for a whole network:
 * the people, their figures and their documents joined first (each read once, documents counted in
 * one pass instead of a probe per person), then sorted once. userActivityQuery sorts its page of
 * people, joins their figures, then sorts the page again: right for a page of 10, but for 33,361
 * people that was two sorts of every row spilled to disk and 33,361 probes into documents — 330 ms
 * of the database's time where this takes about 200.
 */
function userActivityExportQuery(actor: Actor, filter: UserActivityFilter, max: number): SQL {
  return sql`select ${users.id} as id, ${personName('p', 'users')} as user_name, ${users.role} as role,
               ${users.isActive} as is_active, ${activityFigures}
        from ${users}
        left join profiles p on p.user_id = ${users.id}
        left join report_user_activity l on l.user_id = ${users.id}
        left join (select uploaded_by, count(*) as documents from documents group by uploaded_by) d
          on d.uploaded_by = ${users.id}
        where ${activityWhere(actor, filter)}
        order by lower(${personName('p', 'users')}), ${users.id}
        limit ${max}`;
}

const toUserActivityDbRow = (r: UserActivityRawRow): UserActivityDbRow => ({
  id: r.id,
  userName: r.user_name,
  role: r.role,
  isActive: r.is_active,
  lastLoginMs: r.last_login_ms,
  totalLogins: Number(r.logins),
  documentsCreated: Number(r.documents),
  messagesSent: Number(r.messages),
});

/** The rows by name (then id); the figures are counted for the rows returned only. */
export async function userActivityRows(
  db: Database,
  actor: Actor,
  filter: UserActivityFilter,
  page: { limit: number; offset: number },
): Promise<UserActivityDbRow[]> {
  const rows = await queryRows<UserActivityRawRow>(db, userActivityQuery(actor, filter, page));
  return rows.map(toUserActivityDbRow);
}

/**
 * The export's rows a page at a time as PostgreSQL sends them (streamedPages: one statement, which
 * may run in parallel), once a capped count says they fit `max`; null when they do not. A national
 * network's 33,361 people held at once outlived the young collections (garbage the old generation
 * then paid for); a page of them does not.
 */
export async function userActivityExportPages(
  db: Database,
  actor: Actor,
  filter: UserActivityFilter,
  max: number,
): Promise<AsyncIterable<UserActivityDbRow[]> | null> {
  const [counted] = await queryRows<{ rows: number }>(
    db,
    sql`select count(*)::int as rows from (
          select 1 from ${users} where ${activityWhere(actor, filter)} limit ${max + 1}) x`,
  );
  if ((counted?.rows ?? 0) > max) return null;
  // Capped again: people added after the count make the export end at `max`.
  return mapPages(
    streamedPages<UserActivityRawRow>(db, userActivityExportQuery(actor, filter, max), EXPORT_PAGE_ROWS),
    (rows) => rows.map(toUserActivityDbRow),
  );
}

// ---------------------------------------------------------------------------------------------
// Mensagens: what the platform sent over WhatsApp (outbound_messages), newest first.
// ---------------------------------------------------------------------------------------------

/** QUEUED counts as sent (accepted for sending), DEAD as failed. */
export const OUTBOUND_FOR_REPORT_STATUS: Record<ReportMessageStatus, readonly string[]> = {
  sent: ['QUEUED', 'SENT'],
  delivered: ['DELIVERED'],
  read: ['READ'],
  failed: ['FAILED', 'DEAD'],
};

export type MessageFilter = { category?: number; status?: ReportMessageStatus };

/**
 * MASTER: every message; ADMIN: its unit's; a company: the messages sent to it and those about its
 * offers (the consumer's copy of a contact exchange); anyone else: those sent to itself.
 */
function messageScope(actor: Actor): SQL | undefined {
  switch (actor.role) {
    case 'MASTER':
      return undefined;
    case 'ADMIN': {
      const unit = unitScope(actor);
      return unit === null ? sql`false` : sql`o.unit_id = ${unit}`;
    }
    case 'CLIENT':
      return sql`(o.company_id = ${actor.id} or o.offer_id in (select f.id from offers f where f.company_id = ${actor.id}))`;
    default:
      return sql`o.company_id = ${actor.id}`;
  }
}

function messageWhere(actor: Actor, filter: MessageFilter): SQL {
  const statusIn = (report: ReportMessageStatus) =>
    sql`o.status in (${sql.join(
      OUTBOUND_FOR_REPORT_STATUS[report].map((s) => sql`${s}`),
      sql`, `,
    )})`;
  if (filter.status === 'failed' && filter.category !== undefined) {
    // report_failed_messages (migration 0036) holds exactly the failed messages of each category:
    // checking the network's 435,000 failed messages against a category's 418,000 requests took
    // seconds. (The network's and a unit's rows now come from it whole, failedMessagesQuery; the
    // cards of a company, and its rows, filter the messages with it.) The status condition it
    // implies is kept where it picks an index; for the network it skewed the planner's estimate.
    const failedOfCategory = sql`o.id in (select f.outbound_id from report_failed_messages f where f.category_id = ${filter.category})`;
    const scope = messageScope(actor);
    return scope ? and(scope, statusIn('failed'), failedOfCategory)! : failedOfCategory;
  }
  // The network's: by the report status, which names the index that reads its page in order
  // (migration 0041); a unit's and a company's narrow by their own indexes first.
  const status = filter.status
    ? actor.role === 'MASTER'
      ? sql`${outboundReportStatus(sql.raw('o.status'))} = ${filter.status}`
      : statusIn(filter.status)
    : undefined;
  const category =
    filter.category === undefined
      ? undefined
      : sql`o.message_id in (select m.id from inbound_messages m where m.category_id = ${filter.category})`;
  return and(sql`true`, messageScope(actor), status, category)!;
}

/**
 * The cards of the MASTER and of an ADMIN: the running totals of migration 0035 plus the deltas not
 * folded yet, in one statement (one snapshot), so they equal counting the rows. The same filters:
 * unit = o.unit_id, category = the request's category, status = o.status; 0 is "none".
 */
async function messageCardsFromTotals(db: Database, unit: number | null, filter: MessageFilter) {
  const where = and(
    sql`true`,
    unit === null ? undefined : sql`x.unit_id = ${unit}`,
    filter.category === undefined ? undefined : sql`x.category_id = ${filter.category}`,
    filter.status
      ? sql`x.status in (${sql.join(
          OUTBOUND_FOR_REPORT_STATUS[filter.status].map((s) => sql`${s}`),
          sql`, `,
        )})`
      : undefined,
  );
  const [row] = await queryRows<{ total: string; read: string; answered: string; failed: string }>(
    db,
    sql`select coalesce(sum(x.messages), 0)::text as total,
               coalesce(sum(x.messages) filter (where x.status = 'READ'), 0)::text as read,
               coalesce(sum(x.answered), 0)::text as answered,
               coalesce(sum(x.messages) filter (where x.status in ('FAILED', 'DEAD')), 0)::text as failed
        from (
          select unit_id, category_id, status, messages, answered from report_outbound_totals
          union all
          select unit_id, category_id, status, messages, answered from report_outbound_deltas
        ) x
        where ${where}`,
  );
  return {
    total: Number(row?.total ?? 0),
    read: Number(row?.read ?? 0),
    withResponse: Number(row?.answered ?? 0),
    failed: Number(row?.failed ?? 0),
  };
}

/** The cards counted from the rows: a company's and its staff's (a few thousand messages). */
export async function messageCardsFromRows(db: Database, actor: Actor, filter: MessageFilter) {
  const [row] = await queryRows<{ total: string; read: string; answered: string; failed: string }>(
    db,
    sql`select count(*)::text as total,
               count(*) filter (where o.status = 'READ')::text as read,
               count(*) filter (where f.response_text is not null)::text as answered,
               count(*) filter (where o.status in ('FAILED', 'DEAD'))::text as failed
        from outbound_messages o
        left join offers f on f.id = o.offer_id and o.purpose = ${ANSWERABLE_PURPOSE}
        where ${messageWhere(actor, filter)}`,
  );
  return {
    total: Number(row?.total ?? 0),
    read: Number(row?.read ?? 0),
    withResponse: Number(row?.answered ?? 0),
    failed: Number(row?.failed ?? 0),
  };
}

/** Relatórios › Mensagens' cards: the network's and a unit's from the totals, the rest from the rows. */
export async function messageCards(db: Database, actor: Actor, filter: MessageFilter) {
  if (actor.role === 'MASTER') return messageCardsFromTotals(db, null, filter);
  if (actor.role === 'ADMIN') {
    if (actor.unit_id === null) return { total: 0, read: 0, withResponse: 0, failed: 0 };
    return messageCardsFromTotals(db, actor.unit_id, filter);
  }
  return messageCardsFromRows(db, actor, filter);
}

export type MessageDbRow = {
  id: number;
  /** The unit's name, else the number that sent the message. */
  sender: string;
  /** A company recipient's name (null for a consumer, or a company no longer there). */
  companyName: string | null;
  companyDeleted: boolean;
  /** The recipient's number when companyName is null (shown masked), else null. */
  toNumber: string | null;
  category: string | null;
  content: string;
  status: string;
  response: string | null;
  /** Milliseconds since the epoch. */
  createdAt: number;
  requestType: string | null;
  requestText: string | null;
};

/**
 * A message row's columns named as MessageDbRow, so the driver's rows are the answer (an export is
 * up to 100,000 rows: no second object per row); the time as epoch milliseconds, a float the
 * drivers read as a number (a timestamp's text would be parsed by Date per row). Only the text the
 * row shows travels (the sender's number without a unit, the recipient's number without a company
 * name): every text field is a string the driver decodes, ~40,000 times per field in an export.
 */
const messageColumns = (message: 'o' | 'r', id: 'id' | 'outbound_id', response: SQL, request: SQL) => {
  const m = (column: string) => sql.raw(`${message}.${column}`);
  const toCompany = sql`${m('recipient_kind')} = 'COMPANY' and cu.id is not null`;
  return sql`${m(id)} as "id", coalesce(un.name, ${m('phone_number_id')}) as "sender",
    case when ${toCompany} then ${personName('p', 'cu')} end as "companyName",
    cu.deleted_at is not null as "companyDeleted",
    case when ${toCompany} then null else ${m('to_number')} end as "toNumber",
    c.name as "category", ${m('body')} as "content", ${m('status')} as "status", ${response} as "response",
    ${epochMs(m('created_at'))} as "createdAt", ${request}`;
};

/** One page (or, for the CSV, every row up to `limit`) newest first, then the names of those rows. */
export async function messageRows(
  db: Database,
  actor: Actor,
  filter: MessageFilter,
  page: { limit: number; offset: number },
): Promise<MessageDbRow[]> {
  if (filter.status === 'failed' && filter.category !== undefined) {
    // The network's and a unit's from the summary; a company's (a few thousand messages) as below.
    const unit = unitScope(actor);
    if (unit === 'all') return queryRows<MessageDbRow>(db, failedMessagesQuery(null, filter.category, page));
    if (actor.role === 'ADMIN') {
      return unit === null
        ? []
        : queryRows<MessageDbRow>(db, failedMessagesQuery(unit, filter.category, page));
    }
  }
  return queryRows<MessageDbRow>(
    db,
    sql`select ${messageColumns(
      'o',
      'id',
      sql`f.response_text`,
      sql`m.type as "requestType",
          case when m.type = 'audio' then m.transcript
               when m.type in ('image', 'video', 'document') then nullif(m.content, '')
          end as "requestText"`,
    )}
        from (
          select o.id, o.unit_id, o.phone_number_id, o.recipient_kind, o.to_number, o.company_id,
                 o.message_id, o.offer_id, o.purpose, o.body, o.status, o.created_at
          from outbound_messages o
          where ${messageWhere(actor, filter)}
          order by o.created_at desc, o.id desc
          limit ${page.limit} offset ${page.offset}
        ) o
        left join franchise_units un on un.id = o.unit_id
        left join inbound_messages m on m.id = o.message_id
        left join categories c on c.id = m.category_id
        left join offers f on f.id = o.offer_id and o.purpose = ${ANSWERABLE_PURPOSE}
        left join users cu on cu.id = o.company_id
        left join profiles p on p.user_id = o.company_id
        order by o.created_at desc, o.id desc`,
  );
}

/**
 * The failed messages of a category, of the network or of a unit, from report_failed_messages
 * (migration 0038: the columns the report shows, kept by triggers; its indexes are in this order):
 * one narrow table read instead of each message, its request and its offer at random from three
 * large tables, in the order of its indexes; the names come from the small tables.
 */
function failedMessagesQuery(unit: number | null, category: number, page: { limit: number; offset: number }) {
  return sql`select ${messageColumns(
    'r',
    'outbound_id',
    sql`r.response`,
    sql`r.request_type as "requestType", r.request_text as "requestText"`,
  )}
        from report_failed_messages r
        left join franchise_units un on un.id = r.unit_id
        left join categories c on c.id = r.category_id
        left join users cu on cu.id = r.company_id
        left join profiles p on p.user_id = r.company_id
        where r.category_id = ${category} ${unit === null ? sql`` : sql`and r.unit_id = ${unit}`}
        order by r.created_at desc, r.outbound_id desc
        limit ${page.limit} offset ${page.offset}`;
}

/** Rows of an export handed over at a time (a page of a few hundred KB). */
const EXPORT_PAGE_ROWS = 2_000;

/** Each page of `pages` as `map` makes it. */
async function* mapPages<T, U>(pages: AsyncIterable<T[]>, map: (rows: T[]) => U[]): AsyncGenerator<U[]> {
  for await (const page of pages) yield map(page);
}

/** The rows of an export already read, as its one page. */
async function* onePage<T>(rows: T[]): AsyncGenerator<T[]> {
  if (rows.length > 0) yield rows;
}

/**
 * The rows of a Mensagens export (newest first, at most `max`) as pages, or null when there are more
 * than `max`. The failed messages of a category (38,700 on a national network) stream from the
 * summary as PostgreSQL sends them (streamedPages) once a count has said they fit: one statement,
 * the names joined in it, parsed while the rest arrives, never all held at once. Every other export
 * is read whole first (a company's, a few thousand rows; or the capped list).
 */
export async function messageExportPages(
  db: Database,
  actor: Actor,
  filter: MessageFilter,
  max: number,
): Promise<AsyncIterable<MessageDbRow[]> | null> {
  if (filter.status === 'failed' && filter.category !== undefined) {
    const scope = unitScope(actor);
    if (scope === 'all' || actor.role === 'ADMIN') {
      if (scope === null) return onePage([]);
      const unit = scope === 'all' ? null : scope;
      const [counted] = await queryRows<{ rows: number }>(
        db,
        sql`select count(*)::int as rows from (
              select 1 from report_failed_messages r
              where r.category_id = ${filter.category} ${unit === null ? sql`` : sql`and r.unit_id = ${unit}`}
              limit ${max + 1}) x`,
      );
      if ((counted?.rows ?? 0) > max) return null;
      // Capped again: rows written after the count make the export end at `max`, the oldest left out.
      return streamedPages<MessageDbRow>(
        db,
        failedMessagesQuery(unit, filter.category, { limit: max, offset: 0 }),
        EXPORT_PAGE_ROWS,
      );
    }
  }
  const rows = await messageRows(db, actor, filter, { limit: max + 1, offset: 0 });
  return rows.length > max ? null : onePage(rows);
}
