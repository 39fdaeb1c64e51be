import {
  Building2,
  LayoutDashboard,
  MoreHorizontal,
  Pencil,
  Power,
  PowerOff,
  Trash2,
  UserPlus,
} from 'lucide-react';
import type { FranchiseUnit } from '@tenho/domain/franchise/franchise.schemas';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';

export type FranchiseRowHandlers = {
  onEdit: (unit: FranchiseUnit) => void;
  onToggleActive: (unit: FranchiseUnit) => void;
  onDelete: (unit: FranchiseUnit) => void;
  onAdmins: (unit: FranchiseUnit) => void;
  onClients: (unit: FranchiseUnit) => void;
  onDashboard: (unit: FranchiseUnit) => void;
};

/** What the signed-in user may do to units (the server checks again). */
export type FranchiseAbilities = { edit: boolean; remove: boolean; addAdmin: boolean };

export type FranchiseRowActionsProps = FranchiseRowHandlers & {
  unit: FranchiseUnit;
  can: FranchiseAbilities;
  /** The activation of this row is being saved. */
  toggling: boolean;
};

/**
 * The row's actions (spec §2): activate/deactivate and edit inline from sm up, and a menu with
 * the dashboard, the companies, the admins, edit and remove.
 */
export function FranchiseRowActions({
  unit,
  can,
  toggling,
  onEdit,
  onToggleActive,
  onDelete,
  onAdmins,
  onClients,
  onDashboard,
}: FranchiseRowActionsProps) {
  return (
    <div className="flex items-center justify-end gap-1">
      {can.edit ? (
        <Button
          variant="secondary"
          size="sm"
          loading={toggling}
          onClick={() => onToggleActive(unit)}
          aria-label={`${unit.is_active ? 'Desativar' : 'Ativar'} ${unit.name}`}
          className={cn(
            'min-w-[5.75rem] sm:w-[6.5rem]',
            unit.is_active ? 'text-slate-700' : 'border-brand-300 text-brand-800 hover:bg-brand-50',
          )}
        >
          {toggling ? null : unit.is_active ? (
            <PowerOff className="hidden size-3.5 sm:block" aria-hidden="true" />
          ) : (
            <Power className="hidden size-3.5 sm:block" aria-hidden="true" />
          )}
          {unit.is_active ? 'Desativar' : 'Ativar'}
        </Button>
      ) : null}

      {can.edit ? (
        // Wrapped: the button's own inline-flex would win over a 'hidden' on it.
        <span className="hidden sm:inline-flex">
          <Button variant="ghost" size="icon" onClick={() => onEdit(unit)} aria-label={`Editar ${unit.name}`}>
            <Pencil className="size-4" aria-hidden="true" />
          </Button>
        </span>
      ) : null}

      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={`Mais ações para ${unit.name}`}>
            <MoreHorizontal className="size-4" aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => onDashboard(unit)}>
            <LayoutDashboard className="size-4" aria-hidden="true" />
            Ver dashboard
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onClients(unit)}>
            <Building2 className="size-4" aria-hidden="true" />
            Ver empresas
          </DropdownMenuItem>
          {can.addAdmin ? (
            <DropdownMenuItem onSelect={() => onAdmins(unit)}>
              <UserPlus className="size-4" aria-hidden="true" />
              Administradores
            </DropdownMenuItem>
          ) : null}
          {can.edit ? (
            <DropdownMenuItem onSelect={() => onEdit(unit)}>
              <Pencil className="size-4" aria-hidden="true" />
              Editar
            </DropdownMenuItem>
          ) : null}
          {can.remove ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem tone="danger" onSelect={() => onDelete(unit)}>
                <Trash2 className="size-4" aria-hidden="true" />
                Excluir
              </DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
