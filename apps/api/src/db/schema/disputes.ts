import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import type { DisputeReason, DisputeStatus } from '@tenho/domain/disputes/disputes.schemas';
import { reference, requiredReference, serialId, timestampNow, timestampTz } from './columns.ts';
import { franchiseUnits } from './franchise-units.ts';
import { offers } from './offers.ts';
import { users } from './users.ts';
import { walletTransactions } from './wallet.ts';

/**
 * A company contesting a charged lead (issue 24): one per offer (a second is refused). OPEN until
 * its unit's ADMIN or the MASTER decides (or the system, when the contact message could not be
 * delivered): REFUNDED puts the charge back through the ledger (`refund_transaction_id`), REJECTED
 * keeps it.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: serialId(),
    offerId: requiredReference('offer_id', () => offers.id, 'cascade'),
    companyId: requiredReference('company_id', () => users.id, 'cascade'),
    unitId: reference('unit_id', () => franchiseUnits.id, 'set null'),
    reason: text('reason').$type<DisputeReason>().notNull(),
    note: text('note'),
    status: text('status').$type<DisputeStatus>().notNull().default('OPEN'),
    /** What the lead was charged (and what a refund puts back). */
    amountCents: integer('amount_cents').notNull(),
    /** The DEBIT that charged the lead, and the REFUND that reversed it. */
    chargeTransactionId: reference('charge_transaction_id', () => walletTransactions.id, 'restrict'),
    refundTransactionId: reference('refund_transaction_id', () => walletTransactions.id, 'restrict'),
    /** Who contested (null: the system, after an undeliverable contact message). */
    openedBy: reference('opened_by', () => users.id, 'set null'),
    resolvedBy: reference('resolved_by', () => users.id, 'set null'),
    resolvedBySystem: boolean('resolved_by_system').notNull().default(false),
    decisionNote: text('decision_note'),
    createdAt: timestampNow('created_at'),
    resolvedAt: timestampTz('resolved_at'),
  },
  (t) => [
    unique('disputes_offer_key').on(t.offerId),
    index('disputes_company_created_idx').on(t.companyId, t.createdAt),
    index('disputes_unit_status_created_idx').on(t.unitId, t.status, t.createdAt),
    index('disputes_status_created_idx').on(t.status, t.createdAt),
    check(
      'disputes_reason_check',
      sql`${t.reason} in ('invalid_contact', 'no_answer', 'fake_request', 'duplicate', 'other')`,
    ),
    check('disputes_status_check', sql`${t.status} in ('OPEN', 'REFUNDED', 'REJECTED')`),
    check('disputes_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'disputes_refunded_has_transaction',
      sql`${t.status} <> 'REFUNDED' or ${t.refundTransactionId} is not null`,
    ),
  ],
);

export type DisputeRow = typeof disputes.$inferSelect;
