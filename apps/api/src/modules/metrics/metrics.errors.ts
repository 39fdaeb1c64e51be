import { AppError, COMMON_ERRORS } from '../../lib/app-error.ts';

export const METRICS_ERRORS = {
  /** No METRICS_TOKEN configured: the endpoint does not exist. */
  notFound: () => COMMON_ERRORS.notFound(),
  unauthorized: () => new AppError('metrics.unauthorized', 401, 'Token de métricas ausente ou inválido'),
} as const;
