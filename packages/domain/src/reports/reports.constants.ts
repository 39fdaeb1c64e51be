import { ROLES } from '../auth/roles.ts';
import { DEFAULT_REPORT_PERIOD, REPORT_PERIODS, type ReportPeriod } from '../shared/constants.ts';

// Zod-free: the panels import these at first render without loading zod; the schemas module re-exports them.

/**
 * Relatórios (issue 11): Financeiro, Atividades dos Usuários, Mensagens. Money in reais (2 decimals),
 * calendar days in Brasília time, camelCase payloads. Every report answers `format=csv` too.
 */

export { DEFAULT_REPORT_PERIOD, REPORT_PERIODS, type ReportPeriod };

export const REPORTS_MSG = {
  periodInvalid: 'Período inválido: use 7, 30, 90 ou 365 dias',
  filterInvalid: 'Filtro inválido: use all, active, inactive, MASTER, ADMIN, CLIENT ou USER',
  statusInvalid: 'Status inválido: escolha Enviada, Entregue, Lida ou Falhou',
  categoryInvalid: 'Categoria inválida',
  formatInvalid: 'Formato inválido: use json ou csv',
  pageInvalid: 'Página inválida',
  pageSizeInvalid: 'Itens por página: use um número de 1 a 100',
  exportTooLarge: 'Há linhas demais para exportar de uma vez. Use um filtro para reduzir o relatório.',
  // Labels the API writes into the rows.
  noUnit: 'Sem franquia',
  deletedCompanies: 'Empresas excluídas',
  deletedCompany: 'Empresa excluída',
} as const;

/** 7 and 30 days are drawn day by day; 90 and 365 week by week (weeks start on Monday). */
export const REPORT_GRANULARITIES = ['day', 'week'] as const;
export type ReportGranularity = (typeof REPORT_GRANULARITIES)[number];
export function reportGranularity(period: ReportPeriod): ReportGranularity {
  return period <= 30 ? 'day' : 'week';
}

export const REPORT_PAGE_SIZE_DEFAULT = 20;
export const REPORT_PAGE_SIZE_MAX = 100;
export const REPORT_PAGE_MAX = 100_000;
/** A CSV export holds at most this many rows; more answers 422 (narrow the filter). */
export const REPORT_CSV_MAX_ROWS = 100_000;

export const REPORT_FORMATS = ['json', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const USER_ACTIVITY_FILTERS = ['all', 'active', 'inactive', ...ROLES] as const;
export type UserActivityFilter = (typeof USER_ACTIVITY_FILTERS)[number];

export const USER_ACTIVITY_STATUSES = ['Ativo', 'Inativo'] as const;
export type UserActivityStatus = (typeof USER_ACTIVITY_STATUSES)[number];

/** 'dd/mm' of an 'aaaa-mm-dd' date. */
export function dayMonthLabel(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}`;
}

/**
 * A consumer's number with the middle digits hidden: '5511987654321' → '(11) 9****-4321'. Numbers
 * that are not Brazilian keep their last four digits only.
 */
export function maskConsumerNumber(number: string): string {
  let digits = number.replace(/\D/g, '');
  if (digits.length > 11 && digits.startsWith('55')) digits = digits.slice(2);
  if (digits.length === 11) return `(${digits.slice(0, 2)}) ${digits[2]}****-${digits.slice(7)}`;
  if (digits.length === 10) return `(${digits.slice(0, 2)}) ****-${digits.slice(6)}`;
  return digits.length > 4 ? `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}` : '****';
}

/** The last-login cell of a user who never signed in (table and CSV). */
export const NEVER_LOGGED_IN = 'Nunca';
