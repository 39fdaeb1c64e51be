import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { MessageStatus } from '@tenho/domain/messages/message-status';
import { onlyDigits } from '@tenho/domain/shared/format';
import type { Database } from '../../db/client.ts';
import { categories } from '../../db/schema/categories.ts';
import { disputes } from '../../db/schema/disputes.ts';
import { franchiseUnits } from '../../db/schema/franchise-units.ts';
import { inboundMessages, messageStatDeltas } from '../../db/schema/messages.ts';
import { offers } from '../../db/schema/offers.ts';
import { outboundMessages } from '../../db/schema/outbound.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { offerRatings } from '../../db/schema/ratings.ts';
import { users } from '../../db/schema/users.ts';
import { companyNameSql } from '../../db/company-sql.ts';

/**
 * Whose requests a caller sees (architecture §5.1): the whole network, one unit, or one company's
 * offers. `none` sees nothing (an ADMIN without a unit, a USER without a company).
 */
export type MessageViewer =
  | { kind: 'network' }
  | { kind: 'unit'; unitId: number }
  | { kind: 'company'; companyId: number }
  | { kind: 'none' };

export type MessageFilter = {
  search?: string;
  /** Inclusive bounds as instants (the service turns calendar dates into Brasília midnights). */
  from?: Date;
  to?: Date;
  categoryId?: number;
  status?: MessageStatus;
  companyId?: number;
  unitId?: number;
};

/** `%` and `_` typed by a user are literal characters in the search. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Offers of this message the viewer may see (a company: only its own). */
function offerScope(viewer: MessageViewer): SQL {
  return viewer.kind === 'company' ? sql`and o.company_id = ${viewer.companyId}` : sql``;
}

function hasOffer(viewer: MessageViewer, status: 'ACCEPTED' | 'REJECTED' | 'ANSWERED'): SQL {
  const statusSql =
    status === 'ANSWERED' ? sql`o.status in ('ACCEPTED', 'REJECTED')` : sql`o.status = ${status}`;
  return sql`exists (select 1 from ${offers} o where o.message_id = ${inboundMessages.id} and ${statusSql} ${offerScope(viewer)})`;
}

export function viewerWhere(viewer: MessageViewer): SQL {
  switch (viewer.kind) {
    case 'network':
      return sql`true`;
    case 'unit':
      return eq(inboundMessages.unitId, viewer.unitId);
    case 'company':
      return sql`exists (select 1 from ${offers} o where o.message_id = ${inboundMessages.id} and o.company_id = ${viewer.companyId})`;
    case 'none':
      return sql`false`;
  }
}

/**
 * Spec §4 as SQL: no answer → Pendente; any TENHO → Respondido; only NÃO TENHO → Negativo. Over all
 * the offers of a request it is the request's `answer_status` (kept by the offers' triggers,
 * migration 0034); a company sees the status of its own offer, read from it.
 */
function statusWhere(viewer: MessageViewer, status: MessageStatus): SQL {
  if (viewer.kind !== 'company') return eq(inboundMessages.answerStatus, status);
  switch (status) {
    case 'Pendente':
      return sql`not ${hasOffer(viewer, 'ANSWERED')}`;
    case 'Respondido':
      return hasOffer(viewer, 'ACCEPTED');
    case 'Negativo':
      return and(hasOffer(viewer, 'REJECTED'), sql`not ${hasOffer(viewer, 'ACCEPTED')}`)!;
  }
}

function listWhere(viewer: MessageViewer, filter: MessageFilter): SQL {
  const conditions: (SQL | undefined)[] = [eq(inboundMessages.kind, 'REQUEST'), viewerWhere(viewer)];
  if (filter.search) {
    const pattern = `%${likeEscape(filter.search)}%`;
    const digits = onlyDigits(filter.search);
    // A company sees the sender only after accepting: it searches the text alone.
    conditions.push(
      viewer.kind === 'company'
        ? sql`${inboundMessages.content} ilike ${pattern}`
        : sql`(${inboundMessages.content} ilike ${pattern} or ${inboundMessages.senderName} ilike ${pattern}${
            digits.length >= 4 ? sql` or ${inboundMessages.fromNumber} like ${`%${digits}%`}` : sql``
          })`,
    );
  }
  if (filter.from) conditions.push(sql`${inboundMessages.receivedAt} >= ${filter.from}`);
  if (filter.to) conditions.push(sql`${inboundMessages.receivedAt} < ${filter.to}`);
  if (filter.categoryId) conditions.push(eq(inboundMessages.categoryId, filter.categoryId));
  if (filter.unitId) conditions.push(eq(inboundMessages.unitId, filter.unitId));
  if (filter.companyId) {
    conditions.push(
      sql`exists (select 1 from ${offers} o where o.message_id = ${inboundMessages.id} and o.company_id = ${filter.companyId})`,
    );
  }
  if (filter.status) conditions.push(statusWhere(viewer, filter.status));
  return and(...conditions)!;
}

