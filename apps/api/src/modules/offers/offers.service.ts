import { OFFER_ANSWER_TEXTS, type OfferAnswer } from '@tenho/domain/whatsapp/answers';
import type { EventBus } from '../../lib/event-bus.ts';
import { waIdFromNationalPhone } from '@tenho/domain/whatsapp/phone';
import { WHATSAPP_TEXTS } from '@tenho/domain/whatsapp/texts';
import { MESSAGES_MSG, type OfferAnswerResult, type OwnOffer } from '@tenho/domain/messages/messages.schemas';
import { centsToReais } from '@tenho/domain/shared/format';
import type { Database } from '../../db/client.ts';
import type { AnswerChannel, OfferRow } from '../../db/schema/offers.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { canReachCompanyRecord, type Actor } from '../../plugins/authorization.ts';
import { queueOutbound, type OutboundDraft } from '../../whatsapp/outbox.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { InsufficientBalanceError, type WalletService } from '../wallet/wallet.service.ts';
import {
  createLeadPreferencesService,
  type LeadPreferencesService,
} from '../lead-preferences/lead-preferences.service.ts';
import {
  anyCompanyWithCategory,
  expireDueOffers,
  findCompaniesByPhones,
  findContacts,
  findOffer,
  findOfferByAlertWamid,
  findOfferOfCompanies,
  findOldestPendingOffer,
  insertOffers,
  lockOfferContext,
  selectCandidates,
  selectCandidatesForGroups,
  updateOffer,
  type OfferContext,
} from './offers.repository.ts';
import { OFFER_ERRORS } from './offers.errors.ts';

/** What became of an answer. Only ACCEPTED moved money. */
export type AnswerOutcome =
  | 'ACCEPTED'
  | 'REJECTED'
  | 'INSUFFICIENT_BALANCE'
  /** Issue 32: the charge would cross the company's spend cap; nothing was charged. */
  | 'CAP_REACHED'
  | 'EXPIRED'
  | 'ALREADY_ACCEPTED'
  | 'ALREADY_REJECTED'
  | 'NOT_FOUND';

export type AnswerInput = {
  offerId: number;
  answer: OfferAnswer;
  channel: AnswerChannel;
  /** The company's WhatsApp message, when it answered there (feedback goes back to its id). */
  answerMessage?: { id: number; fromWaId: string; phoneNumberId: string } | null;
  /** Who answered from the panel, and from where (for the audit row of the charge). */
  actorId?: number | null;
  ip?: string | null;
};

/**
 * Issue 32 (pay in the chat): a WhatsApp TENHO the balance did not cover, in the answer's
 * transaction with the offer locked; the offer stays PENDING.
 */
export type ShortBalanceHook = (
  tx: Database,
  tenho: {
    offer: OfferRow;
    creditCents: number;
    answerMessage: NonNullable<AnswerInput['answerMessage']>;
  },
) => Promise<void>;

export type OffersServiceDeps = {
  db: Database;
  jobs: JobQueue | null;
  wallet: WalletService;
  settings: SettingsService;
  now: () => Date;
  /** A charged lead reaches the company's open Financeiro live (issue 29 §4). */
  events?: Pick<EventBus, 'publish'> | null;
  /** Issue 32: the spend cap and the automatic pause (built on `db`, `jobs` and `now` when absent). */
  leadPreferences?: LeadPreferencesService | null;
  onShortBalance?: ShortBalanceHook | null;
};

export type OfferActor = Actor & { parent_id: number | null };

/** MASTER: every offer; ADMIN: its unit's; CLIENT: its own; USER: its company's. */
export const canSeeOffer = (actor: OfferActor, offer: Pick<OfferRow, 'companyId' | 'unitId'>): boolean =>
  canReachCompanyRecord(actor, offer);

export function toOwnOffer(offer: OfferRow): OwnOffer {
  return {
    id: offer.id,
    status: offer.status,
    offered_at: offer.offeredAt.toISOString(),
    expires_at: offer.expiresAt.toISOString(),
    responded_at: offer.respondedAt ? offer.respondedAt.toISOString() : null,
    response_text: offer.responseText,
    charged: offer.chargedCents === null ? null : centsToReais(offer.chargedCents),
    contacts_exchanged: offer.contactsExchanged,
  };
}

