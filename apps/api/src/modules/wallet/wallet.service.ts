import { randomUUID } from 'node:crypto';
import type { EventBus } from '../../lib/event-bus.ts';
import { centsToReais, reaisToCents } from '@tenho/domain/shared/format';
import type {
  CreditInsertion,
  CreditInsertionResult,
  TransactionReferenceKind,
  TransactionType,
} from '@tenho/domain/wallet/wallet.schemas';
import type { Database } from '../../db/client.ts';
import type { WalletTransactionRow } from '../../db/schema/wallet.ts';
import { insertAuditEntry, type ActionMeta } from '../../lib/audit-trail.ts';
import { IdempotencyConflictError, InsufficientBalanceError, WALLET_ERRORS } from './wallet.errors.ts';
import { toTransaction } from './wallet.mappers.ts';
import { canManageWallet, canReadWallet, type WalletActor } from './wallet.scope.ts';
import {
  ensureWallet,
  findTransactionByKey,
  findWalletUser,
  insertTransaction,
  latestTransactionAt,
  listBalances,
  lockWallet,
  setWalletBalance,
} from './wallet.repository.ts';

export { IdempotencyConflictError, InsufficientBalanceError };

/** What caused a movement: a top-up, an offer (lead), an admin insertion. */
export type LedgerReference = { kind: TransactionReferenceKind; id: number | null };

export type LedgerOptions = {
  /** Unique per wallet: a second call with the same key returns the first result, moving nothing. */
  idempotencyKey: string;
  reference: LedgerReference;
  description: string;
  /** Who caused it; null for system movements (a lead charged by the WhatsApp flow). */
  actorId?: number | null;
  ip?: string | null;
  /**
   * The caller's open transaction: the movement joins it (as a savepoint, so a refused debit
   * rolls back only the movement and the caller may go on). Without it the movement commits alone.
   */
  tx?: Database;
  /**
   * The movement's time instead of the database clock: only the demo seed, which writes a history
   * that happened earlier. It may not precede the wallet's newest movement (balance_after follows
   * time order), and it is never taken from a request.
   */
  at?: Date;
};

/** A ledger row in cents, as other modules get it. */
export type LedgerEntry = {
  id: number;
  walletId: number;
  clientId: number;
  type: TransactionType;
  amountCents: number;
  balanceAfterCents: number;
  description: string;
  referenceKind: TransactionReferenceKind;
  referenceId: number | null;
  actorId: number | null;
  createdAt: Date;
};

export type LedgerResult = {
  entry: LedgerEntry;
  /** True when the key had been used: `entry` is the first movement, nothing new was written. */
  replayed: boolean;
};

/** Largest single movement, in cents (R$ 1.000.000,00 is the API's limit; the ledger allows 10×). */
const MAX_MOVEMENT_CENTS = 1_000_000_000;
const MAX_KEY_LENGTH = 200;
const MAX_DESCRIPTION_LENGTH = 500;

const toEntry = (row: WalletTransactionRow, clientId: number): LedgerEntry => ({
  id: row.id,
  walletId: row.walletId,
  clientId,
  type: row.type,
  amountCents: row.amountCents,
  balanceAfterCents: row.balanceAfterCents,
  description: row.description,
  referenceKind: row.referenceKind,
  referenceId: row.referenceId,
  actorId: row.actorId,
  createdAt: row.createdAt,
});

/**
 * Called in the transaction of a top-up's CREDIT, once per top-up (never on a replay): every way a
 * top-up is confirmed (PSP webhook, reconciliation, an ADMIN's 'Confirmar') posts that CREDIT here.
 * Issue 32: a TENHO waiting for this top-up is applied on its own.
 */
export type TopUpCreditHook = (tx: Database, credit: { topUpId: number; clientId: number }) => Promise<void>;

export type WalletServiceDeps = {
  db: Database;
  /** Open panels follow the ledger live (issue 29 §4); absent in scripts and some tests. */
  events?: Pick<EventBus, 'publish'> | null;
  afterTopUpCredit?: TopUpCreditHook | null;
};

/** The idempotency key of a lead charge: one offer is charged at most once, whatever happens. */
export const leadChargeKey = (offerId: number) => `offer:${offerId}`;
/** The idempotency key of a dispute's refund: one dispute puts money back at most once. */
export const leadRefundKey = (disputeId: number) => `dispute:${disputeId}:refund`;

