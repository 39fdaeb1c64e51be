import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Save, Undo2 } from 'lucide-react';
import { isProtectedForMaster, permissionLabel } from '@tenho/domain/auth/permissions';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES, type Role } from '@tenho/domain/auth/roles';
import {
  PERMISSIONS_MSG,
  groupPermissions,
  type Permission,
  type RolePermissionLink,
} from '@tenho/domain/permissions/permissions.schemas';
import { countLabel } from '@tenho/domain/shared/plural';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Switch } from '@/components/ui/switch';
import { VersionConflictAlert } from '@/components/ui/version-conflict-alert';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { isVersionConflict, versionConflictMessage } from '@/lib/record-version';
import { notify } from '@/lib/toast';
import { ROLE_PERMISSIONS_KEY } from '../api/get-role-permissions';
import { useSaveRolePermissions } from '../api/save-role-permission';
import {
  enabledCount,
  pendingRequests,
  roleEnabledMap,
  shownValue,
  togglePending,
  type PendingChanges,
} from '../permission-state';
import { PermissionGroup } from './permission-group';

export type RolePermissionsTabProps = {
  permissions: readonly Permission[];
  links: readonly RolePermissionLink[];
};

/** Permissão por Perfil (spec §2): a role's permissions, toggled and saved one changed pair at a time. */
export function RolePermissionsTab({ permissions, links }: RolePermissionsTabProps) {
  const [role, setRole] = useState<Role>('MASTER');
  const [pendingRaw, setPending] = useState<PendingChanges>(new Map());
  const [askRole, setAskRole] = useState<Role | null>(null);
  const save = useSaveRolePermissions();
  const queryClient = useQueryClient();
  // A pair changed by someone else since it was read (409): the toggles stay until 'Recarregar'.
  const [conflict, setConflict] = useState<string | null>(null);

  const saved = useMemo(() => roleEnabledMap(links, role), [links, role]);
  // Only real differences count (after a reload, what was saved drops out by itself).
  const pending = useMemo(
    () => new Map([...pendingRaw].filter(([id, value]) => (saved.get(id) ?? false) !== value)),
    [pendingRaw, saved],
  );
  const groups = useMemo(() => groupPermissions([...permissions]), [permissions]);
  const ids = useMemo(() => permissions.map((p) => p.id), [permissions]);
  const count = enabledCount(ids, pending, saved);

  const pickRole = (next: Role) => {
    if (next === role) return;
    if (pending.size > 0) setAskRole(next);
    else {
      setRole(next);
      setPending(new Map());
      setConflict(null);
    }
  };

  const submit = () => {
    // Each pair carries the version of the link it was read from (0 = no link yet): If-Match.
    const changes = pendingRequests(role, pending).map((change) => ({
      ...change,
      version:
        links.find((l) => l.role === change.role && l.permission_id === change.permission_id)?.version ?? 0,
    }));
    save.mutate(changes, {
      onSuccess: () => {
        setPending(new Map());
        notify.success(PERMISSIONS_MSG.roleSaved);
      },
      onError: (error) => {
        if (isVersionConflict(error)) setConflict(versionConflictMessage(error));
        else notify.error(errorMessage(error, PERMISSIONS_MSG.roleSaveFailed));
      },
    });
  };

  /** 'Recarregar': the current links replace what was read, and the unsaved toggles go. */
  const reload = async () => {
    await queryClient.refetchQueries({ queryKey: ROLE_PERMISSIONS_KEY });
    setPending(new Map());
    setConflict(null);
  };

  return (
    <div className="flex flex-col gap-5">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">Perfil</legend>
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {ROLES.map((r) => (
            <label
              key={r}
              className={cn(
                'flex cursor-pointer flex-col gap-0.5 rounded-lg border p-3 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                r === role
                  ? 'border-brand-600 bg-brand-50'
                  : 'border-slate-200 bg-white hover:border-slate-300',
              )}
            >
              <input
                type="radio"
                name="permission-role"
                value={r}
                checked={r === role}
                onChange={() => pickRole(r)}
                className="sr-only"
              />
              <span className="text-sm font-semibold text-slate-900">
                {r} <span className="font-normal text-slate-500">· {ROLE_LABELS[r]}</span>
              </span>
              <span className="text-xs text-slate-600">{ROLE_DESCRIPTIONS[r]}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {conflict ? <VersionConflictAlert message={conflict} onReload={reload} /> : null}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700" aria-live="polite">
          <strong className="font-semibold text-slate-900">{count}</strong> de {permissions.length} permissões
          ativas para {role}
          {pending.size > 0 ? (
            <span className="text-amber-800">
              {' '}
              · {countLabel(pending.size, { one: 'alteração não salva', many: 'alterações não salvas' })}
            </span>
          ) : null}
        </p>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            onClick={() => setPending(new Map())}
            disabled={pending.size === 0 || save.isPending}
          >
            <Undo2 className="size-4" aria-hidden="true" />
            Descartar
          </Button>
          <Button
            onClick={submit}
            disabled={pending.size === 0 || conflict !== null}
            loading={save.isPending}
          >
            <Save className="size-4" aria-hidden="true" />
            Salvar alterações
          </Button>
        </div>
      </div>

      <div className="flex flex-col gap-2">
        {groups.map(({ group, label, items }) => {
          const on = items.filter((p) => shownValue(pending, saved, p.id)).length;
          return (
            <PermissionGroup
              key={`${role}-${group}`}
              group={group}
              label={label}
              summary={`${on} de ${items.length} ativas`}
              modified={items.some((p) => pending.has(p.id))}
            >
              {items.map((p) => {
                const value = shownValue(pending, saved, p.id);
                const locked = role === 'MASTER' && isProtectedForMaster(p.name);
                const title = p.description || permissionLabel(p.name);
                return (
                  <li key={p.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
                    <div className="min-w-0 flex-1">
                      <p className="text-sm font-medium text-slate-900">{title}</p>
                      <p className="font-mono text-xs text-slate-500">{p.name}</p>
                      {locked ? <p className="text-xs text-slate-500">Sempre ativa para o MASTER.</p> : null}
                    </div>
                    {pending.has(p.id) ? <Badge tone="amber">Modificado</Badge> : null}
                    <Switch
                      checked={locked || value}
                      disabled={locked || save.isPending}
                      onCheckedChange={(next) => setPending((prev) => togglePending(prev, saved, p.id, next))}
                      label={`${p.name} para ${role}`}
                    />
                  </li>
                );
              })}
            </PermissionGroup>
          );
        })}
      </div>

      <ConfirmDialog
        open={askRole !== null}
        title="Descartar alterações?"
        description={PERMISSIONS_MSG.discardConfirm}
        confirmLabel="Descartar e trocar"
        tone="danger"
        onConfirm={() => {
          if (askRole) setRole(askRole);
          setPending(new Map());
          setConflict(null);
          setAskRole(null);
        }}
        onCancel={() => setAskRole(null)}
      />
    </div>
  );
}
