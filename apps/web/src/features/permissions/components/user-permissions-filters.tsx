import { useId, type ReactNode } from 'react';
import { ROLE_LABELS, ROLES, type Role } from '@tenho/domain/auth/roles';
import { Label } from '@/components/ui/field';
import { SearchInput } from '@/components/ui/search-input';
import { SegmentedFilter } from '@/components/ui/segmented-filter';
import { Select } from '@/components/ui/select';
import type { PermissionUsersParams } from '../api/get-permission-users';

export type UserFilters = { search: string; role: Role | ''; status: PermissionUsersParams['status'] };

export const NO_USER_FILTERS: UserFilters = { search: '', role: '', status: 'all' };

const STATUS_OPTIONS = [
  { value: 'all', label: 'Todos' },
  { value: 'active', label: 'Ativo' },
  { value: 'inactive', label: 'Inativo' },
] as const;

export type UserPermissionsFiltersProps = {
  value: UserFilters;
  /** One filter changed (the list then goes back to its first page). */
  onChange: (patch: Partial<UserFilters>) => void;
  /** A button at the end of the bar (e.g. 'Adicionar Usuário'). */
  action?: ReactNode;
};

/** The user list's search, role and status filters. */
export function UserPermissionsFilters({ value, onChange, action }: UserPermissionsFiltersProps) {
  const roleId = useId();
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <SearchInput
        label="Buscar por e-mail ou nome"
        placeholder="Buscar por e-mail ou nome..."
        value={value.search}
        onChange={(search) => onChange({ search })}
        className="flex-1"
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={roleId} className="sr-only">
          Perfil
        </Label>
        <Select
          id={roleId}
          value={value.role}
          onChange={(event) => onChange({ role: event.target.value as Role | '' })}
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
        value={value.status}
        options={STATUS_OPTIONS}
        onChange={(status) => onChange({ status })}
      />
      {action}
    </div>
  );
}
