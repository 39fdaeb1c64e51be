import { AUDIT_MSG } from '@tenho/domain/audit/audit.schemas';
import { AppError } from '../../lib/app-error.ts';

export const AUDIT_ERRORS = {
  exportTooLarge: () => new AppError('audit.export_too_large', 422, AUDIT_MSG.exportTooLarge),
} as const;
