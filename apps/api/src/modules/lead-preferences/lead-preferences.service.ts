import { and, eq, sql } from 'drizzle-orm';
import { can } from '@tenho/domain/auth/permissions';
import {
  capPeriodWindow,
  describeOpening,
  isOpenAt,
  nextOpeningAt,
} from '@tenho/domain/lead-preferences/business-hours';
import {
  AUTO_PAUSE_AFTER_EXPIRED,
  RESPONSE_WINDOW_DAYS,
  SPEND_CAP_WARN_RATIO,
  type BusinessHours,
  type LeadPreferences,
  type LeadPreferencesUpdate,
  type NotOffered,
  type NotOfferedReason,
  type ReceivingState,
  type ReceivingSummary,
  type ResponseTime,
  type SpendCapPeriod,
} from '@tenho/domain/lead-preferences/lead-preferences.schemas';
import {
  classifyPauseText,
  LEAD_PREFERENCES_TEXTS,
  type PauseCommand,
} from '@tenho/domain/lead-preferences/pause-words';
import { centsToReais, reaisToCents } from '@tenho/domain/shared/format';
import { waIdFromNationalPhone } from '@tenho/domain/whatsapp/phone';
import type { Database } from '../../db/client.ts';
import { userCategories } from '../../db/schema/categories.ts';
import { users } from '../../db/schema/users.ts';
import { wallets } from '../../db/schema/wallet.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { insertAuditEntry, type ActionMeta } from '../../lib/audit-trail.ts';
import { RECORD_VERSION_ERRORS } from '../../lib/record-version.ts';
import type { AuthUser } from '../../lib/session-cache.ts';
import { queueOutbound, type OutboundDraft } from '../../whatsapp/outbox.ts';
import { LEAD_PREFERENCES_ERRORS } from './lead-preferences.errors.ts';
import {
  claimPreferencesVersion,
  ensurePreferences,
  findCompanyContact,
  findCompanyTarget,
  findManyPreferences,
  findNotOffered,
  findPreferences,
  insertNotOffered,
  latestClosedOfferStatuses,
  lockPreferences,
  offeredPairs,
  readCreditValueCents,
  responseTimes,
  spentInWindows,
  updatePreferences,
  type PreferencesRow,
} from './lead-preferences.repository.ts';
import { receivingCacheOf } from './receiving-cache.ts';

/** "Until resumed": a pause with no end is stored as this instant (the contract's 9999-…). */
export const INDEFINITE_PAUSE = new Date('9999-12-31T23:59:59.000Z');

const DAY_MS = 86_400_000;
const NO_RESPONSE: ResponseTime = { median_seconds: null, answered_in_15_min: null };

export type LeadPreferencesServiceDeps = {
  db: Database;
  /** Without a job queue nothing is written to companies on WhatsApp (API-only setups). */
  jobs?: JobQueue | null;
  now?: () => Date;
};

/** Who reads or changes a company's preferences. */
export type PreferencesActor = Pick<AuthUser, 'id' | 'role' | 'unit_id' | 'parent_id'> &
  Partial<Pick<AuthUser, 'permissions' | 'permission_override'>>;

/** What keeps a company out of a request's offers right now (its own choices). */
export type Unavailable = {
  reason: Extract<NotOfferedReason, 'paused' | 'closed' | 'cap_reached'>;
  opensAt: Date | null;
};

/** A company's WhatsApp message that may be PAUSAR / VOLTAR. */
export type CommandMessage = {
  id: number;
  type: string;
  content: string;
  fromWaId: string;
  phoneNumberId: string;
};

type Cap = { period: SpendCapPeriod; cents: number };
const capOf = (row: PreferencesRow | null | undefined): Cap | null =>
  row?.spendCapPeriod && row.spendCapCents ? { period: row.spendCapPeriod, cents: row.spendCapCents } : null;
const hoursOf = (row: PreferencesRow | null | undefined): BusinessHours => row?.businessHours ?? null;
const isPaused = (row: PreferencesRow | null | undefined, at: Date): boolean =>
  Boolean(row?.pausedUntil && row.pausedUntil.getTime() > at.getTime());

