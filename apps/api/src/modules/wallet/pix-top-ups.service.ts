import { randomBytes } from 'node:crypto';
import { PIX_API_MSG } from '@tenho/domain/wallet/pix-api.schemas';
import { WALLET_MSG } from '@tenho/domain/wallet/wallet.schemas';
import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import { insertAuditEntry } from '../../lib/audit-trail.ts';
import { pixSettleSeconds, pixSettlements } from '../../lib/pix-metrics.ts';
import { PspError, type PspCharge, type PspClient, type PixConnections } from '../../lib/pix-client.ts';
import {
  deleteTopUp,
  findDebtor,
  findTopUpByTxid,
  insertInbox,
  listInbox,
  listPendingPspTopUps,
  markInboxProcessed,
  nowSql,
  pruneInbox,
  recordPixReceived,
  updateTopUp,
  type TopUpWithOwner,
} from './top-ups.repository.ts';
import { PIX_TOP_UP_ERRORS } from './wallet.errors.ts';
import type { WalletService } from './wallet.service.ts';

/** The idempotency key of a top-up's CREDIT: the same for 'Confirmar' and the PSP, so only one lands. */
export const topUpIdempotencyKey = (topUpId: number) => `top-up:${topUpId}`;

/** Our txid for a PSP charge: [a-zA-Z0-9]{26,35}, unique per receiving account (31 characters). */
export function pspTxid(topUpId: number): string {
  const random = randomBytes(12)
    .toString('base64url')
    .replace(/[^a-zA-Z0-9]/g, '0')
    .slice(0, 16);
  return `TENHO${String(topUpId).padStart(10, '0')}${random}`;
}

/** "25.50" → 2550; null for anything that is not a positive amount with two decimals. */
export function pspAmountCents(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,12}\.\d{2}$/.test(value)) return null;
  return Number(value.replace('.', ''));
}

export const centsToPspAmount = (cents: number) => (cents / 100).toFixed(2);

export type SettleSource = 'webhook' | 'reconcile' | 'cancel' | 'manual';

/** A credit through a connection saved more recently than this is flagged for the MASTER. */
export const NEW_CONNECTION_MS = 24 * 60 * 60 * 1000;
export type SettleResult =
  'credited' | 'already' | 'mismatch' | 'pending' | 'expired' | 'removed' | 'unknown' | 'not_connected';

export type PixTopUpsDeps = {
  db: Database;
  wallet: WalletService;
  pixApi: PixConnections;
  events?: Pick<EventBus, 'publish'>;
  log?: { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };
  now?: () => Date;
  /** calendario.expiracao of new charges, in seconds. */
  chargeExpirySeconds: number;
};

/**
 * Automatic top-ups (issue 23, points 2–4): the charge at the unit's PSP, and settling it from the
 * PSP's own read-back — webhook hints, reconciliation, cancellation. A CONCLUIDA charge whose pix[]
 * add up to the amount credits the wallet once: the top-up row is locked, its status checked, and
 * the CREDIT's idempotency key is the top-up's (manual confirmation uses the same key); each
 * endToEndId is recorded once (primary key).
 */
