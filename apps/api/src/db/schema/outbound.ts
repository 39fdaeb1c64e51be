import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import type {
  OutboundKind,
  OutboundPayload,
  OutboundPurpose,
  OutboundStatus,
  RecipientKind,
} from '@tenho/domain/whatsapp/outbound';
import { reference, serialId, timestampNow, timestampTz } from './columns.ts';
import { franchiseUnits } from './franchise-units.ts';
import { inboundMessages } from './messages.ts';
import { offers } from './offers.ts';
import { users } from './users.ts';

/**
 * The status Relatórios › Mensagens shows for an outbound status (sent, delivered, read, failed), as
 * SQL: the expression of outbound_messages_report_status_idx, which a query names the same way.
 */
export const outboundReportStatus = (status: SQL | AnyPgColumn) =>
  sql`(case ${status} when 'QUEUED' then 'sent' when 'SENT' then 'sent' when 'DELIVERED' then 'delivered'
        when 'READ' then 'read' when 'FAILED' then 'failed' when 'DEAD' then 'failed' end)`;

/**
 * What we send over WhatsApp (the outbox): written in the same transaction as the offers, sent by the
 * `whatsapp.send` job, then followed by WhatsApp's status callbacks. In simulator mode the rows are
 * the simulator's inboxes.
 */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: serialId(),
    unitId: reference('unit_id', () => franchiseUnits.id, 'set null'),
    /** The business number it goes out from. */
    phoneNumberId: text('phone_number_id').notNull(),
    /** The recipient's id as WhatsApp reported it (updated from the send answer). */
    toWaId: text('to_wa_id').notNull(),
    /** The recipient in the stored form (lookups, simulator inboxes). */
    toNumber: text('to_number').notNull(),
    recipientKind: text('recipient_kind').$type<RecipientKind>().notNull(),
    companyId: reference('company_id', () => users.id, 'set null'),
    messageId: reference('message_id', () => inboundMessages.id, 'cascade'),
    offerId: reference('offer_id', () => offers.id, 'cascade'),
    purpose: text('purpose').$type<OutboundPurpose>().notNull(),
    kind: text('kind').$type<OutboundKind>().notNull(),
    /** The text as the recipient reads it. */
    body: text('body').notNull(),
    payload: jsonb('payload').$type<OutboundPayload>().notNull().default({}),
    status: text('status').$type<OutboundStatus>().notNull().default('QUEUED'),
    /** WhatsApp's id of the sent message (statuses and `context.id` refer to it). */
    wamid: text('wamid').unique(),
    attempts: integer('attempts').notNull().default(0),
    errorCode: integer('error_code'),
    errorMessage: text('error_message'),
    /** A template resend of this message after the 24-hour window was found closed (once). */
    fallbackFor: integer('fallback_for')
      .unique()
      .references((): AnyPgColumn => outboundMessages.id, { onDelete: 'set null' }),
    createdAt: timestampNow('created_at'),
    sentAt: timestampTz('sent_at'),
    deliveredAt: timestampTz('delivered_at'),
    readAt: timestampTz('read_at'),
    failedAt: timestampTz('failed_at'),
    /** Issue 33: not sent before this time (Meta's pair rate to one person); null = at once. */
    notBefore: timestampTz('not_before'),
    updatedAt: timestampNow('updated_at'),
  },
  (t) => [
    index('outbound_messages_to_created_idx').on(t.toNumber, t.createdAt),
    index('outbound_messages_offer_idx').on(t.offerId),
    index('outbound_messages_message_idx').on(t.messageId),
    index('outbound_messages_unit_created_idx').on(t.unitId, t.createdAt),
    // Relatórios > Mensagens: the network's newest first, and the data version of the report cache.
    index('outbound_messages_created_idx').on(t.createdAt, t.id),
    index('outbound_messages_updated_idx').on(t.updatedAt),
    // Issue 33: Relatórios › Mensagens filtered by "falhas" (its CSV above all): a unit's failed
    // messages newest first without reading the unit's other messages.
    index('outbound_messages_failed_unit_idx')
      .on(t.unitId, t.createdAt, t.id)
      .where(sql`${t.status} in ('FAILED', 'DEAD')`),
    // Issue 33: the network's messages of one report status, newest first (a status filter read the
    // newest messages of every status until it found a page: "lidas" + a category, 852 ms cold).
    index('outbound_messages_report_status_idx').on(outboundReportStatus(t.status), t.createdAt, t.id),
    index('outbound_messages_dead_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'DEAD'`),
    // Issue 33: a company's lead alerts still waiting (the routing backlog rule).
    index('outbound_messages_company_waiting_idx')
      .on(t.companyId)
      .where(sql`${t.status} = 'QUEUED' and ${t.purpose} = 'LEAD_ALERT'`),
    check(
      'outbound_messages_status_check',
      sql`${t.status} in ('QUEUED', 'SENT', 'DELIVERED', 'READ', 'FAILED', 'DEAD')`,
    ),
    check('outbound_messages_kind_check', sql`${t.kind} in ('text', 'interactive', 'template')`),
  ],
);

export type OutboundMessageRow = typeof outboundMessages.$inferSelect;

/**
 * Status callbacks that arrived before we stored the id of the message they are about (the send
 * answer and the callback race). Applied when the id is stored.
 */
export const whatsappStatusBacklog = pgTable(
  'whatsapp_status_backlog',
  {
    wamid: text('wamid').notNull(),
    status: text('status').notNull(),
    occurredAt: timestampTz('occurred_at').notNull(),
    errorCode: integer('error_code'),
    errorMessage: text('error_message'),
    receivedAt: timestampNow('received_at'),
  },
  (t) => [primaryKey({ name: 'whatsapp_status_backlog_pkey', columns: [t.wamid, t.status] })],
);
