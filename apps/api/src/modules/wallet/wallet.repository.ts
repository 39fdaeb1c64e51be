import { and, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TransactionType } from '@tenho/domain/wallet/wallet.schemas';
import { companyNameSql } from '../../db/company-sql.ts';
import type { Database } from '../../db/client.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { users } from '../../db/schema/users.ts';
import {
  walletLedgerTotals,
  walletTransactions,
  wallets,
  type WalletRow,
  type WalletTransactionRow,
} from '../../db/schema/wallet.ts';

/** A user that may own a wallet, with what scope and labels need. */
export type WalletUserRow = {
  id: number;
  role: string;
  unitId: number | null;
  parentId: number | null;
  name: string | null;
  /** Null when the user has no wallet (yet). */
  walletId: number | null;
  balanceCents: number | null;
};

export async function findWalletUser(db: Database, userId: number): Promise<WalletUserRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      unitId: users.unitId,
      parentId: users.parentId,
      name: companyNameSql,
      walletId: wallets.id,
      balanceCents: wallets.balanceCents,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(wallets, eq(wallets.clientId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Creates the company's wallet if it has none; safe when several requests race to create it. */
export async function ensureWallet(db: Database, clientId: number): Promise<void> {
  await db.insert(wallets).values({ clientId }).onConflictDoNothing({ target: wallets.clientId });
}

/** The wallet row, locked until the end of the transaction: every movement of one wallet queues here. */
export async function lockWallet(db: Database, clientId: number): Promise<WalletRow | undefined> {
  const [row] = await db.select().from(wallets).where(eq(wallets.clientId, clientId)).for('update');
  return row;
}

export async function findTransactionByKey(
  db: Database,
  walletId: number,
  idempotencyKey: string,
): Promise<WalletTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(walletTransactions)
    .where(
      and(eq(walletTransactions.walletId, walletId), eq(walletTransactions.idempotencyKey, idempotencyKey)),
    );
  return row;
}

export type NewTransaction = Omit<typeof walletTransactions.$inferInsert, 'id' | 'createdAt'>;

/**
 * Appends a movement. Its time is the clock at the insert (not the transaction's start), taken
 * while the wallet is locked, so newest-first by time follows the ledger's own order. `at` (the
 * demo seed's back-dated history only) replaces that clock; the service keeps it in ledger order.
 */
export async function insertTransaction(
  db: Database,
  values: NewTransaction,
  at?: Date,
): Promise<WalletTransactionRow> {
  const [row] = await db
    .insert(walletTransactions)
    .values({ ...values, createdAt: at ?? sql`clock_timestamp()` })
    .returning();
  return row!;
}

/** The time of the wallet's newest movement (undefined for an empty ledger). */
export async function latestTransactionAt(db: Database, walletId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: walletTransactions.createdAt })
    .from(walletTransactions)
    .where(eq(walletTransactions.walletId, walletId))
    .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
    .limit(1);
  return row?.createdAt;
}

export async function setWalletBalance(db: Database, walletId: number, balanceCents: number): Promise<void> {
  await db
    .update(wallets)
    .set({ balanceCents, updatedAt: sql`now()` })
    .where(eq(wallets.id, walletId));
}

/** Balances of several companies (0 for those without a wallet yet). */
export async function listBalances(db: Database, clientIds: readonly number[]): Promise<Map<number, number>> {
  const result = new Map<number, number>(clientIds.map((id) => [id, 0]));
  if (clientIds.length === 0) return result;
  const rows = await db
    .select({ clientId: wallets.clientId, balanceCents: wallets.balanceCents })
    .from(wallets)
    .where(inArray(wallets.clientId, [...clientIds]));
  for (const row of rows) result.set(row.clientId, row.balanceCents);
  return result;
}

// ---------------------------------------------------------------------------------------------
// Statements.
// ---------------------------------------------------------------------------------------------