export type AcceptLeadInput = {
  offer: Pick<OfferRow, 'id' | 'companyId'>;
  /** The category's name (the statement's 'Lead: <category>'). */
  category: string;
  /** The credit value at the time of the TENHO; 0 accepts without a ledger row. */
  amountCents: number;
  /** When and how it was answered. */
  answered: Pick<OfferRow, 'respondedAt' | 'responseText' | 'responseChannel'> &
    Partial<Pick<OfferRow, 'answerMessageId'>>;
  actorId?: number | null;
  ip?: string | null;
  /** The demo seed only: the charge is stamped at this (past) TENHO instead of the clock. */
  chargedAt?: Date;
};

/**
 * The one way a lead is accepted (WhatsApp, panel and the demo seed): the wallet's chargeLead (the
 * offer is the idempotency key) and the offer ACCEPTED with what it cost and the ledger row, in the
 * caller's transaction. Null when the balance does not cover it: nothing was written.
 */
export async function acceptLead(
  tx: Database,
  wallet: Pick<WalletService, 'chargeLead'>,
  input: AcceptLeadInput,
): Promise<OfferRow | null> {
  let transactionId: number | null = null;
  if (input.amountCents > 0) {
    try {
      const { entry } = await wallet.chargeLead({
        companyId: input.offer.companyId,
        offerId: input.offer.id,
        amountCents: input.amountCents,
        description: `Lead: ${input.category}`,
        actorId: input.actorId ?? null,
        ip: input.ip ?? null,
        tx,
        at: input.chargedAt,
      });
      transactionId = entry.id;
    } catch (error) {
      if (error instanceof InsufficientBalanceError) return null;
      throw error;
    }
  }
  return updateOffer(tx, input.offer.id, {
    status: 'ACCEPTED',
    ...input.answered,
    chargedCents: input.amountCents,
    transactionId,
    contactsExchanged: true,
  });
}

/**
 * Answers to offers (TENHO / NÃO TENHO), from WhatsApp or from the panel, through one path: the
 * offer row is locked, so two answers to one offer run one after the other and only the first
 * counts; TENHO debits the credit value with the offer as idempotency key and sends the contacts
 * both ways in the same transaction (the outbox).
 */
