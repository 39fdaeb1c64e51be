import type { UseQueryResult } from '@tanstack/react-query';
import { REPORT_PAGE_SIZE_DEFAULT } from '@tenho/domain/reports/reports.constants';
import type { Noun } from '@tenho/domain/shared/plural';
import { listQueryState } from '@/components/ui/list-state';
import { usePaging } from '@/lib/use-paging';

/** A paged report: one page of rows and the size of the whole filter. */
type PagedReport<T> = UseQueryResult<{ rows: T[]; total: number }>;

/** Page and page size of a report's rows; a new filter goes back to page 1 (reset()). */
export function useReportPaging(noun: Noun) {
  const { page, pageSize, setPage, pagination } = usePaging(REPORT_PAGE_SIZE_DEFAULT, noun);
  /** The DataTable props of the report's page: rows, loading, a failed load with retry, the pager. */
  const table = <T extends { id: number }>(report: PagedReport<T>, loadFailed: string) => ({
    data: report.data?.rows,
    getRowId: (row: T) => String(row.id),
    ...listQueryState(report, loadFailed),
    pagination: pagination(report.data?.total ?? 0, report.isFetching),
  });
  return { page, pageSize, reset: () => setPage(1), table };
}
