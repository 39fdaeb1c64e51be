import { useEffect, type ReactNode } from 'react';
import type { Noun } from '@tenho/domain/shared/plural';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import type { PaginationProps } from './pagination';

/** What a list shows of its query: first load, a refetch over the rows, a failure with a retry. */
export type ListQueryState = {
  /** First load: skeleton rows instead of data. */
  loading: boolean;
  /** A refetch with the previous rows still shown: they are dimmed and the list is marked busy. */
  refreshing: boolean;
  /** The load failed: the message and a retry button. */
  error: string | null;
  onRetry: () => void;
  retrying: boolean;
};

/** The props every paged list of a page takes: its query's state, its empty state and its paging. */
export type ListState = ListQueryState & {
  /** Shown when the page has no rows: the empty state with a next step. */
  empty: ReactNode;
  pagination: PaginationProps;
};

/** The part of a TanStack list query that a list's state comes from. */
export type ListQuery = {
  data: unknown;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

export type ListQueryOptions = {
  /**
   * Every refetch counts: it dims the rows, and its failure replaces them with the error. Without
   * it only a placeholder page (another page or filter being fetched) dims, and a failed refetch
   * keeps the rows.
   */
  everyRefetch?: boolean;
  /** The failure is also toasted. */
  toastError?: boolean;
};

/** A list query as DataTable and the list views show it; the server's message or the fallback. */
export function listQueryState(
  query: ListQuery,
  failedMessage: string,
  { everyRefetch = false }: Pick<ListQueryOptions, 'everyRefetch'> = {},
): ListQueryState {
  const failed = query.isError && (everyRefetch || !query.data);
  return {
    loading: query.isPending,
    refreshing: everyRefetch
      ? query.isFetching && !query.isPending
      : query.isPlaceholderData && query.isFetching,
    error: failed ? errorMessage(query.error, failedMessage) : null,
    onRetry: () => void query.refetch(),
    retrying: query.isFetching,
  };
}

/** listQueryState for a page's list, with the failure also toasted when asked. */
export function useListQueryState(
  query: ListQuery,
  failedMessage: string,
  { everyRefetch = false, toastError = false }: ListQueryOptions = {},
): ListQueryState {
  const state = listQueryState(query, failedMessage, { everyRefetch });
  const { error } = state;
  useEffect(() => {
    if (toastError && error) notify.error(error);
  }, [toastError, error]);
  return state;
}

/** A list's own page and page size, with setters that the pagination calls. */
export type ListPaging = {
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
};

/** The pagination of a server page: the page the server answered with, else the one asked for. */
export function serverPagination(
  paging: ListPaging,
  data: { page: number; total: number } | undefined,
  noun: Noun,
  disabled: boolean,
): PaginationProps {
  return {
    page: data?.page ?? paging.page,
    pageSize: paging.pageSize,
    total: data?.total ?? 0,
    onPageChange: paging.setPage,
    onPageSizeChange: paging.setPageSize,
    noun,
    disabled,
  };
}
