import { REPORT_PAGE_SIZE_DEFAULT } from '@tenho/domain/reports/reports.schemas';
import type { Noun } from '@tenho/domain/shared/plural';
import { usePaging } from '@/lib/use-paging';

/** Page and page size of a report's rows; a new filter goes back to page 1 (reset()). */
export function useReportPaging(noun: Noun) {
  const { page, pageSize, setPage, pagination } = usePaging(REPORT_PAGE_SIZE_DEFAULT, noun);
  return { page, pageSize, reset: () => setPage(1), pagination };
}
