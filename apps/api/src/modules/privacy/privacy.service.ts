import { createHmac } from 'node:crypto';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  classifyPrivacyText,
  ERASED_TEXT,
  parsePrivacyButtonId,
  PRIVACY_ANSWER_DAYS,
  PRIVACY_BUTTON_TITLES,
  PRIVACY_TEXTS,
  privacyButtonId,
  type PrivacyButtonAction,
  type PrivacyExport,
  type PrivacyRequest,
  type PrivacyRequestCreate,
  type PrivacyRequestType,
  privacyRequestCreateSchema,
} from '@tenho/domain/privacy/privacy.schemas';
import { normalizeWaId, waIdFromNationalPhone } from '@tenho/domain/whatsapp/phone';
import type { Database } from '../../db/client.ts';
import { inboundMessages } from '../../db/schema/messages.ts';
import { privacyRequests, type PrivacyRequestRow } from '../../db/schema/privacy.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { auditAction, insertAuditEntry, type ActionMeta } from '../../lib/audit-trail.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { queueOutbound, type OutboundDraft } from '../../whatsapp/outbox.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { AccountRequests, ClosedAccount } from './account-requests.service.ts';
import { PRIVACY_ERRORS } from './privacy.errors.ts';
import { insertErasureNotices } from './privacy-incidents.repository.ts';
import {
  allErasedSubjects,
  deleteAuditBefore,
  expiredConsumerNumbers,
  recordRetentionRun,
  findConsumerFacts,
  findContactRecipients,
  numberKnownInUnit,
  pseudonymiseConsumer,
  recordErasure,
  scrubSentAnswers,
  storedConsumerNumbers,
} from './privacy.repository.ts';

/** Used only when PRIVACY_PSEUDONYM_SECRET is unset (development, tests). */
const DEVELOPMENT_SECRET = 'tenho-development-privacy-pseudonym-key';
const DAY_MS = 86_400_000;
/** Marco Civil da Internet, Art. 15: access logs are kept six months; retention never cuts them shorter. */
const MIN_ACCESS_LOG_DAYS = 183;
/** Consumers anonymised per transaction of the retention job. */
const RETENTION_BATCH = 100;

/** Where the erasure ledger of a DATA_DIR lives (not inside uploads: a restore does not replace it). */
export const privacyLedgerFile = (dataDir: string) => join(dataDir, 'privacy', 'erasures.txt');

/** The consumer message the routing hands over. */
export type PrivacyMessage = {
  id: number;
  type: string;
  content: string;
  replyId: string | null;
  fromWaId: string;
  fromNumber: string;
  phoneNumberId: string;
};

/** What a consumer message means to privacy, before looking at the database. */
export type PrivacyIntent =
  | { kind: 'words'; type: PrivacyRequestType }
  | { kind: 'button'; requestId: number; action: PrivacyButtonAction };

export type PrivacyOutcome =
  'PRIVACY_ACCESS' | 'PRIVACY_ERASURE_ASKED' | 'PRIVACY_ERASED' | 'PRIVACY_CANCELLED';

export type PrivacyActor = { id: number; role: string; unit_id: number | null };

const TEXT_TYPES = new Set(['text', 'interactive', 'button']);

export type PrivacyServiceDeps = {
  db: Database;
  jobs?: JobQueue | null;
  secret?: string | null;
  /**
   * The erasure ledger outside the database (DATA_DIR/privacy/erasures.txt, one pseudonym a line):
   * a restored older backup lacks the newer erasures in its tables, this file still has them.
   */
  ledgerFile?: string | null;
  /** The retention settings (the daily job); absent for the panel's routes. */
  settings?: Pick<SettingsService, 'get'> | null;
  /** Carries out ACCOUNT_CLOSURE requests (issue 31 point 6); absent where none is executed. */
  accounts?: Pick<AccountRequests, 'closeInTx' | 'afterClose'> | null;
  now?: () => Date;
};

/**
 * The consumer's data under the LGPD (issue 31): MEUS DADOS / APAGAR MEUS DADOS by WhatsApp (the
 * routing hands the messages here inside its transaction), the erasure that reaches every company
 * that received the contact (Art. 18 §6), and the panel's requests and export.
 */
