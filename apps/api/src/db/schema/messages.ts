import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, numeric, pgTable, real, text } from 'drizzle-orm/pg-core';
import type { MessageStatus } from '@tenho/domain/messages/message-status';
import type { UnservedReason } from '@tenho/domain/reports/unmet-demand.schemas';
import { reference, serialId, timestampNow, timestampTz } from './columns.ts';
import { categories } from './categories.ts';
import { franchiseUnits } from './franchise-units.ts';
import { users } from './users.ts';

export const INBOUND_STATES = ['RECEIVED', 'PROCESSED'] as const;
export type InboundState = (typeof INBOUND_STATES)[number];

/**
 * REQUEST: a consumer message (Central de Mensagens); ANSWER: a company answering an offer (or,
 * issue 32, its PAUSAR / VOLTAR); RATING: a consumer's rating, comment or PARAR (issue 24).
 */
export const INBOUND_KINDS = ['REQUEST', 'ANSWER', 'RATING', 'PRIVACY'] as const;
export type InboundKind = (typeof INBOUND_KINDS)[number];

/** What the processing made of a message. */
export const INBOUND_OUTCOMES = [
  'OFFERED',
  'NO_COMPANY',
  'NOT_UNDERSTOOD',
  'UNSUPPORTED',
  'ANSWERED',
  'ANSWER_REFUSED',
  'RATED',
  'RATING_IGNORED',
  'RATING_COMMENT',
  'RATING_OPT_OUT',
  /** Issue 31: MEUS DADOS answered, APAGAR MEUS DADOS asked / carried out / cancelled. */
  'PRIVACY_ACCESS',
  'PRIVACY_ERASURE_ASKED',
  'PRIVACY_ERASED',
  'PRIVACY_CANCELLED',
  /** Issue 32: a company's PAUSAR / VOLTAR applied. */
  'LEADS_PAUSED',
  'LEADS_RESUMED',
] as const;
export type InboundOutcome = (typeof INBOUND_OUTCOMES)[number];

export const CATEGORY_SOURCES = ['offline', 'llm', 'manual'] as const;
export type CategorySource = (typeof CATEGORY_SOURCES)[number];

/**
 * Every message WhatsApp delivered to us, stored once (the WhatsApp message id is unique) in the
 * webhook's transaction; processing (categorising, routing, answers) happens in a job afterwards.
 */
