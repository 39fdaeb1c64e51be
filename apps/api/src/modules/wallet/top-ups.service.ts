import { and, eq, type SQL } from 'drizzle-orm';
import QRCode from 'qrcode';
import { centsToReais, formatBRLFromCents, reaisToCents } from '@tenho/domain/shared/format';
import { buildPixCode, topUpTxid } from '@tenho/domain/wallet/pix';
import {
  TOP_UP_MAX_PENDING,
  WALLET_MSG,
  type TopUp,
  type TopUpList,
  type TopUpListQuery,
} from '@tenho/domain/wallet/wallet.schemas';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import { auditAction, type ActionMeta } from '../../lib/audit-trail.ts';
import { AppError } from '../../lib/app-error.ts';
import { PspError, type PixConnections } from '../../lib/pix-client.ts';
import { PIX_API_MSG } from '@tenho/domain/wallet/pix-api.schemas';
import {
  pspAmountCents,
  pspTxid,
  topUpIdempotencyKey,
  type PixTopUpsService,
} from './pix-top-ups.service.ts';
import { PIX_TOP_UP_ERRORS, WALLET_ERRORS } from './wallet.errors.ts';
import { ensureWallet, findWalletUser, lockWallet } from './wallet.repository.ts';
import {
  canManageWallet,
  canReadWallet,
  ownCompanyId,
  scopeWalletOwnersWhere,
  type WalletActor,
} from './wallet.scope.ts';
import type { WalletService } from './wallet.service.ts';
import {
  countPendingTopUps,
  countTopUps,
  findTopUp,
  findUnitPix,
  insertTopUp,
  listTopUps,
  nowSql,
  updateTopUp,
  type TopUpWithOwner,
} from './top-ups.repository.ts';

export { topUpIdempotencyKey };

const ownerOf = (topUp: TopUpWithOwner) => ({ id: topUp.clientId, unitId: topUp.ownerUnitId });

