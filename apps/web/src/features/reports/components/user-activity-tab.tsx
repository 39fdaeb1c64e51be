import { createColumnHelper } from '@tanstack/react-table';
import { FileText, LogIn, UserCheck, Users, UserX } from 'lucide-react';
import { ROLE_LABELS } from '@tenho/domain/auth/roles';
import { NEVER_LOGGED_IN, type UserActivityFilter } from '@tenho/domain/reports/reports.constants';
import type { UserActivityReport, UserActivityRow } from '@tenho/domain/reports/reports.schemas';
import { formatDateTime } from '@tenho/domain/shared/format';
import { NOUNS } from '@tenho/domain/shared/plural';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useUserActivityReport } from '../api/get-user-activity-report';
import { activityFilterOptions, isActivityFilter } from '../report-filters';
import { useReportPaging } from '../use-report-paging';
import { PagedReport, type PagedReportDefinition } from './paged-report';

/** 'dd/mm/aaaa HH:mm' in Brasília time, or 'Nunca'. */
export function lastLoginLabel(lastLogin: string | null): string {
  return lastLogin ? formatDateTime(lastLogin) : NEVER_LOGGED_IN;
}

const column = createColumnHelper<UserActivityRow>();
const count = (
  key: 'totalLogins' | 'documentsCreated' | 'messagesSent',
  header: string,
  className?: string,
) =>
  column.accessor(key, {
    header,
    cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
    meta: { align: 'right', className },
  });

const COLUMNS = [
  column.accessor('userName', {
    header: 'Usuário',
    cell: (info) => (
      <span className="flex min-w-0 flex-col [overflow-wrap:anywhere]">
        <span className="font-medium text-slate-900">{info.getValue()}</span>
        <span className="text-xs text-slate-500 sm:hidden">{ROLE_LABELS[info.row.original.role]}</span>
        <span className="text-xs text-slate-500 tabular-nums md:hidden">
          Último login: {lastLoginLabel(info.row.original.lastLogin)}
        </span>
      </span>
    ),
  }),
  column.accessor('role', {
    header: 'Perfil',
    cell: (info) => ROLE_LABELS[info.getValue()],
    meta: { className: 'hidden sm:table-cell' },
  }),
  column.accessor('lastLogin', {
    header: 'Último login',
    cell: (info) => <span className="whitespace-nowrap tabular-nums">{lastLoginLabel(info.getValue())}</span>,
    meta: { className: 'hidden md:table-cell' },
  }),
  count('totalLogins', 'Logins'),
  count('documentsCreated', 'Documentos', 'hidden lg:table-cell'),
  count('messagesSent', 'Mensagens', 'hidden lg:table-cell'),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => (
      <Badge tone={info.getValue() === 'Ativo' ? 'green' : 'grey'} dot>
        {info.getValue()}
      </Badge>
    ),
  }),
];

const USER_ACTIVITY_REPORT: PagedReportDefinition<UserActivityRow, UserActivityReport['cards']> = {
  title: 'Atividades dos usuários',
  description: 'Logins, documentos enviados e mensagens respondidas por usuário.',
  loadFailed: 'Não foi possível carregar as atividades dos usuários.',
  columns: COLUMNS,
  figures: [
    { key: 'totalUsers', label: 'Total de usuários', icon: <Users className="size-5" /> },
    { key: 'activeUsers', label: 'Usuários ativos', icon: <UserCheck className="size-5" />, tone: 'green' },
    { key: 'totalLogins', label: 'Total de logins', icon: <LogIn className="size-5" /> },
    {
      key: 'documentsCreated',
      label: 'Documentos criados',
      icon: <FileText className="size-5" />,
      tone: 'green',
    },
  ],
};

export type UserActivityTabProps = {
  role: string | null | undefined;
  filter: UserActivityFilter;
  onFilterChange: (filter: UserActivityFilter) => void;
};

/** Atividades dos Usuários: filter, four cards over the filter, the paged rows and the CSV. */
export function UserActivityTab({ role, filter, onFilterChange }: UserActivityTabProps) {
  const paging = useReportPaging(NOUNS.user);
  const report = useUserActivityReport({ filter, page: paging.page, pageSize: paging.pageSize });

  return (
    <PagedReport
      definition={USER_ACTIVITY_REPORT}
      report={report}
      paging={paging}
      exportAs={{ kind: 'user-activity', query: { filter } }}
      filters={
        <Field label="Filtrar usuários" className="sm:max-w-xs">
          {(control) => (
            <Select
              {...control}
              value={filter}
              onChange={(event) => {
                if (!isActivityFilter(event.target.value)) return;
                paging.reset();
                onFilterChange(event.target.value);
              }}
            >
              {activityFilterOptions(role).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      }
      empty={
        <EmptyState
          icon={<UserX className="size-6" />}
          title="Nenhum usuário neste filtro"
          description={filter === 'all' ? undefined : 'Escolha “Todos” para ver os demais.'}
        />
      }
    />
  );
}
