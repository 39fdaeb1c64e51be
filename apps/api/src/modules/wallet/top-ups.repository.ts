import { and, asc, count, desc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { TopUpStatus } from '@tenho/domain/wallet/wallet.schemas';
import { companyNameSql } from '../../db/company-sql.ts';
import type { Database } from '../../db/client.ts';
import { franchiseUnits } from '../../db/schema/franchise-units.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { users } from '../../db/schema/users.ts';
import { pixReceived, pixWebhookInbox } from '../../db/schema/pix.ts';
import { walletTopUps, type WalletTopUpRow } from '../../db/schema/wallet.ts';

/** A top-up with its company's name and current unit (the scope follows the company). */
export type TopUpWithOwner = WalletTopUpRow & { clientName: string; ownerUnitId: number | null };

const withOwner = {
  topUp: walletTopUps,
  clientName: companyNameSql,
  ownerUnitId: users.unitId,
};

const flatten = (row: { topUp: WalletTopUpRow; clientName: string; ownerUnitId: number | null }) => ({
  ...row.topUp,
  clientName: row.clientName,
  ownerUnitId: row.ownerUnitId,
});

/** The Pix receiving data of a unit. */
export async function findUnitPix(db: Database, unitId: number) {
  const [row] = await db
    .select({
      id: franchiseUnits.id,
      name: franchiseUnits.name,
      city: franchiseUnits.city,
      pixKey: franchiseUnits.pixKey,
      pixMerchantName: franchiseUnits.pixMerchantName,
      pixMerchantCity: franchiseUnits.pixMerchantCity,
    })
    .from(franchiseUnits)
    .where(eq(franchiseUnits.id, unitId));
  return row;
}

export async function countPendingTopUps(db: Database, clientId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(walletTopUps)
    .where(and(eq(walletTopUps.clientId, clientId), eq(walletTopUps.status, 'PENDING')));
  return row?.n ?? 0;
}

export async function insertTopUp(
  db: Database,
  values: {
    clientId: number;
    unitId: number | null;
    amountCents: number;
    requestedBy: number;
    pspCharge?: boolean;
  },
): Promise<WalletTopUpRow> {
  const [row] = await db.insert(walletTopUps).values(values).returning();
  return row!;
}

export async function updateTopUp(
  db: Database,
  id: number,
  values: PgUpdateSetSource<typeof walletTopUps>,
): Promise<void> {
  await db.update(walletTopUps).set(values).where(eq(walletTopUps.id, id));
}

/** Top-ups joined with their company (and its profile, for the name). */
const selectWithOwner = (db: Database) =>
  db
    .select(withOwner)
    .from(walletTopUps)
    .innerJoin(users, eq(users.id, walletTopUps.clientId))
    .leftJoin(profiles, eq(profiles.userId, users.id));

/** The top-up `where` finds, with its owner; `lock` holds the row until the transaction ends. */
async function findOneTopUp(db: Database, where: SQL, lock: boolean): Promise<TopUpWithOwner | undefined> {
  const query = selectWithOwner(db).where(where);
  const [row] = lock ? await query.for('update', { of: walletTopUps }) : await query;
  return row ? flatten(row) : undefined;
}

/** One top-up with its owner; `lock` holds the row until the transaction ends (confirm, cancel). */
export function findTopUp(db: Database, id: number, { lock = false } = {}) {
  return findOneTopUp(db, eq(walletTopUps.id, id), lock);
}

export type TopUpFilter = { owners?: SQL; status?: TopUpStatus; newPspConnection?: boolean };

const filterWhere = (filter: TopUpFilter) =>
  and(
    filter.owners,
    filter.status ? eq(walletTopUps.status, filter.status) : undefined,
    filter.newPspConnection ? eq(walletTopUps.pspConnectionNew, true) : undefined,
  );

export async function listTopUps(
  db: Database,
  filter: TopUpFilter,
  paging: { limit: number; offset: number },
): Promise<TopUpWithOwner[]> {
  const rows = await selectWithOwner(db)
    .where(filterWhere(filter))
    .orderBy(desc(walletTopUps.createdAt), desc(walletTopUps.id))
    .limit(paging.limit)
    .offset(paging.offset);
  return rows.map(flatten);
}

export async function countTopUps(db: Database, filter: TopUpFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(walletTopUps)
    .innerJoin(users, eq(users.id, walletTopUps.clientId))
    .where(filterWhere(filter));
  return row?.n ?? 0;
}

/** The database clock, for the confirmed/cancelled timestamps (created_at uses it too). */
export const nowSql = sql`now()`;

/** One top-up by its txid, with its owner; `lock` as in findTopUp. */
export function findTopUpByTxid(db: Database, txid: string, { lock = false } = {}) {
  return findOneTopUp(db, eq(walletTopUps.txid, txid), lock);
}

/** A PSP top-up whose charge could not be made is removed (nothing was shown to anyone). */
export async function deleteTopUp(db: Database, id: number): Promise<void> {
  await db.delete(walletTopUps).where(eq(walletTopUps.id, id));
}

/** The company's document and name, for the charge's `devedor`. */
export async function findDebtor(db: Database, clientId: number) {
  const [row] = await db
    .select({
      document: profiles.document,
      documentType: profiles.documentType,
      legalName: profiles.legalName,
      displayName: profiles.displayName,
    })
    .from(profiles)
    .where(eq(profiles.userId, clientId));
  return row;
}

/** PSP top-ups still waiting, oldest first (what reconciliation reads back). */
export async function listPendingPspTopUps(db: Database, limit: number) {
  return db
    .select({ id: walletTopUps.id, unitId: walletTopUps.unitId, txid: walletTopUps.txid })
    .from(walletTopUps)
    .where(and(eq(walletTopUps.pspCharge, true), eq(walletTopUps.status, 'PENDING')))
    .orderBy(asc(walletTopUps.createdAt))
    .limit(limit);
}

/** Records the Pix a PSP reported (once per endToEndId); returns the ids that were new. */
export async function recordPixReceived(
  db: Database,
  rows: {
    endToEndId: string;
    topUpId: number;
    amountCents: number;
    paidAt: Date | null;
    credited: boolean;
  }[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(pixReceived)
    .values(rows)
    .onConflictDoNothing({ target: pixReceived.endToEndId })
    .returning({ id: pixReceived.endToEndId });
  return inserted.map((r) => r.id);
}

export async function insertInbox(db: Database, unitId: number, txids: string[]): Promise<number[]> {
  if (txids.length === 0) return [];
  const rows = await db
    .insert(pixWebhookInbox)
    .values(txids.map((txid) => ({ unitId, txid })))
    .returning({ id: pixWebhookInbox.id });
  return rows.map((r) => r.id);
}

export async function listInbox(db: Database, filter: { ids?: number[]; limit: number }) {
  return db
    .select({ id: pixWebhookInbox.id, unitId: pixWebhookInbox.unitId, txid: pixWebhookInbox.txid })
    .from(pixWebhookInbox)
    .where(
      and(
        isNull(pixWebhookInbox.processedAt),
        filter.ids ? inArray(pixWebhookInbox.id, filter.ids) : lte(pixWebhookInbox.receivedAt, sql`now()`),
      ),
    )
    .orderBy(asc(pixWebhookInbox.id))
    .limit(filter.limit);
}

export async function markInboxProcessed(db: Database, id: number): Promise<void> {
  await db
    .update(pixWebhookInbox)
    .set({ processedAt: sql`now()` })
    .where(eq(pixWebhookInbox.id, id));
}

/** Processed webhook notices are kept a month (for support), then dropped. */
export async function pruneInbox(db: Database): Promise<void> {
  await db.delete(pixWebhookInbox).where(sql`${pixWebhookInbox.processedAt} < now() - interval '30 days'`);
}
