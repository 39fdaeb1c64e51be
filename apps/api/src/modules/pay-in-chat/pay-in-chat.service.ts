import type { TopUp } from '@tenho/domain/wallet/wallet.schemas';
import {
  PAY_IN_CHAT_TEXTS,
  payInChatAmountCents,
  payInChatExpirySeconds,
} from '@tenho/domain/wallet/pay-in-chat';
import type { Database } from '../../db/client.ts';
import type { PayInChatRequestRow } from '../../db/schema/pay-in-chat.ts';
import { QUEUES, type JobQueue, type PayInChatJobData } from '../../jobs/job-queue.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import { queueOutbound, type OutboundDraft } from '../../whatsapp/outbox.ts';
import { createOffersService, type ShortBalanceHook } from '../offers/offers.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { TopUpCreditHook, WalletService } from '../wallet/wallet.service.ts';
import {
  attachWaitingRequests,
  findOfferOfRequest,
  findOpenChatTopUp,
  findOpenRequestOfOffer,
  findRequest,
  findTopUp,
  insertRequest,
  isPayable,
  lastConfirmedTopUpCents,
  listWaitingForTopUp,
  lockCompany,
  settleRequest,
  updateRequest,
  type ChatTopUp,
} from './pay-in-chat.repository.ts';

/** The wallet's top-up request made for a TENHO (Carregar Créditos on the company's behalf). */
export type ChatTopUpRequester = {
  requestForChat(
    companyId: number,
    amountCents: number,
    options: { expirySeconds: number },
  ): Promise<Pick<TopUp, 'id'> | null>;
};

export type PayInChatDeps = {
  db: Database;
  jobs: JobQueue;
  wallet: WalletService;
  settings: SettingsService;
  topUps: ChatTopUpRequester;
  now: () => Date;
  events?: Pick<EventBus, 'publish'> | null;
};

/**
 * The wallet's hook for a confirmed top-up (every confirmation path posts its CREDIT through the
 * wallet): when TENHOs wait for it, a job applies them — after the commit, in transactions of their
 * own that lock the offer before the wallet, like any TENHO.
 */
export function payInChatCreditHook(jobs: JobQueue): TopUpCreditHook {
  return async (tx, { topUpId }) => {
    if ((await listWaitingForTopUp(tx, topUpId)).length === 0) return;
    await jobs.enqueue(tx, QUEUES.payInChat, [{ data: { topUpId } satisfies PayInChatJobData }]);
  };
}

/**
 * Issue 32, point 1 — pay in the chat. A WhatsApp TENHO the balance does not cover is recorded
 * (offer + top-up) and the company gets, besides the usual answer, a Pix copia e cola in a message
 * of its own: a charge at the unit's PSP expiring with the offer, or the unit's static code. A
 * repeated TENHO reuses the open charge. When the top-up is confirmed, the waiting TENHO is applied
 * through the offers service's own answer path: still open → charged once, both contacts sent;
 * expired → the company is told and keeps the credit.
 */
