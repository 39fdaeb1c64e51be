import { WALLET_DEFAULT_PAGE_SIZE } from '@tenho/domain/wallet/wallet.constants';
import { NOUNS } from '@tenho/domain/shared/plural';
import { useAppliedFilters } from '@/lib/use-paging';
import {
  DEFAULT_STATEMENT_FILTERS,
  statementFilterErrors,
  statementQuery,
  type StatementFilters,
} from './statement-filters';

/** The statement's filters and paging (the last filters the API would accept are the ones asked for). */
export function useStatementControls() {
  const { filters, applied, page, pageSize, change, pagination } = useAppliedFilters<StatementFilters>({
    initial: DEFAULT_STATEMENT_FILTERS,
    accepts: (next, size) => Object.keys(statementFilterErrors(statementQuery(next, 1, size))).length === 0,
    defaultPageSize: WALLET_DEFAULT_PAGE_SIZE,
    noun: NOUNS.entry,
  });

  return {
    filters,
    applied,
    errors: statementFilterErrors(statementQuery(filters, 1, pageSize)),
    query: statementQuery(applied, page, pageSize),
    changeFilters: change,
    pagination,
  };
}

export type StatementControls = ReturnType<typeof useStatementControls>;
