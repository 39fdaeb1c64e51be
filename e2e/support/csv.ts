/**
 * Reads the CSV files the API exports (UTF-8 with BOM, `;`, quoted fields with "" escapes, CRLF)
 * into rows of cells, so a journey can compare a download with the table on screen.
 */
export function parseCsv(text: string): string[][] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i += 1) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ';') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** 'R$ 1.234,56', '1234,56' or '-0,30' → a number of cents. */
export function centsOf(text: string): number {
  const match = /(-?)(?:R\$\s*)?([\d.]+),(\d{2})/.exec(text);
  if (!match) throw new Error(`not an amount: ${text}`);
  const [, sign, int, cents] = match as unknown as [string, string, string, string];
  return (sign ? -1 : 1) * (Number(int.replace(/\./g, '')) * 100 + Number(cents));
}