export function createPrivacyService({
  db,
  jobs = null,
  secret = null,
  ledgerFile = null,
  settings = null,
  accounts = null,
  now = () => new Date(),
}: PrivacyServiceDeps) {
  const key = secret ?? DEVELOPMENT_SECRET;

  /** The stable pseudonym of a number: the same number always gives the same one. */
  function pseudonym(number: string): string {
    return `titular-${createHmac('sha256', key).update(normalizeWaId(number)).digest('hex').slice(0, 24)}`;
  }

  function classify(message: PrivacyMessage): PrivacyIntent | null {
    if (!TEXT_TYPES.has(message.type)) return null;
    const button = parsePrivacyButtonId(message.replyId);
    if (button) return { kind: 'button', ...button };
    const type = classifyPrivacyText(message.content);
    return type ? { kind: 'words', type } : null;
  }

  async function send(tx: Database, drafts: OutboundDraft[]) {
    if (!jobs) throw new Error('privacy: sending needs the job queue');
    await queueOutbound(tx, jobs, drafts);
  }

  const answer = (message: PrivacyMessage, unitId: number | null, body: string): OutboundDraft => ({
    unitId,
    phoneNumberId: message.phoneNumberId,
    toWaId: message.fromWaId,
    recipientKind: 'CONSUMER',
    messageId: message.id,
    purpose: 'PRIVACY_ANSWER',
    kind: 'text',
    body,
  });

  async function insertRequest(
    tx: Database,
    values: Omit<typeof privacyRequests.$inferInsert, 'receivedAt'>,
  ): Promise<PrivacyRequestRow> {
    const [row] = await tx
      .insert(privacyRequests)
      .values({ ...values, receivedAt: now() })
      .returning();
    return row!;
  }

  /**
   * Erases one consumer (point 3): pseudonym everywhere, free text replaced, one notice per company
   * that received the contact (WhatsApp), the ledger and the audit written, all in `tx`. A second
   * erasure of the same number finds nothing left and notifies nobody.
   */
  async function eraseInTx(
    tx: Database,
    number: string,
    options: {
      requestId: number | null;
      requestedAt: Date;
      notify: boolean;
      actorId?: number | null;
      ip?: string | null;
    },
  ): Promise<{ messages: number; companies: number }> {
    const stored = normalizeWaId(number);
    const subject = pseudonym(stored);
    const recipients = options.notify ? await findContactRecipients(tx, stored) : [];
    const messages = await pseudonymiseConsumer(tx, stored, subject);
    // Appended before the commit: a rolled-back erasure is retried (its job or the panel), so the
    // line becomes true; the reverse (committed, not written) would let a restore bring them back.
    if ((await recordErasure(tx, subject, options.requestId)) && ledgerFile) {
      await mkdir(dirname(ledgerFile), { recursive: true });
      await appendFile(ledgerFile, `${subject}\n`, 'utf8');
    }
    // The panel notice reaches every company, even one without a WhatsApp number to write to.
    await insertErasureNotices(
      tx,
      recipients.map((company) => ({
        companyId: company.companyId,
        offerId: company.offerId,
        unitId: company.unitId,
        requestId: options.requestId,
        requestedAt: options.requestedAt,
      })),
    );
    const drafts: OutboundDraft[] = [];
    for (const company of recipients) {
      if (!company.companyPhone || !company.unitPhoneNumberId) continue;
      drafts.push({
        unitId: company.unitId,
        phoneNumberId: company.unitPhoneNumberId,
        toWaId: waIdFromNationalPhone(company.companyPhone),
        recipientKind: 'COMPANY',
        companyId: company.companyId,
        offerId: company.offerId,
        purpose: 'PRIVACY_NOTICE',
        kind: 'text',
        body: PRIVACY_TEXTS.companyNotice(options.requestedAt, company.offerId),
      });
    }
    if (drafts.length > 0) await send(tx, drafts);
    await insertAuditEntry(tx, {
      actorId: options.actorId ?? null,
      action: 'privacy.erase',
      entity: 'privacy_request',
      entityId: options.requestId,
      data: { subject, messages, companiesNotified: drafts.length, panelNotices: recipients.length },
      ip: options.ip ?? null,
    });
    return { messages, companies: drafts.length };
  }

  /** A consumer's privacy message, in the routing's transaction; null when it turned out not to be one. */
  async function applyInTx(
    tx: Database,
    message: PrivacyMessage,
    intent: PrivacyIntent,
  ): Promise<{ outcome: PrivacyOutcome; unitId: number | null } | null> {
    const number = normalizeWaId(message.fromNumber);
    const subject = pseudonym(number);
    const facts = await findConsumerFacts(tx, number);
    const unitId = facts.lastUnitId;
    const at = now();

    if (intent.kind === 'words' && intent.type === 'ACCESS') {
      const companies = await findContactRecipients(tx, number);
      await insertRequest(tx, {
        type: 'ACCESS',
        channel: 'WHATSAPP',
        status: 'ANSWERED',
        subject,
        unitId,
        answeredAt: at,
      });
      await send(tx, [
        answer(
          message,
          unitId,
          PRIVACY_TEXTS.accessAnswer({
            ...facts,
            companies: companies.map((c) => ({ name: c.companyName, at: c.at })),
          }),
        ),
      ]);
      return { outcome: 'PRIVACY_ACCESS', unitId };
    }

    if (intent.kind === 'words') {
      const request = await insertRequest(tx, {
        type: 'ERASURE',
        channel: 'WHATSAPP',
        status: 'CONFIRMING',
        subject,
        unitId,
      });
      await send(tx, [
        {
          ...answer(message, unitId, PRIVACY_TEXTS.erasureConfirm),
          kind: 'interactive',
          payload: {
            buttons: (['erase', 'cancel'] as const).map((action) => ({
              id: privacyButtonId(request.id, action),
              title: PRIVACY_BUTTON_TITLES[action],
            })),
          },
        },
      ]);
      return { outcome: 'PRIVACY_ERASURE_ASKED', unitId };
    }

    // A button: only the number that asked may answer it, and only once.
    const [request] = await tx
      .select()
      .from(privacyRequests)
      .where(and(eq(privacyRequests.id, intent.requestId), eq(privacyRequests.subject, subject)))
      .for('update');
    if (!request) return null;
    if (request.status === 'CANCELLED') return { outcome: 'PRIVACY_CANCELLED', unitId: request.unitId };
    if (request.status !== 'CONFIRMING') {
      // 'Apagar' tapped again after the erasure: this tap goes too, nobody is told twice.
      await eraseInTx(tx, number, { requestId: null, requestedAt: request.receivedAt, notify: false });
      return { outcome: 'PRIVACY_ERASED', unitId: request.unitId };
    }
    if (intent.action === 'cancel') {
      await tx
        .update(privacyRequests)
        .set({ status: 'CANCELLED', answeredAt: at })
        .where(eq(privacyRequests.id, request.id));
      await send(tx, [answer(message, unitId, PRIVACY_TEXTS.erasureCancelled)]);
      return { outcome: 'PRIVACY_CANCELLED', unitId: request.unitId };
    }
    await eraseInTx(tx, number, { requestId: request.id, requestedAt: request.receivedAt, notify: true });
    await tx
      .update(privacyRequests)
      .set({ status: 'ANSWERED', answeredAt: at })
      .where(eq(privacyRequests.id, request.id));
    // The done message goes to the number once more; scrubSent() replaces it once sent.
    await send(tx, [answer(message, request.unitId, PRIVACY_TEXTS.erasureDone)]);
    return { outcome: 'PRIVACY_ERASED', unitId: request.unitId };
  }

  // ---- Panel (Privacidade) -------------------------------------------------------------------

  function toRequest(row: PrivacyRequestRow): PrivacyRequest {
    const due = new Date(row.receivedAt.getTime() + PRIVACY_ANSWER_DAYS * DAY_MS);
    return {
      id: row.id,
      type: row.type,
      channel: row.channel,
      status: row.status,
      unitId: row.unitId,
      subject: row.subject,
      note: row.note,
      receivedAt: row.receivedAt.toISOString(),
      dueAt: due.toISOString(),
      answeredAt: row.answeredAt?.toISOString() ?? null,
      overdue: row.answeredAt === null && row.status !== 'CANCELLED' && due.getTime() < now().getTime(),
    };
  }

  const scoped = (actor: PrivacyActor) =>
    actor.role === 'MASTER' ? undefined : eq(privacyRequests.unitId, actor.unit_id ?? -1);

  async function list(actor: PrivacyActor): Promise<{ items: PrivacyRequest[] }> {
    const rows = await db
      .select()
      .from(privacyRequests)
      .where(scoped(actor))
      .orderBy(desc(privacyRequests.receivedAt), desc(privacyRequests.id))
      .limit(500);
    return { items: rows.map(toRequest) };
  }

  /** ADMIN acts only on numbers that wrote to its unit; MASTER on any. */
  async function unitFor(actor: PrivacyActor, number: string): Promise<number | null> {
    if (actor.role === 'MASTER') return (await findConsumerFacts(db, number)).lastUnitId;
    if (actor.unit_id === null || !(await numberKnownInUnit(db, number, actor.unit_id)))
      throw PRIVACY_ERRORS.subjectNotFound();
    return actor.unit_id;
  }

  async function create(
    actor: PrivacyActor,
    input: PrivacyRequestCreate,
    meta: ActionMeta,
  ): Promise<PrivacyRequest> {
    const body = privacyRequestCreateSchema.parse(input);
    const number = waIdFromNationalPhone(body.phone);
    const unitId = await unitFor(actor, number);
    return db.transaction(async (tx) => {
      const row = await insertRequest(tx, {
        type: body.type,
        channel: body.channel,
        status: 'PENDING',
        subject: pseudonym(number),
        phone: number,
        unitId,
        note: body.note,
        createdBy: actor.id,
      });
      await auditAction(tx, actor, meta, {
        action: 'privacy.request_create',
        entity: 'privacy_request',
        entityId: row.id,
        data: { type: row.type, channel: row.channel, subject: row.subject },
      });
      return toRequest(row);
    });
  }

  async function execute(actor: PrivacyActor, id: number, meta: ActionMeta): Promise<PrivacyRequest> {
    const { answered, closed } = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(privacyRequests)
        .where(scoped(actor) ? and(eq(privacyRequests.id, id), scoped(actor)) : eq(privacyRequests.id, id))
        .for('update');
      if (!row) throw PRIVACY_ERRORS.notFound();
      const closure = row.type === 'ACCOUNT_CLOSURE';
      if (row.status !== 'PENDING' || (!closure && !row.phone)) throw PRIVACY_ERRORS.notPending();
      // A panel account's closure (point 6): account-requests.service.ts.
      let closed: ClosedAccount | null = null;
      if (closure) {
        if (!accounts) throw new Error('privacy: closing an account needs the account requests');
        closed = await accounts.closeInTx(tx, row, actor, meta);
      }
      if (row.type === 'ERASURE' && row.phone) {
        await eraseInTx(tx, row.phone, {
          requestId: row.id,
          requestedAt: row.receivedAt,
          notify: true,
          actorId: actor.id,
          ip: meta.ip,
        });
      }
      const [updated] = await tx
        .update(privacyRequests)
        .set({ status: 'ANSWERED', answeredAt: now(), phone: null })
        .where(eq(privacyRequests.id, row.id))
        .returning();
      await auditAction(tx, actor, meta, {
        action: 'privacy.request_execute',
        entity: 'privacy_request',
        entityId: row.id,
        data: { type: row.type, subject: row.subject },
      });
      return { answered: toRequest(updated!), closed };
    });
    if (closed) await accounts?.afterClose(closed);
    return answered;
  }

  /** Everything stored about one number (portability, Art. 18 V); audited without the number. */
  async function exportData(actor: PrivacyActor, phone: string, meta: ActionMeta): Promise<PrivacyExport> {
    const number = waIdFromNationalPhone(phone);
    await unitFor(actor, number);
    const facts = await findConsumerFacts(db, number);
    const messages = await queryRows<{
      received_at: string | Date;
      content: string;
      category: string | null;
    }>(
      db,
      sql`select m.received_at, m.content, c.name as category from ${inboundMessages} m
          left join categories c on c.id = m.category_id
          where m.from_number = ${number} order by m.received_at, m.id limit 5000`,
    );
    const ratings = await queryRows<{ company: string; score: number | null; comment: string | null }>(
      db,
      sql`select coalesce(p.display_name, p.legal_name, u.email) as company, r.score, r.comment
          from offer_ratings r join users u on u.id = r.company_id left join profiles p on p.user_id = u.id
          where r.consumer_number = ${number} order by r.id`,
    );
    const companies = await findContactRecipients(db, number);
    const subject = pseudonym(number);
    await auditAction(db, actor, meta, {
      action: 'privacy.export',
      entity: 'privacy_subject',
      data: { subject },
    });
    return {
      subject,
      exportedAt: now().toISOString(),
      name: facts.name,
      messages: messages.map((m) => ({
        receivedAt: new Date(m.received_at).toISOString(),
        content: m.content,
        category: m.category,
      })),
      companies: companies.map((c) => ({ name: c.companyName, at: c.at.toISOString() })),
      ratings: ratings.map((r) => ({ company: r.company, score: r.score, comment: r.comment })),
    };
  }

  /**
   * After a backup is restored (point 3): every number still stored whose pseudonym is in the
   * erasure ledger is erased again (without notices: the companies were told the first time).
   */
  async function reapplyErasures(): Promise<number> {
    const erased = await allErasedSubjects(db);
    if (ledgerFile) {
      const text = await readFile(ledgerFile, 'utf8').catch(() => '');
      for (const line of text.split('\n')) if (line.startsWith('titular-')) erased.add(line.trim());
    }
    if (erased.size === 0) return 0;
    let after = '';
    let count = 0;
    for (;;) {
      const numbers = await storedConsumerNumbers(db, after, 500);
      if (numbers.length === 0) return count;
      for (const number of numbers) {
        if (!erased.has(pseudonym(number))) continue;
        await db.transaction((tx) =>
          eraseInTx(tx, number, { requestId: null, requestedAt: now(), notify: false }),
        );
        count += 1;
      }
      after = numbers[numbers.length - 1]!;
    }
  }

  /**
   * The daily retention job (point 4): consumers whose newest message is older than
   * consumerDataRetentionDays (and whose disputes are closed) are anonymised as in an erasure but
   * without notices; audit entries older than auditLogRetentionDays (never under six months) are
   * deleted. Bounded batches, each its own transaction; `maxBatches` caps one run.
   */
  async function applyRetention(maxBatches = 20): Promise<{ consumers: number; auditEntries: number }> {
    if (!settings) throw new Error('privacy: retention needs the settings');
    const { consumerDataRetentionDays, auditLogRetentionDays } = await settings.get();
    const at = now();
    const consumerCutoff = new Date(at.getTime() - consumerDataRetentionDays * DAY_MS);
    const auditCutoff = new Date(
      at.getTime() - Math.max(auditLogRetentionDays, MIN_ACCESS_LOG_DAYS) * DAY_MS,
    );
    let consumers = 0;
    let auditEntries = 0;
    for (let batch = 0; batch < maxBatches; batch += 1) {
      const numbers = await expiredConsumerNumbers(db, consumerCutoff, RETENTION_BATCH);
      if (numbers.length === 0) break;
      await db.transaction(async (tx) => {
        for (const number of numbers)
          await eraseInTx(tx, number, { requestId: null, requestedAt: at, notify: false });
      });
      consumers += numbers.length;
    }
    for (let batch = 0; batch < maxBatches; batch += 1) {
      const deleted = await deleteAuditBefore(db, auditCutoff, RETENTION_BATCH * 5);
      auditEntries += deleted;
      if (deleted < RETENTION_BATCH * 5) break;
    }
    await recordRetentionRun(db, at);
    return { consumers, auditEntries };
  }

  return {
    applyRetention,
    pseudonym,
    classify,
    applyInTx,
    eraseInTx,
    list,
    create,
    execute,
    exportData,
    reapplyErasures,
    /** Replaces the number on privacy answers already sent to erased consumers (schedule). */
    scrubSent: () => scrubSentAnswers(db),
    erasedText: ERASED_TEXT,
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
