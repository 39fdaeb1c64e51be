import { useMemo } from 'react';
import { formatRating, RATINGS_MSG } from '@tenho/domain/ratings/ratings.constants';
import { createColumnHelper } from '@tanstack/react-table';
import { Mail, Phone } from 'lucide-react';
import { ROLE_LABELS } from '@tenho/domain/auth/roles';
import { formatDate, formatPhone } from '@tenho/domain/shared/format';
import { USER_STATUS_LABELS, userDisplayName, type UserListItem } from '@tenho/domain/users/users.schemas';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { DataTable, type TableSort } from '@/components/ui/data-table';
import { FitText } from '@/components/ui/fit-text';
import { ReceivingSummaryView } from '@/components/ui/receiving-badge';
import type { ListState } from '@/components/ui/list-state';
import { STATUS_TONES, userRowStatus } from '../user-status';
import { UserRowActions, type UserRowHandlers } from './user-row-actions';

const column = createColumnHelper<UserListItem>();

export type UsersTableProps = UserRowHandlers &
  ListState & {
    users: readonly UserListItem[] | undefined;
    /** 'Usuário' or 'Cliente'. */
    firstColumn: string;
    caption: string;
    sort: TableSort;
    onSortChange: (sort: TableSort) => void;
    currentUserId: number | undefined;
    canDelete: boolean;
    togglingId: number | null;
    /** MASTER sees which unit each person belongs to. */
    showUnit: boolean;
  };

/** The management table (spec §2): user/client, Contato, Data de Cadastro, Status, Ações. */
export function UsersTable({
  users,
  firstColumn,
  caption,
  sort,
  onSortChange,
  currentUserId,
  canDelete,
  togglingId,
  showUnit,
  onDetails,
  onEdit,
  onToggleActive,
  onDelete,
  receivingPath,
  ...state
}: UsersTableProps) {
  const columns = useMemo(
    () => [
      column.accessor((user) => userDisplayName(user), {
        id: 'name',
        header: firstColumn,
        enableSorting: true,
        cell: ({ row: { original: user } }) => (
          <div className="flex max-w-[13rem] min-w-0 items-center gap-3 sm:max-w-[18rem]">
            <span className="hidden sm:block">
              <Avatar src={user.profile?.photo_url} name={userDisplayName(user)} />
            </span>
            <div className="min-w-0">
              <FitText as="p" className="font-medium text-slate-900">
                {userDisplayName(user)}
              </FitText>
              <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
                <span>{ROLE_LABELS[user.role]}</span>
                {showUnit && user.unit ? <span>· {user.unit.name}</span> : null}
                {user.id === currentUserId ? <Badge tone="brand">Você</Badge> : null}
              </p>
              {user.rating && user.rating.count > 0 ? (
                <p className="mt-0.5 text-xs text-slate-500" data-testid="user-rating">
                  {RATINGS_MSG.column}: {formatRating(user.rating)}
                </p>
              ) : null}
              <ReceivingLine user={user} />
              <FitText as="p" className="mt-0.5 text-xs text-slate-600 xl:hidden">
                {user.email}
              </FitText>
              <p className="mt-1 md:hidden">
                <StatusBadge user={user} />
              </p>
            </div>
          </div>
        ),
      }),
      column.accessor('email', {
        id: 'email',
        header: 'Contato',
        enableSorting: true,
        meta: { className: 'hidden xl:table-cell' },
        cell: ({ row: { original: user } }) => (
          <div className="flex max-w-[18rem] min-w-0 flex-col gap-1 text-slate-700">
            <span className="flex min-w-0 items-center gap-1.5">
              <Mail className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
              <FitText>{user.email}</FitText>
            </span>
            {user.profile?.phone ? (
              <span className="flex items-center gap-1.5 tabular-nums">
                <Phone className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
                {formatPhone(user.profile.phone)}
              </span>
            ) : null}
          </div>
        ),
      }),
      column.accessor('created_at', {
        id: 'created_at',
        header: 'Data de Cadastro',
        enableSorting: true,
        sortDescFirst: true,
        meta: { className: 'hidden min-[1400px]:table-cell' },
        cell: ({ getValue }) => (
          <span className="whitespace-nowrap text-slate-700 tabular-nums">{formatDate(getValue())}</span>
        ),
      }),
      column.display({
        id: 'status',
        header: 'Status',
        meta: { className: 'hidden md:table-cell' },
        cell: ({ row: { original: user } }) => <StatusBadge user={user} />,
      }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only sm:not-sr-only">Ações</span>,
        meta: { align: 'right' },
        cell: ({ row: { original: user } }) => (
          <UserRowActions
            user={user}
            isSelf={user.id === currentUserId}
            canDelete={canDelete}
            toggling={togglingId === user.id}
            onDetails={onDetails}
            onEdit={onEdit}
            onToggleActive={onToggleActive}
            onDelete={onDelete}
            receivingPath={receivingPath}
          />
        ),
      }),
    ],
    [
      firstColumn,
      showUnit,
      currentUserId,
      canDelete,
      togglingId,
      onDetails,
      onEdit,
      onToggleActive,
      onDelete,
      receivingPath,
    ],
  );

  return (
    <DataTable
      caption={caption}
      columns={columns}
      data={users}
      getRowId={(user) => String(user.id)}
      sort={sort}
      onSortChange={onSortChange}
      {...state}
    />
  );
}

export function StatusBadge({ user }: { user: Pick<UserListItem, 'is_active' | 'last_login_at'> }) {
  const status = userRowStatus(user);
  return (
    <Badge tone={STATUS_TONES[status]} dot className="whitespace-nowrap">
      {USER_STATUS_LABELS[status]}
    </Badge>
  );
}

/** A company's state now and response time (ADMIN and MASTER lists; the API sends it on CLIENT rows). */
export function ReceivingLine({ user }: { user: UserListItem }) {
  const summary = user.role === 'CLIENT' ? user.receiving : undefined;
  return summary ? <ReceivingSummaryView summary={summary} className="mt-1" /> : null;
}
