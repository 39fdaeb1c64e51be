import { and, eq, ne, sql } from 'drizzle-orm';
import { messageStatus } from '@tenho/domain/messages/message-status';
import {
  MESSAGE_TOTAL_CAP,
  type InboundMessage,
  type InboundMessageDetail,
  type MessageListQuery,
  type MessageListResponse,
  type MessageMedia,
  type MessageStats,
  type OwnOffer,
  type RecategorizeResult,
} from '@tenho/domain/messages/messages.schemas';
import { centsToReais } from '@tenho/domain/shared/format';
import type { OutboundStatus } from '@tenho/domain/whatsapp/outbound';
import type { Database } from '../../db/client.ts';
import { inboundMessages } from '../../db/schema/messages.ts';
import { offers } from '../../db/schema/offers.ts';
import type { Actor } from '../../plugins/authorization.ts';
import { findCategoryById, type CategoriesService } from '../categories/categories.service.ts';
import type { RoutingService } from './routing.service.ts';
import { findActiveUnitById, lockMessage } from './inbound.repository.ts';
import {
  countMessages,
  findVisibleMessage,
  latestAlerts,
  listMessages,
  listOffersOfMessages,
  listOutboundOfMessage,
  messageStats,
  type MessageFilter,
  type MessageListRow,
  type MessageViewer,
  type OfferListRow,
} from './messages.repository.ts';
import type { ActionMeta } from '../../lib/audit-trail.ts';
import { MESSAGE_ERRORS } from './messages.errors.ts';
import { createLeadPreferencesService } from '../lead-preferences/lead-preferences.service.ts';

/** The actor with what scoping needs (a USER sees its company's offers). */
export type MessageActor = Actor & { parent_id: number | null };

export function viewerOf(actor: MessageActor): MessageViewer {
  switch (actor.role) {
    case 'MASTER':
      return { kind: 'network' };
    case 'ADMIN':
      return actor.unit_id === null ? { kind: 'none' } : { kind: 'unit', unitId: actor.unit_id };
    case 'CLIENT':
      return { kind: 'company', companyId: actor.id };
    default:
      return actor.parent_id === null ? { kind: 'none' } : { kind: 'company', companyId: actor.parent_id };
  }
}

/** Filters are calendar dates in Brasília time (UTC−3, no daylight saving since 2019). */
const BRASILIA_OFFSET_HOURS = 3;
function startOfDay(date: string, plusDays = 0): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + plusDays, BRASILIA_OFFSET_HOURS));
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function ownOffer(offer: OfferListRow): OwnOffer {
  return {
    id: offer.id,
    status: offer.status,
    offered_at: offer.offeredAt.toISOString(),
    expires_at: offer.expiresAt.toISOString(),
    responded_at: iso(offer.respondedAt),
    response_text: offer.responseText,
    charged: offer.chargedCents === null ? null : centsToReais(offer.chargedCents),
    contacts_exchanged: offer.contactsExchanged,
  };
}

export type MessagesServiceDeps = {
  db: Database;
  routing: RoutingService | null;
  categories: Pick<CategoriesService, 'addExample'>;
  now: () => Date;
  /** How far a list's total is counted at least (MESSAGE_TOTAL_CAP; tests use a small one). */
  totalCap?: number;
};

const mediaKindOf = (type: string): MessageMedia['kind'] =>
  type === 'image' || type === 'video' || type === 'document' ? type : 'audio';

