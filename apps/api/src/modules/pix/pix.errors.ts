import { PIX_API_MSG } from '@tenho/domain/wallet/pix-api.schemas';
import { AppError } from '../../lib/app-error.ts';
import type { PspError } from '../../lib/pix-client.ts';

export const PIX_ERRORS = {
  /** SECRETS_KEY is not configured: nothing can be stored encrypted. */
  unavailable: () => new AppError('pix_api.unavailable', 503, PIX_API_MSG.unavailable),
  unitNotFound: () => new AppError('pix_api.unit_not_found', 404, 'Franquia não encontrada'),
  forbidden: () =>
    new AppError(
      'pix_api.forbidden',
      403,
      'Apenas o administrador da franquia ou o master pode configurar a API Pix',
    ),
  noPixKey: () => new AppError('pix_api.no_pix_key', 422, PIX_API_MSG.noPixKey),
  notConnected: () => new AppError('pix_api.not_connected', 404, PIX_API_MSG.notConnected),
  /** The PSP refused or could not be reached while connecting or testing: its words, in pt-BR. */
  psp: (error: PspError) =>
    new AppError(
      error.kind === 'auth'
        ? 'pix_api.psp_auth'
        : error.kind === 'rejected' || error.kind === 'not_found' || error.kind === 'invalid'
          ? 'pix_api.psp_rejected'
          : 'pix_api.psp_unreachable',
      422,
      error.message,
    ),
  sandboxOnly: () => new AppError('pix_api.sandbox_only', 404, PIX_API_MSG.sandboxOnly),
} as const;
