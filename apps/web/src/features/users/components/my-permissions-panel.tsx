import { useId, useState } from 'react';
import { Check, ChevronDown, KeyRound, X } from 'lucide-react';
import { can, permissionLabel } from '@tenho/domain/auth/permissions';
import { ROLE_LABELS, isRole } from '@tenho/domain/auth/roles';
import { countLabel } from '@tenho/domain/shared/plural';
import { Card } from '@/components/ui/card';
import { useAuthStore } from '@/lib/auth-store';
import { cn } from '@/lib/cn';

/** What this screen checks, in the order a person would ask about them. */
const SCREEN_PERMISSIONS = ['user.view', 'user.access', 'user.create', 'user.edit', 'user.delete'] as const;

/**
 * 'Minhas permissões': what the signed-in user may do here, folded away by default (it replaces
 * the debug block of the original screen).
 */
export function MyPermissionsPanel() {
  const user = useAuthStore((state) => state.user);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!user) return null;
  const overrides = Object.keys(user.permission_override ?? {}).length;

  return (
    <Card>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center gap-3 rounded-2xl px-4 py-3 text-left focus-visible:outline-2 focus-visible:outline-brand-600 sm:px-6"
      >
        <KeyRound className="size-4 text-slate-500" aria-hidden="true" />
        <span className="flex-1 text-sm font-semibold text-slate-900">Minhas permissões</span>
        <ChevronDown
          className={cn('size-4 text-slate-500 transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      {open ? (
        <div id={panelId} className="border-t border-slate-100 px-4 py-4 text-sm sm:px-6">
          <p className="text-slate-600">
            Perfil de acesso:{' '}
            <strong className="font-semibold text-slate-900">
              {isRole(user.role) ? ROLE_LABELS[user.role] : user.role}
            </strong>
            {overrides > 0
              ? ` · ${countLabel(overrides, { one: 'permissão ajustada', many: 'permissões ajustadas' })} só para você`
              : null}
          </p>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {SCREEN_PERMISSIONS.map((permission) => {
              const allowed = can(user, permission);
              return (
                <li key={permission} className="flex items-center gap-2">
                  {allowed ? (
                    <Check className="size-4 shrink-0 text-emerald-700" aria-hidden="true" />
                  ) : (
                    <X className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                  )}
                  <span className={allowed ? 'text-slate-800' : 'text-slate-500'}>
                    {permissionLabel(permission)}
                  </span>
                  <span className="sr-only">{allowed ? '(permitido)' : '(não permitido)'}</span>
                </li>
              );
            })}
          </ul>
          <p className="mt-3 text-xs text-slate-500">
            O servidor confere cada ação; peça ao Master se precisar de outra permissão.
          </p>
        </div>
      ) : null}
    </Card>
  );
}