export function createPixTopUpsService(deps: PixTopUpsDeps) {
  const { db, wallet, pixApi, events, log } = deps;
  const now = deps.now ?? (() => new Date());
  const inFlight = new Set<Promise<unknown>>();

  function track<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    void work.catch(() => undefined).finally(() => inFlight.delete(work));
    return work;
  }

  /** Creates the charge for a new top-up; the caller removes the top-up if this throws. */
  async function createCharge(
    topUp: { id: number; clientId: number; amountCents: number; txid: string },
    psp: { client: PspClient; pixKey: string },
    /** calendario.expiracao when not the default (issue 32: a charge expiring with its offer). */
    expirySeconds: number = deps.chargeExpirySeconds,
  ): Promise<{ pixCode: string; expiresAt: Date }> {
    const debtorRow = await findDebtor(db, topUp.clientId);
    const digits = debtorRow?.document?.replace(/\D/g, '') ?? '';
    const name = (debtorRow?.legalName ?? debtorRow?.displayName ?? '').trim().slice(0, 200);
    const debtor =
      name && (digits.length === 11 || digits.length === 14)
        ? digits.length === 11
          ? { cpf: digits, nome: name }
          : { cnpj: digits, nome: name }
        : null;
    const charge = await psp.client.createCharge(topUp.txid, {
      expirySeconds,
      amount: centsToPspAmount(topUp.amountCents),
      key: psp.pixKey,
      debtor,
      payerRequest: WALLET_MSG.topUpDescription,
    });
    const created = Date.parse(charge.calendario?.criacao ?? '');
    const expiry = charge.calendario?.expiracao ?? expirySeconds;
    const expiresAt = new Date((Number.isNaN(created) ? now().getTime() : created) + expiry * 1000);
    return { pixCode: charge.pixCopiaECola!, expiresAt };
  }

  async function announce(clientId: number) {
    await events?.publish({ type: 'wallet.changed', clientId, reason: 'top_up_confirmed' });
  }

  /** Applies a CONCLUIDA charge to its top-up (row locked): credit, flag, or nothing. */
  async function applyPaid(
    topUp: TopUpWithOwner,
    charge: PspCharge,
    source: SettleSource,
  ): Promise<SettleResult> {
    const pix = (charge.pix ?? []).filter(
      (p) => typeof p?.endToEndId === 'string' && /^[A-Za-z0-9]{1,35}$/.test(p.endToEndId),
    );
    const amounts = pix.map((p) => pspAmountCents(p.valor));
    const paidCents = amounts.every((a) => a !== null) ? amounts.reduce<number>((s, a) => s + a!, 0) : -1;
    // Who vouched for this PSP (issue 28): named in the credit's audit entry; a connection saved
    // less than 24 h before the credit is flagged for the MASTER.
    const voucher = topUp.unitId === null ? null : await pixApi.voucher(topUp.unitId);
    const newConnection = voucher !== null && now().getTime() - voucher.savedAt.getTime() < NEW_CONNECTION_MS;
    const connection = voucher && {
      host: voucher.host,
      saved_by: voucher.savedById === null ? null : { id: voucher.savedById, email: voucher.savedByEmail },
      saved_at: voucher.savedAt.toISOString(),
      new_connection: newConnection,
    };

    const outcome = await db.transaction(async (tx) => {
      const locked = await findTopUpByTxid(tx, topUp.txid!, { lock: true });
      if (!locked) return 'unknown' as const;
      const creditable =
        (locked.status === 'PENDING' || locked.status === 'EXPIRED') &&
        pix.length > 0 &&
        paidCents === locked.amountCents;
      await recordPixReceived(
        tx,
        pix.map((p) => ({
          endToEndId: p.endToEndId,
          topUpId: locked.id,
          amountCents: pspAmountCents(p.valor) ?? 0,
          paidAt: p.horario && !Number.isNaN(Date.parse(p.horario)) ? new Date(p.horario) : null,
          credited: creditable,
        })),
      );
      if (locked.status === 'CONFIRMED') return 'already' as const;
      if (!creditable) {
        if (locked.flag === 'AMOUNT_MISMATCH') return 'mismatch' as const;
        await updateTopUp(tx, locked.id, { flag: 'AMOUNT_MISMATCH', paidCents: Math.max(paidCents, 0) });
        await insertAuditEntry(tx, {
          actorId: null,
          action: 'wallet.top_up.psp_mismatch',
          entity: 'wallet_top_up',
          entityId: locked.id,
          data: {
            clientId: locked.clientId,
            amountCents: locked.amountCents,
            paidCents,
            txid: locked.txid,
            endToEndIds: pix.map((p) => p.endToEndId),
          },
          ip: null,
        });
        return 'mismatch' as const;
      }
      const { entry } = await wallet.credit(locked.clientId, locked.amountCents, {
        idempotencyKey: topUpIdempotencyKey(locked.id),
        reference: { kind: 'TOP_UP', id: locked.id },
        description: `${WALLET_MSG.topUpPspConfirmedDescription} (${locked.txid})`,
        actorId: null,
        tx,
      });
      await updateTopUp(tx, locked.id, {
        status: 'CONFIRMED',
        confirmedVia: 'PSP',
        confirmedAt: nowSql,
        transactionId: entry.id,
        paidCents,
        pspConnectionNew: newConnection,
      });
      await insertAuditEntry(tx, {
        actorId: null,
        action: 'wallet.top_up.psp_confirm',
        entity: 'wallet_top_up',
        entityId: locked.id,
        data: {
          clientId: locked.clientId,
          amountCents: locked.amountCents,
          transactionId: entry.id,
          txid: locked.txid,
          endToEndIds: pix.map((p) => p.endToEndId),
          source,
          message: 'Pagamento confirmado pelo banco (API Pix)',
          connection,
        },
        ip: null,
      });
      if (newConnection) {
        await insertAuditEntry(tx, {
          actorId: null,
          action: 'wallet.top_up.psp_new_connection',
          entity: 'wallet_top_up',
          entityId: locked.id,
          data: {
            clientId: locked.clientId,
            amountCents: locked.amountCents,
            transactionId: entry.id,
            connection,
            message:
              'Atenção: crédito confirmado por uma conexão com o banco salva há menos de 24 horas. Confira quem a salvou.',
          },
          ip: null,
        });
      }
      return 'credited' as const;
    });
    if (outcome === 'credited') {
      pixSettleSeconds.observe({ source }, Math.max(0, (Date.now() - topUp.createdAt.getTime()) / 1000));
      await announce(topUp.clientId);
    }
    return outcome;
  }

  async function markEnded(topUp: TopUpWithOwner, status: 'EXPIRED' | 'CANCELLED'): Promise<void> {
    await db.transaction(async (tx) => {
      const locked = await findTopUpByTxid(tx, topUp.txid!, { lock: true });
      if (!locked || locked.status !== 'PENDING') return;
      await updateTopUp(
        tx,
        locked.id,
        status === 'EXPIRED'
          ? { status: 'EXPIRED', expiredAt: nowSql }
          : { status: 'CANCELLED', cancelledAt: nowSql },
      );
      await insertAuditEntry(tx, {
        actorId: null,
        action: status === 'EXPIRED' ? 'wallet.top_up.expire' : 'wallet.top_up.cancel',
        entity: 'wallet_top_up',
        entityId: locked.id,
        data: { clientId: locked.clientId, amountCents: locked.amountCents, txid: locked.txid, by: 'psp' },
        ip: null,
      });
    });
  }

  /**
   * Reads `txid` back from the unit's PSP and settles its top-up. Only our own PSP top-ups of that
   * unit are looked at; anything else is ignored (a forged or stale hint reads nothing).
   */
  async function settle(unitId: number, txid: string, source: SettleSource): Promise<SettleResult> {
    const topUp = await findTopUpByTxid(db, txid);
    if (!topUp || !topUp.pspCharge || topUp.unitId !== unitId) return 'unknown';
    if (topUp.status === 'CONFIRMED') return 'already';
    // Cancelled only after the PSP removed the charge (or it never existed): nothing can be paid.
    if (topUp.status === 'CANCELLED') return 'removed';
    const psp = await pixApi.chargeClient(unitId);
    if (!psp) return 'not_connected';
    let charge: PspCharge;
    try {
      charge = await psp.client.getCharge(txid);
    } catch (error) {
      if (error instanceof PspError && error.kind === 'not_found') {
        // The PSP does not know the charge (never made: the process died while creating it; or
        // the PSP lost it): nobody can pay it, so the request ends.
        if (topUp.status === 'PENDING') await markEnded(topUp, 'CANCELLED');
        pixSettlements.inc({ result: 'removed', source });
        return 'removed';
      }
      throw error;
    }
    let result: SettleResult;
    if (charge.status === 'CONCLUIDA') {
      result = await applyPaid(topUp, charge, source);
    } else if (charge.status === 'ATIVA') {
      if (topUp.status === 'PENDING' && topUp.expiresAt && topUp.expiresAt.getTime() <= now().getTime()) {
        await psp.client.removeCharge(txid).catch((error: unknown) => {
          log?.warn(
            { event: 'pix.expire', txid, reason: (error as Error).message },
            'expired charge not removed at the PSP',
          );
        });
        await markEnded(topUp, 'EXPIRED');
        result = 'expired';
      } else {
        result = 'pending';
      }
    } else {
      if (topUp.status === 'PENDING') {
        const past = topUp.expiresAt !== null && topUp.expiresAt.getTime() <= now().getTime();
        await markEnded(topUp, past ? 'EXPIRED' : 'CANCELLED');
      }
      result = 'removed';
    }
    pixSettlements.inc({ result, source });
    return result;
  }

  /** Settles the inbox rows (all unprocessed, or `ids`); a PSP failure leaves a row for later. */
  async function processInbox(ids?: number[]): Promise<void> {
    const rows = await listInbox(db, { ids, limit: 200 });
    for (const row of rows) {
      try {
        await settle(row.unitId, row.txid, 'webhook');
        await markInboxProcessed(db, row.id);
      } catch (error) {
        pixSettlements.inc({ result: 'failed', source: 'webhook' });
        log?.warn(
          { event: 'pix.settle', unitId: row.unitId, txid: row.txid, reason: (error as Error).message },
          'webhook notice not settled yet: reconciliation retries',
        );
      }
    }
  }

  return {
    createCharge,
    settle,
    announce,
    /**
     * POST /webhooks/pix/{token}/pix: the notice is stored (durable) before the caller answers 200;
     * `afterAnswer` then settles it in the background (and reconciliation does if this process dies).
     */
    async receiveWebhook(unitId: number, txids: string[]) {
      const ids = await insertInbox(db, unitId, txids);
      return { afterAnswer: () => void track(processInbox(ids)) };
    },
    /** The reconciliation job: unprocessed webhook notices, then every pending PSP charge. */
    async reconcile(limit = 500): Promise<{ checked: number }> {
      await processInbox();
      await pruneInbox(db);
      const pending = await listPendingPspTopUps(db, limit);
      for (const row of pending) {
        if (row.unitId === null || !row.txid) continue;
        try {
          await settle(row.unitId, row.txid, 'reconcile');
        } catch (error) {
          pixSettlements.inc({ result: 'failed', source: 'reconcile' });
          log?.warn(
            { event: 'pix.reconcile', txid: row.txid, reason: (error as Error).message },
            'charge not read back',
          );
        }
      }
      return { checked: pending.length };
    },
    /**
     * Before a PSP top-up is cancelled: removes the charge at the PSP. A charge already paid is
     * settled instead (409: the credit is on its way).
     */
    async removeBeforeCancel(topUp: TopUpWithOwner): Promise<void> {
      const psp = topUp.unitId === null ? null : await pixApi.chargeClient(topUp.unitId);
      if (!psp || !topUp.txid) return;
      try {
        await psp.client.removeCharge(topUp.txid);
      } catch (error) {
        if (!(error instanceof PspError)) throw error;
        if (error.kind === 'not_found') return;
        if (error.kind === 'rejected') {
          const result = await settle(topUp.unitId!, topUp.txid, 'cancel').catch(() => 'pending' as const);
          if (result === 'credited' || result === 'already') throw PIX_TOP_UP_ERRORS.alreadyPaid();
          // Paid with another amount (flagged): the ADMIN may still drop the request.
          if (result === 'mismatch') return;
        }
        throw PIX_TOP_UP_ERRORS.psp(error, PIX_API_MSG.cancelFailed);
      }
    },
    /** Removes a top-up whose charge could not be created. */
    discard: (id: number) => deleteTopUp(db, id),
    /** Resolves when the background settlements started so far are done (tests, shutdown). */
    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

export type PixTopUpsService = ReturnType<typeof createPixTopUpsService>;
