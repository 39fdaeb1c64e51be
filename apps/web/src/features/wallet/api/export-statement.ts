import { useMutation } from '@tanstack/react-query';
import type { StatementQueryInput, WalletQueryInput } from '@tenho/domain/wallet/wallet.schemas';
import { APP_TIME_ZONE } from '@tenho/domain/shared/format';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/session-fetch';

/** Whose statement: one company's (GET /wallet/{id}) or every company in reach (GET /wallet/statement). */
export type StatementSource = { clientId: number } | { network: true };

export type ExportStatementPayload = {
  source: StatementSource;
  query: WalletQueryInput | StatementQueryInput;
};

/**
 * The statement with the same filters as a spreadsheet (`format=csv`: every matching row, not
 * paged). Fetched with the session like every call, never with the token in a link, then saved.
 */
export async function exportStatement({ source, query }: ExportStatementPayload): Promise<string> {
  const path = 'clientId' in source ? `/wallet/${source.clientId}` : '/wallet/statement';
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  const text = await api.get<unknown>(path, { query: { ...filters, format: 'csv' } });
  const csv = typeof text === 'string' ? text : '';
  // Today in Brasília time, as aaaa-mm-dd.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: APP_TIME_ZONE }).format(new Date());
  const fileName = `extrato-${today}.csv`;
  // fetch drops the UTF-8 BOM when it decodes the text; put it back so spreadsheets read accents.
  saveBlob(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), fileName);
  return fileName;
}

export function useExportStatement() {
  return useMutation({ mutationKey: ['wallet', 'statement', 'export'], mutationFn: exportStatement });
}
