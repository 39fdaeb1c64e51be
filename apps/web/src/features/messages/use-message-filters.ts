import {
  MESSAGE_PAGE_SIZE_DEFAULT,
  messageListQuerySchema,
  type MessageListQueryInput,
} from '@tenho/domain/messages/messages.schemas';
import type { MessageStatus } from '@tenho/domain/messages/message-status';
import { NOUNS } from '@tenho/domain/shared/plural';
import { useAppliedFilters } from '@/lib/use-paging';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export type MessageFilters = {
  search: string;
  /** 'aaaa-mm-dd' as the date inputs give it; '' for none. */
  dateFrom: string;
  dateTo: string;
  categoryId: number | null;
  status: MessageStatus | '';
  companyId: number | null;
  /** MASTER: one unit. */
  unitId: number | null;
};

export const NO_MESSAGE_FILTERS: MessageFilters = {
  search: '',
  dateFrom: '',
  dateTo: '',
  categoryId: null,
  status: '',
  companyId: null,
  unitId: null,
};

export type MessageFilterErrors = Partial<Record<'search' | 'dateFrom' | 'dateTo', string>>;

function toQuery(
  filters: MessageFilters,
  search: string,
  page: number,
  pageSize: number,
): MessageListQueryInput {
  return {
    search: search || undefined,
    dateFrom: filters.dateFrom || undefined,
    dateTo: filters.dateTo || undefined,
    category: filters.categoryId === null ? undefined : String(filters.categoryId),
    status: filters.status || undefined,
    company: filters.companyId === null ? undefined : String(filters.companyId),
    unit_id: filters.unitId === null ? undefined : String(filters.unitId),
    page: String(page),
    pageSize: String(pageSize),
  };
}

/** The domain's messages for what the API would refuse (an impossible date, a reversed range). */
export function messageFilterErrors(filters: MessageFilters): MessageFilterErrors {
  const result = messageListQuerySchema.safeParse(
    toQuery(filters, filters.search.trim(), 1, MESSAGE_PAGE_SIZE_DEFAULT),
  );
  if (result.success) return {};
  const errors: MessageFilterErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'search' || field === 'dateFrom' || field === 'dateTo') && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  return errors;
}

export function isFilteringMessages(filters: MessageFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.dateFrom !== '' ||
    filters.dateTo !== '' ||
    filters.categoryId !== null ||
    filters.status !== '' ||
    filters.companyId !== null ||
    filters.unitId !== null
  );
}

/**
 * Central de Mensagens' filters and paging (the last filters the API would accept are the ones
 * asked for); the search waits for a pause in typing.
 */
export function useMessageFilters() {
  const { filters, applied, page, pageSize, change, pagination } = useAppliedFilters<MessageFilters>({
    initial: NO_MESSAGE_FILTERS,
    accepts: (next) => Object.keys(messageFilterErrors(next)).length === 0,
    defaultPageSize: MESSAGE_PAGE_SIZE_DEFAULT,
    noun: NOUNS.message,
  });
  const search = useDebouncedValue(applied.search.trim(), 300);

  return {
    filters,
    applied,
    errors: messageFilterErrors(filters),
    query: toQuery(applied, search, page, pageSize),
    filtering: isFilteringMessages(applied),
    change,
    clear: () => change(NO_MESSAGE_FILTERS),
    pagination,
  };
}
