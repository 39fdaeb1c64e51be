import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import type { InteractionStatus } from '@tenho/domain/messages/message-status';
import { reference, requiredReference, serialId, timestampNow, timestampTz } from './columns.ts';
import { categories } from './categories.ts';
import { franchiseUnits } from './franchise-units.ts';
import { inboundMessages } from './messages.ts';
import { users } from './users.ts';

export const ANSWER_CHANNELS = ['WHATSAPP', 'PANEL'] as const;
export type AnswerChannel = (typeof ANSWER_CHANNELS)[number];

/**
 * One request offered to one company (architecture §5.8): PENDING → ACCEPTED (TENHO, charged once:
 * the offer id is the wallet's idempotency key) | REJECTED (NÃO TENHO) | EXPIRED (offerTtlHours).
 */
export const offers = pgTable(
  'offers',
  {
    id: serialId(),
    messageId: requiredReference('message_id', () => inboundMessages.id, 'cascade'),
    companyId: requiredReference('company_id', () => users.id, 'cascade'),
    unitId: reference('unit_id', () => franchiseUnits.id, 'set null'),
    categoryId: requiredReference('category_id', () => categories.id, 'restrict'),
    status: text('status').$type<InteractionStatus>().notNull().default('PENDING'),
    offeredAt: timestampNow('offered_at'),
    expiresAt: timestampTz('expires_at').notNull(),
    respondedAt: timestampTz('responded_at'),
    /** 'TENHO' or 'NÃO TENHO' (the message status of spec §4 is derived from these). */
    responseText: text('response_text'),
    responseChannel: text('response_channel').$type<AnswerChannel>(),
    /** The company's WhatsApp message that answered (null for the panel). */
    answerMessageId: reference('answer_message_id', () => inboundMessages.id, 'set null'),
    /** What the TENHO cost, and the ledger row (wallet_transactions.id) that charged it. */
    chargedCents: integer('charged_cents'),
    transactionId: integer('transaction_id'),
    contactsExchanged: boolean('contacts_exchanged').notNull().default(false),
  },
  (t) => [
    unique('offers_message_company_key').on(t.messageId, t.companyId),
    index('offers_company_offered_idx').on(t.companyId, t.offeredAt),
    index('offers_company_pending_idx')
      .on(t.companyId, t.offeredAt)
      .where(sql`${t.status} = 'PENDING'`),
    index('offers_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'PENDING'`),
    index('offers_message_idx').on(t.messageId),
    index('offers_unit_responded_idx').on(t.unitId, t.respondedAt),
    // Issue 33: a company's answered offers, counted from the index alone (Relatórios › Atividade).
    index('offers_company_responded_idx')
      .on(t.companyId)
      .where(sql`${t.respondedAt} is not null`),
    // The reports' data version (the latest answer).
    index('offers_responded_idx').on(t.respondedAt),
    check('offers_status_check', sql`${t.status} in ('PENDING', 'ACCEPTED', 'REJECTED', 'EXPIRED')`),
    check(
      'offers_answered_check',
      sql`${t.status} not in ('ACCEPTED', 'REJECTED') or ${t.respondedAt} is not null`,
    ),
  ],
);

export type OfferRow = typeof offers.$inferSelect;
