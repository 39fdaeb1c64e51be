import { useMutation } from '@tanstack/react-query';
import { APP_TIME_ZONE } from '@tenho/domain/shared/format';
import { downloadFile } from '@/lib/session-fetch';
import type { AuditFilters } from './get-audit-log';

/**
 * The log with the filters on screen as a CSV spreadsheet (`format=csv`: every matching row, not
 * paged; UTF-8 with BOM and ';'). Fetched with the session, then saved under the server's name.
 */
export function exportAuditLog(filters: AuditFilters): Promise<string> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: APP_TIME_ZONE }).format(new Date());
  return downloadFile('/audit-log', {
    query: { ...filters, format: 'csv' },
    fallbackName: `logs-do-sistema-${today}.csv`,
  });
}

export function useExportAuditLog() {
  return useMutation({ mutationKey: ['audit-log', 'export'], mutationFn: exportAuditLog });
}