const messageColumns = {
  id: inboundMessages.id,
  receivedAt: inboundMessages.receivedAt,
  senderName: inboundMessages.senderName,
  fromWaId: inboundMessages.fromWaId,
  content: inboundMessages.content,
  type: inboundMessages.type,
  categoryId: inboundMessages.categoryId,
  categoryName: categories.name,
  categoryConfidence: inboundMessages.categoryConfidence,
  categorySource: inboundMessages.categorySource,
  unitId: inboundMessages.unitId,
  unitName: franchiseUnits.name,
  processedAt: inboundMessages.processedAt,
  outcome: inboundMessages.outcome,
  kind: inboundMessages.kind,
  transcript: inboundMessages.transcript,
  mediaKey: inboundMessages.mediaKey,
  mediaMime: inboundMessages.mediaMime,
  mediaSize: inboundMessages.mediaSize,
};

export type MessageListRow = Awaited<ReturnType<typeof listMessages>>[number];

export async function listMessages(
  db: Database,
  viewer: MessageViewer,
  filter: MessageFilter,
  page: { limit: number; offset: number },
) {
  // The page's ids first (a walk of an index matching the order and the filters, the skipped rows
  // never read from the table), then those rows with their names.
  const ids = db
    .select({ id: inboundMessages.id })
    .from(inboundMessages)
    .where(listWhere(viewer, filter))
    .orderBy(desc(inboundMessages.receivedAt), desc(inboundMessages.id))
    .limit(page.limit)
    .offset(page.offset);
  return db
    .select(messageColumns)
    .from(inboundMessages)
    .leftJoin(categories, eq(categories.id, inboundMessages.categoryId))
    .leftJoin(franchiseUnits, eq(franchiseUnits.id, inboundMessages.unitId))
    .where(inArray(inboundMessages.id, ids))
    .orderBy(desc(inboundMessages.receivedAt), desc(inboundMessages.id));
}

/** How many requests match, counting no further than `cap` (the network holds millions). */
export async function countMessages(
  db: Database,
  viewer: MessageViewer,
  filter: MessageFilter,
  cap: number,
): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(inboundMessages)
    .where(listWhere(viewer, filter))
    .limit(cap)
    .as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  return Number(row?.n ?? 0);
}

export async function findVisibleMessage(db: Database, viewer: MessageViewer, id: number) {
  const [row] = await db
    .select(messageColumns)
    .from(inboundMessages)
    .leftJoin(categories, eq(categories.id, inboundMessages.categoryId))
    .leftJoin(franchiseUnits, eq(franchiseUnits.id, inboundMessages.unitId))
    .where(and(eq(inboundMessages.id, id), viewerWhere(viewer)));
  return row ?? null;
}

export type OfferListRow = Awaited<ReturnType<typeof listOffersOfMessages>>[number];

/** The offers of these messages the viewer may see, oldest first, with the company's name. */
export async function listOffersOfMessages(
  db: Database,
  viewer: MessageViewer,
  messageIds: readonly number[],
) {
  if (messageIds.length === 0) return [];
  return (
    db
      .select({
        id: offers.id,
        messageId: offers.messageId,
        companyId: offers.companyId,
        companyName: companyNameSql,
        status: offers.status,
        offeredAt: offers.offeredAt,
        expiresAt: offers.expiresAt,
        respondedAt: offers.respondedAt,
        responseText: offers.responseText,
        responseChannel: offers.responseChannel,
        chargedCents: offers.chargedCents,
        contactsExchanged: offers.contactsExchanged,
        disputeStatus: disputes.status,
        ratingScore: offerRatings.score,
        ratingComment: offerRatings.comment,
      })
      .from(offers)
      .innerJoin(users, eq(users.id, offers.companyId))
      .leftJoin(profiles, eq(profiles.userId, users.id))
      // One dispute and one rating per offer at most (unique on offer_id): no row is repeated.
      .leftJoin(disputes, eq(disputes.offerId, offers.id))
      .leftJoin(offerRatings, eq(offerRatings.offerId, offers.id))
      .where(
        and(
          inArray(offers.messageId, [...messageIds]),
          viewer.kind === 'company' ? eq(offers.companyId, viewer.companyId) : undefined,
        ),
      )
      .orderBy(asc(offers.offeredAt), asc(offers.id))
  );
}

