import { ROLE_LABELS, type Role } from '@tenho/domain/auth/roles';
import { FilterSelect, optionId } from '@/components/ui/filter-fields';
import { SearchInput } from '@/components/ui/search-input';
import { SegmentedFilter } from '@/components/ui/segmented-filter';
import type { UnitOption } from '@/lib/api/get-units';
import { LIST_VIEW_COPY } from '../users-copy';
import type { UsersFilters } from '../use-users-list';

const STATUS_OPTIONS = [
  { value: 'all', label: 'Todos' },
  { value: 'active', label: 'Ativos' },
  { value: 'inactive', label: 'Inativos' },
] as const;

export const VIEW_OPTIONS = [
  { value: 'table', label: 'Tabela' },
  { value: 'list', label: 'Lista' },
] as const;
export type UsersView = (typeof VIEW_OPTIONS)[number]['value'];

export type UsersToolbarProps = {
  filters: UsersFilters;
  onFilter: <K extends keyof UsersFilters>(key: K, value: UsersFilters[K]) => void;
  /** The role filter (MASTER and ADMIN): the roles of the caller's scope. */
  roles: readonly Role[] | null;
  /** The unit filter (MASTER). */
  units: { list: UnitOption[]; loading: boolean } | null;
  view: UsersView;
  onView: (view: UsersView) => void;
};

/** Search by name, e-mail or phone; status; role and unit where they apply; table or list view. */
export function UsersToolbar({ filters, onFilter, roles, units, view, onView }: UsersToolbarProps) {
  const searchLabel = view === 'list' ? LIST_VIEW_COPY.search : 'Buscar por nome, e-mail ou telefone';
  return (
    <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:p-5 lg:flex-row lg:flex-wrap lg:items-center">
      <SearchInput
        label={searchLabel}
        placeholder={view === 'list' ? LIST_VIEW_COPY.search : `${searchLabel}...`}
        value={filters.search}
        onChange={(value) => onFilter('search', value)}
        className="lg:min-w-72 lg:flex-1"
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <SegmentedFilter
          legend="Status"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(value) => onFilter('status', value)}
        />
        {roles ? (
          <FilterSelect
            label="Perfil"
            hiddenLabel
            allLabel="Todos os perfis"
            options={roles.map((role) => ({ id: role, name: ROLE_LABELS[role] }))}
            value={filters.role}
            onChange={(value) => onFilter('role', value)}
            selectClassName="sm:w-48"
          />
        ) : null}
        {units ? (
          <FilterSelect
            label="Franquia"
            hiddenLabel
            allLabel="Todas as franquias"
            options={units.list}
            loading={units.loading}
            value={filters.unitId}
            onChange={(value) => onFilter('unitId', optionId(value))}
            selectClassName="sm:w-52"
          />
        ) : null}
        <SegmentedFilter legend="Visualização" value={view} options={VIEW_OPTIONS} onChange={onView} />
      </div>
    </div>
  );
}
