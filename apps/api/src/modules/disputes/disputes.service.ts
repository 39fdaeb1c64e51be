import { eq, type SQL } from 'drizzle-orm';
import {
  DISPUTE_RATE_DAYS,
  DISPUTES_MSG,
  DISPUTES_PAGE_SIZE,
  disputeDecisionText,
  disputeRate,
  type Dispute,
  type DisputeCreate,
  type DisputeDetail,
  type DisputeList,
  type DisputeListQuery,
  type DisputeResolve,
} from '@tenho/domain/disputes/disputes.schemas';
import { centsToReais, formatBRLFromCents, formatDate } from '@tenho/domain/shared/format';
import type { Database } from '../../db/client.ts';
import { disputes, type DisputeRow } from '../../db/schema/disputes.ts';
import type { OfferRow } from '../../db/schema/offers.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import { canReachCompanyRecord } from '../../plugins/authorization.ts';
import type { AuthUser } from '../../lib/session-cache.ts';
import { auditAction, insertAuditEntry, type ActionMeta } from '../../lib/audit-trail.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { DISPUTE_ERRORS } from './disputes.errors.ts';
import {
  companyHistories,
  disputeCounts,
  findDispute,
  findDisputeByOffer,
  insertDispute,
  listDisputes,
  leadLabelParts,
  lockDispute,
  updateDispute,
  type DisputeListRow,
} from './disputes.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type DisputeActor = Pick<AuthUser, 'id' | 'role' | 'unit_id' | 'parent_id'>;

export type DisputesServiceDeps = {
  db: Database;
  /** The offers module's service (composed in the WhatsApp plugin; this module does not import it). */
  offers: {
    find: (offerId: number, tx?: Database) => Promise<OfferRow | null>;
    /** Writes to the company about its offer on WhatsApp (the outbox), in the caller's transaction. */
    notifyCompany: (
      tx: Database,
      offerId: number,
      purpose: 'DISPUTE_DECISION',
      body: (ctx: { category: string }) => string,
    ) => Promise<boolean>;
  };
  wallet: Pick<WalletService, 'refundLead'>;
  settings: Pick<SettingsService, 'get'>;
  /** Tells open panels (the company's, the unit's ADMINs', MASTER's) after a change commits. */
  events: Pick<EventBus, 'publish'> | null;
  now: () => Date;
};

/** What a decision needs to know about who decided. */
type Decider = { actorId: number | null; ip: string | null; system: boolean };

export function toDispute(row: DisputeRow): Dispute {
  return {
    id: row.id,
    offer_id: row.offerId,
    status: row.status,
    reason: row.reason,
    note: row.note,
    amount: centsToReais(row.amountCents),
    created_at: row.createdAt.toISOString(),
    automatic: row.openedBy === null,
    decision_note: row.decisionNote,
    resolved_at: row.resolvedAt ? row.resolvedAt.toISOString() : null,
    refund_transaction_id: row.refundTransactionId,
  };
}

const iso = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * Who sees which disputes: MASTER all, ADMIN its unit's, a company (CLIENT) its own, a USER its
 * company's. An actor of none of these sees nothing.
 */
export function disputeScope(actor: DisputeActor): SQL | undefined {
  switch (actor.role) {
    case 'MASTER':
      return undefined;
    case 'ADMIN':
      return actor.unit_id === null ? eq(disputes.id, -1) : eq(disputes.unitId, actor.unit_id);
    case 'CLIENT':
      return eq(disputes.companyId, actor.id);
    default:
      return actor.parent_id === null ? eq(disputes.id, -1) : eq(disputes.companyId, actor.parent_id);
  }
}

const canSeeDispute = (actor: DisputeActor, row: Pick<DisputeRow, 'companyId' | 'unitId'>): boolean =>
  canReachCompanyRecord(actor, row);

/** Only the unit's ADMIN or the MASTER decides (a company never decides on its own dispute). */
function canResolve(actor: DisputeActor, row: Pick<DisputeRow, 'unitId'>): boolean {
  if (actor.role === 'MASTER') return true;
  return actor.role === 'ADMIN' && actor.unit_id !== null && row.unitId === actor.unit_id;
}

/**
 * Disputes of charged leads (issue 24): a company contests a lead within the window; its unit's
 * ADMIN or the MASTER refunds (the wallet's refundLead, the exact inverse of the charge) or
 * rejects it, once — the dispute row is locked and must be OPEN. A contact message the consumer
 * could never receive refunds the lead by itself (`refundUndeliverable`).
 */
