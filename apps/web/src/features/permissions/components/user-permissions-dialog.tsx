import { useMemo, useState } from 'react';
import { RotateCcw } from 'lucide-react';
import { isProtectedForMaster, permissionLabel } from '@tenho/domain/auth/permissions';
import { ROLE_LABELS } from '@tenho/domain/auth/roles';
import {
  PERMISSIONS_MSG,
  groupPermissions,
  type Permission,
  type RolePermissionLink,
} from '@tenho/domain/permissions/permissions.schemas';
import { userDisplayName, type UserListItem } from '@tenho/domain/users/users.schemas';
import { countLabel } from '@tenho/domain/shared/plural';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogActions, DialogFrame, DialogLayout } from '@/components/ui/dialog-layout';
import { SearchInput } from '@/components/ui/search-input';
import { Switch } from '@/components/ui/switch';
import { VersionConflictAlert } from '@/components/ui/version-conflict-alert';
import { errorMessage } from '@/lib/api-client';
import { isVersionConflict, versionConflictMessage } from '@/lib/record-version';
import { notify } from '@/lib/toast';
import { getPermissionUser } from '../api/get-permission-user';
import { useSaveUserOverrides } from '../api/save-user-overrides';
import {
  effectiveValue,
  isOverridden,
  matchesSearch,
  resetOverride,
  roleEnabledMap,
  sameOverrides,
  setOverride,
} from '../permission-state';
import { PermissionGroup } from './permission-group';

export type UserPermissionsDialogProps = {
  user: UserListItem | null;
  permissions: readonly Permission[];
  links: readonly RolePermissionLink[];
  onOpenChange: (open: boolean) => void;
};

/** 'Editar Permissões': the role default beside the effective value; overrides marked and resettable. */
export function UserPermissionsDialog({
  user,
  permissions,
  links,
  onOpenChange,
}: UserPermissionsDialogProps) {
  return (
    <DialogFrame open={user !== null} onClose={() => onOpenChange(false)} className="max-w-3xl">
      {user ? (
        <UserPermissionsForm
          key={user.id}
          user={user}
          permissions={permissions}
          links={links}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </DialogFrame>
  );
}

type FormProps = {
  user: UserListItem;
  permissions: readonly Permission[];
  links: readonly RolePermissionLink[];
  onDone: () => void;
};

function UserPermissionsForm({ user, permissions, links, onDone }: FormProps) {
  // What the form was read from: the overrides and the version sent as If-Match ('Recarregar' moves both on).
  const [read, setRead] = useState({ overrides: user.permission_override, version: user.version });
  const initial = read.overrides;
  const [draft, setDraft] = useState<Record<string, boolean>>({ ...initial });
  const [conflict, setConflict] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const save = useSaveUserOverrides();
  const defaults = useMemo(() => roleEnabledMap(links, user.role), [links, user.role]);
  const known = useMemo(() => new Set(permissions.map((p) => p.name)), [permissions]);
  const visible = useMemo(
    () => permissions.filter((p) => matchesSearch(search, p.name, p.description)),
    [permissions, search],
  );
  const groups = useMemo(() => groupPermissions([...visible]), [visible]);
  const overridden = Object.keys(draft).filter((name) => known.has(name)).length;
  const changed = !sameOverrides(draft, initial);
  const name = userDisplayName(user);

  const submit = () => {
    save.mutate(
      { id: user.id, overrides: draft, version: read.version },
      {
        onSuccess: () => {
          notify.success(PERMISSIONS_MSG.userSaved);
          onDone();
        },
        onError: (error) => {
          // Someone saved this user first: the toggles stay on screen, 'Recarregar' offers the current ones.
          if (isVersionConflict(error)) setConflict(versionConflictMessage(error));
          else notify.error(errorMessage(error, PERMISSIONS_MSG.userSaveFailed));
        },
      },
    );
  };

  const reload = async () => {
    const fresh = await getPermissionUser(user.id);
    setRead({ overrides: fresh.permission_override, version: fresh.version });
    setDraft({ ...fresh.permission_override });
    setConflict(null);
  };

  return (
    <div className="flex max-h-[80vh] flex-col gap-4">
      <DialogLayout
        title="Editar Permissões"
        description={
          <>
            {name} ({user.email}) · perfil {ROLE_LABELS[user.role]}. Uma permissão sobrescrita vale só para
            este usuário; 'Resetar' volta ao padrão do perfil.
          </>
        }
        footer={
          <DialogActions
            onCancel={onDone}
            confirmLabel="Salvar permissões"
            onConfirm={submit}
            disabled={!changed}
            busy={save.isPending}
          />
        }
      >
        {conflict ? <VersionConflictAlert message={conflict} onReload={reload} /> : null}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <SearchInput
            label="Buscar permissão"
            placeholder="Buscar permissão..."
            value={search}
            onChange={setSearch}
            className="sm:w-72"
          />
          <p className="text-sm text-slate-600" aria-live="polite">
            {overridden === 0
              ? 'Nenhuma permissão sobrescrita'
              : countLabel(overridden, { one: 'permissão sobrescrita', many: 'permissões sobrescritas' })}
          </p>
        </div>

        <div className="-mx-1 flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto px-1">
          {groups.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-500">{PERMISSIONS_MSG.searchEmpty}</p>
          ) : null}
          {groups.map(({ group, label, items }) => {
            const on = items.filter((p) => effectiveValue(draft, defaults.get(p.id) ?? false, p.name)).length;
            return (
              <PermissionGroup
                key={group}
                group={group}
                label={label}
                summary={`${on} de ${items.length} ativas`}
                modified={items.some((p) => isOverridden(draft, p.name))}
                defaultOpen={items.some((p) => isOverridden(initial, p.name))}
                forceOpen={search.trim() !== ''}
              >
                {items.map((p) => {
                  const roleDefault = defaults.get(p.id) ?? false;
                  const value = effectiveValue(draft, roleDefault, p.name);
                  const isOver = isOverridden(draft, p.name);
                  const locked = user.role === 'MASTER' && isProtectedForMaster(p.name);
                  return (
                    <li key={p.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
                      <div className="min-w-0 flex-1">
                        <p className="text-sm font-medium text-slate-900">
                          {p.description || permissionLabel(p.name)}
                        </p>
                        <p className="font-mono text-xs text-slate-500">{p.name}</p>
                        <p className="text-xs text-slate-600">
                          Padrão do perfil: <strong>{roleDefault ? 'Ativo' : 'Inativo'}</strong>
                        </p>
                      </div>
                      {isOver ? <Badge tone="amber">Sobrescrito</Badge> : null}
                      {isOver ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => setDraft((d) => resetOverride(d, p.name))}
                          aria-label={`Resetar ${p.name}`}
                        >
                          <RotateCcw className="size-3.5" aria-hidden="true" />
                          Resetar
                        </Button>
                      ) : null}
                      <Switch
                        checked={locked || value}
                        disabled={locked || save.isPending}
                        onCheckedChange={(next) => setDraft((d) => setOverride(d, p.name, next, roleDefault))}
                        label={`${p.name} para ${name}`}
                      />
                    </li>
                  );
                })}
              </PermissionGroup>
            );
          })}
        </div>
      </DialogLayout>
    </div>
  );
}
