import { and, desc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TransactionType } from '@tenho/domain/wallet/wallet.schemas';
import type { LeadStatus } from '@tenho/domain/users/users.schemas';
import { companyNameSql } from '../../db/company-sql.ts';
import type { Database } from '../../db/client.ts';
import { franchiseUnits } from '../../db/schema/franchise-units.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { leadCondition, pendingLeadCondition, users } from '../../db/schema/users.ts';
import { walletTransactions, wallets } from '../../db/schema/wallet.ts';
import { queryRows } from '../../lib/query-rows.ts';

/**
 * The figures of both dashboards, straight from the tables: companies are live CLIENT accounts
 * (deleted ones are tombstones and do not count), leads are the companies that registered
 * themselves (lead_status set), money is integer cents.
 */

/** A literal, not a parameter: GROUP BY must see the same expression as the SELECT. */
const BRASILIA = sql.raw(`'America/Sao_Paulo'`);
const liveCompany = and(eq(users.role, 'CLIENT'), isNull(users.deletedAt));
export type MovementRow = {
  id: number;
  clientId: number;
  clientName: string;
  description: string;
  type: TransactionType;
  amountCents: number;
  createdAt: Date;
};

// ---------------------------------------------------------------------------------------------
// One unit. Everything starts from the unit's people (users_live_unit_created_idx) and reaches
// wallets and the ledger through their indexes, one company at a time: the cost follows the size
// of the unit, never the size of the network.
// ---------------------------------------------------------------------------------------------

/** A company's balance in cents, looked up by its unique index (0 without a wallet). */
const balanceOf = sql<number>`coalesce((select ${wallets.balanceCents} from ${wallets} where ${wallets.clientId} = ${users.id}), 0)`;

export async function unitCompanyTotals(db: Database, unitId: number) {
  const [row] = await db
    .select({
      companies: sql<number>`count(*)`.mapWith(Number),
      balanceCents: sql<number>`coalesce(sum(${balanceOf}), 0)`.mapWith(Number),
    })
    .from(users)
    .where(and(eq(users.unitId, unitId), liveCompany));
  return { companies: row?.companies ?? 0, balanceCents: row?.balanceCents ?? 0 };
}

/**
 * The unit's registrations (its new live companies, whoever registered them) in one query, so the
 * card 'Leads Recentes' and the bars of 'Crescimento de Empresas' count the same rows: per month
 * ('aaaa-mm', Brasília time) from the month `sinceMonth` on, and since `recentSince`.
 */
