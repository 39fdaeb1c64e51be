import { REPORTS_MSG } from '@tenho/domain/reports/reports.schemas';
import { UNMET_DEMAND_MSG } from '@tenho/domain/reports/unmet-demand.schemas';
import { AppError } from '../../lib/app-error.ts';

/** The reports module's answers; the texts live in the domain (REPORTS_MSG, UNMET_DEMAND_MSG). */
export const REPORTS_ERRORS = {
  exportTooLarge: () => new AppError('reports.export_too_large', 422, REPORTS_MSG.exportTooLarge),
};

/** Relatórios > Demanda não atendida. */
export const UNMET_DEMAND_ERRORS = {
  forbidden: () => new AppError('reports.unmet_demand_forbidden', 403, UNMET_DEMAND_MSG.forbidden),
} as const;
