import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportMessageStatus } from '@tenho/domain/messages/message-status';
import type { MessagesReport } from '@tenho/domain/reports/reports.schemas';
import { api } from '@/lib/api-client';
import { REPORTS_QUERY_KEY } from './reports-keys';

export type MessagesReportQuery = {
  category?: number;
  status?: ReportMessageStatus;
  page: number;
  pageSize: number;
};

/** GET /reports/messages: the WhatsApp messages the platform sent, cards over the whole filter. */
export function getMessagesReport(query: MessagesReportQuery, signal?: AbortSignal): Promise<MessagesReport> {
  return api.get<MessagesReport>('/reports/messages', { signal, query });
}

export function getMessagesReportQueryOptions(query: MessagesReportQuery) {
  return queryOptions({
    queryKey: [...REPORTS_QUERY_KEY, 'messages', query],
    queryFn: ({ signal }) => getMessagesReport(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMessagesReport(query: MessagesReportQuery) {
  return useQuery(getMessagesReportQueryOptions(query));
}
