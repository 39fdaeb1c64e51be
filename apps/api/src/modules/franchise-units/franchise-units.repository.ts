import { and, asc, count, eq, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FranchiseStatusFilter } from '@tenho/domain/franchise/franchise.schemas';
import type { Role } from '@tenho/domain/auth/roles';
import type { LeadStatus } from '@tenho/domain/users/users.schemas';
import type { Database } from '../../db/client.ts';
import { documents } from '../../db/schema/documents.ts';
import { franchiseUnits, type FranchiseUnitRow } from '../../db/schema/franchise-units.ts';
import { profilePhones, profiles } from '../../db/schema/profiles.ts';
import { users } from '../../db/schema/users.ts';
import { wallets } from '../../db/schema/wallet.ts';
import { containsPattern, foldedSql } from '../../lib/sql-text.ts';

export async function listActiveUnitRefs(db: Database) {
  return db
    .select({ id: franchiseUnits.id, name: franchiseUnits.name })
    .from(franchiseUnits)
    .where(eq(franchiseUnits.isActive, true))
    .orderBy(asc(franchiseUnits.name), asc(franchiseUnits.id));
}

export type UnitListFilter = {
  search?: string;
  status: FranchiseStatusFilter;
  /** Restricts the list to one unit (an ADMIN's own); undefined = the network. */
  onlyUnitId?: number;
};

function scopeWhere(filter: Pick<UnitListFilter, 'onlyUnitId'>): SQL | undefined {
  return filter.onlyUnitId === undefined ? undefined : eq(franchiseUnits.id, filter.onlyUnitId);
}

function listWhere(filter: UnitListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [scopeWhere(filter)];
  if (filter.status !== 'all') conditions.push(eq(franchiseUnits.isActive, filter.status === 'active'));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(
        sql`${foldedSql(franchiseUnits.name)} like ${pattern}`,
        sql`${foldedSql(franchiseUnits.city)} like ${pattern}`,
        sql`${foldedSql(franchiseUnits.state)} like ${pattern}`,
        sql`${foldedSql(franchiseUnits.code)} like ${pattern}`,
      ),
    );
  }
  return and(...conditions);
}

