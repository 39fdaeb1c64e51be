import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  PrivacyChannel,
  PrivacyRequestStatus,
  PrivacyRequestType,
} from '@tenho/domain/privacy/privacy.schemas';
import { reference, serialId, timestampNow, timestampTz } from './columns.ts';
import { franchiseUnits } from './franchise-units.ts';
import { users } from './users.ts';

/**
 * Privacy requests of consumers (issue 31, Art. 18/19): by WhatsApp (MEUS DADOS, APAGAR MEUS DADOS)
 * or registered in the panel. The subject is kept as its pseudonym; `phone` only while a panel
 * request waits to be carried out (cleared when it is).
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: serialId(),
    type: text('type').$type<PrivacyRequestType>().notNull(),
    channel: text('channel').$type<PrivacyChannel>().notNull(),
    status: text('status').$type<PrivacyRequestStatus>().notNull(),
    subject: text('subject').notNull(),
    phone: text('phone'),
    /** The unit of the consumer's latest request (ADMIN scoping). */
    unitId: reference('unit_id', () => franchiseUnits.id, 'set null'),
    note: text('note'),
    createdBy: reference('created_by', () => users.id, 'set null'),
    /** ACCOUNT_CLOSURE: the panel account to close (issue 31 point 6). */
    accountId: reference('account_id', () => users.id, 'set null'),
    receivedAt: timestampNow('received_at'),
    answeredAt: timestampTz('answered_at'),
  },
  (t) => [
    index('privacy_requests_received_idx').on(t.receivedAt),
    index('privacy_requests_subject_idx').on(t.subject),
    uniqueIndex('privacy_requests_account_pending_idx')
      .on(t.accountId)
      .where(sql`${t.type} = 'ACCOUNT_CLOSURE' and ${t.status} = 'PENDING'`),
    check('privacy_requests_type_check', sql`${t.type} in ('ACCESS', 'ERASURE', 'ACCOUNT_CLOSURE')`),
    check('privacy_requests_channel_check', sql`${t.channel} in ('WHATSAPP', 'EMAIL', 'PHONE', 'PANEL')`),
    check(
      'privacy_requests_status_check',
      sql`${t.status} in ('PENDING', 'CONFIRMING', 'ANSWERED', 'CANCELLED')`,
    ),
  ],
);
export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;

/**
 * The erasure ledger: pseudonyms only (never a number), so a restored older backup can re-apply
 * every erasure before serving (the restore hashes each stored number and looks it up here).
 */
export const privacyErasures = pgTable('privacy_erasures', {
  subject: text('subject').primaryKey(),
  requestId: reference('request_id', () => privacyRequests.id, 'set null'),
  erasedAt: timestampNow('erased_at'),
});

/** Consumer numbers that received the privacy notice line, and when (once per number). */
export const consumerNotices = pgTable('consumer_notices', {
  number: text('number').primaryKey(),
  notifiedAt: timestampNow('notified_at'),
});
