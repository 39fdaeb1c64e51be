import { PIX_API_MSG } from '@tenho/domain/wallet/pix-api.schemas';
import { WALLET_MSG } from '@tenho/domain/wallet/wallet.schemas';
import { AppError } from '../../lib/app-error.ts';
import type { PspError } from '../../lib/pix-client.ts';

/** A debit beyond the balance: nothing was written. Callers (lead charges) may catch it by class. */
export class InsufficientBalanceError extends AppError {
  constructor() {
    super('wallet.insufficient_balance', 422, WALLET_MSG.insufficientBalance);
    this.name = 'InsufficientBalanceError';
  }
}

/** The same idempotency key was used before for a different movement (type or amount). */
export class IdempotencyConflictError extends AppError {
  constructor() {
    super('wallet.idempotency_conflict', 409, WALLET_MSG.idempotencyConflict);
    this.name = 'IdempotencyConflictError';
  }
}

export const WALLET_ERRORS = {
  notFound: () => new AppError('wallet.not_found', 404, WALLET_MSG.walletNotFound),
  leadNotCharged: () => new AppError('wallet.lead_not_charged', 422, WALLET_MSG.leadNotCharged),
  notACompany: () => new AppError('wallet.not_a_company', 422, WALLET_MSG.notACompany),
  invalidAmount: () => new AppError('wallet.invalid_amount', 400, WALLET_MSG.amountMin),
  invalidKey: () => new AppError('wallet.invalid_idempotency_key', 400, WALLET_MSG.idempotencyKeyInvalid),
  insufficientBalance: () => new InsufficientBalanceError(),
  idempotencyConflict: () => new IdempotencyConflictError(),
  creditAdminOnly: () => new AppError('wallet.credit_forbidden', 403, WALLET_MSG.creditAdminOnly),
  exportTooLarge: () => new AppError('wallet.export_too_large', 422, WALLET_MSG.exportTooLarge),
  topUpCompanyOnly: () => new AppError('wallet.top_up_company_only', 403, WALLET_MSG.topUpCompanyOnly),
  topUpNotFound: () => new AppError('wallet.top_up_not_found', 404, WALLET_MSG.topUpNotFound),
  topUpConfirmForbidden: () =>
    new AppError('wallet.top_up_confirm_forbidden', 403, WALLET_MSG.topUpConfirmAdminOnly),
  topUpCancelled: () => new AppError('wallet.top_up_cancelled', 409, WALLET_MSG.topUpCancelled),
  topUpConfirmed: () => new AppError('wallet.top_up_confirmed', 409, WALLET_MSG.topUpConfirmed),
  topUpExpired: () => new AppError('wallet.top_up_expired', 409, WALLET_MSG.topUpExpired),
  tooManyPendingTopUps: () => new AppError('wallet.too_many_pending', 422, WALLET_MSG.tooManyPendingTopUps),
} as const;

/** Top-ups settled through the unit's PSP (API Pix): its webhook, the sandbox, its refusals. */
export const PIX_TOP_UP_ERRORS = {
  webhookNotFound: () => new AppError('pix_api.webhook_not_found', 404, PIX_API_MSG.webhookNotFound),
  alreadyPaid: () => new AppError('wallet.top_up_paid', 409, PIX_API_MSG.alreadyPaid),
  sandboxNotAutomatic: () =>
    new AppError('pix_api.sandbox_not_automatic', 409, PIX_API_MSG.sandboxNotAutomatic),
  sandboxRefused: (reason: string) =>
    new AppError('pix_api.sandbox_refused', 409, `O PSP de testes recusou o pagamento: ${reason}`),
  /** Manual 'Confirmar' on a PSP-connected unit (issue 28): the PSP's state, in our words. */
  confirmNotPaid: (status: string) =>
    new AppError('wallet.top_up_psp_unpaid', 422, PIX_API_MSG.confirmNotPaid(status)),
  confirmRemoved: (status: string) =>
    new AppError('wallet.top_up_psp_removed', 422, PIX_API_MSG.confirmRemoved(status)),
  confirmMissing: () => new AppError('wallet.top_up_psp_missing', 422, PIX_API_MSG.confirmMissing),
  confirmPartPaid: (paid: string, asked: string) =>
    new AppError('wallet.top_up_reason_required', 422, PIX_API_MSG.confirmPartPaid(paid, asked)),
  confirmReadFailed: () => new AppError('wallet.psp_unavailable', 503, PIX_API_MSG.confirmReadFailed),
  /** A PSP failure while the company creates or cancels a top-up: a clear pt-BR message. */
  psp: (error: PspError, base: string) => {
    const down = error.kind === 'unreachable' || error.kind === 'timeout' || error.kind === 'address_refused';
    return new AppError(
      down ? 'wallet.psp_unavailable' : 'wallet.psp_rejected',
      down ? 503 : 422,
      down ? base : `${base} ${error.message}`,
    );
  },
} as const;