export async function listUnits(
  db: Database,
  filter: UnitListFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: FranchiseUnitRow[]; total: number }> {
  const where = listWhere(filter);
  const rows = await db
    .select()
    .from(franchiseUnits)
    .where(where)
    .orderBy(asc(franchiseUnits.name), asc(franchiseUnits.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(franchiseUnits).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Every unit in reach, by status (the cards of the screen ignore the filters). */
export async function countUnitsByStatus(db: Database, filter: Pick<UnitListFilter, 'onlyUnitId'>) {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${franchiseUnits.isActive})`.mapWith(Number),
    })
    .from(franchiseUnits)
    .where(scopeWhere(filter));
  const total = row?.total ?? 0;
  const active = row?.active ?? 0;
  return { total, active, inactive: total - active };
}

export async function findUnitById(db: Database, id: number): Promise<FranchiseUnitRow | undefined> {
  const [row] = await db.select().from(franchiseUnits).where(eq(franchiseUnits.id, id)).limit(1);
  return row;
}

/** An active unit's id and name (registration, a unit's categories), or null. */
export async function findActiveUnit(db: Database, unitId: number) {
  const [row] = await db
    .select({ id: franchiseUnits.id, name: franchiseUnits.name })
    .from(franchiseUnits)
    .where(and(eq(franchiseUnits.id, unitId), eq(franchiseUnits.isActive, true)))
    .limit(1);
  return row ?? null;
}

/** The unit row locked until the end of the transaction (delete vs. a concurrent link). */
export async function lockUnit(db: Database, id: number): Promise<FranchiseUnitRow | undefined> {
  const [row] = await db.select().from(franchiseUnits).where(eq(franchiseUnits.id, id)).for('update');
  return row;
}

export type NewUnit = typeof franchiseUnits.$inferInsert;

export async function insertUnit(db: Database, values: NewUnit): Promise<FranchiseUnitRow> {
  const [row] = await db.insert(franchiseUnits).values(values).returning();
  return row!;
}

export async function updateUnit(
  db: Database,
  id: number,
  values: Partial<NewUnit>,
): Promise<FranchiseUnitRow | undefined> {
  const [row] = await db
    .update(franchiseUnits)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(franchiseUnits.id, id))
    .returning();
  return row;
}

export async function deleteUnit(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .delete(franchiseUnits)
    .where(eq(franchiseUnits.id, id))
    .returning({ id: franchiseUnits.id });
  return rows.length > 0;
}

/** Is another unit using this code / WhatsApp number id? */
export async function unitFieldTaken(
  db: Database,
  field: 'code' | 'whatsappPhoneNumberId',
  value: string,
  exceptId?: number,
): Promise<boolean> {
  const column = field === 'code' ? franchiseUnits.code : franchiseUnits.whatsappPhoneNumberId;
  const [row] = await db
    .select({ id: franchiseUnits.id })
    .from(franchiseUnits)
    .where(and(eq(column, value), exceptId === undefined ? undefined : ne(franchiseUnits.id, exceptId)))
    .limit(1);
  return Boolean(row);
}

/** People linked to the unit: companies (CLIENT) and everyone else (ADMIN, USER); deleted ones aside. */
export async function countUnitMembers(
  db: Database,
  unitId: number,
): Promise<{ users: number; clients: number }> {
  const [row] = await db
    .select({
      clients: sql<number>`count(*) filter (where ${users.role} = 'CLIENT')`.mapWith(Number),
      others: sql<number>`count(*) filter (where ${users.role} <> 'CLIENT')`.mapWith(Number),
    })
    .from(users)
    .where(and(eq(users.unitId, unitId), isNull(users.deletedAt)));
  return { users: row?.others ?? 0, clients: row?.clients ?? 0 };
}

/** Documents filed for the unit (and any other document naming it). */
export async function countUnitDocuments(db: Database, unitId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(documents).where(eq(documents.unitId, unitId));
  return row?.n ?? 0;
}

/**
 * Deleted accounts are anonymised tombstones that keep their row (and their unit): they no longer
 * belong to anyone's unit, so an otherwise empty unit may go.
 */
export async function detachDeletedMembers(db: Database, unitId: number): Promise<void> {
  await db
    .update(users)
    .set({ unitId: null })
    .where(and(eq(users.unitId, unitId), isNotNull(users.deletedAt)));
}

export type UnitMemberRow = {
  id: number;
  email: string;
  role: Role;
  name: string | null;
  phone: string | null;
  isActive: boolean;
  createdAt: Date;
  balanceCents: number;
  leadStatus: LeadStatus | null;
};

const primaryPhone = sql<string | null>`(
  select ${profilePhones.phone} from ${profilePhones}
  where ${profilePhones.profileId} = ${profiles.id}
  order by ${profilePhones.isPrimary} desc, ${profilePhones.id} asc
  limit 1
)`;

/** The unit's companies (`clients: true`) or other people, by name, with balances for companies. */
export async function listUnitMembers(
  db: Database,
  unitId: number,
  { clients, limit }: { clients: boolean; limit: number },
): Promise<UnitMemberRow[]> {
  return db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      name: profiles.displayName,
      phone: primaryPhone,
      isActive: users.isActive,
      createdAt: users.createdAt,
      balanceCents: sql<number>`coalesce(${wallets.balanceCents}, 0)`.mapWith(Number),
      leadStatus: users.leadStatus,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(wallets, eq(wallets.clientId, users.id))
    .where(
      and(
        eq(users.unitId, unitId),
        isNull(users.deletedAt),
        clients ? eq(users.role, 'CLIENT') : ne(users.role, 'CLIENT'),
      ),
    )
    .orderBy(sql`lower(coalesce(${profiles.displayName}, ${users.email}))`, asc(users.id))
    .limit(limit);
}
