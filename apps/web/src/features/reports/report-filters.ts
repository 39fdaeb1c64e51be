import { ROLE_LABELS, ROLES } from '@tenho/domain/auth/roles';
import {
  REPORT_MESSAGE_STATUS_LABELS,
  REPORT_MESSAGE_STATUSES,
  type ReportMessageStatus,
} from '@tenho/domain/messages/message-status';
import {
  REPORT_PERIODS,
  USER_ACTIVITY_FILTERS,
  type ReportPeriod,
  type UserActivityFilter,
} from '@tenho/domain/reports/reports.constants';

/** The period switch of Financeiro. */
export const PERIOD_OPTIONS = REPORT_PERIODS.map((period) => ({
  value: String(period) as `${ReportPeriod}`,
  label: period === 365 ? '1 ano' : `${period} dias`,
}));

export function parsePeriod(value: string | null | undefined): ReportPeriod | null {
  const n = Number(value);
  return (REPORT_PERIODS as readonly number[]).includes(n) ? (n as ReportPeriod) : null;
}

/** 'nos últimos 30 dias' / 'no último ano'. */
export function periodPhrase(period: ReportPeriod): string {
  return period === 365 ? 'nos últimos 12 meses' : `nos últimos ${period} dias`;
}

const ACTIVITY_FILTER_LABELS: Record<UserActivityFilter, string> = {
  all: 'Todos',
  active: 'Ativos',
  inactive: 'Inativos',
  MASTER: ROLE_LABELS.MASTER,
  ADMIN: ROLE_LABELS.ADMIN,
  CLIENT: ROLE_LABELS.CLIENT,
  USER: ROLE_LABELS.USER,
};

/**
 * The Atividades dos Usuários filter: Todos, Ativos, Inativos, then the roles the caller can see
 * below or at its own level (an ADMIN sees no MASTER rows, a CLIENT only itself and its USERs).
 */
export function activityFilterOptions(role: string | null | undefined) {
  const visibleRoles: Record<string, readonly string[]> = {
    MASTER: ROLES,
    ADMIN: ['ADMIN', 'CLIENT', 'USER'],
    CLIENT: ['CLIENT', 'USER'],
  };
  const roles = visibleRoles[role ?? ''] ?? [];
  return USER_ACTIVITY_FILTERS.filter(
    (filter) => filter === 'all' || filter === 'active' || filter === 'inactive' || roles.includes(filter),
  ).map((value) => ({ value, label: ACTIVITY_FILTER_LABELS[value] }));
}

export function isActivityFilter(value: string | null | undefined): value is UserActivityFilter {
  return (USER_ACTIVITY_FILTERS as readonly string[]).includes(value ?? '');
}

export const MESSAGE_STATUS_OPTIONS = [
  { value: '', label: 'Todos os status' },
  ...REPORT_MESSAGE_STATUSES.map((status) => ({
    value: status,
    label: REPORT_MESSAGE_STATUS_LABELS[status],
  })),
] as const satisfies readonly { value: ReportMessageStatus | ''; label: string }[];

export type MessagesFilters = { category: string; status: ReportMessageStatus | '' };

/** The select values as the API's query (empty = no filter; a bad category id is dropped). */
export function messagesQuery(filters: MessagesFilters, page: number, pageSize: number) {
  const category = /^[1-9]\d{0,9}$/.test(filters.category) ? Number(filters.category) : undefined;
  return {
    ...(category === undefined ? {} : { category }),
    ...(filters.status ? { status: filters.status } : {}),
    page,
    pageSize,
  };
}