export type StatementFilter = {
  /** One wallet (a company's own statement). */
  walletId?: number;
  /** Scope and filters on the owners' `users` rows (unit, company); undefined = every company. */
  owners?: SQL;
  type?: TransactionType;
  /** Inclusive lower bound. */
  since?: Date;
  /** Calendar dates in Brasília time, inclusive. */
  fromDate?: string;
  toDate?: string;
};

/** A movement and its company (null when not read: one company's own statement). */
export type StatementRow = WalletTransactionRow & { clientId: number | null; clientName: string | null };

const BRASILIA = 'America/Sao_Paulo';

/** The filter's wallets as conditions on a wallet id column: one wallet, and the owners' wallets. */
function walletsOf(db: Database, walletId: AnyPgColumn, filter: StatementFilter): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (filter.walletId !== undefined) conditions.push(eq(walletId, filter.walletId));
  if (filter.owners)
    conditions.push(
      inArray(
        walletId,
        db
          .select({ id: wallets.id })
          .from(wallets)
          .innerJoin(users, eq(users.id, wallets.clientId))
          .where(filter.owners),
      ),
    );
  return conditions;
}

/**
 * Conditions on `wallet_transactions` alone: the companies in scope become a set of wallet ids, so
 * the newest-first page is read from the indexes and only its rows are joined to names.
 */
function transactionConditions(
  db: Database,
  filter: StatementFilter,
  { withType = true } = {},
): SQL | undefined {
  const conditions = walletsOf(db, walletTransactions.walletId, filter);
  if (withType && filter.type) conditions.push(eq(walletTransactions.type, filter.type));
  if (filter.since) conditions.push(gte(walletTransactions.createdAt, filter.since));
  if (filter.fromDate)
    conditions.push(
      sql`${walletTransactions.createdAt} >= (${filter.fromDate}::date::timestamp at time zone ${BRASILIA})`,
    );
  if (filter.toDate)
    conditions.push(
      sql`${walletTransactions.createdAt} < ((${filter.toDate}::date + 1)::timestamp at time zone ${BRASILIA})`,
    );
  return and(...conditions);
}

type Paging = { limit: number; offset: number };

