import { KeyRound } from 'lucide-react';
import { initials } from '@tenho/domain/shared/format';
import { ROLE_LABELS, type Role } from '@tenho/domain/auth/roles';
import { userDisplayName, type UserListItem } from '@tenho/domain/users/users.schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FitText } from '@/components/ui/fit-text';

const ROLE_TONES: Record<Role, 'brand' | 'green' | 'amber' | 'grey'> = {
  MASTER: 'brand',
  ADMIN: 'green',
  CLIENT: 'amber',
  USER: 'grey',
};

export type PermissionUserRowProps = { user: UserListItem; onEdit: () => void };

/** A user of the 'Permissão por Usuário' list: who, role, status, custom permissions, edit. */
export function PermissionUserRow({ user, onEdit }: PermissionUserRowProps) {
  const name = userDisplayName(user);
  const custom = Object.keys(user.permission_override).length > 0;
  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-2 px-4 py-3 sm:flex">
      <span
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
        aria-hidden="true"
      >
        {initials(name).slice(0, 2)}
      </span>
      <div className="min-w-0 flex-1">
        <FitText as="p" className="text-sm font-medium text-slate-900">
          {name}
        </FitText>
        <FitText as="p" className="text-xs text-slate-600">
          {user.email}
        </FitText>
        <div className="mt-1 flex flex-wrap gap-1.5">
          <Badge tone={ROLE_TONES[user.role]}>{ROLE_LABELS[user.role]}</Badge>
          <Badge tone={user.is_active ? 'green' : 'grey'} dot>
            {user.is_active ? 'Ativo' : 'Inativo'}
          </Badge>
          {custom ? <Badge tone="amber">Permissões customizadas</Badge> : null}
        </div>
      </div>
      {/* Under the name on phones, so the name and e-mail keep the row's width. */}
      <Button
        variant="secondary"
        size="sm"
        className="col-start-2 justify-self-start"
        onClick={onEdit}
        aria-label={`Editar Permissões de ${name}`}
      >
        <KeyRound className="size-4" aria-hidden="true" />
        Editar Permissões
      </Button>
    </li>
  );
}
