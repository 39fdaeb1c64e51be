import { useState } from 'react';
import { REPORT_PAGE_SIZE_DEFAULT } from '@tenho/domain/reports/reports.schemas';
import type { Noun } from '@tenho/domain/shared/plural';
import type { PaginationProps } from '@/components/ui/pagination';

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
  return { page, pageSize, reset: () => setPage(1), pagination };
}
