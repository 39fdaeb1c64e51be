import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { TopUpStatus } from '@tenho/domain/wallet/wallet.schemas';
import type { Database } from '../../db/client.ts';
import { franchiseUnits } from '../../db/schema/franchise-units.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { users } from '../../db/schema/users.ts';
import { walletTopUps, type WalletTopUpRow } from '../../db/schema/wallet.ts';
import { companyName } from './wallet.repository.ts';

/** A top-up with its company's name and current unit (the scope follows the company). */
export type TopUpWithOwner = WalletTopUpRow & { clientName: string; ownerUnitId: number | null };

const withOwner = {
  topUp: walletTopUps,
  clientName: companyName,
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
  values: { clientId: number; unitId: number | null; amountCents: number; requestedBy: number },
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

/** One top-up with its owner; `lock` holds the row until the transaction ends (confirm, cancel). */
export async function findTopUp(
  db: Database,
  id: number,
  { lock = false } = {},
): Promise<TopUpWithOwner | undefined> {
  const query = db
    .select(withOwner)
    .from(walletTopUps)
    .innerJoin(users, eq(users.id, walletTopUps.clientId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(walletTopUps.id, id));
  const [row] = lock ? await query.for('update', { of: walletTopUps }) : await query;
  return row ? flatten(row) : undefined;
}

export type TopUpFilter = { owners?: SQL; status?: TopUpStatus };

export async function listTopUps(
  db: Database,
  filter: TopUpFilter,
  paging: { limit: number; offset: number },
): Promise<TopUpWithOwner[]> {
  const rows = await db
    .select(withOwner)
    .from(walletTopUps)
    .innerJoin(users, eq(users.id, walletTopUps.clientId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(filter.owners, filter.status ? eq(walletTopUps.status, filter.status) : undefined))
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
    .where(and(filter.owners, filter.status ? eq(walletTopUps.status, filter.status) : undefined));
  return row?.n ?? 0;
}

/** The database clock, for the confirmed/cancelled timestamps (created_at uses it too). */
export const nowSql = sql`now()`;
