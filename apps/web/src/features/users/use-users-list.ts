import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isRole } from '@tenho/domain/auth/roles';
import { USER_PAGE_SIZE_DEFAULT } from '@tenho/domain/users/users.constants';
import type { UserSort } from '@tenho/domain/users/users.schemas';
import type { TableSort } from '@/components/ui/data-table';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useUsers, type UsersListParams } from './api/get-users';

export type UsersFilters = {
  search: string;
  status: UsersListParams['status'];
  role: string;
  unitId: number | null;
};

const NO_FILTERS: UsersFilters = { search: '', status: 'all', role: '', unitId: null };

/**
 * The list's filters, page and sort, and the query they make. Every change of a filter or of the
 * sort starts again at page 1; the search box waits for a pause in typing before asking.
 */
export function useUsersList() {
  // A link may open the list already narrowed to a role (e.g. 'Gerenciar Administradores').
  const [searchParams] = useSearchParams();
  const [filters, setFilters] = useState<UsersFilters>(() => {
    const role = searchParams.get('role');
    return isRole(role) ? { ...NO_FILTERS, role } : NO_FILTERS;
  });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(USER_PAGE_SIZE_DEFAULT);
  const [sort, setSort] = useState<TableSort>({ id: 'created_at', desc: true });
  const search = useDebouncedValue(filters.search.trim(), 300);

  const query = useUsers({
    role: filters.role || undefined,
    unit_id: filters.unitId,
    status: filters.status,
    search: search || undefined,
    page,
    pageSize,
    sort: sort.id as UserSort,
    order: sort.desc ? 'desc' : 'asc',
  });

  return {
    query,
    filters,
    /** Some filter narrows the list (the typed search counts once the list follows it). */
    filtering: search !== '' || filters.status !== 'all' || filters.role !== '' || filters.unitId !== null,
    setFilter: <K extends keyof UsersFilters>(key: K, value: UsersFilters[K]) => {
      setFilters((current) => ({ ...current, [key]: value }));
      setPage(1);
    },
    clearFilters: () => {
      setFilters(NO_FILTERS);
      setPage(1);
    },
    page,
    setPage,
    pageSize,
    setPageSize: (size: number) => {
      setPageSize(size);
      setPage(1);
    },
    sort,
    setSort: (next: TableSort) => {
      setSort(next);
      setPage(1);
    },
  };
}