export function createPayInChatService(deps: PayInChatDeps) {
  const { db, jobs, settings, topUps, now } = deps;
  // The TENHO path of the offers module, with this module's hook (a TENHO applied after a payment
  // that still finds too little balance gets a new Pix like any other).
  const offers = createOffersService({
    db,
    jobs,
    wallet: deps.wallet,
    settings,
    now,
    events: deps.events ?? null,
    onShortBalance: (tx, tenho) => onShortBalance(tx, tenho),
  });

  /** In the TENHO's transaction (offer locked): record it and queue the job that sends the Pix. */
  const onShortBalance: ShortBalanceHook = async (tx, { offer, creditCents, answerMessage }) => {
    await lockCompany(tx, offer.companyId);
    const reply = {
      replyWaId: answerMessage.fromWaId,
      replyPhoneNumberId: answerMessage.phoneNumberId,
      answerMessageId: answerMessage.id,
    };
    let request = await findOpenRequestOfOffer(tx, offer.id);
    if (request?.topUpId != null && !isPayable(await findTopUp(tx, request.topUpId), now())) {
      // Its top-up was paid (and did not cover this offer) or can no longer be paid: start again.
      await settleRequest(tx, request.id, 'CLOSED');
      request = null;
    }
    if (request) {
      await updateRequest(tx, request.id, reply);
    } else {
      const open = await findOpenChatTopUp(tx, offer.companyId, now());
      request = await insertRequest(tx, {
        offerId: offer.id,
        companyId: offer.companyId,
        topUpId: open?.id ?? null,
        creditCents,
        ...reply,
      });
    }
    await jobs.enqueue(tx, QUEUES.payInChat, [
      { data: { requestId: request.id } satisfies PayInChatJobData },
    ]);
  };

  function pixMessages(
    request: PayInChatRequestRow,
    offer: OfferOfRequest,
    topUp: ChatTopUp,
  ): OutboundDraft[] {
    const base = {
      unitId: offer.unitId,
      phoneNumberId: request.replyPhoneNumberId,
      toWaId: request.replyWaId,
      recipientKind: 'COMPANY' as const,
      companyId: request.companyId,
      messageId: offer.messageId,
      offerId: offer.id,
      purpose: 'PAY_IN_CHAT' as const,
      kind: 'text' as const,
    };
    return [
      {
        ...base,
        body: PAY_IN_CHAT_TEXTS.instructions(topUp.amountCents, topUp.pspCharge ? topUp.expiresAt : null),
      },
      // The code alone, so that a long press copies exactly it.
      {
        ...base,
        body: topUp.pixCode!,
        payload: { pixCharge: { topUpId: topUp.id, automatic: topUp.pspCharge } },
      },
    ];
  }

  /** The top-up a waiting request is paid with: its own, the company's open one, or a new one. */
  async function topUpFor(request: PayInChatRequestRow, offer: OfferOfRequest): Promise<ChatTopUp | null> {
    const own = request.topUpId === null ? null : await findTopUp(db, request.topUpId);
    if (isPayable(own, now())) return own;
    const open = await findOpenChatTopUp(db, request.companyId, now());
    if (open) return open;
    const stored = await settings.get();
    const amountCents = payInChatAmountCents({
      lastConfirmedCents: await lastConfirmedTopUpCents(db, request.companyId),
      suggestedCents: stored.suggestedTopUpCents,
      creditCents: request.creditCents,
    });
    const created = await topUps.requestForChat(request.companyId, amountCents, {
      expirySeconds: payInChatExpirySeconds(offer.expiresAt, now()),
    });
    return created ? findTopUp(db, created.id) : null;
  }

  /** Job: the Pix of a waiting TENHO (made or reused) goes out; a top-up already paid applies it. */
  async function sendPix(requestId: number): Promise<void> {
    const request = await findRequest(db, requestId);
    if (!request || request.status !== 'PENDING') return;
    const linked = request.topUpId === null ? null : await findTopUp(db, request.topUpId);
    // Confirmed before this request was seen by the confirmation's job: apply it now.
    if (linked?.status === 'CONFIRMED') return applyRequest(request.id);
    const offer = await findOfferOfRequest(db, request.offerId);
    if (!offer) return;
    const topUp = offer.status === 'PENDING' ? await topUpFor(request, offer) : null;
    await db.transaction(async (tx) => {
      await lockCompany(tx, request.companyId);
      const current = await findRequest(tx, request.id, { lock: true });
      if (!current || current.status !== 'PENDING') return;
      if (!topUp || !isPayable(topUp, now())) {
        // No Pix can be made here (no API Pix and no key, too many pending top-ups, offer closed):
        // the usual answer already told the company to top up in the panel.
        await settleRequest(tx, current.id, 'CLOSED');
        return;
      }
      if (current.topUpId !== topUp.id) await updateRequest(tx, current.id, { topUpId: topUp.id });
      await attachWaitingRequests(tx, current.companyId, topUp.id);
      await queueOutbound(tx, jobs, pixMessages(current, offer, topUp));
    });
  }

  /**
   * Applies one waiting TENHO whose top-up was confirmed (row locked, so retries and concurrent
   * jobs apply it once): the offers service answers it like a TENHO with balance.
   */
  async function applyRequest(requestId: number): Promise<void> {
    let charged: number | null = null;
    const waiting = await findRequest(db, requestId);
    if (!waiting || waiting.status !== 'PENDING') return;
    await db.transaction(async (tx) => {
      // The offer first, then the request: the order of a TENHO on the same offer (no deadlock).
      const offer = await findOfferOfRequest(tx, waiting.offerId, { lock: true });
      const request = await findRequest(tx, requestId, { lock: true });
      if (!offer || !request || request.status !== 'PENDING') return;
      const open = offer.status === 'PENDING' && offer.expiresAt.getTime() > now().getTime();
      if (open) {
        const { outcome } = await offers.answerInTx(tx, {
          offerId: offer.id,
          answer: 'ACCEPT',
          channel: 'WHATSAPP',
          answerMessage:
            request.answerMessageId === null
              ? null
              : {
                  id: request.answerMessageId,
                  fromWaId: request.replyWaId,
                  phoneNumberId: request.replyPhoneNumberId,
                },
        });
        if (outcome === 'ACCEPTED') {
          await settleRequest(tx, request.id, 'APPLIED');
          charged = request.companyId;
          return;
        }
        if (outcome !== 'EXPIRED') {
          // Answered meanwhile, or still short (a new Pix is on its way): this one is done.
          await settleRequest(tx, request.id, 'CLOSED');
          return;
        }
      }
      if (offer.status !== 'PENDING' && offer.status !== 'EXPIRED') {
        await settleRequest(tx, request.id, 'CLOSED');
        return;
      }
      // The offer ran out before the payment was confirmed: nothing charged, the credit stays.
      const topUp = request.topUpId === null ? null : await findTopUp(tx, request.topUpId);
      await settleRequest(tx, request.id, 'EXPIRED');
      await queueOutbound(tx, jobs, [
        {
          unitId: offer.unitId,
          phoneNumberId: request.replyPhoneNumberId,
          toWaId: request.replyWaId,
          recipientKind: 'COMPANY',
          companyId: request.companyId,
          messageId: offer.messageId,
          offerId: offer.id,
          purpose: 'PAY_IN_CHAT',
          kind: 'text',
          body: PAY_IN_CHAT_TEXTS.offerExpired(topUp?.amountCents ?? 0, offer.category),
        },
      ]);
    });
    if (charged !== null) await offers.announceCharge('ACCEPTED', charged);
  }

  /** Job: every TENHO waiting for a confirmed top-up, oldest first. */
  async function applyTopUp(topUpId: number): Promise<void> {
    for (const { id } of await listWaitingForTopUp(db, topUpId)) await applyRequest(id);
  }

  return {
    onShortBalance,
    /** The pay-in-chat queue's handler (jobs/workers.ts). */
    async handleJob(data: PayInChatJobData): Promise<void> {
      if ('requestId' in data) await sendPix(data.requestId);
      else await applyTopUp(data.topUpId);
    },
  };
}

type OfferOfRequest = NonNullable<Awaited<ReturnType<typeof findOfferOfRequest>>>;

export type PayInChatService = ReturnType<typeof createPayInChatService>;
