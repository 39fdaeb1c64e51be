import { formatDateTime } from '@tenho/domain/shared/format';
import { splitTxidFromDescription, TRANSACTION_TYPE_LABELS } from '@tenho/domain/wallet/wallet.schemas';
import { csvDecimalFromCents, toCsv } from '../../lib/csv.ts';
import type { StatementRow } from './wallet.repository.ts';

/** A file the route sends as a download. */
export type CsvFile = { fileName: string; body: string };

export function isCsvFile(value: unknown): value is CsvFile {
  return typeof value === 'object' && value !== null && 'fileName' in value && 'body' in value;
}

/** 'extrato-geral-2024-01-15.csv' (the date in Brasília time). */
export function statementFileName(scope: string, now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
  return `extrato-${scope}-${day}.csv`;
}

/** The statement as a spreadsheet: date and time, (company,) type, description, signed value, balance. */
export function statementCsv(rows: readonly StatementRow[], { withCompany = false } = {}): string {
  const header = [
    'Data',
    ...(withCompany ? ['Empresa'] : []),
    'Tipo',
    'Descrição',
    'Valor (R$)',
    'Saldo após (R$)',
  ];
  return toCsv(
    header,
    rows.map((row) => [
      formatDateTime(row.createdAt),
      ...(withCompany ? [row.clientName] : []),
      TRANSACTION_TYPE_LABELS[row.type],
      splitTxidFromDescription(row.description).text,
      csvDecimalFromCents(row.type === 'DEBIT' ? -row.amountCents : row.amountCents),
      csvDecimalFromCents(row.balanceAfterCents),
    ]),
  );
}
