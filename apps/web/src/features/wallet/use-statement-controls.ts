import { useState } from 'react';
import { WALLET_DEFAULT_PAGE_SIZE } from '@tenho/domain/wallet/wallet.schemas';
import { NOUNS } from '@tenho/domain/shared/plural';
import type { PaginationProps } from '@/components/ui/pagination';
import {
  DEFAULT_STATEMENT_FILTERS,
  statementFilterErrors,
  statementQuery,
  type StatementFilters,
} from './statement-filters';

/**
 * The statement's filters and paging. The controls show what the user typed; the query keeps the
 * last filters the API would accept, so an unfinished date range never empties the table.
 */
export function useStatementControls() {
  const [filters, setFilters] = useState<StatementFilters>(DEFAULT_STATEMENT_FILTERS);
  const [applied, setApplied] = useState<StatementFilters>(DEFAULT_STATEMENT_FILTERS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(WALLET_DEFAULT_PAGE_SIZE);

  const errors = statementFilterErrors(statementQuery(filters, 1, pageSize));
  const query = statementQuery(applied, page, pageSize);

  const changeFilters = (next: StatementFilters) => {
    setFilters(next);
    if (Object.keys(statementFilterErrors(statementQuery(next, 1, pageSize))).length === 0) {
      setApplied(next);
      setPage(1);
    }
  };

  const pagination = (total: number, disabled: boolean): PaginationProps => ({
    page,
    pageSize,
    total,
    disabled,
    noun: NOUNS.entry,
    onPageChange: setPage,
    onPageSizeChange: (size) => {
      setPageSize(size);
      setPage(1);
    },
  });

  return { filters, applied, errors, query, changeFilters, pagination };
}
