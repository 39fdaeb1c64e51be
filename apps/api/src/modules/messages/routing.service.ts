import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  classifyAnswerText,
  OFFER_BUTTON_TITLES,
  offerButtonId,
  parseOfferButtonId,
  type OfferAnswer,
} from '@tenho/domain/whatsapp/answers';
import type { OutboundPayload } from '@tenho/domain/whatsapp/outbound';
import { nationalPhoneVariants, waIdFromNationalPhone } from '@tenho/domain/whatsapp/phone';
import { leadAlertTemplateParameters, WHATSAPP_TEXTS } from '@tenho/domain/whatsapp/texts';
import type { WhatsappConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { UnservedReason } from '@tenho/domain/reports/unmet-demand.schemas';
import type { CategorySource, InboundOutcome } from '../../db/schema/messages.ts';
import type { JobQueue, JobQueueLogger } from '../../jobs/job-queue.ts';
import { queueOutbound, type OutboundDraft } from '../../whatsapp/outbox.ts';
import type { InboundJobData } from '../../jobs/job-queue.ts';
import { unitOfSimulatorPhoneNumberId } from '../../whatsapp/simulator-gateway.ts';
import type { CategorizerService } from '../categories/categories.service.ts';
import { offerQueries, type Candidate, type OffersService } from '../offers/offers.service.ts';
import type { PrivacyIntent, PrivacyService } from '../privacy/privacy.service.ts';
import {
  createLeadPreferencesService,
  routingGroupKey,
  type LeadPreferencesService,
  type RoutingView,
} from '../lead-preferences/lead-preferences.service.ts';
import type { PauseCommand } from '@tenho/domain/lead-preferences/pause-words';
import type { NotOfferedReason } from '@tenho/domain/lead-preferences/lead-preferences.schemas';
import type { RatingReply, RatingsService } from '../ratings/ratings.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { assignWithBacklog, waitingAlertsByCompany } from './alert-backlog.ts';
import {
  findActiveUnitById,
  findActiveUnitByPhoneNumberId,
  findManyInbound,
  lockManyUnprocessed,
  lockUnprocessed,
  markManyProcessed,
  markProcessed,
  touchContacts,
  type InboundForRouting,
  type RoutingUnit,
} from './inbound.repository.ts';

export type RoutingServiceDeps = {
  db: Database;
  jobs: JobQueue;
  categorizer: Pick<CategorizerService, 'categorize'>;
  offers: OffersService;
  /** Consumer ratings (issue 24); absent in setups that do not need them. */
  ratings?: RatingsService | null;
  /** MEUS DADOS / APAGAR MEUS DADOS and its buttons (issue 31). */
  privacy?: PrivacyService | null;
  /** Issue 32: pause, business hours and spend cap (built on db, jobs and now when absent). */
  leadPreferences?: LeadPreferencesService | null;
  settings: SettingsService;
  whatsapp: Pick<WhatsappConfig, 'mode' | 'alertTemplate' | 'pairIntervalMs' | 'alertBacklogMax'>;
  /** Issue 30: voice notes wait for their media job (fetch + transcription) before routing. */
  media?: {
    enabled: boolean;
    queue(tx: Database, messageId: number): Promise<void>;
    /** A photo is fetched and kept beside its routing (never holding it back). */
    queuePhoto?(message: { id: number; type: string; mediaStatus: string | null }): Promise<boolean>;
  } | null;
  log: JobQueueLogger;
  now: () => Date;
};

/** The 24-hour customer-service window: inside it any message may be sent, outside only a template. */
export const SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Message types a consumer's request may be read from. */
const TEXT_TYPES = new Set(['text']);
/** Issue 30: media whose caption is the request (without one, the consumer is asked for words). */
const CAPTIONED_TYPES = new Set(['image', 'video', 'document']);
/** Types that may carry a company's answer (typed, a reply button, a template quick reply). */
const ANSWER_TYPES = new Set(['text', 'interactive', 'button']);

/** How long a receiving number's unit is reused without reading it again. */
const UNIT_CACHE_MS = 10_000;
/**
 * The send priority of a request's first lead alert (the others keep 0): under a burst each request
 * reaches its first company before earlier requests' later companies (issue 33: request → first
 * alert), and the rest follow in order.
 */
const FIRST_ALERT_PRIORITY = 1;

/** Candidates read at once for the requests of one unit and category in a batch. */
const CANDIDATES_PER_QUERY = 500;

type RoutedCategory = { id: number; name: string; confidence: number | null; source: CategorySource };

/**
 * What happens to a stored inbound message (the `whatsapp-inbound` job): a company's answer is
 * applied to its offer; a consumer's request is categorised and offered to the unit's companies
 * (architecture §1, §5.10), and the consumer is told what happened. Each message is processed once:
 * its row is locked and marked in the transaction that writes the outcome.
 */
export function createRoutingService(deps: RoutingServiceDeps) {
  const { db, jobs, categorizer, offers, settings, whatsapp, log, now } = deps;
  const ratings = deps.ratings ?? null;
  const privacy = deps.privacy ?? null;
  const media = deps.media ?? null;
  const leadPreferences = deps.leadPreferences ?? createLeadPreferencesService({ db, jobs, now });

  /** Units change rarely: a routing decision may use one read a few seconds ago. */
  const unitCache = new Map<string, { unit: RoutingUnit | null; until: number }>();
  async function resolveUnitCached(phoneNumberId: string): Promise<RoutingUnit | null> {
    const cached = unitCache.get(phoneNumberId);
    if (cached && cached.until > Date.now()) return cached.unit;
    const unit = await resolveUnit(db, phoneNumberId);
    if (unitCache.size > 1000) unitCache.clear();
    unitCache.set(phoneNumberId, { unit, until: Date.now() + UNIT_CACHE_MS });
    return unit;
  }

  /** The unit owning the receiving number, else the default unit setting (architecture §5.10). */
  async function resolveUnit(tx: Database, phoneNumberId: string): Promise<RoutingUnit | null> {
    const byNumber = await findActiveUnitByPhoneNumberId(tx, phoneNumberId);
    if (byNumber) return byNumber;
    const simulated = whatsapp.mode === 'simulator' ? unitOfSimulatorPhoneNumberId(phoneNumberId) : null;
    if (simulated !== null) {
      const unit = await findActiveUnitById(tx, simulated);
      if (unit) return unit;
    }
    const { defaultUnitId } = await settings.get(tx);
    return defaultUnitId === null ? null : findActiveUnitById(tx, defaultUnitId);
  }

  const reply = (
    message: InboundForRouting,
    unitId: number | null,
    purpose: OutboundDraft['purpose'],
    body: string,
  ) =>
    ({
      unitId,
      phoneNumberId: message.phoneNumberId,
      toWaId: message.fromWaId,
      recipientKind: 'CONSUMER',
      messageId: message.id,
      purpose,
      kind: 'text',
      body,
    }) satisfies OutboundDraft;

  /** What to do with one consumer message, decided outside the transaction (categorising is CPU). */
  type RequestPlan = {
    message: InboundForRouting;
    unit: RoutingUnit | null;
    category: RoutedCategory | null;
    /** Set when the message cannot be offered whatever the companies: no text, not understood. */
    refused: 'UNSUPPORTED' | 'NOT_UNDERSTOOD' | 'MEDIA_WITHOUT_TEXT' | null;
  };

  async function planRequest(message: InboundForRouting): Promise<RequestPlan> {
    const unit = await resolveUnitCached(message.phoneNumberId);
    const empty = message.content.trim() === '';
    if (message.type === 'audio') {
      if (message.mediaStatus !== 'TRANSCRIBED' || empty)
        return { message, unit, category: null, refused: 'MEDIA_WITHOUT_TEXT' };
    } else if (CAPTIONED_TYPES.has(message.type)) {
      if (empty) return { message, unit, category: null, refused: 'MEDIA_WITHOUT_TEXT' };
    } else if (!TEXT_TYPES.has(message.type) || empty) {
      return { message, unit, category: null, refused: 'UNSUPPORTED' };
    }
    const result = await categorizer.categorize(message.content, { unitId: unit?.id ?? null });
    if (result.categoryId === null) return { message, unit, category: null, refused: 'NOT_UNDERSTOOD' };
    return {
      message,
      unit,
      category: {
        id: result.categoryId,
        name: result.name,
        confidence: result.confidence,
        source: result.source,
      },
      refused: null,
    };
  }

  /**
   * Routes several requests in one transaction (the inbound worker takes jobs in batches): one
   * candidate query per unit and category, one insert of offers, one of outbound messages and their
   * jobs, one update of the messages. Requests of one unit and category share the least recently
   * offered companies in turn, exactly as if they had been routed one after the other.
   * Returns the number of companies offered each message.
   */
  async function routeRequests(tx: Database, plans: RequestPlan[]): Promise<Map<number, number>> {
    const counts = new Map<number, number>();
    if (plans.length === 0) return counts;
    const current = await settings.get(tx);
    const at = now();
    const max = current.maxCompaniesPerRequest;
    const expiresAt = new Date(at.getTime() + current.offerTtlHours * 3_600_000);

    const groups = new Map<string, RequestPlan[]>();
    for (const plan of plans) {
      if (plan.refused || !plan.unit || !plan.category) continue;
      const key = routingGroupKey(plan.unit.id, plan.category.id);
      groups.set(key, [...(groups.get(key) ?? []), plan]);
    }
    const assigned = new Map<number, Candidate[]>();
    const backlogMax = current.alertBacklogMax;
    // Issue 32: why each company of the category was left out, and when the first closed one opens.
    const notOffered: { messageId: number; companyId: number; reason: NotOfferedReason }[] = [];
    const closedUntil = new Map<number, Date>();
    // One read of each kind for the whole batch (issue 33): the companies of every group and their
    // own choices, the candidates of every group, their waiting alerts, the offers made before.
    const groupList = [...groups.entries()];
    const views = await leadPreferences.routingViews(tx, {
      groups: groupList.map(([, group]) => ({
        unitId: group[0]!.unit!.id,
        categoryId: group[0]!.category!.id,
      })),
      at,
      creditValueCents: current.creditValueCents,
    });
    const emptyView: RoutingView = { companies: [], unavailable: new Map() };
    const candidatesOf = await offerQueries.selectCandidatesForGroups(tx, {
      groups: groupList.map(([key, group]) => ({
        key,
        unitId: group[0]!.unit!.id,
        categoryId: group[0]!.category!.id,
        // Room for the companies the backlog rule skips (issue 33).
        limit: Math.min(max * group.length + (backlogMax > 0 ? max * backlogMax : 0), CANDIDATES_PER_QUERY),
        messageIds: group.map((p) => p.message.id),
      })),
      minBalanceCents: current.creditValueCents,
      excludeCompanyIds: [...views.values()].flatMap((view) => [...view.unavailable.keys()]),
    });
    const waiting =
      backlogMax > 0
        ? await waitingAlertsByCompany(
            tx,
            [...candidatesOf.values()].flat().map((c) => c.id),
          )
        : new Map<number, number>();
    const offeredBefore = await leadPreferences.offeredBefore(
      tx,
      groupList.flatMap(([, group]) => group.map((p) => p.message.id)),
    );
    for (const [key, group] of groupList) {
      const { unit, category } = group[0]!;
      const view = views.get(routingGroupKey(unit!.id, category!.id)) ?? emptyView;
      const candidates = candidatesOf.get(key) ?? [];
      const shares = assignWithBacklog(group.length, candidates, max, waiting, backlogMax);
      group.forEach((plan, index) => assigned.set(plan.message.id, shares[index]!));
      const explained = leadPreferences.explainNotOffered(view, {
        requests: group.map((p) => ({
          messageId: p.message.id,
          offered: (assigned.get(p.message.id) ?? []).map((c) => c.id),
        })),
        offeredBefore,
        creditValueCents: current.creditValueCents,
        backlogged: (id) => backlogMax > 0 && (waiting.get(id) ?? 0) >= backlogMax,
      });
      notOffered.push(...explained.rows);
      for (const [messageId, opensAt] of explained.closedUntil) closedUntil.set(messageId, opensAt);
    }
    await leadPreferences.recordNotOffered(tx, notOffered);

    const inserted = await offerQueries.insertOffers(
      tx,
      [...assigned.entries()].flatMap(([messageId, companies]) => {
        const plan = plans.find((p) => p.message.id === messageId)!;
        return companies.map((c) => ({
          messageId,
          companyId: c.id,
          unitId: plan.unit!.id,
          categoryId: plan.category!.id,
          offeredAt: at,
          expiresAt,
        }));
      }),
    );
    const offerId = new Map(inserted.map((o) => [`${o.messageId}:${o.companyId}`, o.id]));
    const numbers = [...assigned.values()]
      .flat()
      .flatMap((c) => (c.phone ? [waIdFromNationalPhone(c.phone)] : []));
    const contacts = await offerQueries.findContacts(tx, [...new Set(numbers)]);

    // Why a request reached nobody (Demanda não atendida): no active company of the unit has the
    // category, or some have it but none could pay. Read once per unit and category left empty.
    const unserved = new Map<number, UnservedReason>();
    for (const group of groups.values()) {
      const { unit, category } = group[0]!;
      if (group.every((p) => (assigned.get(p.message.id)?.length ?? 0) > 0)) continue;
      const reason: UnservedReason = (await offerQueries.anyCompanyWithCategory(tx, unit!.id, category!.id))
        ? 'no_balance'
        : 'no_company';
      for (const plan of group)
        unserved.set(plan.message.id, closedUntil.has(plan.message.id) ? 'closed' : reason);
    }

    const drafts: OutboundDraft[] = [];
    for (const plan of plans) {
      const { message, unit, category } = plan;
      const unitId = unit?.id ?? null;
      if (plan.refused === 'MEDIA_WITHOUT_TEXT') {
        const text =
          message.type === 'audio' ? WHATSAPP_TEXTS.audioNotHeard : WHATSAPP_TEXTS.mediaWithoutText;
        drafts.push(reply(message, unitId, 'TEXT_ONLY', text));
        continue;
      }
      if (plan.refused === 'UNSUPPORTED') {
        drafts.push(reply(message, unitId, 'TEXT_ONLY', WHATSAPP_TEXTS.textOnly));
        continue;
      }
      if (plan.refused === 'NOT_UNDERSTOOD' || !category) {
        drafts.push(reply(message, unitId, 'NOT_UNDERSTOOD', WHATSAPP_TEXTS.notUnderstood));
        continue;
      }
      const companies = assigned.get(message.id) ?? [];
      const alertBody = WHATSAPP_TEXTS.leadAlert(
        category.name,
        message.content,
        current.creditValueCents,
        message.type === 'audio',
      );
      const sender = unit?.whatsappPhoneNumberId ?? message.phoneNumberId;
      let count = 0;
      let firstAlert = true;
      for (const company of companies) {
        const id = offerId.get(`${message.id}:${company.id}`);
        if (!id) continue;
        count += 1;
        if (!company.phone) continue;
        const number = waIdFromNationalPhone(company.phone);
        const contact = contacts.get(number);
        const windowOpen = Boolean(
          contact?.lastInboundAt && at.getTime() - contact.lastInboundAt.getTime() < SERVICE_WINDOW_MS,
        );
        const buttons = [
          { id: offerButtonId(id, 'ACCEPT'), title: OFFER_BUTTON_TITLES.ACCEPT },
          { id: offerButtonId(id, 'REJECT'), title: OFFER_BUTTON_TITLES.REJECT },
        ];
        const payload: OutboundPayload = { buttons };
        if (whatsapp.alertTemplate) {
          payload.template = {
            name: whatsapp.alertTemplate,
            language: 'pt_BR',
            parameters: leadAlertTemplateParameters(category.name, message.content),
            buttonPayloads: buttons.map((b) => b.id),
          };
        }
        // Outside the window only a template reaches the company (most companies, most of the time).
        const asTemplate = Boolean(payload.template) && !windowOpen;
        drafts.push({
          unitId,
          phoneNumberId: sender,
          toWaId: contact?.waId ?? number,
          recipientKind: 'COMPANY',
          companyId: company.id,
          messageId: message.id,
          offerId: id,
          purpose: 'LEAD_ALERT',
          kind: asTemplate ? 'template' : 'interactive',
          body: alertBody,
          payload: asTemplate ? { template: payload.template } : payload,
          ...(firstAlert ? { priority: FIRST_ALERT_PRIORITY } : {}),
        });
        firstAlert = false;
      }
      counts.set(message.id, count);
      const opensAt = closedUntil.get(message.id);
      drafts.push(
        count > 0
          ? reply(message, unitId, 'REQUEST_ACK', WHATSAPP_TEXTS.requestAcknowledged(category.name, count))
          : opensAt
            ? reply(message, unitId, 'NO_COMPANY', leadPreferences.allClosedText(category.name, opensAt))
            : reply(message, unitId, 'NO_COMPANY', WHATSAPP_TEXTS.noCompanyAvailable(category.name)),
      );
    }
    await queueOutbound(tx, jobs, drafts, { now: at, intervalMs: whatsapp.pairIntervalMs ?? 0 });

    await markManyProcessed(
      tx,
      plans.map(({ message, unit, category, refused }) => ({
        id: message.id,
        kind: 'REQUEST',
        outcome:
          (refused === 'MEDIA_WITHOUT_TEXT' ? 'UNSUPPORTED' : refused) ??
          ((counts.get(message.id) ?? 0) > 0 ? 'OFFERED' : 'NO_COMPANY'),
        unservedReason:
          refused === 'MEDIA_WITHOUT_TEXT'
            ? 'media_without_text'
            : refused === 'NOT_UNDERSTOOD'
              ? 'not_understood'
              : refused || (counts.get(message.id) ?? 0) > 0 || !unit || !category
                ? null
                : (unserved.get(message.id) ?? 'no_company'),
        unitId: unit?.id ?? null,
        companyId: null,
        categoryId: category?.id ?? null,
        categoryConfidence: category?.confidence ?? null,
        categorySource: category?.source ?? null,
      })),
      at,
    );
    return counts;
  }

  /** Re-routing one request under a category chosen by hand (Central de Mensagens), in `tx`. */
  async function offerToCompanies(
    tx: Database,
    message: InboundForRouting,
    unit: RoutingUnit,
    category: RoutedCategory,
  ): Promise<number> {
    const counts = await routeRequests(tx, [{ message, unit, category, refused: null }]);
    return counts.get(message.id) ?? 0;
  }

  /** Consumer requests: planned one by one, then routed together in one transaction. */
  async function handleRequests(messages: InboundForRouting[]) {
    const plans: RequestPlan[] = [];
    for (const message of messages) {
      plans.push(await planRequest(message));
      // Categorising is CPU work: let the webhook's requests in between, so its ack stays fast.
      await yieldToEventLoop();
    }
    // A text that is not understood as a request, from a consumer who rated within the comment
    // window, is that rating's comment; anything the categoriser reads as a request stays a request.
    const routable: RequestPlan[] = [];
    for (const plan of plans) {
      if (plan.refused === 'NOT_UNDERSTOOD' && ratings && (await handleComment(plan.message))) continue;
      routable.push(plan);
    }
    await db.transaction(async (tx) => {
      const locked = new Set(
        (
          await lockManyUnprocessed(
            tx,
            routable.map((p) => p.message.id),
          )
        ).map((m) => m.id),
      );
      await routeRequests(
        tx,
        routable.filter((p) => locked.has(p.message.id)),
      );
    });
  }

  const ratingProcessed = (unitId: number | null, outcome: InboundOutcome) => ({
    kind: 'RATING' as const,
    outcome,
    unitId,
    companyId: null,
    categoryId: null,
    categoryConfidence: null,
    categorySource: null,
    processedAt: now(),
  });

  /**
   * A consumer's rating button, typed rating or PARAR. False when it turned out not to be one (a
   * typed 'Ótimo' with no open rating request): the message then goes on as usual.
   */
  async function handleRating(message: InboundForRouting, replyTo: RatingReply): Promise<boolean> {
    return db.transaction(async (tx) => {
      if (!(await lockUnprocessed(tx, message.id))) return true;
      const outcome = await ratings!.applyInTx(tx, message, replyTo);
      if (outcome === null) return false;
      // Inside the transaction: on PGlite a query outside it would wait for it to end.
      const unit = await resolveUnit(tx, message.phoneNumberId);
      await markProcessed(tx, message.id, ratingProcessed(unit?.id ?? null, outcome));
      return true;
    });
  }

  /** A free-text comment on a recent rating (see handleRequests); true when it was one. */
  async function handleComment(message: InboundForRouting): Promise<boolean> {
    return db.transaction(async (tx) => {
      if (!(await lockUnprocessed(tx, message.id))) return true;
      if (!(await ratings!.takeCommentInTx(tx, message))) return false;
      // Inside the transaction: on PGlite a query outside it would wait for it to end.
      const unit = await resolveUnit(tx, message.phoneNumberId);
      await markProcessed(tx, message.id, ratingProcessed(unit?.id ?? null, 'RATING_COMMENT'));
      return true;
    });
  }

  /** A consumer's privacy words or button (issue 31); false when it turned out not to be one. */
  async function handlePrivacy(message: InboundForRouting, intent: PrivacyIntent): Promise<boolean> {
    return db.transaction(async (tx) => {
      if (!(await lockUnprocessed(tx, message.id))) return true;
      const result = await privacy!.applyInTx(tx, message, intent);
      if (result === null) return false;
      await markProcessed(tx, message.id, {
        ...ratingProcessed(result.unitId, result.outcome),
        kind: 'PRIVACY',
      });
      return true;
    });
  }

  /**
   * Issue 32: a company's PAUSAR / PAUSAR 7 / VOLTAR. False when the number is no company's (the
   * message then goes on as usual, e.g. a consumer's request).
   */
  async function handleCommand(message: InboundForRouting, command: PauseCommand): Promise<boolean> {
    const companies = await offerQueries.findCompaniesByPhones(db, nationalPhoneVariants(message.fromNumber));
    if (companies.length === 0) return false;
    await db.transaction(async (tx) => {
      if (!(await lockUnprocessed(tx, message.id))) return;
      const result = await leadPreferences.applyCommandInTx(tx, message, companies, command);
      await markProcessed(tx, message.id, {
        kind: 'ANSWER',
        outcome: result.outcome,
        unitId: result.unitId,
        companyId: result.companyId,
        categoryId: null,
        categoryConfidence: null,
        categorySource: null,
        processedAt: now(),
      });
    });
    return true;
  }

  /** A company's TENHO / NÃO TENHO: matched to its offer, then the offers service does the rest. */
  async function handleAnswer(
    message: InboundForRouting,
    companyIds: number[],
    answer: OfferAnswer,
    buttonOfferId: number | null,
  ) {
    // Set inside the transaction, announced after its commit.
    let charged = null as { outcome: string; companyId: number } | null;
    await db.transaction(async (tx) => {
      if (!(await lockUnprocessed(tx, message.id))) return;
      // The button id when it names one of the company's offers, else the alert it quotes, else
      // (plain text, older apps without context) the company's oldest pending offer.
      const offer =
        (buttonOfferId !== null
          ? await offerQueries.findOfferOfCompanies(tx, buttonOfferId, companyIds)
          : null) ??
        (message.contextWamid
          ? await offerQueries.findOfferByAlertWamid(tx, message.contextWamid, companyIds)
          : null) ??
        (await offerQueries.findOldestPendingOffer(tx, companyIds));

      let outcome: InboundOutcome = 'ANSWER_REFUSED';
      let unitId: number | null = null;
      let companyId: number | null = companyIds[0] ?? null;
      if (offer) {
        const result = await offers.answerInTx(tx, {
          offerId: offer.id,
          answer,
          channel: 'WHATSAPP',
          answerMessage: { id: message.id, fromWaId: message.fromWaId, phoneNumberId: message.phoneNumberId },
        });
        outcome =
          result.outcome === 'ACCEPTED' || result.outcome === 'REJECTED' ? 'ANSWERED' : 'ANSWER_REFUSED';
        charged = { outcome: result.outcome, companyId: offer.companyId };
        unitId = result.ctx?.offer.unitId ?? null;
        companyId = offer.companyId;
      } else if (companyIds.length > 0) {
        await queueOutbound(tx, jobs, [
          {
            ...reply(message, null, 'ANSWER_FEEDBACK', WHATSAPP_TEXTS.noPendingOffer),
            recipientKind: 'COMPANY',
            companyId,
          },
        ]);
      }
      await markProcessed(tx, message.id, {
        kind: 'ANSWER',
        outcome,
        unitId,
        companyId,
        categoryId: null,
        categoryConfidence: null,
        categorySource: null,
        processedAt: now(),
      });
    });
    if (charged) await offers.announceCharge(charged.outcome, charged.companyId);
  }

  /** Whether a message is a company's answer (then with its companies, answer and named offer). */
  async function asAnswer(message: InboundForRouting) {
    const button = parseOfferButtonId(message.replyId);
    const typed = ANSWER_TYPES.has(message.type) ? classifyAnswerText(message.content) : null;
    if (!button && !typed) return null;
    const companies = await offerQueries.findCompaniesByPhones(db, nationalPhoneVariants(message.fromNumber));
    if (!button && companies.length === 0) return null;
    return {
      companyIds: companies.map((c) => c.id),
      answer: button?.answer ?? typed!,
      offerId: button?.offerId ?? null,
    };
  }

  /** Processes stored messages: answers one by one, requests together. */
  async function processMany(messageIds: number[]): Promise<void> {
    const messages = (await findManyInbound(db, messageIds)).filter((m) => m.state === 'RECEIVED');
    await touchContacts(db, messages);
    const requests: InboundForRouting[] = [];
    for (const message of messages) {
      // Issue 30: a voice note is read by its media job first (never here, never in the webhook).
      if (message.type === 'audio' && message.mediaStatus === 'PENDING') continue;
      if (message.type === 'audio' && message.mediaStatus === null && media?.enabled) {
        await db.transaction(async (tx) => {
          const locked = await lockUnprocessed(tx, message.id);
          if (locked && locked.mediaStatus === null) await media.queue(tx, message.id);
        });
        continue;
      }
      if (message.type === 'image' && message.mediaStatus === null) await media?.queuePhoto?.(message);
      const intent = privacy?.classify(message) ?? null;
      if (intent && (await handlePrivacy(message, intent))) continue;
      const rating = ratings?.classify(message) ?? null;
      if (rating && (await handleRating(message, rating))) continue;
      const command = leadPreferences.classify(message);
      if (command && (await handleCommand(message, command))) continue;
      const answer = await asAnswer(message);
      if (answer) await handleAnswer(message, answer.companyIds, answer.answer, answer.offerId);
      else requests.push(message);
    }
    if (requests.length > 0) await handleRequests(requests);
  }

  return {
    process: (messageId: number) => processMany([messageId]),
    processMany,
    resolveUnit,
    offerToCompanies,
    /**
     * pg-boss batch handler. The batch is processed together; if that fails, each message is
     * retried on its own so one bad message cannot hold the others back.
     */
    async handleBatch(batch: { id: string; data: InboundJobData }[]) {
      try {
        await processMany(batch.flatMap((job) => job.data.messageIds));
        return batch.map((job) => ({ id: job.id, status: 'completed' as const }));
      } catch (error) {
        log.warn(
          { err: error, size: batch.length },
          'inbound batch failed: processing its messages one by one',
        );
      }
      const results = [];
      for (const job of batch) {
        try {
          await processMany(job.data.messageIds);
          results.push({ id: job.id, status: 'completed' as const });
        } catch (error) {
          log.error({ err: error, messageIds: job.data.messageIds }, 'inbound message processing failed');
          results.push({ id: job.id, status: 'failed' as const });
        }
      }
      return results;
    },
  };
}

export type RoutingService = ReturnType<typeof createRoutingService>;