export const inboundMessages = pgTable(
  'inbound_messages',
  {
    id: serialId(),
    /** WhatsApp's message id (`wamid…`): the same delivery arriving again is recognised by it. */
    wamid: text('wamid').notNull().unique(),
    /** The receiving business number (`metadata.phone_number_id`). */
    phoneNumberId: text('phone_number_id').notNull(),
    /** Set when processed: the unit owning the number, else the default unit. */
    unitId: reference('unit_id', () => franchiseUnits.id, 'set null'),
    /** The sender's id exactly as WhatsApp reported it (replies go to this one). */
    fromWaId: text('from_wa_id').notNull(),
    /** The sender's id in the stored form (Brazilian mobiles with the ninth digit). */
    fromNumber: text('from_number').notNull(),
    senderName: text('sender_name'),
    /** WhatsApp's message type: text, interactive, button, image, … */
    type: text('type').notNull(),
    /** The text (or button title); '' for media. */
    content: text('content').notNull(),
    /** A reply button's id or a template quick reply's payload. */
    replyId: text('reply_id'),
    /** The message this one replies to (`context.id`). */
    contextWamid: text('context_wamid'),
    /** When the sender sent it (WhatsApp's timestamp). */
    sentAt: timestampTz('sent_at').notNull(),
    receivedAt: timestampNow('received_at'),
    state: text('state').$type<InboundState>().notNull().default('RECEIVED'),
    kind: text('kind').$type<InboundKind>(),
    outcome: text('outcome').$type<InboundOutcome>(),
    /** The company that sent it, when it was an answer. */
    companyId: reference('company_id', () => users.id, 'set null'),
    categoryId: reference('category_id', () => categories.id, 'restrict'),
    categoryConfidence: real('category_confidence'),
    categorySource: text('category_source').$type<CategorySource>(),
    processedAt: timestampTz('processed_at'),
    /** Why a request was offered to nobody (outcome NO_COMPANY), written by the router. */
    unservedReason: text('unserved_reason').$type<UnservedReason>(),
    /** The message object as delivered (bounded by the webhook's body limit), for support. */
    raw: jsonb('raw').$type<unknown>(),
    /** Issue 30: the fetched media's storage key, sniffed MIME type and size (null: none stored). */
    mediaKey: text('media_key'),
    mediaMime: text('media_mime'),
    mediaSize: integer('media_size'),
    /**
     * Issue 30: PENDING (fetch/transcription queued), TRANSCRIBED (an audio), STORED (a photo),
     * FAILED; null for other messages.
     */
    mediaStatus: text('media_status').$type<'PENDING' | 'TRANSCRIBED' | 'STORED' | 'FAILED'>(),
    /** Issue 30: an audio's transcript (the request read from it). */
    transcript: text('transcript'),
    /**
     * A request's status over all its offers (spec §4: Pendente, Respondido, Negativo), kept by the
     * offers' triggers (migration 0034) in the transaction that writes them.
     */
    answerStatus: text('answer_status').$type<MessageStatus>().notNull().default('Pendente'),
  },
  (t) => [
    index('inbound_messages_received_idx').on(t.receivedAt, t.id),
    index('inbound_messages_unit_received_idx').on(t.unitId, t.receivedAt),
    index('inbound_messages_category_idx').on(t.categoryId),
    index('inbound_messages_from_idx').on(t.fromNumber, t.receivedAt),
    index('inbound_messages_pending_idx')
      .on(t.id)
      .where(sql`${t.state} = 'RECEIVED'`),
    check('inbound_messages_state_check', sql`${t.state} in ('RECEIVED', 'PROCESSED')`),
    index('inbound_messages_unserved_idx')
      .on(t.receivedAt)
      .where(sql`${t.outcome} = 'NO_COMPANY'`),
    // Issue 33: Relatórios › Demanda não atendida's rows (the days its summary does not cover, and
    // the job building that summary): exactly the requests the report can count, by time.
    index('inbound_messages_unmet_idx')
      .on(t.receivedAt)
      .where(
        sql`${t.kind} = 'REQUEST' and ${t.unitId} is not null and ((${t.outcome} = 'NO_COMPANY' and ${t.categoryId} is not null) or ${t.unservedReason} in ('not_understood', 'media_without_text'))`,
      ),
    check(
      'inbound_messages_kind_check',
      sql`${t.kind} is null or ${t.kind} in ('REQUEST', 'ANSWER', 'RATING', 'PRIVACY')`,
    ),
    check(
      'inbound_messages_unserved_reason_check',
      sql`${t.unservedReason} is null or ${t.unservedReason} in ('no_company', 'no_balance', 'not_understood', 'media_without_text', 'closed')`,
    ),
    check(
      'inbound_messages_answer_status_check',
      sql`${t.answerStatus} in ('Pendente', 'Respondido', 'Negativo')`,
    ),
    // Central de Mensagens (migration 0034): requests only, newest first, alone, by status, by unit,
    // by unit and status; trigram indexes for the search.
    index('inbound_requests_received_idx')
      .on(t.receivedAt, t.id)
      .where(sql`${t.kind} = 'REQUEST'`),
    index('inbound_requests_status_received_idx')
      .on(t.answerStatus, t.receivedAt, t.id)
      .where(sql`${t.kind} = 'REQUEST'`),
    index('inbound_requests_unit_received_idx')
      .on(t.unitId, t.receivedAt, t.id)
      .where(sql`${t.kind} = 'REQUEST'`),
    index('inbound_requests_unit_status_received_idx')
      .on(t.unitId, t.answerStatus, t.receivedAt, t.id)
      .where(sql`${t.kind} = 'REQUEST'`),
    index('inbound_requests_content_trgm_idx')
      .using('gin', t.content.op('gin_trgm_ops'))
      .where(sql`${t.kind} = 'REQUEST'`),
    index('inbound_requests_sender_trgm_idx')
      .using('gin', t.senderName.op('gin_trgm_ops'))
      .where(sql`${t.kind} = 'REQUEST'`),
    index('inbound_requests_number_trgm_idx')
      .using('gin', t.fromNumber.op('gin_trgm_ops'))
      .where(sql`${t.kind} = 'REQUEST'`),
    check(
      'inbound_messages_media_status_check',
      sql`${t.mediaStatus} is null or ${t.mediaStatus} in ('PENDING', 'TRANSCRIBED', 'STORED', 'FAILED')`,
    ),
  ],
);

export type InboundMessageRow = typeof inboundMessages.$inferSelect;

/**
 * The cards of Central de Mensagens per unit (migration 0034), as rows of changes: the triggers of
 * inbound_messages, offers and disputes add one row per unit and statement with what it changed
 * (requests and categorised requests; answered offers, their seconds to answer and what the TENHOs
 * charged; refunded disputes); the cards are the sums. Rows are only inserted (no writer waits on
 * another); a job replaces them with their sums every minute (jobs/cleanup.ts). No foreign key: a
 * deleted unit's rows are moved to no unit by the triggers, as its requests and offers are.
 */
export const messageStatDeltas = pgTable(
  'message_stat_deltas',
  {
    unitId: integer('unit_id'),
    requests: bigint('requests', { mode: 'number' }).notNull().default(0),
    categorized: bigint('categorized', { mode: 'number' }).notNull().default(0),
    responses: bigint('responses', { mode: 'number' }).notNull().default(0),
    responseSeconds: numeric('response_seconds').notNull().default('0'),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
    refundCents: bigint('refund_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('message_stat_deltas_unit_idx').on(t.unitId)],
);

/**
 * The people we talk to over WhatsApp, by stored number: the id WhatsApp really uses for them (from
 * an inbound message or a send answer) and when they last wrote to us (the 24-hour window).
 */
export const whatsappContacts = pgTable('whatsapp_contacts', {
  number: text('number').primaryKey(),
  waId: text('wa_id').notNull(),
  profileName: text('profile_name'),
  lastInboundAt: timestampTz('last_inbound_at'),
  updatedAt: timestampNow('updated_at'),
});

export type WhatsappContactRow = typeof whatsappContacts.$inferSelect;