export function createOffersService(deps: OffersServiceDeps) {
  const { db, jobs, wallet, settings, now, events = null, onShortBalance = null } = deps;
  const leadPreferences = deps.leadPreferences ?? createLeadPreferencesService({ db, jobs, now });
  /** After the commit of an accepted answer: the company's panels re-read their money. */
  async function announceCharge(outcome: string, companyId: number | null | undefined): Promise<void> {
    if (outcome !== 'ACCEPTED' || companyId == null) return;
    await events?.publish({ type: 'wallet.changed', clientId: companyId, reason: 'lead_charged' });
  }

  /** The business number a company is written from: its unit's, else the one the request came in on. */
  const companySender = (ctx: OfferContext) => ctx.unitPhoneNumberId ?? ctx.receivedOn;

  async function companyWaId(tx: Database, ctx: OfferContext, input: AnswerInput): Promise<string | null> {
    if (input.answerMessage) return input.answerMessage.fromWaId;
    if (!ctx.companyPhone) return null;
    const number = waIdFromNationalPhone(ctx.companyPhone);
    return (await findContacts(tx, [number])).get(number)?.waId ?? number;
  }

  async function feedback(tx: Database, ctx: OfferContext, input: AnswerInput, body: string) {
    if (!input.answerMessage || !jobs) return;
    await queueOutbound(tx, jobs, [
      {
        unitId: ctx.offer.unitId,
        phoneNumberId: input.answerMessage.phoneNumberId,
        toWaId: input.answerMessage.fromWaId,
        recipientKind: 'COMPANY',
        companyId: ctx.offer.companyId,
        messageId: ctx.offer.messageId,
        offerId: ctx.offer.id,
        purpose: 'ANSWER_FEEDBACK',
        kind: 'text',
        body,
      },
    ]);
  }

  /** Runs inside the caller's transaction (the WhatsApp path also marks the inbound message there). */
  async function answerInTx(
    tx: Database,
    input: AnswerInput,
  ): Promise<{ outcome: AnswerOutcome; ctx: OfferContext | null }> {
    const ctx = await lockOfferContext(tx, input.offerId);
    if (!ctx) return { outcome: 'NOT_FOUND', ctx: null };
    const { offer } = ctx;
    const at = now();

    if (offer.status === 'ACCEPTED' || offer.status === 'REJECTED') {
      await feedback(
        tx,
        ctx,
        input,
        offer.status === 'ACCEPTED'
          ? WHATSAPP_TEXTS.offerAlreadyAccepted
          : WHATSAPP_TEXTS.offerAlreadyRejected,
      );
      return { outcome: offer.status === 'ACCEPTED' ? 'ALREADY_ACCEPTED' : 'ALREADY_REJECTED', ctx };
    }
    if (offer.status === 'EXPIRED' || offer.expiresAt.getTime() <= at.getTime()) {
      if (offer.status === 'PENDING') await updateOffer(tx, offer.id, { status: 'EXPIRED' });
      await feedback(tx, ctx, input, WHATSAPP_TEXTS.offerExpired);
      return { outcome: 'EXPIRED', ctx };
    }

    const answered = {
      respondedAt: at,
      responseText: OFFER_ANSWER_TEXTS[input.answer],
      responseChannel: input.channel,
      answerMessageId: input.answerMessage?.id ?? null,
    };

    if (input.answer === 'REJECT') {
      ctx.offer = await updateOffer(tx, offer.id, { status: 'REJECTED', ...answered });
      await feedback(tx, ctx, input, WHATSAPP_TEXTS.rejectionRegistered);
      return { outcome: 'REJECTED', ctx };
    }

    const current = await settings.get(tx);
    // Issue 32: the spend cap, under the company's lock in this transaction (no overshoot).
    const cap = await leadPreferences.checkCapInTx(tx, offer.companyId, current.creditValueCents);
    if (cap.refusal) {
      await feedback(tx, ctx, input, cap.refusal);
      return { outcome: 'CAP_REACHED', ctx };
    }
    const accepted = await acceptLead(tx, wallet, {
      offer,
      category: ctx.category,
      amountCents: current.creditValueCents,
      answered,
      actorId: input.actorId ?? null,
      ip: input.ip ?? null,
    });
    if (!accepted) {
      // The offer stays PENDING: the company may top up and answer again until it expires.
      await feedback(tx, ctx, input, WHATSAPP_TEXTS.insufficientBalance(current.creditValueCents));
      if (onShortBalance && input.answerMessage)
        await onShortBalance(tx, {
          offer,
          creditCents: current.creditValueCents,
          answerMessage: input.answerMessage,
        });
      return { outcome: 'INSUFFICIENT_BALANCE', ctx };
    }
    ctx.offer = accepted;
    if (cap.warning) {
      await leadPreferences.markCapWarnedInTx(tx, offer.companyId, cap.warning.periodStart);
      await leadPreferences.tellCompany(tx, offer.companyId, cap.warning.body);
    }

    if (jobs) {
      const companyWa = await companyWaId(tx, ctx, input);
      const drafts: OutboundDraft[] = [
        {
          unitId: offer.unitId,
          phoneNumberId: ctx.receivedOn,
          toWaId: ctx.consumerWaId,
          recipientKind: 'CONSUMER',
          messageId: offer.messageId,
          offerId: offer.id,
          purpose: 'CONTACT_FOR_CONSUMER',
          kind: 'text',
          body: WHATSAPP_TEXTS.contactForConsumer(
            ctx.companyName,
            companyWa,
            ctx.companyAddress,
            ctx.content,
          ),
        },
      ];
      if (companyWa) {
        drafts.push({
          unitId: offer.unitId,
          phoneNumberId: input.answerMessage?.phoneNumberId ?? companySender(ctx),
          toWaId: companyWa,
          recipientKind: 'COMPANY',
          companyId: offer.companyId,
          messageId: offer.messageId,
          offerId: offer.id,
          purpose: 'CONTACT_FOR_COMPANY',
          kind: 'text',
          body: WHATSAPP_TEXTS.contactForCompany(ctx.consumerName, ctx.consumerWaId, ctx.content),
        });
      }
      await queueOutbound(tx, jobs, drafts);
    }
    return { outcome: 'ACCEPTED', ctx };
  }

  /**
   * A company answering its offer from the panel (Central de Mensagens), the same path as its
   * WhatsApp buttons. An offer outside the caller's scope is answered as missing; one the caller
   * may see but that is not its own is refused.
   */
  async function answerAsCompany(
    actor: OfferActor,
    offerId: number,
    answer: OfferAnswer,
    ip: string | null = null,
  ): Promise<OfferAnswerResult> {
    const offer = await findOffer(db, offerId);
    if (!offer || !canSeeOffer(actor, offer)) throw OFFER_ERRORS.notFound();
    if (actor.role !== 'CLIENT' || offer.companyId !== actor.id) throw OFFER_ERRORS.companyOnly();
    const { outcome, ctx } = await db.transaction((tx) =>
      answerInTx(tx, { offerId, answer, channel: 'PANEL', answerMessage: null, actorId: actor.id, ip }),
    );
    await announceCharge(outcome, ctx?.offer.companyId);
    switch (outcome) {
      case 'ACCEPTED':
        return {
          offer: toOwnOffer(ctx!.offer),
          message: MESSAGES_MSG.answerAccepted,
          contact: { name: ctx!.consumerName, whatsapp: ctx!.consumerWaId },
        };
      case 'REJECTED':
        return { offer: toOwnOffer(ctx!.offer), message: MESSAGES_MSG.answerRejected, contact: null };
      case 'INSUFFICIENT_BALANCE':
        throw OFFER_ERRORS.insufficientBalance();
      case 'CAP_REACHED':
        throw OFFER_ERRORS.capReached();
      case 'EXPIRED':
        throw OFFER_ERRORS.expired();
      case 'NOT_FOUND':
        throw OFFER_ERRORS.notFound();
      default:
        throw OFFER_ERRORS.alreadyAnswered();
    }
  }

  /**
   * Writes to the company about one of its offers (a dispute's decision), on WhatsApp through the
   * outbox, in the caller's transaction. Nothing when there is no job queue or no company number.
   */
  async function notifyCompany(
    tx: Database,
    offerId: number,
    purpose: 'DISPUTE_DECISION',
    body: (ctx: { category: string }) => string,
  ): Promise<boolean> {
    if (!jobs) return false;
    const ctx = await lockOfferContext(tx, offerId);
    if (!ctx) return false;
    const to = await companyWaId(tx, ctx, { offerId, answer: 'ACCEPT', channel: 'PANEL' });
    if (!to) return false;
    await queueOutbound(tx, jobs, [
      {
        unitId: ctx.offer.unitId,
        phoneNumberId: companySender(ctx),
        toWaId: to,
        recipientKind: 'COMPANY',
        companyId: ctx.offer.companyId,
        messageId: ctx.offer.messageId,
        offerId: ctx.offer.id,
        purpose,
        kind: 'text',
        body: body({ category: ctx.category }),
      },
    ]);
    return true;
  }

  return {
    answerInTx,
    announceCharge,
    answerAsCompany,
    notifyCompany,
    /** One offer (null when missing); callers check the scope with canSeeOffer. */
    find: (offerId: number, tx: Database = db) => findOffer(tx, offerId),
    /** The sweeper: pending offers past `expires_at` become EXPIRED, in bounded batches. */
    async expireDue(): Promise<number> {
      let total = 0;
      const companies = new Set<number>();
      for (;;) {
        const expired = await expireDueOffers(db, now(), 1000);
        total += expired.length;
        for (const row of expired) companies.add(row.companyId);
        if (expired.length < 1000) break;
      }
      // Issue 32: companies whose last offers all expired unanswered are paused.
      await leadPreferences.afterOffersExpired([...companies]);
      return total;
    },
  };
}

export type OffersService = ReturnType<typeof createOffersService>;

/** What the routing of inbound requests (modules/messages) reads and writes of offers. */
export const offerQueries = {
  anyCompanyWithCategory,
  findCompaniesByPhones,
  findContacts,
  findOfferByAlertWamid,
  findOfferOfCompanies,
  findOldestPendingOffer,
  insertOffers,
  selectCandidates,
  selectCandidatesForGroups,
};
export type { Candidate } from './offers.repository.ts';