export type LeadChargeInput = {
  companyId: number;
  offerId: number;
  amountCents: number;
  /** 'Lead: <category>'. */
  description: string;
  actorId?: number | null;
  ip?: string | null;
  tx?: Database;
  /** The demo seed's back-dated TENHO (see LedgerOptions.at); live charges use the clock. */
  at?: Date;
};

export type LeadRefundInput = Omit<LeadChargeInput, 'amountCents'> & { disputeId: number };

/**
 * The company wallets' ledger: every change is one append-only row with the balance after it,
 * written while the wallet row is locked (SELECT … FOR UPDATE), so concurrent movements of a
 * wallet queue up and the balance never goes below zero — on PostgreSQL and on PGlite.
 */
export function createWalletService({ db, events = null, afterTopUpCredit = null }: WalletServiceDeps) {
  async function move(
    type: TransactionType,
    clientId: number,
    amountCents: number,
    options: LedgerOptions,
  ): Promise<LedgerResult> {
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > MAX_MOVEMENT_CENTS)
      throw WALLET_ERRORS.invalidAmount();
    const key = options.idempotencyKey;
    if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH)
      throw WALLET_ERRORS.invalidKey();
    const description = options.description.trim().slice(0, MAX_DESCRIPTION_LENGTH);

    const run = async (tx: Database): Promise<LedgerResult> => {
      let wallet = await lockWallet(tx, clientId);
      if (!wallet) {
        // First movement: only a company gets a wallet; racing first movements create it once.
        const owner = await findWalletUser(tx, clientId);
        if (!owner) throw WALLET_ERRORS.notFound();
        if (owner.role !== 'CLIENT') throw WALLET_ERRORS.notACompany();
        await ensureWallet(tx, clientId);
        wallet = await lockWallet(tx, clientId);
        if (!wallet) throw WALLET_ERRORS.notFound();
      }

      const previous = await findTransactionByKey(tx, wallet.id, key);
      if (previous) {
        if (previous.type !== type || previous.amountCents !== amountCents)
          throw new IdempotencyConflictError();
        return { entry: toEntry(previous, clientId), replayed: true };
      }

      const balanceAfterCents =
        type === 'DEBIT' ? wallet.balanceCents - amountCents : wallet.balanceCents + amountCents;
      if (balanceAfterCents < 0) throw new InsufficientBalanceError();
      if (options.at) {
        const latest = await latestTransactionAt(tx, wallet.id);
        if (latest && options.at < latest)
          throw new Error(
            `A movement dated ${options.at.toISOString()} would precede the wallet's newest one`,
          );
      }

      const row = await insertTransaction(
        tx,
        {
          walletId: wallet.id,
          type,
          amountCents,
          balanceAfterCents,
          description,
          idempotencyKey: key,
          actorId: options.actorId ?? null,
          referenceKind: options.reference.kind,
          referenceId: options.reference.id,
        },
        options.at,
      );
      await setWalletBalance(tx, wallet.id, balanceAfterCents);
      await insertAuditEntry(tx, {
        actorId: options.actorId ?? null,
        action: `wallet.${type.toLowerCase()}`,
        entity: 'wallet_transaction',
        entityId: row.id,
        data: {
          clientId,
          amountCents,
          balanceAfterCents,
          reference: options.reference,
          idempotencyKey: key,
        },
        ip: options.ip ?? null,
      });
      if (
        afterTopUpCredit &&
        type === 'CREDIT' &&
        options.reference.kind === 'TOP_UP' &&
        options.reference.id
      )
        await afterTopUpCredit(tx, { topUpId: options.reference.id, clientId });
      return { entry: toEntry(row, clientId), replayed: false };
    };

    // Inside the caller's transaction as a savepoint; otherwise a transaction of its own.
    return options.tx ? options.tx.transaction(run) : db.transaction(run);
  }

  /**
   * POST /wallet/transaction: the ADMIN of the company's unit (or the MASTER) puts credit in its
   * wallet. A company outside the caller's reach is answered as missing; the company itself (or
   * its USER) may see the wallet but not credit it. With an `Idempotency-Key` a replay answers
   * the first result.
   */
  async function insertCredit(
    actor: WalletActor,
    input: CreditInsertion,
    idempotencyKey: string | undefined,
    meta: ActionMeta,
  ): Promise<{ result: CreditInsertionResult; replayed: boolean }> {
    const owner = await findWalletUser(db, input.client_id);
    if (!owner || owner.role !== 'CLIENT') throw WALLET_ERRORS.notFound();
    if (!canReadWallet(actor, owner)) throw WALLET_ERRORS.notFound();
    if (!canManageWallet(actor, owner)) throw WALLET_ERRORS.creditAdminOnly();

    const { entry, replayed } = await move('CREDIT', owner.id, reaisToCents(input.amount), {
      idempotencyKey: `admin:${idempotencyKey ?? randomUUID()}`,
      reference: { kind: 'ADMIN_CREDIT', id: null },
      description: input.description,
      actorId: actor.id,
      ip: meta.ip,
    });
    if (!replayed)
      await events?.publish({ type: 'wallet.changed', clientId: owner.id, reason: 'credit_inserted' });
    // A replay answers exactly what the first call answered.
    return {
      result: { transaction: toTransaction(entry), balance: centsToReais(entry.balanceAfterCents) },
      replayed,
    };
  }

  /**
   * The one way a lead is charged (WhatsApp, panel, demo seed): a DEBIT with the offer as its
   * idempotency key, so a lead is charged at most once whatever is retried.
   */
  function chargeLead(input: LeadChargeInput): Promise<LedgerResult> {
    return move('DEBIT', input.companyId, input.amountCents, {
      idempotencyKey: leadChargeKey(input.offerId),
      reference: { kind: 'OFFER', id: input.offerId },
      description: input.description,
      actorId: input.actorId ?? null,
      ip: input.ip ?? null,
      tx: input.tx,
      at: input.at,
    });
  }

  /**
   * The inverse of chargeLead: a REFUND of exactly what the lead's DEBIT took, referencing the same
   * offer, keyed by the dispute (once per dispute). Throws `wallet.lead_not_charged` when the offer
   * has no charge in this company's ledger.
   */
  async function refundLead(input: LeadRefundInput): Promise<LedgerResult & { charge: LedgerEntry }> {
    const run = async (tx: Database) => {
      const wallet = await lockWallet(tx, input.companyId);
      const charge = wallet && (await findTransactionByKey(tx, wallet.id, leadChargeKey(input.offerId)));
      if (!charge || charge.type !== 'DEBIT') throw WALLET_ERRORS.leadNotCharged();
      const result = await move('REFUND', input.companyId, charge.amountCents, {
        idempotencyKey: leadRefundKey(input.disputeId),
        reference: { kind: 'OFFER', id: input.offerId },
        description: input.description,
        actorId: input.actorId ?? null,
        ip: input.ip ?? null,
        tx,
      });
      return { ...result, charge: toEntry(charge, input.companyId) };
    };
    return input.tx ? input.tx.transaction(run) : db.transaction(run);
  }

  return {
    insertCredit,
    chargeLead,
    refundLead,
    /** Adds `amountCents` to the company's wallet (created on first use). */
    credit: (clientId: number, amountCents: number, options: LedgerOptions) =>
      move('CREDIT', clientId, amountCents, options),
    /**
     * Takes `amountCents` from the company's wallet; beyond the balance it throws
     * InsufficientBalanceError (422 `wallet.insufficient_balance`) and writes nothing.
     */
    debit: (clientId: number, amountCents: number, options: LedgerOptions) =>
      move('DEBIT', clientId, amountCents, options),
    /** The company's balance in cents (0 without a wallet). */
    balanceCents: async (clientId: number, tx: Database = db) =>
      (await listBalances(tx, [clientId])).get(clientId) ?? 0,
    /** Balances of several companies in cents (0 for those without a wallet). */
    balancesCents: (clientIds: readonly number[], tx: Database = db) => listBalances(tx, clientIds),
  };
}

export type WalletService = ReturnType<typeof createWalletService>;

// The demo wallets, seeded with the demo requests (modules/messages/demo-requests.ts).
export { seedDemoWallets } from './wallet.demo.ts';
