import { useEffect, useState } from 'react';
import { MESSAGE_PAGE_SIZE_DEFAULT } from '@tenho/domain/messages/messages.constants';
import type { MessageListQueryInput } from '@tenho/domain/messages/messages.schemas';
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

type MessageListQuerySchema = Awaited<ReturnType<typeof loadQuerySchema>>;

// The schema (and zod, ~25 KB) is not part of Mensagens' load: the screen opens without filters and
// asks for it with the first search or date typed (which is applied once the schema has checked it).
let pendingQuerySchema: ReturnType<typeof loadQuerySchema> | undefined;
let loadedQuerySchema: MessageListQuerySchema | null = null;
function loadQuerySchema() {
  return import('@tenho/domain/messages/messages.schemas').then((module) => module.messageListQuerySchema);
}

/**
 * The query schema once `needed` (null before it has loaded; a failed load is tried again when the
 * filters next change).
 */
function useMessageListQuerySchema(needed: boolean): MessageListQuerySchema | null {
  const [schema, setSchema] = useState(loadedQuerySchema);
  useEffect(() => {
    if (schema || !needed) return;
    let current = true;
    pendingQuerySchema ??= loadQuerySchema();
    pendingQuerySchema
      .then((loaded) => {
        loadedQuerySchema = loaded;
        if (current) setSchema(() => loaded);
      })
      .catch((error: unknown) => {
        pendingQuerySchema = undefined;
        console.warn('Falha ao carregar a validação dos filtros de mensagens.', error);
      });
    return () => {
      current = false;
    };
  }, [schema, needed]);
  return schema;
}

/** The filters the API validates as text (the others are picked from lists of ids). */
const hasTypedFilters = (filters: MessageFilters) =>
  filters.search.trim() !== '' || filters.dateFrom !== '' || filters.dateTo !== '';

/**
 * The domain's messages for what the API would refuse (an impossible date, a reversed range); null
 * while the schema is still loading and there is typed text to check.
 */
export function messageFilterErrors(
  filters: MessageFilters,
  schema: MessageListQuerySchema | null,
): MessageFilterErrors | null {
  if (!hasTypedFilters(filters)) return {};
  if (!schema) return null;
  const result = schema.safeParse(toQuery(filters, filters.search.trim(), 1, MESSAGE_PAGE_SIZE_DEFAULT));
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
  const [typed, setTyped] = useState(false);
  const schema = useMessageListQuerySchema(typed);
  const { filters, applied, page, pageSize, change, pagination } = useAppliedFilters<MessageFilters>({
    initial: NO_MESSAGE_FILTERS,
    accepts: (next) => {
      const errors = messageFilterErrors(next, schema);
      return errors !== null && Object.keys(errors).length === 0;
    },
    defaultPageSize: MESSAGE_PAGE_SIZE_DEFAULT,
    noun: NOUNS.message,
  });
  const search = useDebouncedValue(applied.search.trim(), 300);

  if (!typed && hasTypedFilters(filters)) setTyped(true);
  // Text typed before the schema arrived is checked (and applied, if the API would take it) now.
  useEffect(() => {
    if (schema && filters !== applied) change(filters);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the schema arrives
  }, [schema]);

  return {
    filters,
    applied,
    errors: messageFilterErrors(filters, schema) ?? {},
    query: toQuery(applied, search, page, pageSize),
    filtering: isFilteringMessages(applied),
    change,
    clear: () => change(NO_MESSAGE_FILTERS),
    pagination,
  };
}
