import { ROLE_LABELS } from '@tenho/domain/auth/roles';
import { formatDate } from '@tenho/domain/shared/format';
import { userDisplayName, type UserListItem } from '@tenho/domain/users/users.schemas';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { ErrorState } from '@/components/ui/error-state';
import { FitText } from '@/components/ui/fit-text';
import type { ListState } from '@/components/ui/list-state';
import { Pagination } from '@/components/ui/pagination';
import { RowsSkeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { UserRowActions, type UserRowHandlers } from './user-row-actions';
import { ReceivingLine } from './users-table';

export type UsersListViewProps = UserRowHandlers &
  ListState & {
    users: readonly UserListItem[] | undefined;
    /** The filtered total of the server (all pages). */
    total: number;
    currentUserId: number | undefined;
    canDelete: boolean;
    togglingId: number | null;
  };

/**
 * The spec's simple users list as a compact view of the same page: avatar, name, role and
 * Ativo/Inativo badges, e-mail, creation date, the actions, and the footer with the totals.
 */
export function UsersListView({
  users,
  total,
  loading,
  refreshing,
  error,
  onRetry,
  retrying,
  empty,
  pagination,
  currentUserId,
  canDelete,
  togglingId,
  ...handlers
}: UsersListViewProps) {
  if (error) return <ErrorState message={error} onRetry={onRetry} retrying={retrying} />;
  if (loading) {
    return (
      <RowsSkeleton
        count={5}
        role="status"
        aria-label="Carregando usuários"
        rowClassName="border-t border-slate-100 px-4 py-3 first:border-t-0 sm:px-6"
        pictureClassName="rounded-full"
        lineClassName="w-56"
      />
    );
  }
  const rows = users ?? [];
  if (rows.length === 0) return <>{empty}</>;

  return (
    <div>
      <ul
        aria-label="Usuários"
        aria-busy={refreshing || undefined}
        className={cn('divide-y divide-slate-100', refreshing && 'opacity-60 transition-opacity')}
      >
        {rows.map((user) => {
          const name = userDisplayName(user);
          return (
            <li key={user.id} className="flex items-center gap-3 px-4 py-3 sm:px-6">
              <Avatar src={user.profile?.photo_url} name={name} />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <FitText as="p" className="font-medium text-slate-900">
                    {name}
                  </FitText>
                  <Badge>{ROLE_LABELS[user.role]}</Badge>
                  <Badge tone={user.is_active ? 'green' : 'grey'} dot>
                    {user.is_active ? 'Ativo' : 'Inativo'}
                  </Badge>
                </div>
                <FitText as="p" className="mt-0.5 text-sm text-slate-600">
                  {user.email}
                </FitText>
                <p className="text-xs text-slate-500">Cadastrado em {formatDate(user.created_at)}</p>
                <ReceivingLine user={user} />
              </div>
              <UserRowActions
                user={user}
                compact
                isSelf={user.id === currentUserId}
                canDelete={canDelete}
                toggling={togglingId === user.id}
                {...handlers}
              />
            </li>
          );
        })}
      </ul>
      <p className="border-t border-slate-200 px-4 py-3 text-sm text-slate-600 sm:px-6">
        Total de usuários: <span className="font-semibold text-slate-900 tabular-nums">{total}</span> |
        Exibindo: <span className="font-semibold text-slate-900 tabular-nums">{rows.length}</span>
      </p>
      <Pagination {...pagination} className="border-t-0 pt-0" />
    </div>
  );
}
