import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { reference, requiredReference, serialId, timestampNow, timestampTz } from './columns.ts';
import { inboundMessages } from './messages.ts';
import { offers } from './offers.ts';
import { users } from './users.ts';
import { walletTopUps } from './wallet.ts';

/** What became of a TENHO waiting for its Pix (issue 32, point 1). */
export const PAY_IN_CHAT_STATUSES = ['PENDING', 'APPLIED', 'EXPIRED', 'CLOSED'] as const;
export type PayInChatStatus = (typeof PAY_IN_CHAT_STATUSES)[number];

/**
 * A TENHO answered without enough balance, waiting for the top-up the company was sent in the chat:
 * when that top-up is confirmed (PSP webhook, reconciliation or an ADMIN's 'Confirmar'), the TENHO
 * is applied on its own — APPLIED (charged, contacts sent), EXPIRED (the offer ran out: the credit
 * stays), CLOSED (answered otherwise meanwhile, or no Pix could be made). One open row per offer;
 * several offers may wait for the same top-up (a repeated TENHO reuses the open charge).
 */
export const payInChatRequests = pgTable(
  'pay_in_chat_requests',
  {
    id: serialId(),
    offerId: requiredReference('offer_id', () => offers.id, 'cascade'),
    companyId: requiredReference('company_id', () => users.id, 'cascade'),
    /** The top-up that pays it; null until the job made (or picked) the charge. */
    topUpId: reference('top_up_id', () => walletTopUps.id, 'set null'),
    /** The company's TENHO on WhatsApp, and where the answers go back. */
    answerMessageId: reference('answer_message_id', () => inboundMessages.id, 'set null'),
    replyWaId: text('reply_wa_id').notNull(),
    replyPhoneNumberId: text('reply_phone_number_id').notNull(),
    /** The credit value when it was answered (what the offer will cost). */
    creditCents: bigint('credit_cents', { mode: 'number' }).notNull(),
    status: text('status').$type<PayInChatStatus>().notNull().default('PENDING'),
    createdAt: timestampNow('created_at'),
    settledAt: timestampTz('settled_at'),
  },
  (t) => [
    uniqueIndex('pay_in_chat_requests_open_offer_idx')
      .on(t.offerId)
      .where(sql`${t.status} = 'PENDING'`),
    index('pay_in_chat_requests_top_up_idx').on(t.topUpId),
    index('pay_in_chat_requests_company_idx').on(t.companyId, t.createdAt),
    check(
      'pay_in_chat_requests_status_check',
      sql`${t.status} in ('PENDING', 'APPLIED', 'EXPIRED', 'CLOSED')`,
    ),
  ],
);

export type PayInChatRequestRow = typeof payInChatRequests.$inferSelect;
