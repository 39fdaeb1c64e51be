import { useState } from 'react';
import type { Noun } from '@tenho/domain/shared/plural';
import type { PaginationProps } from '@/components/ui/pagination';

export type AppliedFiltersOptions<F> = {
  initial: F;
  /** Whether the API would accept these filters (the page size goes into some queries). */
  accepts: (filters: F, pageSize: number) => boolean;
  defaultPageSize: number;
  /** What the rows are, for the pagination's range text. */
  noun: Noun;
};

/** A server list's page and page size; a new page size starts again at page 1. */
export function usePaging(defaultPageSize: number, noun: Noun) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(defaultPageSize);
  /**
   * The pagination's props for a total of rows (`totalCapped`: the server stopped counting there);
   * disabled while a page loads.
   */
  const pagination = (total: number, disabled: boolean, totalCapped = false): PaginationProps => ({
    page,
    pageSize,
    total,
    totalCapped,
    disabled,
    noun,
    onPageChange: setPage,
    onPageSizeChange: (size) => {
      setPageSize(size);
      setPage(1);
    },
  });
  return { page, pageSize, setPage, pagination };
}

/**
 * The filters and paging of a server list. The controls show what the user typed; the query keeps
 * the last filters the API would accept, so an unfinished date range never empties the table.
 * Every accepted change starts again at page 1.
 */
export function useAppliedFilters<F>({ initial, accepts, defaultPageSize, noun }: AppliedFiltersOptions<F>) {
  const [filters, setFilters] = useState<F>(initial);
  const [applied, setApplied] = useState<F>(initial);
  const { page, pageSize, setPage, pagination } = usePaging(defaultPageSize, noun);

  const change = (next: F) => {
    setFilters(next);
    if (accepts(next, pageSize)) {
      setApplied(next);
      setPage(1);
    }
  };

  return { filters, applied, page, pageSize, change, pagination };
}
