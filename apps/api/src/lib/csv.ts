/**
 * CSV for spreadsheets used in Brazil (architecture §5.18): UTF-8 with a BOM (so Excel reads the
 * accents), `;` between fields (`,` is the decimal mark), CRLF line ends. Text that a spreadsheet
 * would run as a formula (=, +, -, @ at the start) gets a leading apostrophe; numbers written
 * the pt-BR way ('-0,30') are left as they are.
 */
export type CsvCell = string | number | null | undefined;

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const PT_BR_NUMBER = /^-?\d+(,\d+)?$/;

const NEEDS_QUOTES = /[";\r\n]/;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? String(value) : value;
  if (typeof value === 'string' && FORMULA_START.test(text) && !PT_BR_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function line(row: readonly CsvCell[]): string {
  let text = row.length > 0 ? cell(row[0]) : '';
  for (let i = 1; i < row.length; i++) text += `;${cell(row[i])}`;
  return `${text}\r\n`;
}

/** Appended line by line (a national export is ~40,000 rows: no array of lines, no copy of the rows). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  let text = BOM + line(header);
  for (const row of rows) text += line(row);
  return text;
}

/** Cents as a pt-BR decimal for a spreadsheet cell: 123456 → '1234,56', -30 → '-0,30'. */
export function csvDecimalFromCents(cents: number): string {
  const magnitude = Math.abs(Math.round(cents));
  const text = `${Math.floor(magnitude / 100)},${String(magnitude % 100).padStart(2, '0')}`;
  return cents < 0 && magnitude !== 0 ? `-${text}` : text;
}

/** A `Content-Disposition` value for a download (the name is kept to safe characters). */
export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`;
}

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
