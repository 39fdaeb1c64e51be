import { CLIENT_DASHBOARD_MSG } from '@tenho/domain/messages/client-dashboard.schemas';
import { AppError } from '../../lib/app-error.ts';

/** The company's own dashboard; the texts live in the domain (CLIENT_DASHBOARD_MSG). */
export const CLIENT_DASHBOARD_ERRORS = {
  companyOnly: () => new AppError('dashboard.company_only', 403, CLIENT_DASHBOARD_MSG.companyOnly),
} as const;