/** The latest lead alert of each offer (a template resend is newer than the alert it replaces). */
export async function latestAlerts(db: Database, offerIds: readonly number[]) {
  if (offerIds.length === 0) return new Map<number, { status: string; error: string | null }>();
  const rows = await db
    .select({
      offerId: outboundMessages.offerId,
      status: outboundMessages.status,
      error: outboundMessages.errorMessage,
    })
    .from(outboundMessages)
    .where(and(inArray(outboundMessages.offerId, [...offerIds]), eq(outboundMessages.purpose, 'LEAD_ALERT')))
    .orderBy(asc(outboundMessages.id));
  const map = new Map<number, { status: string; error: string | null }>();
  for (const row of rows)
    if (row.offerId !== null) map.set(row.offerId, { status: row.status, error: row.error });
  return map;
}

export async function listOutboundOfMessage(db: Database, messageId: number) {
  return db
    .select({
      id: outboundMessages.id,
      purpose: outboundMessages.purpose,
      recipient: outboundMessages.recipientKind,
      companyName: sql<
        string | null
      >`case when ${outboundMessages.companyId} is null then null else ${companyNameSql} end`,
      kind: outboundMessages.kind,
      body: outboundMessages.body,
      status: outboundMessages.status,
      error: outboundMessages.errorMessage,
      createdAt: outboundMessages.createdAt,
    })
    .from(outboundMessages)
    .leftJoin(users, eq(users.id, outboundMessages.companyId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(outboundMessages.messageId, messageId))
    .orderBy(asc(outboundMessages.id))
    .limit(200);
}

/** The five cards of Central de Mensagens, over everything the viewer sees. */
export async function messageStats(db: Database, viewer: MessageViewer) {
  if (viewer.kind === 'company') return companyMessageStats(db, viewer);
  if (viewer.kind === 'none') {
    return { total: 0, categorized: 0, responses: 0, avgSeconds: null, revenueCents: 0, refundCents: 0 };
  }
  // The network or a unit: the sums of the rows the triggers keep (migration 0034), not millions
  // of requests and offers.
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${messageStatDeltas.requests}), 0)`.mapWith(Number),
      categorized: sql<number>`coalesce(sum(${messageStatDeltas.categorized}), 0)`.mapWith(Number),
      responses: sql<number>`coalesce(sum(${messageStatDeltas.responses}), 0)`.mapWith(Number),
      seconds: sql<number>`coalesce(sum(${messageStatDeltas.responseSeconds}), 0)`.mapWith(Number),
      revenueCents: sql<number>`coalesce(sum(${messageStatDeltas.revenueCents}), 0)`.mapWith(Number),
      refundCents: sql<number>`coalesce(sum(${messageStatDeltas.refundCents}), 0)`.mapWith(Number),
    })
    .from(messageStatDeltas)
    .where(viewer.kind === 'unit' ? eq(messageStatDeltas.unitId, viewer.unitId) : undefined);
  const responses = row?.responses ?? 0;
  return {
    total: row?.total ?? 0,
    categorized: row?.categorized ?? 0,
    responses,
    avgSeconds: responses > 0 ? (row?.seconds ?? 0) / responses : null,
    revenueCents: row?.revenueCents ?? 0,
    refundCents: row?.refundCents ?? 0,
  };
}

/** A company's cards, from its own offers (a few thousand rows at most). */
async function companyMessageStats(db: Database, viewer: { kind: 'company'; companyId: number }) {
  const [messagesRow] = await db
    .select({
      total: count(),
      categorized: sql<number>`count(${inboundMessages.categoryId})`.mapWith(Number),
    })
    .from(inboundMessages)
    .where(and(eq(inboundMessages.kind, 'REQUEST'), viewerWhere(viewer)));

  const [offersRow] = await db
    .select({
      responses: sql<number>`count(*) filter (where ${offers.status} in ('ACCEPTED', 'REJECTED'))`.mapWith(
        Number,
      ),
      avgSeconds: sql<
        number | null
      >`avg(extract(epoch from (${offers.respondedAt} - ${offers.offeredAt}))) filter (where ${offers.status} in ('ACCEPTED', 'REJECTED'))`.mapWith(
        (v) => (v === null ? null : Number(v)),
      ),
      revenueCents:
        sql<number>`coalesce(sum(${offers.chargedCents}) filter (where ${offers.status} = 'ACCEPTED'), 0)`.mapWith(
          Number,
        ),
      // What refunded disputes put back (at most one refund per lead), as Relatórios and Financeiro count it.
      refundCents: sql<number>`coalesce(sum(${disputes.amountCents}), 0)`.mapWith(Number),
    })
    .from(offers)
    .leftJoin(disputes, and(eq(disputes.offerId, offers.id), eq(disputes.status, 'REFUNDED')))
    .where(eq(offers.companyId, viewer.companyId));

  return {
    total: Number(messagesRow?.total ?? 0),
    categorized: messagesRow?.categorized ?? 0,
    responses: offersRow?.responses ?? 0,
    avgSeconds: offersRow?.avgSeconds ?? null,
    revenueCents: offersRow?.revenueCents ?? 0,
    refundCents: offersRow?.refundCents ?? 0,
  };
}
