import { useState } from 'react';
import { FRANCHISE_PAGE_SIZE_DEFAULT } from '@tenho/domain/franchise/franchise.constants';
import type { FranchiseStatusFilter } from '@tenho/domain/franchise/franchise.schemas';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useFranchises } from './api/get-franchises';

/**
 * The Franquias list's search, status filter and page, and the query they make. A new search or
 * status starts again at page 1; the search box waits for a pause in typing before asking.
 */
export function useFranchisesList() {
  const [searchText, setSearchText] = useState('');
  const [status, setStatusValue] = useState<FranchiseStatusFilter>('all');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeValue] = useState<number>(FRANCHISE_PAGE_SIZE_DEFAULT);
  const search = useDebouncedValue(searchText.trim(), 300);

  const query = useFranchises({ search: search || undefined, status, page, pageSize });

  return {
    query,
    searchText,
    setSearch: (value: string) => {
      setSearchText(value);
      setPage(1);
    },
    status,
    setStatus: (value: FranchiseStatusFilter) => {
      setStatusValue(value);
      setPage(1);
    },
    /** A filter narrows the list (the typed search counts once the list follows it). */
    filtering: search !== '' || status !== 'all',
    clearFilters: () => {
      setSearchText('');
      setStatusValue('all');
      setPage(1);
    },
    page,
    setPage,
    pageSize,
    setPageSize: (size: number) => {
      setPageSizeValue(size);
      setPage(1);
    },
  };
}
