import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditLogResponse } from '@tenho/domain/audit/audit.schemas';
import { api } from '@/lib/api-client';

/** The log's filters as the page holds them (calendar days as aaaa-mm-dd). */
export type AuditFilters = {
  actor?: string;
  action?: string;
  target?: string;
  target_id?: number;
  from?: string;
  to?: string;
};

export type AuditLogParams = AuditFilters & { page: number; pageSize: number };

export const AUDIT_QUERY_KEY = ['audit-log'] as const;

/** GET /audit-log: one page of the log, newest first (MASTER). */
export function getAuditLog(params: AuditLogParams, signal?: AbortSignal): Promise<AuditLogResponse> {
  return api.get<AuditLogResponse>('/audit-log', { signal, query: { ...params } });
}

export function getAuditLogQueryOptions(params: AuditLogParams) {
  return queryOptions({
    queryKey: [...AUDIT_QUERY_KEY, params],
    queryFn: ({ signal }) => getAuditLog(params, signal),
    // Paging and filtering keep the previous page on screen (dimmed) until the next arrives.
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(params: AuditLogParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAuditLogQueryOptions(params), enabled });
}
