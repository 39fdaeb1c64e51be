import {
  STATEMENT_PERIODS,
  statementQuerySchema,
  type StatementQueryInput,
  type TransactionType,
} from '@tenho/domain/wallet/wallet.schemas';
import { DEFAULT_REPORT_PERIOD } from '@tenho/domain/shared/constants';

/** A preset period in days, the whole history, or calendar dates typed by the user. */
export type PeriodChoice = `${(typeof STATEMENT_PERIODS)[number]}` | 'all' | 'custom';
export type TypeChoice = 'all' | TransactionType;

/** What the statement's filter bar holds (strings, as the controls give them). */
export type StatementFilters = {
  period: PeriodChoice;
  /** aaaa-mm-dd, only with period 'custom'; '' leaves that side open. */
  from: string;
  to: string;
  type: TypeChoice;
  /** The company filter of ADMIN and MASTER; null = every company in reach. */
  clientId: number | null;
  /** MASTER's unit filter; null = the whole network. */
  unitId: number | null;
};

export const DEFAULT_STATEMENT_FILTERS: StatementFilters = {
  period: String(DEFAULT_REPORT_PERIOD) as PeriodChoice,
  from: '',
  to: '',
  type: 'all',
  clientId: null,
  unitId: null,
};

/** Every movement of every period: where the empty statement's way out goes back to. */
export const ALL_STATEMENT: StatementFilters = { ...DEFAULT_STATEMENT_FILTERS, period: 'all' };

export const PERIOD_OPTIONS: ReadonlyArray<{ value: PeriodChoice; label: string }> = [
  ...STATEMENT_PERIODS.map((days) => ({
    value: String(days) as PeriodChoice,
    label: days === 365 ? 'Últimos 12 meses' : `Últimos ${days} dias`,
  })),
  { value: 'all', label: 'Todo o período' },
  { value: 'custom', label: 'Escolher datas' },
];

export const TYPE_OPTIONS: ReadonlyArray<{ value: TypeChoice; label: string }> = [
  { value: 'all', label: 'Todos' },
  { value: 'CREDIT', label: 'Créditos' },
  { value: 'DEBIT', label: 'Débitos' },
  { value: 'REFUND', label: 'Reembolsos' },
];

/** The query string of the statement for these filters and page (only what is set is sent). */
export function statementQuery(
  filters: StatementFilters,
  page: number,
  pageSize: number,
): StatementQueryInput {
  const query: StatementQueryInput = { page: String(page), pageSize: String(pageSize) };
  if (filters.type !== 'all') query.type = filters.type;
  if (filters.period === 'custom') {
    if (filters.from) query.from = filters.from;
    if (filters.to) query.to = filters.to;
  } else if (filters.period !== 'all') {
    query.period = filters.period;
  }
  if (filters.clientId !== null) query.client_id = String(filters.clientId);
  if (filters.unitId !== null) query.unit_id = String(filters.unitId);
  return query;
}

/**
 * The domain's messages for filters the API would refuse (an impossible date, a start after the
 * end), by field, so the page shows them instead of asking.
 */
export function statementFilterErrors(query: StatementQueryInput): Partial<Record<'from' | 'to', string>> {
  const result = statementQuerySchema.safeParse(query);
  if (result.success) return {};
  const errors: Partial<Record<'from' | 'to', string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'from' || field === 'to') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** How the current period reads in an empty state ('nos últimos 30 dias'). */
export function periodPhrase(filters: StatementFilters): string {
  if (filters.period === 'all') return '';
  if (filters.period === 'custom') return ' no período escolhido';
  return filters.period === '365' ? ' nos últimos 12 meses' : ` nos últimos ${filters.period} dias`;
}

/** True when anything but the defaults narrows the list (the empty state then offers to clear). */
export function isFiltering(filters: StatementFilters): boolean {
  return (
    filters.period !== 'all' || filters.type !== 'all' || filters.clientId !== null || filters.unitId !== null
  );
}
