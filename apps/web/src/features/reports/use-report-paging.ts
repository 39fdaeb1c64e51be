import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { REPORT_PAGE_SIZE_DEFAULT } from '@tenho/domain/reports/reports.schemas';
import type { Noun } from '@tenho/domain/shared/plural';
import type { PaginationProps } from '@/components/ui/pagination';
import { errorMessage } from '@/lib/api-client';

/** A paged report: one page of rows and the size of the whole filter. */
type PagedReport<T> = UseQueryResult<{ rows: T[]; total: number }>;

/** Page and page size of a report's rows; a new filter goes back to page 1 (reset()). */
export function useReportPaging(noun: Noun) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(REPORT_PAGE_SIZE_DEFAULT);
  const pagination = (total: number, disabled: boolean): PaginationProps => ({
    page,
    pageSize,
    total,
    disabled,
    noun,
    onPageChange: setPage,
    onPageSizeChange: (size) => {
      setPageSize(size);
      setPage(1);
    },
  });
  /** The DataTable props of the report's page: rows, loading, a failed load with retry, the pager. */
  const table = <T extends { id: number }>(report: PagedReport<T>, loadFailed: string) => {
    const loadError = report.isError && !report.data ? report.error : null;
    return {
      data: report.data?.rows,
      getRowId: (row: T) => String(row.id),
      loading: report.isPending,
      refreshing: report.isPlaceholderData && report.isFetching,
      error: loadError ? errorMessage(loadError, loadFailed) : null,
      onRetry: () => void report.refetch(),
      retrying: report.isFetching,
      pagination: pagination(report.data?.total ?? 0, report.isFetching),
    };
  };
  return { page, pageSize, reset: () => setPage(1), table };
}
