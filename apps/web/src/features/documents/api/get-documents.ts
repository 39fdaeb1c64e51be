import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentList } from '@tenho/domain/documents/documents.schemas';
import { api } from '@/lib/api-client';
import { DOCUMENTS_QUERY_KEY } from './documents-keys';

export type DocumentsQuery = { search?: string; page: number; pageSize: number };

/** GET /documents: what the caller's scope may see, newest first, searched by title or file name. */
export function getDocuments(query: DocumentsQuery, signal?: AbortSignal): Promise<DocumentList> {
  return api.get<DocumentList>('/documents', { signal, query });
}

export function getDocumentsQueryOptions(query: DocumentsQuery) {
  return queryOptions({
    queryKey: [...DOCUMENTS_QUERY_KEY, 'list', query],
    queryFn: ({ signal }) => getDocuments(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDocuments(query: DocumentsQuery) {
  return useQuery(getDocumentsQueryOptions(query));
}
