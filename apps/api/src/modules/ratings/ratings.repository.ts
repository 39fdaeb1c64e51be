import { and, desc, eq, gt, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { companyNameSql } from '../../db/company-sql.ts';
import type { Database } from '../../db/client.ts';
import { categories } from '../../db/schema/categories.ts';
import { inboundMessages } from '../../db/schema/messages.ts';
import { offers } from '../../db/schema/offers.ts';
import { outboundMessages } from '../../db/schema/outbound.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { offerRatings, ratingOptOuts } from '../../db/schema/ratings.ts';
import { users } from '../../db/schema/users.ts';
import { queryRows } from '../../lib/query-rows.ts';

/** An accepted offer whose consumer is due a rating request. */
export type DueRating = {
  offerId: number;
  companyId: number;
  unitId: number | null;
  companyName: string;
  category: string;
  consumerWaId: string;
  consumerNumber: string;
  /** The business number the request came in on (the question goes out from it). */
  phoneNumberId: string;
};

/**
 * Accepted offers answered in (notBefore, answeredBefore] that have no rating request yet, whose
 * consumer did not say PARAR. Oldest first.
 */
export async function findDueRatings(
  db: Database,
  window: { answeredBefore: Date; notBefore: Date; limit: number },
): Promise<DueRating[]> {
  return db
    .select({
      offerId: offers.id,
      companyId: offers.companyId,
      unitId: offers.unitId,
      companyName: companyNameSql,
      category: categories.name,
      consumerWaId: inboundMessages.fromWaId,
      consumerNumber: inboundMessages.fromNumber,
      phoneNumberId: inboundMessages.phoneNumberId,
    })
    .from(offers)
    .innerJoin(inboundMessages, eq(inboundMessages.id, offers.messageId))
    .innerJoin(categories, eq(categories.id, offers.categoryId))
    .innerJoin(users, eq(users.id, offers.companyId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(offers.status, 'ACCEPTED'),
        sql`${offers.respondedAt} <= ${window.answeredBefore}`,
        sql`${offers.respondedAt} > ${window.notBefore}`,
        sql`not exists (select 1 from ${offerRatings} where ${offerRatings.offerId} = ${offers.id})`,
        sql`not exists (select 1 from ${ratingOptOuts} where ${ratingOptOuts.number} = ${inboundMessages.fromNumber})`,
      ),
    )
    .orderBy(offers.respondedAt, offers.id)
    .limit(window.limit);
}

/** Claims the requests: rows already present (another process, a retry) are skipped. */
export async function insertRatingRequests(
  db: Database,
  rows: { offerId: number; companyId: number; unitId: number | null; consumerNumber: string; at: Date }[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(offerRatings)
    .values(
      rows.map((r) => ({
        offerId: r.offerId,
        companyId: r.companyId,
        unitId: r.unitId,
        consumerNumber: r.consumerNumber,
        requestedAt: r.at,
      })),
    )
    .onConflictDoNothing({ target: offerRatings.offerId })
    .returning({ offerId: offerRatings.offerId });
  return inserted.map((r) => r.offerId);
}

/** Links each request to the WhatsApp question that carried it. */
export async function linkRequestMessages(db: Database, offerIds: number[]): Promise<void> {
  if (offerIds.length === 0) return;
  await db.execute(sql`
    update ${offerRatings} set outbound_id = om.id
    from ${outboundMessages} om
    where om.offer_id = ${offerRatings.offerId} and om.purpose = 'RATING_REQUEST'
      and ${inArray(offerRatings.offerId, offerIds)}`);
}

/** The consumer's rating request for an offer, locked. */
export async function lockRatingOfOffer(db: Database, offerId: number, consumerNumber: string) {
  const [row] = await db
    .select()
    .from(offerRatings)
    .where(and(eq(offerRatings.offerId, offerId), eq(offerRatings.consumerNumber, consumerNumber)))
    .for('update');
  return row ?? null;
}

/** The consumer's newest rating row that `condition` accepts (newest by `at`), locked. */
async function lockNewest(db: Database, consumerNumber: string, condition: SQL | undefined, at: PgColumn) {
  const [row] = await db
    .select()
    .from(offerRatings)
    .where(and(eq(offerRatings.consumerNumber, consumerNumber), condition))
    .orderBy(desc(at), desc(offerRatings.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** The consumer's newest unanswered request sent after `since`, locked. */
export function lockNewestOpenRating(db: Database, consumerNumber: string, since: Date) {
  const condition = and(isNull(offerRatings.score), gt(offerRatings.requestedAt, since));
  return lockNewest(db, consumerNumber, condition, offerRatings.requestedAt);
}

/** The consumer's newest rating given after `since` that has no comment yet, locked. */
export function lockNewestCommentable(db: Database, consumerNumber: string, since: Date) {
  const condition = and(
    isNotNull(offerRatings.score),
    isNull(offerRatings.comment),
    gt(offerRatings.ratedAt, since),
  );
  return lockNewest(db, consumerNumber, condition, offerRatings.ratedAt);
}

/** Sets the score unless one is already there; true when this call set it. */
export async function setScore(
  db: Database,
  id: number,
  values: { score: number; messageId: number; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(offerRatings)
    .set({ score: values.score, ratedAt: values.at, ratingMessageId: values.messageId })
    .where(and(eq(offerRatings.id, id), isNull(offerRatings.score)))
    .returning({ id: offerRatings.id });
  return rows.length > 0;
}

export async function setComment(db: Database, id: number, comment: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(offerRatings)
    .set({ comment, commentedAt: at })
    .where(and(eq(offerRatings.id, id), isNull(offerRatings.comment)))
    .returning({ id: offerRatings.id });
  return rows.length > 0;
}

export async function insertOptOut(db: Database, number: string, messageId: number): Promise<void> {
  await db.insert(ratingOptOuts).values({ number, messageId }).onConflictDoNothing();
}

/** Sum and count of the scores of each company. */
export async function scoreTotals(
  db: Database,
  companyIds: readonly number[],
): Promise<Map<number, { sum: number; count: number }>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .select({
      companyId: offerRatings.companyId,
      sum: sql<number>`coalesce(sum(${offerRatings.score}), 0)`.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(offerRatings)
    .where(and(inArray(offerRatings.companyId, [...companyIds]), isNotNull(offerRatings.score)))
    .groupBy(offerRatings.companyId);
  return new Map(rows.map((r) => [r.companyId, { sum: r.sum, count: r.count }]));
}

/** Each company's newest consumer comment with its score (issue 29: shown with the rating). */
export async function latestComments(
  db: Database,
  companyIds: readonly number[],
): Promise<Map<number, { score: number; comment: string; at: Date }>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([offerRatings.companyId], {
      companyId: offerRatings.companyId,
      score: offerRatings.score,
      comment: offerRatings.comment,
      at: offerRatings.commentedAt,
    })
    .from(offerRatings)
    .where(
      and(
        inArray(offerRatings.companyId, [...companyIds]),
        isNotNull(offerRatings.score),
        isNotNull(offerRatings.comment),
      ),
    )
    .orderBy(offerRatings.companyId, desc(offerRatings.commentedAt), desc(offerRatings.id));
  return new Map(
    rows.map((r) => [r.companyId, { score: r.score!, comment: r.comment!, at: r.at ?? new Date(0) }]),
  );
}

/** Sum and count of the scores of the unit's current companies. */
export async function unitScoreTotals(db: Database, unitId: number): Promise<{ sum: number; count: number }> {
  const [row] = await queryRows<{ sum: number; count: number }>(
    db,
    sql`select coalesce(sum(r.score), 0)::int as sum, count(*)::int as count
        from ${offerRatings} r join ${users} u on u.id = r.company_id
        where u.unit_id = ${unitId} and r.score is not null`,
  );
  return { sum: Number(row?.sum ?? 0), count: Number(row?.count ?? 0) };
}
