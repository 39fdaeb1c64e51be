import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { UserPlus } from 'lucide-react';
import { EDIT_REFRESH_DELAY_MS } from '@tenho/domain/shared/constants';
import { creatableRoles, type UserListItem } from '@tenho/domain/users/users.schemas';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { serverPagination, useListQueryState } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshButton } from '@/components/ui/refresh-button';
import { useUnitOptions } from '@/lib/api/get-units';
import { useAuthStore } from '@/lib/auth-store';
import { useCan } from '@/lib/use-can';
import { CreateUserDialog } from '../components/create-user-dialog';
import { DeleteUserDialog } from '../components/delete-user-dialog';
import { EditUserDialog, type CategoriesFieldProps } from '../components/edit-user-dialog';
import { MyPermissionsPanel } from '../components/my-permissions-panel';
import { UserDetailsDialog } from '../components/user-details-dialog';
import { UsersEmptyState } from '../components/users-empty-state';
import { UsersListView } from '../components/users-list-view';
import { UsersSummary } from '../components/users-summary';
import { UsersTable } from '../components/users-table';
import { UsersToolbar, type UsersView } from '../components/users-toolbar';
import { useToggleUserActive } from '../use-toggle-user-active';
import { useUsersList } from '../use-users-list';
import { USERS_COPY, usersAudience } from '../users-copy';

export type UsersPageProps = {
  /** 'Categorias de Atuação' in the edit dialog, composed in by the route (app/). */
  categoriesField?: ComponentType<CategoriesFieldProps>;
  /** The route of a company's 'Recebimento de pedidos' (issue 32), composed in by the app. */
  receivingPath?: (companyId: number) => string;
};

const DESCRIPTIONS = {
  MASTER: 'Todas as contas da rede: ative empresas que se cadastraram, crie acessos e acompanhe quem entra.',
  ADMIN: 'As contas da sua unidade: ative empresas que se cadastraram, crie acessos e acompanhe quem entra.',
  other: 'As pessoas que acessam o painel em nome da sua empresa.',
} as const;

/**
 * /master|admin|client/usuarios: the people of the caller's scope (the server scopes every call),
 * with the cards, filters, server-side paging and sorting, and the row actions of spec §2.
 */
export function UsersPage({ categoriesField, receivingPath }: UsersPageProps) {
  const me = useAuthStore((state) => state.user);
  const audience = usersAudience(me?.role);
  const copy = USERS_COPY[audience];
  const canCreate = useCan('user.create');
  const canDelete = useCan('user.delete');
  const isMaster = me?.role === 'MASTER';
  // The network (MASTER, ADMIN) changes how its companies receive leads; the API scopes the unit.
  const isNetwork = isMaster || me?.role === 'ADMIN';
  const companyReceivingPath = useCallback(
    (user: UserListItem) =>
      isNetwork && receivingPath && user.role === 'CLIENT' ? receivingPath(user.id) : null,
    [isNetwork, receivingPath],
  );

  const list = useUsersList();
  const { query } = list;
  const units = useUnitOptions({ enabled: isMaster });
  const { togglingId, toggle } = useToggleUserActive();
  const [view, setView] = useState<UsersView>('table');
  const [creating, setCreating] = useState(false);
  const [details, setDetails] = useState<UserListItem | null>(null);
  const [editing, setEditing] = useState<UserListItem | null>(null);
  const [deleting, setDeleting] = useState<UserListItem | null>(null);

  const state = useListQueryState(query, copy.loadFailed, { everyRefetch: true, toastError: true });

  // The list follows an edit 500 ms after the dialog closed (spec §9).
  const refreshTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(refreshTimer.current), []);
  const { refetch } = query;
  const handleEdited = useCallback(() => {
    window.clearTimeout(refreshTimer.current);
    refreshTimer.current = window.setTimeout(() => void refetch(), EDIT_REFRESH_DELAY_MS);
  }, [refetch]);
  const handleEdit = useCallback((user: UserListItem) => {
    setDetails(null);
    setEditing(user);
  }, []);

  const data = query.data;
  const shared = {
    users: data?.users,
    ...state,
    empty: (
      <UsersEmptyState
        audience={audience}
        view={view}
        filtering={list.filtering}
        onClearFilters={list.clearFilters}
        onCreate={canCreate ? () => setCreating(true) : null}
      />
    ),
    pagination: serverPagination(list, data, copy.noun, query.isFetching),
    currentUserId: me?.id,
    canDelete,
    togglingId,
    onDetails: setDetails,
    onEdit: handleEdit,
    onToggleActive: toggle,
    onDelete: setDeleting,
    receivingPath: companyReceivingPath,
  };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title={copy.title}
        description={
          me?.role === 'MASTER' || me?.role === 'ADMIN' ? DESCRIPTIONS[me.role] : DESCRIPTIONS.other
        }
        actions={
          <>
            <RefreshButton onRefresh={() => void refetch()} fetching={query.isFetching} />
            {canCreate ? (
              <Button onClick={() => setCreating(true)}>
                <UserPlus className="size-4" aria-hidden="true" />
                Novo Usuário
              </Button>
            ) : null}
          </>
        }
      />

      <UsersSummary
        counts={data?.counts}
        loading={query.isPending}
        filtering={list.filtering}
        plural={copy.plural}
      />

      <Card>
        <UsersToolbar
          filters={list.filters}
          onFilter={list.setFilter}
          // The roles in the caller's scope are the ones it may create (architecture §5.1, §5.3).
          roles={audience === 'users' ? creatableRoles(me?.role) : null}
          units={isMaster ? { list: units.data ?? [], loading: units.isPending } : null}
          view={view}
          onView={setView}
        />
        {view === 'table' ? (
          <UsersTable
            {...shared}
            firstColumn={copy.column}
            caption={copy.title}
            sort={list.sort}
            onSortChange={list.setSort}
            showUnit={isMaster}
          />
        ) : (
          <UsersListView {...shared} total={data?.total ?? 0} />
        )}
      </Card>

      <MyPermissionsPanel />

      {canCreate ? <CreateUserDialog open={creating} onOpenChange={setCreating} /> : null}
      <UserDetailsDialog user={details} onClose={() => setDetails(null)} onEdit={handleEdit} />
      <EditUserDialog
        user={editing}
        onClose={() => setEditing(null)}
        onSaved={handleEdited}
        categoriesField={categoriesField}
      />
      {canDelete ? <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} /> : null}
    </div>
  );
}