/**
 * How a company receives leads (issue 32): its pause, spend cap and business hours, read and
 * changed from the panel (the company, its unit's ADMIN, the MASTER) and by WhatsApp words; the
 * routing asks it who may be offered a request now, the TENHO asks it whether the cap has room,
 * and the offer sweeper tells it about offers that expired unanswered (the automatic pause).
 */
export function createLeadPreferencesService({
  db,
  jobs = null,
  now = () => new Date(),
}: LeadPreferencesServiceDeps) {
  const receivingCache = receivingCacheOf(db);

  /** Read: the company, its unit's ADMIN, the MASTER, and its USERs holding wallet.access. */
  function canRead(actor: PreferencesActor, target: { id: number; unit_id: number | null }): boolean {
    switch (actor.role) {
      case 'MASTER':
        return true;
      case 'ADMIN':
        return actor.unit_id !== null && target.unit_id === actor.unit_id;
      case 'CLIENT':
        return actor.id === target.id;
      default:
        return actor.parent_id === target.id && can(actor, 'wallet.access');
    }
  }

  async function visibleCompany(actor: PreferencesActor, companyId: number) {
    const target = await findCompanyTarget(db, companyId);
    if (!target || target.role !== 'CLIENT' || !canRead(actor, target))
      throw LEAD_PREFERENCES_ERRORS.notFound();
    return target;
  }

  /** The cap window a company's spending is counted in: its cap's, else the current month. */
  const windowOf = (row: PreferencesRow | null | undefined, at: Date) =>
    capPeriodWindow(capOf(row)?.period ?? 'month', at);

  async function spentNow(
    tx: Database,
    companyId: number,
    row: PreferencesRow | null,
    at: Date,
  ): Promise<number> {
    const { start, end } = windowOf(row, at);
    return (await spentInWindows(tx, [{ companyId, from: start, to: end }])).get(companyId) ?? 0;
  }

  /** When the company is next offered leads (null: now, or never / until resumed). */
  function nextOpenAt(row: PreferencesRow | null, at: Date): Date | null {
    const hours = hoursOf(row);
    if (isPaused(row, at)) {
      if (row!.pausedUntil!.getTime() >= INDEFINITE_PAUSE.getTime()) return null;
      return nextOpeningAt(hours, row!.pausedUntil!);
    }
    if (isOpenAt(hours, at)) return null;
    return nextOpeningAt(hours, at);
  }

  async function view(companyId: number, row: PreferencesRow | null): Promise<LeadPreferences> {
    const at = now();
    const [spent, response] = await Promise.all([
      spentNow(db, companyId, row, at),
      responseTimes(db, [companyId], new Date(at.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS), at),
    ]);
    const cap = capOf(row);
    const paused = isPaused(row, at);
    const next = nextOpenAt(row, at);
    return {
      paused_until: paused ? row!.pausedUntil!.toISOString() : null,
      auto_paused: paused && Boolean(row?.autoPaused),
      spend_cap: cap ? { period: cap.period, amount: centsToReais(cap.cents) } : null,
      spent_this_period: centsToReais(spent),
      business_hours: hoursOf(row),
      open_now: !paused && isOpenAt(hoursOf(row), at),
      next_open_at: next ? next.toISOString() : null,
      response: response.get(companyId) ?? NO_RESPONSE,
      version: row?.version ?? 1,
    };
  }

  /** GET /users/{id}/lead-preferences */
  async function get(actor: PreferencesActor, companyId: number): Promise<LeadPreferences> {
    await visibleCompany(actor, companyId);
    return view(companyId, await findPreferences(db, companyId));
  }

  /** PUT /users/{id}/lead-preferences: the fields sent change, the others stay. */
  async function update(
    actor: PreferencesActor,
    companyId: number,
    input: LeadPreferencesUpdate,
    expectedVersion: number | undefined,
    meta: ActionMeta,
  ): Promise<LeadPreferences> {
    await visibleCompany(actor, companyId);
    if (actor.role === 'USER') throw LEAD_PREFERENCES_ERRORS.editForbidden();
    const at = now();
    let pausedUntil: Date | null | undefined;
    if (input.paused_until === 'indefinite') pausedUntil = INDEFINITE_PAUSE;
    else if (typeof input.paused_until === 'string') {
      pausedUntil = new Date(input.paused_until);
      if (pausedUntil.getTime() <= at.getTime()) throw LEAD_PREFERENCES_ERRORS.pausedUntilPast();
    } else pausedUntil = input.paused_until;

    const row = await db.transaction(async (tx) => {
      await ensurePreferences(tx, companyId);
      const version = await claimPreferencesVersion(tx, companyId, expectedVersion);
      if (version === null) throw RECORD_VERSION_ERRORS.conflict();
      const before = (await findPreferences(tx, companyId))!;
      const values: Parameters<typeof updatePreferences>[2] = {};
      if (pausedUntil !== undefined) {
        values.pausedUntil = pausedUntil;
        values.autoPaused = false;
        if (pausedUntil === null && isPaused(before, at)) values.resumedAt = at;
      }
      if (input.spend_cap !== undefined) {
        values.spendCapPeriod = input.spend_cap?.period ?? null;
        values.spendCapCents = input.spend_cap ? reaisToCents(input.spend_cap.amount) : null;
        // A new cap is a new limit to be warned about.
        values.capWarnedPeriod = null;
      }
      if (input.business_hours !== undefined) values.businessHours = input.business_hours;
      const after = await updatePreferences(tx, companyId, values, at);
      await insertAuditEntry(tx, {
        actorId: actor.id,
        action: 'lead_preferences.update',
        entity: 'user',
        entityId: companyId,
        data: { changes: input, version: after.version },
        ip: meta.ip,
      });
      return after;
    });
    receivingCache.forget(companyId);
    return view(companyId, row);
  }

  /**
   * The `receiving` summary of company list items: their state now and response time. A summary
   * computed in the last RECEIVING_REUSE_MS is reused (receiving-cache.ts).
   */
  async function summaries(companyIds: readonly number[]): Promise<Map<number, ReceivingSummary>> {
    const out = new Map<number, ReceivingSummary>();
    const at = now();
    const missing: number[] = [];
    for (const id of companyIds) {
      const cached = receivingCache.get(id, at);
      if (cached) out.set(id, cached);
      else missing.push(id);
    }
    if (missing.length === 0) return out;
    const [rows, response, credit] = await Promise.all([
      findManyPreferences(db, missing),
      responseTimes(db, missing, new Date(at.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS), at),
      readCreditValueCents(db),
    ]);
    const blocked = await unavailableAmong(db, [...rows.values()], at, credit);
    for (const id of missing) {
      const reason = blocked.get(id)?.reason;
      const state: ReceivingState =
        reason === 'paused'
          ? 'paused'
          : reason === 'cap_reached'
            ? 'capped'
            : reason === 'closed'
              ? 'closed'
              : 'open';
      const summary = { state, response: response.get(id) ?? NO_RESPONSE };
      receivingCache.set(id, at, summary);
      out.set(id, summary);
    }
    return new Map(companyIds.map((id) => [id, out.get(id)!]));
  }

  /** The company's response time over the window (its dashboard). */
  async function responseOf(companyId: number): Promise<ResponseTime> {
    const at = now();
    const map = await responseTimes(
      db,
      [companyId],
      new Date(at.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS),
      at,
    );
    return map.get(companyId) ?? NO_RESPONSE;
  }

  /**
   * Which of these preference rows keep their company out right now: paused, then at the cap (no
   * room for one more credit), then outside business hours.
   */
  async function unavailableAmong(
    tx: Database,
    rows: readonly PreferencesRow[],
    at: Date,
    creditValueCents: number,
  ): Promise<Map<number, Unavailable>> {
    const capped = rows.filter((r) => capOf(r) && !isPaused(r, at));
    const spent = await spentInWindows(
      tx,
      capped.map((r) => {
        const { start, end } = windowOf(r, at);
        return { companyId: r.companyId, from: start, to: end };
      }),
    );
    const out = new Map<number, Unavailable>();
    for (const row of rows) {
      const cap = capOf(row);
      if (isPaused(row, at)) out.set(row.companyId, { reason: 'paused', opensAt: nextOpenAt(row, at) });
      else if (cap && (spent.get(row.companyId) ?? 0) + creditValueCents > cap.cents)
        out.set(row.companyId, { reason: 'cap_reached', opensAt: windowOf(row, at).end });
      else if (!isOpenAt(hoursOf(row), at))
        out.set(row.companyId, { reason: 'closed', opensAt: nextOpeningAt(hoursOf(row), at) });
    }
    return out;
  }

  /**
   * For the routing of a batch of requests, in its transaction: for each unit and category of the
   * batch, its active companies of the category (with their balance) and those kept out by their own
   * choices. One read of the companies, of their preferences and of the capped ones' spending for
   * the whole batch (a batch spans up to a few dozen units: one query each cost the national loop
   * most of its routing time, issue 33). Keyed by `routingGroupKey`.
   */
  async function routingViews(
    tx: Database,
    input: {
      groups: readonly { unitId: number; categoryId: number }[];
      at: Date;
      creditValueCents: number;
    },
  ): Promise<Map<string, RoutingView>> {
    const views = new Map<string, RoutingView>();
    if (input.groups.length === 0) return views;
    for (const g of input.groups)
      views.set(routingGroupKey(g.unitId, g.categoryId), { companies: [], unavailable: new Map() });
    const companies = await tx
      .select({
        id: users.id,
        unitId: users.unitId,
        categoryId: userCategories.categoryId,
        balanceCents: sql<number>`coalesce(${wallets.balanceCents}, 0)`.mapWith(Number),
      })
      .from(users)
      .innerJoin(userCategories, eq(userCategories.userId, users.id))
      .leftJoin(wallets, eq(wallets.clientId, users.id))
      .where(
        and(
          eq(users.role, 'CLIENT'),
          eq(users.isActive, true),
          sql`(${users.unitId}, ${userCategories.categoryId}) in (${sql.join(
            input.groups.map((g) => sql`(${g.unitId}::int, ${g.categoryId}::int)`),
            sql`, `,
          )})`,
        ),
      )
      .orderBy(users.id);
    const rows = await findManyPreferences(tx, [...new Set(companies.map((c) => c.id))]);
    const unavailable = await unavailableAmong(tx, [...rows.values()], input.at, input.creditValueCents);
    for (const company of companies) {
      const view = views.get(routingGroupKey(company.unitId!, company.categoryId));
      if (!view) continue;
      view.companies.push({ id: company.id, balanceCents: company.balanceCents });
      const out = unavailable.get(company.id);
      if (out) view.unavailable.set(company.id, out);
    }
    return views;
  }

  /**
   * Why each company of the category was left out of each request of a routing group (its own
   * choices first, then balance, the alert backlog, the rotation), and, for a request offered to
   * nobody while every company was closed (or paused), when the first closed one opens.
   */
  function explainNotOffered(
    view: RoutingView,
    input: {
      requests: readonly { messageId: number; offered: readonly number[] }[];
      /** 'messageId:companyId' of offers made before (a request routed again). */
      offeredBefore: ReadonlySet<string>;
      creditValueCents: number;
      backlogged: (companyId: number) => boolean;
    },
  ): {
    rows: { messageId: number; companyId: number; reason: NotOfferedReason }[];
    closedUntil: Map<number, Date>;
  } {
    const rows: { messageId: number; companyId: number; reason: NotOfferedReason }[] = [];
    const closedUntil = new Map<number, Date>();
    for (const { messageId, offered } of input.requests) {
      const offeredNow = new Set(offered);
      for (const company of view.companies) {
        if (offeredNow.has(company.id) || input.offeredBefore.has(`${messageId}:${company.id}`)) continue;
        const reason: NotOfferedReason =
          view.unavailable.get(company.id)?.reason ??
          (company.balanceCents < input.creditValueCents
            ? 'no_balance'
            : input.backlogged(company.id)
              ? 'backlog'
              : 'rotation');
        rows.push({ messageId, companyId: company.id, reason });
      }
      const opensAt = offeredNow.size === 0 ? firstOpening(view) : null;
      if (opensAt) closedUntil.set(messageId, opensAt);
    }
    return { rows, closedUntil };
  }

  /** Central de Mensagens: why each company of the category was not offered the request. */
  async function notOffered(messageId: number): Promise<NotOffered[]> {
    const rows = await findNotOffered(db, messageId);
    return rows.map((r) => ({ company_id: r.companyId, name: r.name, reason: r.reason }));
  }

  /**
   * The spend cap of a TENHO, in the transaction of its charge: the company's row is locked (so
   * concurrent TENHOs of one company are checked one after the other, each seeing the charges
   * committed before it), and a charge that would cross the cap is refused with the text to send.
   * `warning`: the 80 % notice this charge reaches, to send (and mark) once it went through.
   */
  async function checkCapInTx(
    tx: Database,
    companyId: number,
    amountCents: number,
  ): Promise<{ refusal: string | null; warning: { body: string; periodStart: Date } | null }> {
    const row = await lockPreferences(tx, companyId);
    const cap = capOf(row);
    if (!cap || amountCents <= 0) return { refusal: null, warning: null };
    // The charge this check lets through moves the cap used: the summary is computed again.
    receivingCache.forget(companyId);
    const at = now();
    const { start, end } = windowOf(row, at);
    const spent = await spentNow(tx, companyId, row, at);
    if (spent + amountCents > cap.cents) {
      return { refusal: LEAD_PREFERENCES_TEXTS.capReached(cap.cents, cap.period, end), warning: null };
    }
    const after = spent + amountCents;
    const warned = row!.capWarnedPeriod?.getTime() === start.getTime();
    const warning =
      !warned && after >= cap.cents * SPEND_CAP_WARN_RATIO
        ? { body: LEAD_PREFERENCES_TEXTS.capWarning(after, cap.cents, cap.period), periodStart: start }
        : null;
    return { refusal: null, warning };
  }

  /** After the charge that reached 80 %: the period's warning is not sent again. */
  async function markCapWarnedInTx(tx: Database, companyId: number, periodStart: Date): Promise<void> {
    await updatePreferences(tx, companyId, { capWarnedPeriod: periodStart }, now());
  }

  /** PAUSAR / PAUSAR 7 / VOLTAR, when the message is a text (the routing checks it is a company's). */
  function classify(message: Pick<CommandMessage, 'type' | 'content'>): PauseCommand | null {
    return message.type === 'text' ? classifyPauseText(message.content) : null;
  }

  /**
   * Applies a company's PAUSAR / VOLTAR to each company the number belongs to (usually one) and
   * answers on WhatsApp, in the caller's transaction. Returns what it did.
   */
  async function applyCommandInTx(
    tx: Database,
    message: CommandMessage,
    companies: readonly { id: number; unitId: number | null }[],
    command: PauseCommand,
  ): Promise<{ outcome: 'LEADS_PAUSED' | 'LEADS_RESUMED'; unitId: number | null; companyId: number | null }> {
    const at = now();
    let body: string = LEAD_PREFERENCES_TEXTS.notPaused;
    for (const company of companies) {
      receivingCache.forget(company.id);
      await ensurePreferences(tx, company.id);
      const before = (await lockPreferences(tx, company.id))!;
      await claimPreferencesVersion(tx, company.id, undefined);
      if (command.kind === 'pause') {
        const until =
          command.days === null ? INDEFINITE_PAUSE : new Date(at.getTime() + command.days * DAY_MS);
        await updatePreferences(tx, company.id, { pausedUntil: until, autoPaused: false }, at);
        body =
          command.days === null
            ? LEAD_PREFERENCES_TEXTS.pausedIndefinitely
            : LEAD_PREFERENCES_TEXTS.pausedUntil(until);
      } else {
        if (isPaused(before, at)) {
          await updatePreferences(
            tx,
            company.id,
            { pausedUntil: null, autoPaused: false, resumedAt: at },
            at,
          );
          const opens = nextOpeningAt(hoursOf(before), at);
          body =
            opens && opens.getTime() > at.getTime()
              ? LEAD_PREFERENCES_TEXTS.resumedStillClosed(describeOpening(opens, at))
              : LEAD_PREFERENCES_TEXTS.resumed;
        }
      }
      await insertAuditEntry(tx, {
        actorId: company.id,
        action: command.kind === 'pause' ? 'lead_preferences.pause' : 'lead_preferences.resume',
        entity: 'user',
        entityId: company.id,
        data: { channel: 'WHATSAPP', ...(command.kind === 'pause' ? { days: command.days } : {}) },
      });
    }
    const first = companies[0] ?? null;
    if (jobs) {
      await queueOutbound(tx, jobs, [
        {
          unitId: first?.unitId ?? null,
          phoneNumberId: message.phoneNumberId,
          toWaId: message.fromWaId,
          recipientKind: 'COMPANY',
          companyId: first?.id ?? null,
          purpose: 'ANSWER_FEEDBACK',
          kind: 'text',
          body,
        },
      ]);
    }
    return {
      outcome: command.kind === 'pause' ? 'LEADS_PAUSED' : 'LEADS_RESUMED',
      unitId: first?.unitId ?? null,
      companyId: first?.id ?? null,
    };
  }

  /** A notice to a company on WhatsApp (nothing without a number or a job queue). */
  async function tellCompany(tx: Database, companyId: number, body: string): Promise<boolean> {
    if (!jobs) return false;
    const contact = await findCompanyContact(tx, companyId);
    const sender = contact?.unitPhoneNumberId ?? contact?.lastReceivedOn ?? null;
    if (!contact?.phone || !sender) return false;
    const draft: OutboundDraft = {
      unitId: contact.unitId,
      phoneNumberId: sender,
      toWaId: waIdFromNationalPhone(contact.phone),
      recipientKind: 'COMPANY',
      companyId,
      purpose: 'ANSWER_FEEDBACK',
      kind: 'text',
      body,
    };
    await queueOutbound(tx, jobs, [draft]);
    return true;
  }

  /**
   * The offer sweeper expired offers of these companies: a company whose last
   * AUTO_PAUSE_AFTER_EXPIRED closed offers (since it last resumed) all expired unanswered is paused
   * until it resumes, and told how. Returns the companies paused.
   */
  async function afterOffersExpired(companyIds: readonly number[]): Promise<number[]> {
    const paused: number[] = [];
    for (const companyId of new Set(companyIds)) {
      const done = await db.transaction(async (tx) => {
        const at = now();
        await ensurePreferences(tx, companyId);
        const row = (await lockPreferences(tx, companyId))!;
        if (isPaused(row, at)) return false;
        const statuses = await latestClosedOfferStatuses(
          tx,
          companyId,
          row.resumedAt,
          AUTO_PAUSE_AFTER_EXPIRED,
        );
        if (statuses.length < AUTO_PAUSE_AFTER_EXPIRED || statuses.some((s) => s !== 'EXPIRED')) return false;
        await claimPreferencesVersion(tx, companyId, undefined);
        await updatePreferences(tx, companyId, { pausedUntil: INDEFINITE_PAUSE, autoPaused: true }, at);
        await insertAuditEntry(tx, {
          actorId: null,
          action: 'lead_preferences.auto_pause',
          entity: 'user',
          entityId: companyId,
          data: { expired: AUTO_PAUSE_AFTER_EXPIRED },
        });
        await tellCompany(tx, companyId, LEAD_PREFERENCES_TEXTS.autoPaused(AUTO_PAUSE_AFTER_EXPIRED));
        return true;
      });
      if (done) {
        receivingCache.forget(companyId);
        paused.push(companyId);
      }
    }
    return paused;
  }

  return {
    get,
    update,
    summaries,
    responseOf,
    routingViews,
    recordNotOffered: insertNotOffered,
    offeredBefore: offeredPairs,
    notOffered,
    explainNotOffered,
    checkCapInTx,
    markCapWarnedInTx,
    tellCompany,
    classify,
    applyCommandInTx,
    afterOffersExpired,
    /** The text for the consumer when every company of the category is closed now. */
    allClosedText: (category: string, opensAt: Date) =>
      LEAD_PREFERENCES_TEXTS.allClosed(category, describeOpening(opensAt, now())),
  };
}

export type LeadPreferencesService = ReturnType<typeof createLeadPreferencesService>;

/** The key of a routing group (a unit and a category) in `routingViews`' answer. */
export const routingGroupKey = (unitId: number, categoryId: number) => `${unitId}:${categoryId}`;

/** The active companies of a unit's category (with their balance) and those kept out right now. */
export type RoutingView = {
  companies: { id: number; balanceCents: number }[];
  unavailable: Map<number, Unavailable>;
};

/**
 * When every company of the category is closed now (the others paused), the first opening among
 * the closed ones; null otherwise (someone else kept them out, or there is no company).
 */
function firstOpening({ companies, unavailable }: RoutingView): Date | null {
  let first: Date | null = null;
  for (const { id } of companies) {
    const out = unavailable.get(id);
    if (!out || (out.reason !== 'closed' && out.reason !== 'paused')) return null;
    if (out.reason === 'closed' && out.opensAt && (first === null || out.opensAt < first))
      first = out.opensAt;
  }
  return first;
}
