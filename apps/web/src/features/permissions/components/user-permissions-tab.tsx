import { useId, useState, type ComponentType } from 'react';
import { ChevronLeft, ChevronRight, UserPlus } from 'lucide-react';
import { ROLE_LABELS, ROLES, type Role } from '@tenho/domain/auth/roles';
import {
  PERMISSIONS_MSG,
  type Permission,
  type RolePermissionLink,
} from '@tenho/domain/permissions/permissions.schemas';
import type { UserListItem } from '@tenho/domain/users/users.schemas';
import { countLabel, NOUNS } from '@tenho/domain/shared/plural';
import { Button } from '@/components/ui/button';
import { QueryError } from '@/components/ui/query-error';
import { Label } from '@/components/ui/field';
import { SearchInput } from '@/components/ui/search-input';
import { SegmentedFilter } from '@/components/ui/segmented-filter';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useCan } from '@/lib/use-can';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePermissionUsers, type PermissionUsersParams } from '../api/get-permission-users';
import { PermissionUserRow } from './permission-user-row';
import { UserPermissionsDialog } from './user-permissions-dialog';

/** The users area's Create User modal, handed in by the app (features do not import each other). */
export type CreateUserDialogComponent = ComponentType<{
  open: boolean;
  onOpenChange: (open: boolean) => void;
}>;

export type UserPermissionsTabProps = {
  permissions: readonly Permission[];
  links: readonly RolePermissionLink[];
  CreateUserDialog?: CreateUserDialogComponent;
};

const PAGE_SIZE = 20;
const STATUS_OPTIONS = [
  { value: 'all', label: 'Todos' },
  { value: 'active', label: 'Ativo' },
  { value: 'inactive', label: 'Inativo' },
] as const;

/** Permissão por Usuário (spec §2): find a user and edit their overrides. */
export function UserPermissionsTab({ permissions, links, CreateUserDialog }: UserPermissionsTabProps) {
  const roleId = useId();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [status, setStatus] = useState<PermissionUsersParams['status']>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<UserListItem | null>(null);
  const [creating, setCreating] = useState(false);
  const canCreate = useCan('user.create');
  const debouncedSearch = useDebouncedValue(search);
  const params: PermissionUsersParams = { search: debouncedSearch, role, status, page, pageSize: PAGE_SIZE };
  const users = usePermissionUsers(params);

  const rows = users.data?.users ?? [];
  const total = users.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <SearchInput
          label="Buscar por e-mail ou nome"
          placeholder="Buscar por e-mail ou nome..."
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
          className="flex-1"
        />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={roleId} className="sr-only">
            Perfil
          </Label>
          <Select
            id={roleId}
            value={role}
            onChange={(e) => {
              setRole(e.target.value as Role | '');
              setPage(1);
            }}
            className="lg:w-48"
          >
            <option value="">Todos os perfis</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </Select>
        </div>
        <SegmentedFilter
          legend="Situação"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
        />
        {CreateUserDialog && canCreate ? (
          <Button onClick={() => setCreating(true)}>
            <UserPlus className="size-4" aria-hidden="true" />
            Adicionar Usuário
          </Button>
        ) : null}
      </div>

      {users.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true" aria-label="Carregando usuários">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : users.isError ? (
        <QueryError query={users} message={'Erro ao carregar usuários'} />
      ) : rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-600">
          {PERMISSIONS_MSG.usersEmpty}
        </p>
      ) : (
        <ul
          className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
          aria-label="Usuários"
        >
          {rows.map((user) => (
            <PermissionUserRow key={user.id} user={user} onEdit={() => setEditing(user)} />
          ))}
        </ul>
      )}

      {users.data ? (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
          <p aria-live="polite">
            Mostrando {rows.length} de {countLabel(total, NOUNS.user)}
          </p>
          {pages > 1 ? (
            <div className="flex items-center gap-2">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setPage((p) => Math.max(1, p - 1))}
                disabled={page <= 1}
              >
                <ChevronLeft className="size-4" aria-hidden="true" />
                Anterior
              </Button>
              <span>
                Página {page} de {pages}
              </span>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setPage((p) => Math.min(pages, p + 1))}
                disabled={page >= pages}
              >
                Próxima
                <ChevronRight className="size-4" aria-hidden="true" />
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}

      <UserPermissionsDialog
        user={editing}
        permissions={permissions}
        links={links}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />
      {CreateUserDialog ? <CreateUserDialog open={creating} onOpenChange={setCreating} /> : null}
    </div>
  );
}
