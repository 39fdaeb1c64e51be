import { and, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { DisputeStatus } from '@tenho/domain/disputes/disputes.schemas';
import { companyNameSql } from '../../db/company-sql.ts';
import type { Database } from '../../db/client.ts';
import { categories } from '../../db/schema/categories.ts';
import { disputes, type DisputeRow } from '../../db/schema/disputes.ts';
import { franchiseUnits } from '../../db/schema/franchise-units.ts';
import { inboundMessages } from '../../db/schema/messages.ts';
import { offers } from '../../db/schema/offers.ts';
import { outboundMessages } from '../../db/schema/outbound.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { users } from '../../db/schema/users.ts';

export type NewDispute = Omit<typeof disputes.$inferInsert, 'id' | 'createdAt'>;

/** Inserts the dispute unless the offer has one already (then undefined: one dispute per offer). */
export async function insertDispute(db: Database, values: NewDispute): Promise<DisputeRow | undefined> {
  const [row] = await db
    .insert(disputes)
    .values({ ...values, createdAt: sql`clock_timestamp()` })
    .onConflictDoNothing({ target: disputes.offerId })
    .returning();
  return row;
}

export async function findDispute(db: Database, id: number): Promise<DisputeRow | undefined> {
  const [row] = await db.select().from(disputes).where(eq(disputes.id, id));
  return row;
}

export async function findDisputeByOffer(db: Database, offerId: number): Promise<DisputeRow | undefined> {
  const [row] = await db.select().from(disputes).where(eq(disputes.offerId, offerId));
  return row;
}

/** The dispute row, locked until the end of the transaction: concurrent decisions queue here. */
export async function lockDispute(db: Database, id: number): Promise<DisputeRow | undefined> {
  const [row] = await db.select().from(disputes).where(eq(disputes.id, id)).for('update');
  return row;
}

export async function updateDispute(
  db: Database,
  id: number,
  values: Partial<typeof disputes.$inferInsert>,
): Promise<DisputeRow> {
  const [row] = await db.update(disputes).set(values).where(eq(disputes.id, id)).returning();
  return row!;
}

/** The consumer's contact message (the one an automatic refund watches), newest attempt. */
const contact = sql`lateral (
  select o.status, o.sent_at, o.delivered_at, o.read_at, o.failed_at
  from ${outboundMessages} o
  where o.offer_id = ${disputes.offerId} and o.purpose = 'CONTACT_FOR_CONSUMER'
  order by o.id desc limit 1) as contact`;

/** Disputes in scope, newest first, with what the ADMIN's queue shows beside each one. */
export async function listDisputes(
  db: Database,
  filter: { scope: SQL | undefined; status?: DisputeStatus },
  paging: { limit: number; offset: number },
) {
  const where = and(filter.scope, filter.status ? eq(disputes.status, filter.status) : undefined);
  const rows = await db
    .select({
      dispute: disputes,
      companyName: companyNameSql,
      unitName: franchiseUnits.name,
      category: categories.name,
      message: inboundMessages.content,
      consumerName: inboundMessages.senderName,
      receivedAt: inboundMessages.receivedAt,
      offeredAt: offers.offeredAt,
      acceptedAt: offers.respondedAt,
      contactStatus: sql<string | null>`contact.status`,
      contactSentAt: sql<string | null>`contact.sent_at`,
      contactDeliveredAt: sql<string | null>`contact.delivered_at`,
      contactReadAt: sql<string | null>`contact.read_at`,
      contactFailedAt: sql<string | null>`contact.failed_at`,
    })
    .from(disputes)
    .innerJoin(offers, eq(offers.id, disputes.offerId))
    .innerJoin(inboundMessages, eq(inboundMessages.id, offers.messageId))
    .innerJoin(categories, eq(categories.id, offers.categoryId))
    .innerJoin(users, eq(users.id, disputes.companyId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(franchiseUnits, eq(franchiseUnits.id, disputes.unitId))
    .leftJoin(contact, sql`true`)
    .where(where)
    .orderBy(desc(disputes.createdAt), desc(disputes.id))
    .limit(paging.limit)
    .offset(paging.offset);
  const [total] = await db.select({ n: count() }).from(disputes).where(where);
  return { rows, total: total?.n ?? 0 };
}

export type DisputeListRow = Awaited<ReturnType<typeof listDisputes>>['rows'][number];

/** Each company's disputes by status (the history the ADMIN's queue shows). */
export async function companyHistories(db: Database, companyIds: readonly number[]) {
  const result = new Map<number, { total: number; refunded: number; rejected: number; open: number }>();
  if (companyIds.length === 0) return result;
  const rows = await db
    .select({ companyId: disputes.companyId, status: disputes.status, n: count() })
    .from(disputes)
    .where(inArray(disputes.companyId, [...companyIds]))
    .groupBy(disputes.companyId, disputes.status);
  for (const row of rows) {
    const entry = result.get(row.companyId) ?? { total: 0, refunded: 0, rejected: 0, open: 0 };
    entry.total += row.n;
    if (row.status === 'REFUNDED') entry.refunded += row.n;
    else if (row.status === 'REJECTED') entry.rejected += row.n;
    else entry.open += row.n;
    result.set(row.companyId, entry);
  }
  return result;
}

/** Charged leads and disputes of each company since `since` (the quality signal). */
export async function disputeCounts(db: Database, companyIds: readonly number[], since: Date) {
  const result = new Map<number, { disputes: number; chargedLeads: number }>();
  if (companyIds.length === 0) return result;
  for (const id of companyIds) result.set(id, { disputes: 0, chargedLeads: 0 });
  const [charged, disputed] = await Promise.all([
    db
      .select({ companyId: offers.companyId, n: count() })
      .from(offers)
      .where(
        and(
          inArray(offers.companyId, [...companyIds]),
          eq(offers.status, 'ACCEPTED'),
          sql`${offers.chargedCents} > 0`,
          gte(offers.respondedAt, since),
        ),
      )
      .groupBy(offers.companyId),
    db
      .select({ companyId: disputes.companyId, n: count() })
      .from(disputes)
      .innerJoin(offers, eq(offers.id, disputes.offerId))
      .where(and(inArray(disputes.companyId, [...companyIds]), gte(offers.respondedAt, since)))
      .groupBy(disputes.companyId),
  ]);
  for (const row of charged) result.get(row.companyId)!.chargedLeads = row.n;
  for (const row of disputed) result.get(row.companyId)!.disputes = row.n;
  return result;
}

/** What names a lead for people: its request's category and when it was offered. */
export async function leadLabelParts(
  db: Database,
  offerId: number,
): Promise<{ category: string; offeredAt: Date } | null> {
  const [row] = await db
    .select({ category: categories.name, offeredAt: offers.offeredAt })
    .from(offers)
    .innerJoin(categories, eq(categories.id, offers.categoryId))
    .where(eq(offers.id, offerId));
  return row ?? null;
}