export function createDisputesService({ db, offers, wallet, settings, events, now }: DisputesServiceDeps) {
  async function announce(row: DisputeRow): Promise<void> {
    await events?.publish({
      type: 'disputes.changed',
      disputeId: row.id,
      companyId: row.companyId,
      unitId: row.unitId,
      status: row.status,
    });
  }

  /** POST /offers/{id}/dispute. */
  async function open(
    actor: DisputeActor,
    offerId: number,
    input: DisputeCreate,
    meta: ActionMeta,
  ): Promise<Dispute> {
    const offer = await offers.find(offerId);
    if (!offer || !canReachCompanyRecord(actor, offer)) throw DISPUTE_ERRORS.offerNotFound();
    const companyId = actor.role === 'CLIENT' ? actor.id : actor.role === 'USER' ? actor.parent_id : null;
    if (companyId !== offer.companyId) throw DISPUTE_ERRORS.companyOnly();
    if (
      offer.status !== 'ACCEPTED' ||
      !offer.chargedCents ||
      offer.transactionId === null ||
      !offer.respondedAt
    )
      throw DISPUTE_ERRORS.notCharged();
    const { disputeWindowDays } = await settings.get();
    if (now().getTime() > offer.respondedAt.getTime() + disputeWindowDays * DAY_MS)
      throw DISPUTE_ERRORS.windowClosed(disputeWindowDays);

    const row = await db.transaction(async (tx) => {
      const inserted = await insertDispute(tx, {
        offerId: offer.id,
        companyId: offer.companyId,
        unitId: offer.unitId,
        reason: input.reason,
        note: input.note ?? null,
        amountCents: offer.chargedCents!,
        chargeTransactionId: offer.transactionId,
        openedBy: actor.id,
      });
      if (!inserted) throw DISPUTE_ERRORS.alreadyDisputed();
      await auditAction(tx, actor, meta, {
        action: 'dispute.create',
        entity: 'dispute',
        entityId: inserted.id,
        data: {
          offerId: offer.id,
          reason: input.reason,
          note: input.note ?? null,
          amountCents: inserted.amountCents,
        },
      });
      return inserted;
    });
    await announce(row);
    return toDispute(row);
  }

  /** The decision on a locked OPEN dispute, in the caller's transaction. */
  async function decideInTx(
    tx: Database,
    locked: DisputeRow,
    input: DisputeResolve,
    by: Decider,
  ): Promise<DisputeRow> {
    const at = now();
    let refundTransactionId: number | null = null;
    if (input.decision === 'REFUND') {
      // The statement names the request as people know it (category, date) and the dispute's number.
      const lead = await leadLabelParts(tx, locked.offerId);
      const { entry } = await wallet.refundLead({
        companyId: locked.companyId,
        offerId: locked.offerId,
        disputeId: locked.id,
        description: lead
          ? `Reembolso da contestação #${locked.id}: ${lead.category}, pedido de ${formatDate(lead.offeredAt)}`
          : `Reembolso da contestação #${locked.id}`,
        actorId: by.actorId,
        ip: by.ip,
        tx,
      });
      refundTransactionId = entry.id;
    }
    const row = await updateDispute(tx, locked.id, {
      status: input.decision === 'REFUND' ? 'REFUNDED' : 'REJECTED',
      decisionNote: input.note,
      resolvedBy: by.actorId,
      resolvedBySystem: by.system,
      resolvedAt: at,
      refundTransactionId,
    });
    await insertAuditEntry(tx, {
      actorId: by.actorId,
      action: 'dispute.resolve',
      entity: 'dispute',
      entityId: row.id,
      data: {
        decision: input.decision,
        note: input.note,
        offerId: row.offerId,
        amountCents: input.decision === 'REFUND' ? row.amountCents : 0,
        refundTransactionId,
        system: by.system,
      },
      ip: by.ip,
    });
    await offers.notifyCompany(tx, row.offerId, 'DISPUTE_DECISION', ({ category }) =>
      disputeDecisionText({
        decision: input.decision,
        category,
        amount: formatBRLFromCents(row.amountCents),
        note: input.note,
      }),
    );
    return row;
  }

  /** POST /disputes/{id}/resolve. */
  async function resolve(
    actor: DisputeActor,
    id: number,
    input: DisputeResolve,
    meta: ActionMeta,
  ): Promise<Dispute> {
    const found = await findDispute(db, id);
    if (!found || !canSeeDispute(actor, found)) throw DISPUTE_ERRORS.notFound();
    if (!canResolve(actor, found)) throw DISPUTE_ERRORS.resolveForbidden();
    const row = await db.transaction(async (tx) => {
      const locked = await lockDispute(tx, id);
      if (!locked) throw DISPUTE_ERRORS.notFound();
      if (locked.status !== 'OPEN') throw DISPUTE_ERRORS.alreadyResolved();
      return decideInTx(tx, locked, input, { actorId: actor.id, ip: meta.ip, system: false });
    });
    await announce(row);
    return toDispute(row);
  }

  /**
   * The contact message to the consumer failed for good: the lead is refunded without anyone
   * asking (a dispute `invalid_contact`, decided REFUND by the system). Runs in the caller's
   * transaction (the webhook's); a second report of the same failure finds the dispute and does
   * nothing. Returns the dispute when it was refunded now (announce it after the commit).
   */
  async function refundUndeliverableInTx(tx: Database, offerId: number): Promise<DisputeRow | null> {
    const offer = await offers.find(offerId, tx);
    if (!offer || offer.status !== 'ACCEPTED' || !offer.chargedCents || offer.transactionId === null)
      return null;
    const existing = await findDisputeByOffer(tx, offerId);
    let target: DisputeRow | undefined;
    if (existing) {
      // The company contested it already: the failure decides its open dispute.
      target = existing.status === 'OPEN' ? await lockDispute(tx, existing.id) : undefined;
      if (!target || target.status !== 'OPEN') return null;
    } else {
      target = await insertDispute(tx, {
        offerId,
        companyId: offer.companyId,
        unitId: offer.unitId,
        reason: 'invalid_contact',
        note: DISPUTES_MSG.automaticNote,
        amountCents: offer.chargedCents,
        chargeTransactionId: offer.transactionId,
        openedBy: null,
      });
      if (!target) return null;
      target = await lockDispute(tx, target.id);
      if (!target) return null;
    }
    return decideInTx(
      tx,
      target,
      { decision: 'REFUND', note: DISPUTES_MSG.automaticNote },
      { actorId: null, ip: null, system: true },
    );
  }

  function toDetail(row: DisputeListRow, history: DisputeDetail['company_history']): DisputeDetail {
    return {
      ...toDispute(row.dispute),
      company_id: row.dispute.companyId,
      company_name: row.companyName,
      unit_id: row.dispute.unitId,
      unit_name: row.unitName,
      category: row.category,
      message: row.message,
      consumer_name: row.consumerName,
      received_at: row.receivedAt.toISOString(),
      offered_at: row.offeredAt.toISOString(),
      accepted_at: iso(row.acceptedAt),
      contact_status: row.contactStatus,
      contact_sent_at: iso(row.contactSentAt),
      contact_delivered_at: iso(row.contactDeliveredAt),
      contact_read_at: iso(row.contactReadAt),
      contact_failed_at: iso(row.contactFailedAt),
      company_history: history,
    };
  }

  /** GET /disputes: the disputes in the caller's scope, newest first. */
  async function list(actor: DisputeActor, query: DisputeListQuery): Promise<DisputeList> {
    const { rows, total } = await listDisputes(
      db,
      { scope: disputeScope(actor), status: query.status },
      { limit: DISPUTES_PAGE_SIZE, offset: (query.page - 1) * DISPUTES_PAGE_SIZE },
    );
    const histories = await companyHistories(db, [...new Set(rows.map((r) => r.dispute.companyId))]);
    const none = { total: 0, refunded: 0, rejected: 0, open: 0 };
    return {
      disputes: rows.map((row) => toDetail(row, histories.get(row.dispute.companyId) ?? none)),
      total,
      page: query.page,
      pageSize: DISPUTES_PAGE_SIZE,
    };
  }

  return {
    open,
    resolve,
    list,
    refundUndeliverableInTx,
    announce,
  };
}

export type DisputesService = ReturnType<typeof createDisputesService>;

/**
 * The quality signal of the ADMIN's company list: disputes ÷ charged leads of the last 90 days
 * (disputes of leads charged in that window), per company.
 */
export async function disputeRates(
  db: Database,
  companyIds: readonly number[],
  now: Date,
): Promise<Map<number, { disputes: number; chargedLeads: number; rate: number | null }>> {
  const counts = await disputeCounts(db, companyIds, new Date(now.getTime() - DISPUTE_RATE_DAYS * DAY_MS));
  return new Map([...counts].map(([id, c]) => [id, { ...c, rate: disputeRate(c.disputes, c.chargedLeads) }]));
}
