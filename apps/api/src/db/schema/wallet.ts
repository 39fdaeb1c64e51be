import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import type {
  TopUpConfirmedVia,
  TopUpFlag,
  TopUpStatus,
  TransactionReferenceKind,
  TransactionType,
} from '@tenho/domain/wallet/wallet.schemas';
import { reference, requiredReference, serialId, timestampNow, timestampTz } from './columns.ts';
import { franchiseUnits } from './franchise-units.ts';
import { users } from './users.ts';

/**
 * One wallet per company (CLIENT), created on first use. `balance_cents` is the running total of
 * its transactions, changed only together with a new transaction row while the wallet row is
 * locked; it can never go below zero. A ledger is never deleted with its company (restrict).
 */
export const wallets = pgTable(
  'wallets',
  {
    id: serialId(),
    clientId: integer('client_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'restrict' }),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    createdAt: timestampNow('created_at'),
    updatedAt: timestampNow('updated_at'),
  },
  (t) => [check('wallets_balance_not_negative', sql`${t.balanceCents} >= 0`)],
);

export type WalletRow = typeof wallets.$inferSelect;

/**
 * The ledger: append-only (a trigger refuses UPDATE and DELETE, except the actor becoming null
 * when that user is removed). The idempotency key is unique per wallet, so a retried request finds
 * the first row instead of moving money twice.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serialId(),
    walletId: requiredReference('wallet_id', () => wallets.id, 'restrict'),
    type: text('type').$type<TransactionType>().notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Who caused it; null for system movements (a lead charged by the WhatsApp flow). */
    actorId: reference('actor_id', () => users.id, 'set null'),
    referenceKind: text('reference_kind').$type<TransactionReferenceKind>().notNull(),
    referenceId: integer('reference_id'),
    createdAt: timestampNow('created_at'),
  },
  (t) => [
    unique('wallet_transactions_wallet_key').on(t.walletId, t.idempotencyKey),
    // Issue 33: the columns after the key (`id` is unique) make a period's figures of a set of wallets
    // (Relatórios › Financeiro of a unit) an index-only read: an ADMIN's year read 47,000 pages of
    // the table at random (1.2 s cold), from this index 1,700 (120 ms).
    index('wallet_transactions_wallet_created_idx').on(
      t.walletId,
      t.createdAt,
      t.id,
      t.type,
      t.referenceKind,
      t.amountCents,
    ),
    // Issue 33: the statement's totals of a unit (or the network) read from the index alone — the
    // biggest unit's 95,000 movements from the table were 260 ms, from this index 30 ms.
    index('wallet_transactions_wallet_sums_idx').on(t.walletId, t.type, t.amountCents),
    index('wallet_transactions_created_idx').on(t.createdAt, t.id),
    index('wallet_transactions_reference_idx').on(t.referenceKind, t.referenceId),
    check('wallet_transactions_type_check', sql`${t.type} in ('CREDIT', 'DEBIT', 'REFUND')`),
    check('wallet_transactions_amount_positive', sql`${t.amountCents} > 0`),
    check('wallet_transactions_balance_not_negative', sql`${t.balanceAfterCents} >= 0`),
    check(
      'wallet_transactions_reference_kind_check',
      sql`${t.referenceKind} in ('TOP_UP', 'OFFER', 'ADMIN_CREDIT')`,
    ),
  ],
);

export type WalletTransactionRow = typeof walletTransactions.$inferSelect;

/**
 * Every movement of a wallet so far, per type: how many and their sum (issue 33: the network's
 * Extrato counted and summed 2.7 million movements on every page). Kept by the statement-level
 * insert trigger on wallet_transactions (migration 0040), in the transaction that writes the
 * movements; the ledger is append-only, so nothing else changes them.
 */
export const walletLedgerTotals = pgTable(
  'wallet_ledger_totals',
  {
    walletId: requiredReference('wallet_id', () => wallets.id, 'restrict'),
    type: text('type').$type<TransactionType>().notNull(),
    movements: bigint('movements', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.walletId, t.type] })],
);

/**
 * 'Carregar Créditos': a company asks for credit and pays a Pix code; its unit's ADMIN (or the
 * MASTER) confirms receipt, which posts the CREDIT once (idempotency key = the top-up).
 */
export const walletTopUps = pgTable(
  'wallet_top_ups',
  {
    id: serialId(),
    clientId: requiredReference('client_id', () => users.id, 'restrict'),
    /** The unit whose Pix key the code was made for. */
    unitId: reference('unit_id', () => franchiseUnits.id, 'set null'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status').$type<TopUpStatus>().notNull().default('PENDING'),
    /** Names the top-up in the Pix code and in bank statements; set right after the insert. */
    txid: text('txid').unique(),
    /** The Pix copia e cola; null when the unit had no Pix key (manual confirmation). */
    pixCode: text('pix_code'),
    requestedBy: reference('requested_by', () => users.id, 'set null'),
    confirmedBy: reference('confirmed_by', () => users.id, 'set null'),
    cancelledBy: reference('cancelled_by', () => users.id, 'set null'),
    transactionId: reference('transaction_id', () => walletTransactions.id, 'restrict'),
    createdAt: timestampNow('created_at'),
    confirmedAt: timestampTz('confirmed_at'),
    cancelledAt: timestampTz('cancelled_at'),
    /** Issue 23: the charge exists at the unit's PSP (API Pix) and is settled from it. */
    pspCharge: boolean('psp_charge').notNull().default(false),
    /** When the PSP charge stops accepting payment. */
    expiresAt: timestampTz('expires_at'),
    expiredAt: timestampTz('expired_at'),
    /** Who confirmed it: a person ('MANUAL') or the PSP's read-back ('PSP'). */
    confirmedVia: text('confirmed_via').$type<TopUpConfirmedVia>(),
    /** Something for the ADMIN to look at: 'AMOUNT_MISMATCH' (paid, but not the amount asked). */
    flag: text('flag').$type<TopUpFlag>(),
    /** What the PSP says was paid, in cents (with a flag). */
    paidCents: bigint('paid_cents', { mode: 'number' }),
    /**
     * Issue 28: credited by the PSP through a connection saved less than 24 h earlier — flagged for
     * the MASTER (audit log and Financeiro).
     */
    pspConnectionNew: boolean('psp_connection_new').notNull().default(false),
  },
  (t) => [
    index('wallet_top_ups_client_idx').on(t.clientId, t.createdAt),
    index('wallet_top_ups_status_idx').on(t.status, t.createdAt),
    check(
      'wallet_top_ups_status_check',
      sql`${t.status} in ('PENDING', 'CONFIRMED', 'CANCELLED', 'EXPIRED')`,
    ),
    check(
      'wallet_top_ups_confirmed_via_check',
      sql`${t.confirmedVia} is null or ${t.confirmedVia} in ('MANUAL', 'PSP')`,
    ),
    check('wallet_top_ups_flag_check', sql`${t.flag} is null or ${t.flag} in ('AMOUNT_MISMATCH')`),
    index('wallet_top_ups_psp_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.pspCharge} and ${t.status} = 'PENDING'`),
    check('wallet_top_ups_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'wallet_top_ups_confirmed_has_transaction',
      sql`${t.status} <> 'CONFIRMED' or ${t.transactionId} is not null`,
    ),
  ],
);

export type WalletTopUpRow = typeof walletTopUps.$inferSelect;
