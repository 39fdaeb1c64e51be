import { DISPUTES_MSG } from '@tenho/domain/disputes/disputes.schemas';
import { AppError } from '../../lib/app-error.ts';

export const DISPUTE_ERRORS = {
  notFound: () => new AppError('disputes.not_found', 404, DISPUTES_MSG.notFound),
  offerNotFound: () => new AppError('disputes.offer_not_found', 404, DISPUTES_MSG.offerNotFound),
  companyOnly: () => new AppError('disputes.company_only', 403, DISPUTES_MSG.companyOnly),
  alreadyDisputed: () => new AppError('disputes.already_disputed', 409, DISPUTES_MSG.alreadyDisputed),
  notCharged: () => new AppError('disputes.not_charged', 422, DISPUTES_MSG.notCharged),
  windowClosed: (days: number) =>
    new AppError('disputes.window_closed', 422, DISPUTES_MSG.windowClosed(days)),
  alreadyResolved: () => new AppError('disputes.already_resolved', 409, DISPUTES_MSG.alreadyResolved),
  resolveForbidden: () => new AppError('disputes.resolve_forbidden', 403, DISPUTES_MSG.resolveForbidden),
} as const;