/** Movements newest first, with the company of each (names are read for the page's wallets only). */
export async function listStatement(
  db: Database,
  filter: StatementFilter,
  paging: Paging,
): Promise<StatementRow[]> {
  const rows = await db
    .select()
    .from(walletTransactions)
    .where(transactionConditions(db, filter))
    .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
    .limit(paging.limit)
    .offset(paging.offset);
  if (rows.length === 0) return [];
  if (filter.walletId !== undefined && !filter.owners) {
    // One company's own statement: its name is not shown, no need to read it.
    return rows.map((row) => ({ ...row, clientId: null, clientName: null }));
  }
  const owners = await db
    .select({ walletId: wallets.id, clientId: wallets.clientId, clientName: companyNameSql })
    .from(wallets)
    .innerJoin(users, eq(users.id, wallets.clientId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(wallets.id, [...new Set(rows.map((r) => r.walletId))]));
  const byWallet = new Map(owners.map((o) => [o.walletId, o]));
  return rows.map((row) => {
    const owner = byWallet.get(row.walletId);
    return { ...row, clientId: owner?.clientId ?? null, clientName: owner?.clientName ?? null };
  });
}

export async function countStatement(db: Database, filter: StatementFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(walletTransactions)
    .where(transactionConditions(db, filter));
  return row?.n ?? 0;
}

/** One page and the number of matching movements. */
export async function listStatementPage(
  db: Database,
  filter: StatementFilter,
  paging: Paging,
): Promise<{ rows: StatementRow[]; total: number }> {
  const rows = await listStatement(db, filter, paging);
  // A short page that is not past the end holds everything from its offset on: no count needed.
  const total =
    rows.length > 0 && rows.length < paging.limit
      ? paging.offset + rows.length
      : await countStatement(db, filter);
  return { rows, total };
}

/** Credits loaded, lead revenue (debits) and refunds of the filter's period and companies, in cents. */
export async function sumStatement(
  db: Database,
  filter: StatementFilter,
): Promise<{ creditCents: number; debitCents: number; refundCents: number }> {
  const [row] = await db
    .select({
      credit: sql<string>`coalesce(sum(${walletTransactions.amountCents}) filter (where ${walletTransactions.type} = 'CREDIT'), 0)`,
      debit: sql<string>`coalesce(sum(${walletTransactions.amountCents}) filter (where ${walletTransactions.type} = 'DEBIT'), 0)`,
      refund: sql<string>`coalesce(sum(${walletTransactions.amountCents}) filter (where ${walletTransactions.type} = 'REFUND'), 0)`,
    })
    .from(walletTransactions)
    .where(transactionConditions(db, filter, { withType: false }));
  return {
    creditCents: Number(row?.credit ?? 0),
    debitCents: Number(row?.debit ?? 0),
    refundCents: Number(row?.refund ?? 0),
  };
}

/** A statement's figures: the movements matching it and the sums of its period and companies. */
export type StatementFigures = {
  total: number;
  creditCents: number;
  debitCents: number;
  refundCents: number;
};

/** Whether the filter has a period (its figures then come from the movements themselves). */
export function hasPeriod(filter: StatementFilter): boolean {
  return filter.since !== undefined || filter.fromDate !== undefined || filter.toDate !== undefined;
}

/**
 * The figures of a statement with no period, from each wallet's totals so far (migration 0040)
 * instead of its movements: the network's are 30,000 wallets' rows, not 2.7 million movements.
 * `total` counts the filter's type only, as the page does.
 */
export async function lifetimeStatementFigures(
  db: Database,
  filter: StatementFilter,
): Promise<StatementFigures> {
  const conditions = walletsOf(db, walletLedgerTotals.walletId, filter);
  const rows = await db
    .select({
      type: walletLedgerTotals.type,
      movements: sql<string>`sum(${walletLedgerTotals.movements})`,
      amount: sql<string>`sum(${walletLedgerTotals.amountCents})`,
    })
    .from(walletLedgerTotals)
    .where(and(...conditions))
    .groupBy(walletLedgerTotals.type);
  const of = (type: TransactionType) => rows.find((r) => r.type === type);
  const cents = (type: TransactionType) => Number(of(type)?.amount ?? 0);
  return {
    total: filter.type
      ? Number(of(filter.type)?.movements ?? 0)
      : rows.reduce((n, r) => n + Number(r.movements), 0),
    creditCents: cents('CREDIT'),
    debitCents: cents('DEBIT'),
    refundCents: cents('REFUND'),
  };
}

/** What the companies in scope hold now, in cents. */
export async function sumBalances(db: Database, owners: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${wallets.balanceCents}), 0)` })
    .from(wallets)
    .innerJoin(users, eq(users.id, wallets.clientId))
    .where(owners);
  return Number(row?.total ?? 0);
}

/** Ledger check for tests and audits: the balance against the sum of the rows, in cents. */
export async function ledgerSums(
  db: Database,
  clientId: number,
): Promise<{ balanceCents: number; sumCents: number; rows: number }> {
  const [row] = await db
    .select({
      balance: wallets.balanceCents,
      sum: sql<string>`coalesce(sum(case when ${walletTransactions.type} = 'DEBIT' then -${walletTransactions.amountCents} else ${walletTransactions.amountCents} end), 0)`,
      rows: count(walletTransactions.id),
    })
    .from(wallets)
    .leftJoin(walletTransactions, eq(walletTransactions.walletId, wallets.id))
    .where(eq(wallets.clientId, clientId))
    .groupBy(wallets.id);
  return { balanceCents: row?.balance ?? 0, sumCents: Number(row?.sum ?? 0), rows: row?.rows ?? 0 };
}