/** The QR image of a Pix code, as a PNG data URL. */
export function pixQrCodeDataUrl(pixCode: string): Promise<string> {
  return QRCode.toDataURL(pixCode, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
}

async function toTopUp(row: TopUpWithOwner, { withQr = false } = {}): Promise<TopUp> {
  const pending = row.status === 'PENDING';
  const message = !pending
    ? null
    : row.flag === 'AMOUNT_MISMATCH'
      ? WALLET_MSG.topUpAmountMismatch
      : row.pspCharge
        ? WALLET_MSG.topUpPixAutomatic
        : row.pixCode
          ? WALLET_MSG.topUpPixReady
          : WALLET_MSG.topUpNoPixKey;
  return {
    id: row.id,
    status: row.status,
    amount: centsToReais(row.amountCents),
    pixCode: row.pixCode,
    qrCodeDataUrl: withQr && pending && row.pixCode ? await pixQrCodeDataUrl(row.pixCode) : null,
    message,
    txid: row.txid ?? topUpTxid(row.id),
    client_id: row.clientId,
    client_name: row.clientName,
    unit_id: row.unitId,
    created_at: row.createdAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    transaction_id: row.transactionId,
    automatic: row.pspCharge,
    expires_at: row.expiresAt?.toISOString() ?? null,
    confirmed_via: row.confirmedVia,
    flag: row.flag,
    paid_amount: row.paidCents === null ? null : centsToReais(row.paidCents),
    new_psp_connection: row.pspConnectionNew,
  };
}

export type TopUpsServiceDeps = {
  db: Database;
  wallet: WalletService;
  /** Issue 23: units connected to their PSP get dynamic charges, settled by the PSP. */
  pix?: { api: PixConnections; topUps: PixTopUpsService };
  events?: Pick<EventBus, 'publish'>;
};

/**
 * 'Carregar Créditos' (architecture §5.15): the company asks for an amount and gets a static Pix
 * code for its unit's key; the unit's ADMIN (or the MASTER) confirms the payment, which posts the
 * CREDIT exactly once.
 */
export function createTopUpsService({ db, wallet, pix, events }: TopUpsServiceDeps) {
  /** POST /wallet/top-ups: a CLIENT for itself, or a USER (when allowed) for its company. */
  async function create(
    actor: WalletActor,
    amount: number,
    meta: ActionMeta,
    options: { expirySeconds?: number } = {},
  ): Promise<TopUp> {
    const companyId = ownCompanyId(actor);
    if (companyId === null) throw WALLET_ERRORS.topUpCompanyOnly();
    const owner = await findWalletUser(db, companyId);
    if (!owner || owner.role !== 'CLIENT') throw WALLET_ERRORS.topUpCompanyOnly();
    const unit = owner.unitId === null ? undefined : await findUnitPix(db, owner.unitId);
    const psp = unit && pix ? await pix.api.chargeClient(unit.id) : null;
    if (psp && unit) return createAtPsp(actor, owner.id, unit.id, amount, psp, meta, options.expirySeconds);

    const row = await db.transaction(async (tx) => {
      // The wallet lock makes one company's requests queue, so the pending cap holds under races.
      await ensureWallet(tx, owner.id);
      await lockWallet(tx, owner.id);
      if ((await countPendingTopUps(tx, owner.id)) >= TOP_UP_MAX_PENDING)
        throw WALLET_ERRORS.tooManyPendingTopUps();

      const amountCents = reaisToCents(amount);
      const created = await insertTopUp(tx, {
        clientId: owner.id,
        unitId: unit?.id ?? null,
        amountCents,
        requestedBy: actor.id,
      });
      const txid = topUpTxid(created.id);
      const pixCode = unit?.pixKey
        ? buildPixCode({
            key: unit.pixKey,
            merchantName: unit.pixMerchantName || unit.name,
            merchantCity: unit.pixMerchantCity || unit.city,
            amountCents,
            txid,
          })
        : null;
      await updateTopUp(tx, created.id, { txid, pixCode });
      await auditAction(tx, actor, meta, {
        action: 'wallet.top_up.request',
        entity: 'wallet_top_up',
        entityId: created.id,
        data: { clientId: owner.id, amountCents, txid, pix: pixCode !== null },
      });
      return (await findTopUp(tx, created.id))!;
    });
    return toTopUp(row, { withQr: true });
  }

  /**
   * A top-up on a unit connected to its PSP: the row is made (wallet locked, pending cap checked),
   * then the charge at the PSP; if the PSP fails, the row is removed again, so no pending top-up
   * is left without a charge. (A process dying in between leaves a row without a code, which
   * reconciliation cancels when the PSP does not know its txid.)
   */
  async function createAtPsp(
    actor: WalletActor,
    clientId: number,
    unitId: number,
    amount: number,
    psp: NonNullable<Awaited<ReturnType<PixConnections['chargeClient']>>>,
    meta: ActionMeta,
    expirySeconds?: number,
  ): Promise<TopUp> {
    const amountCents = reaisToCents(amount);
    const created = await db.transaction(async (tx) => {
      await ensureWallet(tx, clientId);
      await lockWallet(tx, clientId);
      if ((await countPendingTopUps(tx, clientId)) >= TOP_UP_MAX_PENDING)
        throw WALLET_ERRORS.tooManyPendingTopUps();
      const inserted = await insertTopUp(tx, {
        clientId,
        unitId,
        amountCents,
        requestedBy: actor.id,
        pspCharge: true,
      });
      const txid = pspTxid(inserted.id);
      await updateTopUp(tx, inserted.id, { txid });
      return { id: inserted.id, txid };
    });
    let charge: { pixCode: string; expiresAt: Date };
    try {
      charge = await pix!.topUps.createCharge(
        { id: created.id, clientId, amountCents, txid: created.txid },
        psp,
        expirySeconds,
      );
    } catch (error) {
      await pix!.topUps.discard(created.id);
      if (error instanceof PspError) throw PIX_TOP_UP_ERRORS.psp(error, PIX_API_MSG.chargeFailed);
      throw error;
    }
    const row = await db.transaction(async (tx) => {
      await updateTopUp(tx, created.id, { pixCode: charge.pixCode, expiresAt: charge.expiresAt });
      await auditAction(tx, actor, meta, {
        action: 'wallet.top_up.request',
        entity: 'wallet_top_up',
        entityId: created.id,
        data: { clientId, amountCents, txid: created.txid, pix: true, psp: true },
      });
      return (await findTopUp(tx, created.id))!;
    });
    return toTopUp(row, { withQr: true });
  }

  /** GET /wallet/top-ups: the company its own, ADMIN its unit's, MASTER all (newest first). */
  async function list(actor: WalletActor, query: TopUpListQuery): Promise<TopUpList> {
    const conditions: (SQL | undefined)[] = [scopeWalletOwnersWhere(actor)];
    if (query.client_id !== undefined) conditions.push(eq(users.id, query.client_id));
    const filter = {
      owners: and(...conditions),
      status: query.status,
      newPspConnection: query.new_psp_connection === 'true',
    };
    const [rows, total] = await Promise.all([
      listTopUps(db, filter, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
      countTopUps(db, filter),
    ]);
    return {
      topUps: await Promise.all(rows.map((row) => toTopUp(row))),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** GET /wallet/top-ups/{id}: one top-up with its QR image while it waits for payment. */
  async function get(actor: WalletActor, id: number): Promise<TopUp> {
    const row = await findTopUp(db, id);
    if (!row || !canReadWallet(actor, ownerOf(row))) throw WALLET_ERRORS.topUpNotFound();
    return toTopUp(row, { withQr: true });
  }

  /**
   * Issue 28: before a person confirms a top-up whose charge lives at the unit's PSP, the charge is
   * read. Paid in full → settled as the PSP says (credited once, confirmed_via PSP); paid with
   * another amount → only with a reason; unpaid, removed or unknown → refused with its state.
   * Answers the PSP's view for the manual path: null (settled by the PSP), or what to record.
   */
  async function checkAtPsp(
    topUp: TopUpWithOwner,
    reason: string | undefined,
  ): Promise<'settled' | { pspStatus: string; paidCents: number } | null> {
    if (!pix || !topUp.pspCharge || !topUp.txid || topUp.unitId === null || topUp.status !== 'PENDING')
      return null;
    const psp = await pix.api.chargeClient(topUp.unitId);
    if (!psp) return null;
    let charge;
    try {
      charge = await psp.client.getCharge(topUp.txid);
    } catch (error) {
      if (error instanceof PspError && error.kind === 'not_found') throw PIX_TOP_UP_ERRORS.confirmMissing();
      if (error instanceof PspError) throw PIX_TOP_UP_ERRORS.confirmReadFailed();
      throw error;
    }
    if (charge.status === 'ATIVA') throw PIX_TOP_UP_ERRORS.confirmNotPaid(charge.status);
    if (charge.status !== 'CONCLUIDA')
      throw PIX_TOP_UP_ERRORS.confirmRemoved(String(charge.status).slice(0, 40));
    const amounts = (charge.pix ?? []).map((p) => pspAmountCents(p?.valor));
    const paidCents = amounts.every((a) => a !== null) ? amounts.reduce<number>((s, a) => s + a!, 0) : 0;
    if (amounts.length > 0 && paidCents === topUp.amountCents) {
      await pix.topUps.settle(topUp.unitId, topUp.txid, 'manual');
      return 'settled';
    }
    if (!reason)
      throw PIX_TOP_UP_ERRORS.confirmPartPaid(
        formatBRLFromCents(paidCents),
        formatBRLFromCents(topUp.amountCents),
      );
    return { pspStatus: charge.status, paidCents };
  }

  /**
   * POST /wallet/top-ups/{id}/confirm: the payment arrived. The top-up row is locked, so parallel
   * confirmations queue; the first posts the CREDIT (key `top-up:{id}`), the others find it done
   * and answer the same top-up. On a PSP-connected unit the charge is read first (checkAtPsp).
   */
  async function confirm(actor: WalletActor, id: number, meta: ActionMeta, reason?: string): Promise<TopUp> {
    const current = await findTopUp(db, id);
    if (!current || !canReadWallet(actor, ownerOf(current))) throw WALLET_ERRORS.topUpNotFound();
    if (!canManageWallet(actor, ownerOf(current))) throw WALLET_ERRORS.topUpConfirmForbidden();
    const atPsp = await checkAtPsp(current, reason);
    // Settled as the PSP says (or by whoever got there first): answer what it is now.
    if (atPsp === 'settled') return toTopUp((await findTopUp(db, id))!);
    const pspView = atPsp;
    const row = await db.transaction(async (tx) => {
      const topUp = await findTopUp(tx, id, { lock: true });
      if (!topUp || !canReadWallet(actor, ownerOf(topUp))) throw WALLET_ERRORS.topUpNotFound();
      if (!canManageWallet(actor, ownerOf(topUp))) throw WALLET_ERRORS.topUpConfirmForbidden();
      if (topUp.status === 'CONFIRMED') return topUp;
      if (topUp.status === 'CANCELLED') throw WALLET_ERRORS.topUpCancelled();
      if (topUp.status === 'EXPIRED') throw WALLET_ERRORS.topUpExpired();

      const txid = topUp.txid ?? topUpTxid(topUp.id);
      const { entry } = await wallet.credit(topUp.clientId, topUp.amountCents, {
        idempotencyKey: topUpIdempotencyKey(topUp.id),
        reference: { kind: 'TOP_UP', id: topUp.id },
        description: pspView
          ? `${WALLET_MSG.topUpDescription} (${txid}) — confirmado manualmente: ${reason}`.slice(0, 500)
          : `${WALLET_MSG.topUpDescription} (${txid})`,
        actorId: actor.id,
        ip: meta.ip,
        tx,
      });
      await updateTopUp(tx, topUp.id, {
        status: 'CONFIRMED',
        confirmedVia: 'MANUAL',
        confirmedBy: actor.id,
        confirmedAt: nowSql,
        transactionId: entry.id,
      });
      await auditAction(tx, actor, meta, {
        action: 'wallet.top_up.confirm',
        entity: 'wallet_top_up',
        entityId: topUp.id,
        data: {
          clientId: topUp.clientId,
          amountCents: topUp.amountCents,
          transactionId: entry.id,
          // What the PSP said when a person confirmed anyway, and why (issue 28).
          ...(pspView ? { psp_status: pspView.pspStatus, psp_paid_cents: pspView.paidCents, reason } : {}),
        },
      });
      return (await findTopUp(tx, topUp.id))!;
    });
    await events?.publish({ type: 'wallet.changed', clientId: row.clientId, reason: 'top_up_confirmed' });
    return toTopUp(row);
  }

  /**
   * POST /wallet/top-ups/{id}/cancel: a pending request is dropped (the company changed its mind,
   * or the ADMIN found no payment). A confirmed one cannot be; cancelling twice is harmless.
   */
  async function cancel(actor: WalletActor, id: number, meta: ActionMeta): Promise<TopUp> {
    const current = await findTopUp(db, id);
    if (!current || !canReadWallet(actor, ownerOf(current))) throw WALLET_ERRORS.topUpNotFound();
    // A PSP charge is removed at the PSP first (a paid one answers 409 and gets credited).
    if (current.status === 'PENDING' && current.pspCharge && pix)
      await pix.topUps.removeBeforeCancel(current);
    const row = await db.transaction(async (tx) => {
      const topUp = await findTopUp(tx, id, { lock: true });
      if (!topUp || !canReadWallet(actor, ownerOf(topUp))) throw WALLET_ERRORS.topUpNotFound();
      if (topUp.status === 'CANCELLED' || topUp.status === 'EXPIRED') return topUp;
      if (topUp.status === 'CONFIRMED') throw WALLET_ERRORS.topUpConfirmed();

      await updateTopUp(tx, topUp.id, { status: 'CANCELLED', cancelledBy: actor.id, cancelledAt: nowSql });
      await auditAction(tx, actor, meta, {
        action: 'wallet.top_up.cancel',
        entity: 'wallet_top_up',
        entityId: topUp.id,
        data: { clientId: topUp.clientId, amountCents: topUp.amountCents },
      });
      return (await findTopUp(tx, topUp.id))!;
    });
    return toTopUp(row);
  }

  /**
   * Issue 32: the top-up a company asks for by answering TENHO without balance, made as if it had
   * used Carregar Créditos itself (the request and its audit entry name the company): a charge at
   * the unit's PSP expiring in `expirySeconds`, else the unit's static code. Null when the unit can
   * receive no Pix (neither API Pix nor a key) or the company has the most pending top-ups already.
   */
  async function requestForChat(
    companyId: number,
    amountCents: number,
    { expirySeconds }: { expirySeconds: number },
  ): Promise<TopUp | null> {
    const owner = await findWalletUser(db, companyId);
    if (!owner || owner.role !== 'CLIENT' || owner.unitId === null) return null;
    const unit = await findUnitPix(db, owner.unitId);
    if (!unit) return null;
    const psp = pix ? await pix.api.chargeClient(unit.id) : null;
    if (!psp && !unit.pixKey) return null;
    const company: WalletActor = { id: owner.id, role: 'CLIENT', unit_id: owner.unitId, parent_id: null };
    try {
      return await create(company, centsToReais(amountCents), { ip: null }, { expirySeconds });
    } catch (error) {
      if (error instanceof AppError && error.code === 'wallet.too_many_pending') return null;
      throw error;
    }
  }

  return { create, list, get, confirm, cancel, requestForChat };
}

export type TopUpsService = ReturnType<typeof createTopUpsService>;
