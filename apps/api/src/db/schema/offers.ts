import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { InteractionStatus } from '@tenho/domain/messages/message-status';
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
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => inboundMessages.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id').references(() => franchiseUnits.id, { onDelete: 'set null' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    status: text('status').$type<InteractionStatus>().notNull().default('PENDING'),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** 'TENHO' or 'NÃO TENHO' (the message status of spec §4 is derived from these). */
    responseText: text('response_text'),
    responseChannel: text('response_channel').$type<AnswerChannel>(),
    /** The company's WhatsApp message that answered (null for the panel). */
    answerMessageId: integer('answer_message_id').references(() => inboundMessages.id, {
      onDelete: 'set null',
    }),
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
