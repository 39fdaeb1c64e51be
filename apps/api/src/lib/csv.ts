import { PassThrough, type Readable } from 'node:stream';

/**
 * CSV for spreadsheets used in Brazil (architecture §5.18): UTF-8 with a BOM (so Excel reads the
 * accents), `;` between fields (`,` is the decimal mark), CRLF line ends. Text that a spreadsheet
 * would run as a formula (=, +, -, @ at the start) gets a leading apostrophe; numbers written
 * the pt-BR way ('-0,30') are left as they are.
 */
export type CsvCell = string | number | null | undefined;

const BOM = '\uFEFF';
const BOM_BYTES = Buffer.from(BOM, 'utf8');
const PT_BR_NUMBER = /^-?\d+(,\d+)?$/;

const NEEDS_QUOTES = /[";\r\n]/;

/** What starts a formula (=, +, -, @, tab, CR), by code: a national export checks ~350,000 cells. */
const FORMULA_CODES = new Set([...'=+-@\t\r'].map((c) => c.charCodeAt(0)));

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  let text = value;
  if (FORMULA_CODES.has(text.charCodeAt(0)) && !PT_BR_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function line(row: readonly CsvCell[]): string {
  let out = row.length > 0 ? cell(row[0]) : '';
  for (let i = 1; i < row.length; i += 1) out += `;${cell(row[i])}`;
  return out;
}

/** Lines joined a thousand at a time: flat strings, not a rope of every cell kept until the end. */
const LINES_PER_PART = 1000;

/** Each row's line, then CRLF: one flat string. */
function linesOf<T>(rows: readonly T[], cells: (row: T) => readonly CsvCell[]): string {
  const lines = new Array<string>(rows.length + 1);
  for (let i = 0; i < rows.length; i += 1) lines[i] = line(cells(rows[i]!));
  lines[rows.length] = '';
  return lines.join('\r\n');
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return toCsvOf(header, rows, (row) => row);
}

/**
 * The CSV of any rows, each turned into its cells as it is written (a national export is up to
 * 100,000 rows: no array of every row's cells kept meanwhile).
 */
export function toCsvOf<T>(
  header: readonly string[],
  rows: Iterable<T>,
  cells: (row: T) => readonly CsvCell[],
): string {
  const parts: string[] = [];
  let lines: string[] = [line(header)];
  for (const row of rows) {
    lines.push(line(cells(row)));
    if (lines.length === LINES_PER_PART) {
      parts.push(lines.join('\r\n'));
      lines = [];
    }
  }
  if (lines.length > 0) parts.push(lines.join('\r\n'));
  return `${BOM}${parts.join('\r\n')}\r\n`;
}

/**
 * A CSV sent as it is made, from rows that arrive in pages (a cursor's): the BOM, the header, then each
 * page's lines as one string. The stream buffers what the client has not read yet, so the pages are
 * turned into text as fast as they come and whatever reads them (a transaction) is not held open by a
 * slow client; a client gone stops the pages. The BOM goes as its three bytes: the text itself then
 * stays one byte per character where it can (V8's Latin-1 strings) and is encoded a page at a time.
 */
export function csvStream<T>(
  header: readonly string[],
  pages: AsyncIterable<readonly T[]>,
  cells: (row: T) => readonly CsvCell[],
): Readable {
  const out = new PassThrough();
  out.write(BOM_BYTES);
  out.write(`${line(header)}\r\n`);
  void (async () => {
    for await (const page of pages) {
      if (out.destroyed) return;
      out.write(linesOf(page, cells));
    }
    out.end();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
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