export async function unitRegistrations(
  db: Database,
  unitId: number,
  sinceMonth: string,
  recentSince: Date,
): Promise<{ byMonth: Map<string, number>; recent: number }> {
  const monthStart = sql`(${`${sinceMonth}-01`}::timestamp at time zone ${BRASILIA})`;
  const month = sql<string>`to_char(${users.createdAt} at time zone ${BRASILIA}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      count: sql<number>`count(*) filter (where ${users.createdAt} >= ${monthStart})`.mapWith(Number),
      recent: sql<number>`count(*) filter (where ${users.createdAt} >= ${recentSince})`.mapWith(Number),
    })
    .from(users)
    .where(
      and(
        eq(users.unitId, unitId),
        liveCompany,
        sql`${users.createdAt} >= least(${monthStart}, ${recentSince}::timestamptz)`,
      ),
    )
    .groupBy(month);
  return {
    byMonth: new Map(rows.filter((r) => r.count > 0).map((r) => [r.month, r.count])),
    recent: rows.reduce((sum, r) => sum + r.recent, 0),
  };
}

/** The newest companies of the unit with their balances. */
export async function newestUnitCompanies(db: Database, unitId: number, limit: number) {
  return db
    .select({ id: users.id, name: companyNameSql, balanceCents: balanceOf.mapWith(Number) })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.unitId, unitId), liveCompany))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
}

/**
 * The unit's movements since `since`: how many, and the newest `limit` of them with their company.
 * One pass over the unit's companies (deleted ones included: their movements are history), each
 * reaching its wallet by wallets' unique index and its recent movements by the ledger's
 * (wallet_id, created_at) index; the names are looked up for the rows shown only.
 */
export async function unitMovements(
  db: Database,
  unitId: number,
  since: Date,
  limit: number,
): Promise<{ total: number; newest: MovementRow[] }> {
  const t = walletTransactions;
  const rows = await queryRows<{
    id: number;
    client_id: number;
    client_name: string;
    description: string;
    type: TransactionType;
    amount_cents: string;
    created_at: string;
    total: string;
  }>(
    db,
    sql`select n.id, n.client_id, ${companyNameSql} as client_name,
               ${t.description} as description, ${t.type} as type, ${t.amountCents}::text as amount_cents,
               n.created_at, n.total::text as total
        from (
          select m.id as id, u.id as client_id, m.created_at, count(*) over () as total
          from ${users} u
          join ${t} m on m.wallet_id = (select ${wallets.id} from ${wallets} where ${wallets.clientId} = u.id)
                    and m.created_at >= ${since}
          where u.unit_id = ${unitId} and u.role = 'CLIENT'
          order by m.created_at desc, m.id desc
          limit ${limit}
        ) n
        join ${t} on ${t.id} = n.id
        join ${users} on ${users.id} = n.client_id
        left join ${profiles} on ${profiles.userId} = n.client_id
        order by n.created_at desc, n.id desc`,
  );
  return {
    total: rows.length ? Number(rows[0]!.total) : 0,
    newest: rows.map((r) => ({
      id: r.id,
      clientId: r.client_id,
      clientName: r.client_name,
      description: r.description,
      type: r.type,
      amountCents: Number(r.amount_cents),
      createdAt: new Date(r.created_at),
    })),
  };
}

/** The newest `limit` movements since `since` (newest first), then the company of each. */
async function newestMovements(db: Database, since: Date, limit: number): Promise<MovementRow[]> {
  const newest = db
    .select({
      id: walletTransactions.id,
      walletId: walletTransactions.walletId,
      description: walletTransactions.description,
      type: walletTransactions.type,
      amountCents: walletTransactions.amountCents,
      createdAt: walletTransactions.createdAt,
    })
    .from(walletTransactions)
    .where(gte(walletTransactions.createdAt, since))
    .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
    .limit(limit)
    .as('newest');
  return db
    .select({
      id: newest.id,
      clientId: users.id,
      clientName: companyNameSql,
      description: newest.description,
      type: newest.type,
      amountCents: newest.amountCents,
      createdAt: newest.createdAt,
    })
    .from(newest)
    .innerJoin(wallets, eq(wallets.id, newest.walletId))
    .innerJoin(users, eq(users.id, wallets.clientId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .orderBy(desc(newest.createdAt), desc(newest.id));
}

// ---------------------------------------------------------------------------------------------
// The network.
// ---------------------------------------------------------------------------------------------

/** Live accounts by role, and the leads among the companies, in one pass. */
export async function networkPeople(db: Database) {
  const byRole = (role: string) =>
    sql<number>`count(*) filter (where ${users.role} = ${role})`.mapWith(Number);
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      admins: byRole('ADMIN'),
      clients: byRole('CLIENT'),
      regularUsers: byRole('USER'),
      leads: sql<number>`count(*) filter (where ${leadCondition})`.mapWith(Number),
      pendingLeads: sql<number>`count(*) filter (where ${pendingLeadCondition})`.mapWith(Number),
    })
    .from(users)
    .where(isNull(users.deletedAt));
  return {
    total: row?.total ?? 0,
    admins: row?.admins ?? 0,
    clients: row?.clients ?? 0,
    regularUsers: row?.regularUsers ?? 0,
    leads: row?.leads ?? 0,
    pendingLeads: row?.pendingLeads ?? 0,
  };
}

export async function networkUnits(db: Database) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      active: sql<number>`count(*) filter (where ${franchiseUnits.isActive})`.mapWith(Number),
    })
    .from(franchiseUnits);
  return { total: row?.total ?? 0, active: row?.active ?? 0 };
}

/** What every live company holds, in cents. */
export async function networkBalanceCents(db: Database): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${wallets.balanceCents}), 0)`.mapWith(Number) })
    .from(wallets)
    .innerJoin(users, eq(users.id, wallets.clientId))
    .where(isNull(users.deletedAt));
  return row?.cents ?? 0;
}

export async function countNetworkMovements(db: Database, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(walletTransactions)
    .where(gte(walletTransactions.createdAt, since));
  return row?.n ?? 0;
}

/** The network's newest movements since `since`, newest first. */
export function newestNetworkMovements(db: Database, since: Date, limit: number): Promise<MovementRow[]> {
  return newestMovements(db, since, limit);
}

/** The units with the most live companies (ties: by name). */
export async function topUnitsByCompanies(db: Database, limit: number) {
  const counts = db
    .select({ unitId: users.unitId, n: sql<number>`count(*)`.as('n') })
    .from(users)
    .where(and(liveCompany, isNotNull(users.unitId)))
    .groupBy(users.unitId)
    .as('counts');
  return db
    .select({
      id: franchiseUnits.id,
      name: franchiseUnits.name,
      city: franchiseUnits.city,
      state: franchiseUnits.state,
      clientCount: sql<number>`${counts.n}`.mapWith(Number),
    })
    .from(counts)
    .innerJoin(franchiseUnits, eq(franchiseUnits.id, counts.unitId))
    .orderBy(desc(counts.n), franchiseUnits.name, franchiseUnits.id)
    .limit(limit);
}

export type LeadRow = {
  id: number;
  companyName: string;
  email: string;
  status: LeadStatus;
  createdAt: Date;
  unitName: string | null;
};

/** The newest self-registered companies. */
export async function newestLeads(db: Database, limit: number): Promise<LeadRow[]> {
  const rows = await db
    .select({
      id: users.id,
      companyName: companyNameSql,
      email: users.email,
      status: users.leadStatus,
      createdAt: users.createdAt,
      unitName: franchiseUnits.name,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(franchiseUnits, eq(franchiseUnits.id, users.unitId))
    .where(and(isNull(users.deletedAt), leadCondition))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, status: r.status as LeadStatus }));
}