/** Central de Mensagens: lists, details and stats in the caller's scope; re-categorising. */
export function createMessagesService({
  db,
  routing,
  categories,
  now,
  totalCap = MESSAGE_TOTAL_CAP,
}: MessagesServiceDeps) {
  const leadPreferences = createLeadPreferencesService({ db, now });
  async function toRows(viewer: MessageViewer, rows: MessageListRow[]): Promise<InboundMessage[]> {
    const offerRows = await listOffersOfMessages(
      db,
      viewer,
      rows.map((r) => r.id),
    );
    const alerts = await latestAlerts(
      db,
      offerRows.map((o) => o.id),
    );
    const byMessage = new Map<number, OfferListRow[]>();
    for (const offer of offerRows) {
      const list = byMessage.get(offer.messageId) ?? [];
      list.push(offer);
      byMessage.set(offer.messageId, list);
    }

    return rows.map((row) => {
      const own = byMessage.get(row.id) ?? [];
      const responses = own
        .filter(
          (o) => (o.status === 'ACCEPTED' || o.status === 'REJECTED') && o.respondedAt && o.responseText,
        )
        .sort((a, b) => a.respondedAt!.getTime() - b.respondedAt!.getTime())
        .map((o) => ({
          offer_id: o.id,
          company_id: o.companyId,
          company_name: o.companyName,
          response_text: o.responseText!,
          responded_at: o.respondedAt!.toISOString(),
          contacts_exchanged: o.contactsExchanged,
          channel: o.responseChannel,
          dispute_status: o.disputeStatus,
          rating: o.ratingScore === null ? null : { score: o.ratingScore, comment: o.ratingComment },
        }));
      const mine = viewer.kind === 'company' ? (own[0] ?? null) : null;
      // A company pays for the contact: it sees who asked only after accepting.
      const revealSender = viewer.kind !== 'company' || mine?.status === 'ACCEPTED';
      return {
        id: row.id,
        received_at: row.receivedAt.toISOString(),
        sender_name: revealSender ? row.senderName : null,
        whatsapp: revealSender ? row.fromWaId : null,
        content: row.content,
        category_id: row.categoryId,
        category_name: row.categoryName,
        status: messageStatus(responses),
        unit_id: row.unitId,
        unit_name: row.unitName,
        responses,
        notified_companies: own.map((o) => {
          const alert = alerts.get(o.id);
          return {
            offer_id: o.id,
            company_id: o.companyId,
            company_name: o.companyName,
            notified_at: o.offeredAt.toISOString(),
            expires_at: o.expiresAt.toISOString(),
            offer_status: o.status,
            delivery_status: (alert?.status as OutboundStatus | undefined) ?? null,
            delivery_error: alert?.error ?? null,
          };
        }),
        my_offer: mine ? ownOffer(mine) : null,
        type: row.type,
        transcript: row.transcript,
        // Issue 30: the media route serves it to whoever may see the sender (a company once it paid).
        media:
          row.mediaKey && row.mediaMime && revealSender
            ? {
                kind: mediaKindOf(row.type),
                mime_type: row.mediaMime,
                size: row.mediaSize ?? 0,
                url: `/api/webhooks/messages/${row.id}/media`,
              }
            : null,
      };
    });
  }

  /**
   * Issue 30: where a message's stored media is, for whoever may see it: MASTER all, ADMIN its unit,
   * a company only a request it paid for (accepted); anyone else gets the same 404.
   */
  async function mediaOf(actor: MessageActor, id: number): Promise<{ key: string; mimeType: string }> {
    const viewer = viewerOf(actor);
    const row = await findVisibleMessage(db, viewer, id);
    if (!row?.mediaKey || !row.mediaMime) throw MESSAGE_ERRORS.notFound();
    if (viewer.kind === 'company') {
      const [own] = await listOffersOfMessages(db, viewer, [id]);
      if (own?.status !== 'ACCEPTED') throw MESSAGE_ERRORS.notFound();
    }
    return { key: row.mediaKey, mimeType: row.mediaMime };
  }

  async function list(actor: MessageActor, query: MessageListQuery): Promise<MessageListResponse> {
    const viewer = viewerOf(actor);
    const filter: MessageFilter = {
      search: query.search,
      from: query.dateFrom ? startOfDay(query.dateFrom) : undefined,
      to: query.dateTo ? startOfDay(query.dateTo, 1) : undefined,
      categoryId: query.category,
      status: query.status,
      companyId: query.company,
      unitId: actor.role === 'MASTER' ? query.unit_id : undefined,
    };
    const offset = (query.page - 1) * query.pageSize;
    // Counted no further than the cap, or the end of this page when that is further.
    const countUpTo = Math.max(totalCap, offset + query.pageSize);
    const [rows, counted] = await Promise.all([
      listMessages(db, viewer, filter, { limit: query.pageSize, offset }),
      countMessages(db, viewer, filter, countUpTo + 1),
    ]);
    return {
      messages: await toRows(viewer, rows),
      total: Math.min(counted, countUpTo),
      totalCapped: counted > countUpTo,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async function detail(actor: MessageActor, id: number): Promise<InboundMessageDetail> {
    const viewer = viewerOf(actor);
    const row = await findVisibleMessage(db, viewer, id);
    if (!row || row.kind !== 'REQUEST') throw MESSAGE_ERRORS.notFound();
    const [base] = await toRows(viewer, [row]);
    const outbound = viewer.kind === 'company' ? [] : await listOutboundOfMessage(db, id);
    const notOffered = viewer.kind === 'company' ? [] : await leadPreferences.notOffered(id);
    return {
      ...base!,
      type: row.type,
      category_confidence: row.categoryConfidence,
      category_source: row.categorySource,
      processed_at: iso(row.processedAt),
      outbound: outbound.map((o) => ({
        id: o.id,
        purpose: o.purpose,
        recipient: o.recipient,
        company_name: o.companyName,
        kind: o.kind,
        body: o.body,
        status: o.status,
        error: o.error,
        created_at: o.createdAt.toISOString(),
      })),
      not_offered: notOffered,
    };
  }

  async function stats(actor: MessageActor): Promise<MessageStats> {
    const result = await messageStats(db, viewerOf(actor));
    return {
      totalMessages: result.total,
      categorizedMessages: result.categorized,
      responsesCount: result.responses,
      avgResponseTime: result.avgSeconds === null ? 0 : Math.round(result.avgSeconds),
      revenue: centsToReais(result.revenueCents - result.refundCents),
      refunds: centsToReais(result.refundCents),
    };
  }

  /**
   * An ADMIN/MASTER fixes a request's category: its pending offers (made for the wrong category)
   * expire, it is offered again under the new one, and the categoriser learns the correction
   * (scoped to the ADMIN's unit by the categories service).
   */
  async function recategorize(
    actor: MessageActor,
    id: number,
    categoryId: number,
    meta: ActionMeta,
  ): Promise<RecategorizeResult> {
    const viewer = viewerOf(actor);
    const row = await findVisibleMessage(db, viewer, id);
    if (!row || row.kind !== 'REQUEST') throw MESSAGE_ERRORS.notFound();
    if (row.type !== 'text' || !row.content.trim()) throw MESSAGE_ERRORS.notARequest();
    const category = await findCategoryById(db, categoryId);
    if (!category || !category.isActive) throw MESSAGE_ERRORS.categoryUnavailable();

    const offered = await db.transaction(async (tx) => {
      // Its offers first, then the request: the order an answer takes them (its offer, then the
      // request, whose status the offers' trigger writes), so a TENHO arriving now waits for this
      // transaction instead of deadlocking with it.
      await tx.select({ id: offers.id }).from(offers).where(eq(offers.messageId, id)).for('update');
      const message = await lockMessage(tx, id);
      if (!message) throw MESSAGE_ERRORS.notFound();
      await tx
        .update(offers)
        .set({ status: 'EXPIRED' })
        .where(and(eq(offers.messageId, id), eq(offers.status, 'PENDING')));
      await tx
        .update(inboundMessages)
        .set({
          categoryId: category.id,
          categoryConfidence: null,
          categorySource: 'manual',
          state: 'PROCESSED',
        })
        .where(eq(inboundMessages.id, id));
      if (!routing) return 0;
      const unit =
        message.unitId !== null
          ? await findActiveUnitById(tx, message.unitId)
          : await routing.resolveUnit(tx, message.phoneNumberId);
      if (!unit) return 0;
      const count = await routing.offerToCompanies(tx, message, unit, {
        id: category.id,
        name: category.name,
        confidence: null,
        source: 'manual',
      });
      const [live] = await tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(offers)
        .where(and(eq(offers.messageId, id), ne(offers.status, 'EXPIRED')));
      await tx
        .update(inboundMessages)
        .set({ unitId: unit.id, outcome: (live?.n ?? 0) > 0 ? 'OFFERED' : 'NO_COMPANY', processedAt: now() })
        .where(eq(inboundMessages.id, id));
      return count;
    });

    await categories.addExample(actor, { message: row.content, categoryId: category.id }, meta);
    return { message: await detail(actor, id), offered };
  }

  return { list, detail, stats, recategorize, mediaOf };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
