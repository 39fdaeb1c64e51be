import { useMutation } from '@tanstack/react-query';
import { APP_TIME_ZONE } from '@tenho/domain/shared/format';
import type { QueryValue } from '@/lib/api-client';
import { downloadFile } from '@/lib/session-fetch';

export type ReportKind = 'financial' | 'user-activity' | 'messages' | 'unmet-demand';

const FALLBACK_NAMES: Record<ReportKind, string> = {
  financial: 'relatorio-financeiro',
  'user-activity': 'relatorio-atividades',
  messages: 'relatorio-mensagens',
  'unmet-demand': 'relatorio-demanda-nao-atendida',
};

export type ExportReportPayload = {
  kind: ReportKind;
  /** The filters on screen; paging is dropped (the CSV holds every row of the filter). */
  query: Record<string, QueryValue>;
};

/** The query of the CSV: the screen's filters without page and pageSize, plus format=csv. */
export function csvQuery(query: Record<string, QueryValue>): Record<string, QueryValue> {
  const { page: _page, pageSize: _pageSize, format: _format, ...filters } = query;
  return { ...filters, format: 'csv' };
}

/**
 * GET /reports/{kind}?format=csv, fetched with the session in the Authorization header (never a
 * token in a link) and saved as a blob under the server's file name, bytes (and BOM) untouched.
 */
export function exportReport({ kind, query }: ExportReportPayload): Promise<string> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: APP_TIME_ZONE }).format(new Date());
  return downloadFile(`/reports/${kind}`, {
    query: csvQuery(query),
    fallbackName: `${FALLBACK_NAMES[kind]}-${today}.csv`,
  });
}

export function useExportReport() {
  return useMutation({ mutationKey: ['reports', 'export'], mutationFn: exportReport });
}
