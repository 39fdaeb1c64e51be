import { ERASURE_NOTICE_MSG } from '@tenho/domain/privacy/erasure-notices.schemas';
import { INCIDENT_MSG } from '@tenho/domain/privacy/incidents.schemas';
import { ACCOUNT_MSG } from '@tenho/domain/privacy/account.schemas';
import { PRIVACY_MSG } from '@tenho/domain/privacy/privacy.schemas';
import { AppError } from '../../lib/app-error.ts';

export const PRIVACY_ERRORS = {
  notFound: () => new AppError('privacy.not_found', 404, PRIVACY_MSG.notFound),
  subjectNotFound: () => new AppError('privacy.subject_not_found', 404, PRIVACY_MSG.subjectNotFound),
  notPending: () => new AppError('privacy.not_pending', 409, PRIVACY_MSG.notPending),
  incidentNotFound: () => new AppError('privacy.incident_not_found', 404, INCIDENT_MSG.notFound),
  unitNotFound: () => new AppError('privacy.unit_not_found', 404, INCIDENT_MSG.unitNotFound),
  noticeNotFound: () => new AppError('privacy.notice_not_found', 404, ERASURE_NOTICE_MSG.notFound),
} as const;

/** A panel account's own requests (issue 31 point 6, account-requests.service.ts). */
export const ACCOUNT_ERRORS = {
  lastMaster: () => new AppError('account.last_master', 422, ACCOUNT_MSG.lastMaster),
  alreadyPending: () => new AppError('account.closure_pending', 409, ACCOUNT_MSG.alreadyPending),
  accountGone: () => new AppError('account.not_found', 404, ACCOUNT_MSG.accountGone),
  nothingPending: () => new AppError('account.closure_not_found', 404, ACCOUNT_MSG.nothingPending),
} as const;
