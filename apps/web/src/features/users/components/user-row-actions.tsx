import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarClock, Eye, LogOut, MoreHorizontal, Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import { userDisplayName, type UserListItem } from '@tenho/domain/users/users.schemas';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/toast';
import { useCan } from '@/lib/use-can';
import { useEndUserSessions } from '../api/end-user-sessions';

export type UserRowHandlers = {
  onDetails: (user: UserListItem) => void;
  onEdit: (user: UserListItem) => void;
  onToggleActive: (user: UserListItem) => void;
  onDelete: (user: UserListItem) => void;
  /** Where a company's 'Recebimento de pedidos' opens (its network only); null for other rows. */
  receivingPath?: (user: UserListItem) => string | null;
};

export type UserRowActionsProps = UserRowHandlers & {
  user: UserListItem;
  /** The signed-in user's own row: no activation switch and no delete. */
  isSelf: boolean;
  canDelete: boolean;
  /** The activation of this row is being saved. */
  toggling: boolean;
  /** Everything but the activation in the menu (no inline edit button). */
  compact?: boolean;
};

/**
 * The row's actions: 'Ativar'/'Desativar' (architecture §5.18: a control named "Ativar"), an edit
 * button from sm up, and a menu with details, edit, 'Encerrar sessões' (user.edit, not on one's
 * own row) and delete (delete only with user.delete).
 */
export function UserRowActions({
  user,
  isSelf,
  canDelete,
  toggling,
  compact = false,
  onDetails,
  onEdit,
  onToggleActive,
  onDelete,
  receivingPath,
}: UserRowActionsProps) {
  const name = userDisplayName(user);
  const receivingTo = receivingPath?.(user) ?? null;
  const showDelete = canDelete && !isSelf;
  const canEndSessions = useCan('user.edit') && !isSelf;
  const [endingSessions, setEndingSessions] = useState(false);
  return (
    <div className="flex items-center justify-end gap-1">
      {isSelf ? null : (
        <Button
          variant="secondary"
          size="sm"
          loading={toggling}
          onClick={() => onToggleActive(user)}
          className={cn(
            'min-w-[5.75rem] sm:w-[6.5rem]',
            user.is_active ? 'text-slate-700' : 'border-brand-300 text-brand-800 hover:bg-brand-50',
          )}
        >
          {toggling ? null : user.is_active ? (
            <PowerOff className="hidden size-3.5 sm:block" aria-hidden="true" />
          ) : (
            <Power className="hidden size-3.5 sm:block" aria-hidden="true" />
          )}
          {user.is_active ? 'Desativar' : 'Ativar'}
        </Button>
      )}

      {compact ? null : (
        // Wrapped: the button's own inline-flex would win over a 'hidden' on it.
        <span className="hidden sm:inline-flex">
          <Button variant="ghost" size="icon" onClick={() => onEdit(user)} aria-label={`Editar ${name}`}>
            <Pencil className="size-4" aria-hidden="true" />
          </Button>
        </span>
      )}

      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={`Mais ações para ${name}`}>
            <MoreHorizontal className="size-4" aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => onDetails(user)}>
            <Eye className="size-4" aria-hidden="true" />
            Ver detalhes
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onEdit(user)}>
            <Pencil className="size-4" aria-hidden="true" />
            Editar
          </DropdownMenuItem>
          {receivingTo ? (
            <DropdownMenuItem asChild>
              <Link to={receivingTo}>
                <CalendarClock className="size-4" aria-hidden="true" />
                Recebimento de pedidos
              </Link>
            </DropdownMenuItem>
          ) : null}
          {canEndSessions ? (
            <DropdownMenuItem onSelect={() => setEndingSessions(true)}>
              <LogOut className="size-4" aria-hidden="true" />
              Encerrar sessões
            </DropdownMenuItem>
          ) : null}
          {showDelete ? (
            <DropdownMenuItem tone="danger" onSelect={() => onDelete(user)}>
              <Trash2 className="size-4" aria-hidden="true" />
              Excluir
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      {canEndSessions ? (
        <EndUserSessionsDialog
          user={user}
          name={name}
          open={endingSessions}
          onClose={() => setEndingSessions(false)}
        />
      ) : null}
    </div>
  );
}

type EndUserSessionsDialogProps = {
  user: UserListItem;
  name: string;
  open: boolean;
  onClose: () => void;
};

/** 'Encerrar sessões': after a confirmation, every session of the user ends (its open panels sign out). */
function EndUserSessionsDialog({ user, name, open, onClose }: EndUserSessionsDialogProps) {
  const end = useEndUserSessions();
  const handleConfirm = () => {
    end.mutate(user.id, {
      onSuccess: (answer) => {
        const n = answer?.ended ?? 0;
        notify.success(
          n === 0
            ? `${name} não tinha sessões ativas.`
            : n === 1
              ? `1 sessão de ${name} encerrada.`
              : `${n} sessões de ${name} encerradas.`,
        );
        onClose();
      },
      onError: (error) => {
        notify.error(errorMessage(error, 'Erro ao encerrar as sessões'));
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open={open}
      tone="danger"
      title="Encerrar sessões"
      description={
        <p>
          Todas as sessões de <strong className="font-semibold text-slate-900">{name}</strong> ({user.email})
          serão encerradas agora, em todos os aparelhos. A conta continua ativa: basta entrar de novo com
          e-mail e senha.
        </p>
      }
      confirmLabel="Encerrar sessões"
      loading={end.isPending}
      onConfirm={handleConfirm}
      onCancel={onClose}
    />
  );
}
