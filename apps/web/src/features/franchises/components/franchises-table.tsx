import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { FranchiseUnit } from '@tenho/domain/franchise/franchise.schemas';
import { DataTable } from '@/components/ui/data-table';
import type { ListState } from '@/components/ui/list-state';
import {
  FranchiseRowActions,
  type FranchiseAbilities,
  type FranchiseRowHandlers,
} from './franchise-row-actions';
import { FranchiseStatusBadge } from './franchise-status-badge';

const column = createColumnHelper<FranchiseUnit>();

export type FranchisesTableProps = FranchiseRowHandlers &
  ListState & {
    units: readonly FranchiseUnit[] | undefined;
    can: FranchiseAbilities;
    togglingId: number | null;
  };

/** Spec §2: name, code, city, state, region ('-' when none), Ativa/Inativa, actions. */
export function FranchisesTable({ units, can, togglingId, ...rest }: FranchisesTableProps) {
  const { onEdit, onToggleActive, onDelete, onAdmins, onClients, onDashboard, ...state } = rest;
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: 'Franquia',
        cell: ({ row: { original: unit } }) => (
          <div className="max-w-[12rem] min-w-0 sm:max-w-[18rem]">
            <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{unit.name}</p>
            {/* On phones the other columns are hidden: their values live here. */}
            <p className="mt-0.5 truncate font-mono text-xs text-slate-500 md:hidden">{unit.code}</p>
            <p className="mt-0.5 truncate text-xs text-slate-600 lg:hidden">
              {unit.city} · {unit.state}
              {unit.region ? ` · ${unit.region}` : ''}
            </p>
            <p className="mt-1 sm:hidden">
              <FranchiseStatusBadge active={unit.is_active} />
            </p>
          </div>
        ),
      }),
      column.accessor('code', {
        header: 'Código',
        meta: { className: 'hidden md:table-cell' },
        cell: ({ getValue }) => <span className="font-mono text-xs text-slate-700">{getValue()}</span>,
      }),
      column.accessor('city', {
        header: 'Cidade',
        meta: { className: 'hidden lg:table-cell' },
        cell: ({ getValue }) => <span className="text-slate-700">{getValue()}</span>,
      }),
      column.accessor('state', {
        header: 'UF',
        meta: { className: 'hidden lg:table-cell' },
        cell: ({ getValue }) => <span className="text-slate-700">{getValue()}</span>,
      }),
      column.accessor('region', {
        header: 'Região',
        meta: { className: 'hidden lg:table-cell' },
        cell: ({ getValue }) => <span className="text-slate-700">{getValue() || '-'}</span>,
      }),
      column.accessor('is_active', {
        header: 'Status',
        meta: { className: 'hidden sm:table-cell' },
        cell: ({ getValue }) => <FranchiseStatusBadge active={getValue()} />,
      }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only sm:not-sr-only">Ações</span>,
        meta: { align: 'right' },
        cell: ({ row: { original: unit } }) => (
          <FranchiseRowActions
            unit={unit}
            can={can}
            toggling={togglingId === unit.id}
            onEdit={onEdit}
            onToggleActive={onToggleActive}
            onDelete={onDelete}
            onAdmins={onAdmins}
            onClients={onClients}
            onDashboard={onDashboard}
          />
        ),
      }),
    ],
    [can, togglingId, onEdit, onToggleActive, onDelete, onAdmins, onClients, onDashboard],
  );

  return (
    <DataTable
      caption="Franquias"
      columns={columns}
      data={units}
      getRowId={(unit) => String(unit.id)}
      {...state}
    />
  );
}
