import { PIX_API_MSG } from '@tenho/domain/wallet/pix-api.schemas';
import { AppError } from '../../lib/app-error.ts';
import type { PspError } from '../../lib/pix-client.ts';
import type { PspUrlProblem } from '../../lib/psp-address.ts';

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
          : error.kind === 'address_refused'
            ? 'pix_api.psp_address_refused'
            : 'pix_api.psp_unreachable',
      422,
      error.message,
    ),
  /** base_url / token_url refused before any call (issue 28): https and the network's allow-list. */
  address: (problem: PspUrlProblem, host: string) =>
    new AppError(
      `pix_api.psp_url_${problem}`,
      422,
      problem === 'not_https'
        ? PIX_API_MSG.pspUrlNotHttps
        : problem === 'ip_literal'
          ? PIX_API_MSG.pspUrlIpLiteral
          : problem === 'not_allowed'
            ? PIX_API_MSG.pspUrlNotAllowed(host)
            : PIX_API_MSG.baseUrlInvalid,
    ),
  sandboxOnly: () => new AppError('pix_api.sandbox_only', 404, PIX_API_MSG.sandboxOnly),
} as const;
