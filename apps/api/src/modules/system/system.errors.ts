import { DASHBOARD_MSG } from '@tenho/domain/dashboards/dashboards.schemas';
import { AppError } from '../../lib/app-error.ts';

/** Backup and restore answers; the texts live in the domain (DASHBOARD_MSG). */
export const BACKUP_ERRORS = {
  busy: () => new AppError('system.backup_busy', 409, DASHBOARD_MSG.backupBusy),
} as const;
