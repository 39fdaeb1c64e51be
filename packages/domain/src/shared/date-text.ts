/**
 * Calendar dates typed as 'dd/mm/aaaa' whatever the browser's language, handed around as ISO
 * 'yyyy-mm-dd' (what the API takes). A day is a calendar day: no time, no time zone.
 */

export const DATE_TEXT_MSG = {
  incomplete: 'Data incompleta. Use dd/mm/aaaa',
  impossible: 'Data inexistente. Confira o dia e o mês (dd/mm/aaaa)',
  yearOutOfRange: 'Ano inválido. Use um ano entre 1900 e 2100',
} as const;

export const DATE_TEXT_MIN_YEAR = 1900;
export const DATE_TEXT_MAX_YEAR = 2100;

/** Length of 'dd/mm/aaaa'. */
export const DATE_TEXT_LENGTH = 10;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when the day exists in that month and year (leap years included). */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-mm-dd' from its parts (no check). */
export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

/** '05/11/2026' from '2026-11-05'; anything that is not a real ISO date gives ''. */
export function isoToDateText(iso: string | null | undefined): string {
  const match = ISO_DATE.exec(iso ?? '');
  if (!match) return '';
  const [, y, m, d] = match as unknown as [string, string, string, string];
  return isRealDate(Number(y), Number(m), Number(d)) ? `${d}/${m}/${y}` : '';
}

/**
 * The field's text while typing: digits grouped as dd/mm/aaaa with the slashes put in for the
 * user ('05112026' → '05/11/2026'). A separator typed after a single digit pads it ('5/11' →
 * '05/11'); a pasted ISO date is turned around ('2026-11-05' → '05/11/2026').
 */
export function maskDateText(input: string | null | undefined): string {
  const text = (input ?? '').trim();
  const iso = ISO_DATE.exec(text);
  if (iso) return `${iso[3]}/${iso[2]}/${iso[1]}`;
  const groups: string[] = [''];
  for (const ch of text) {
    const last = groups.length - 1;
    const current = groups[last] ?? '';
    if (/\d/.test(ch)) {
      const limit = last < 2 ? 2 : 4;
      if (current.length < limit) groups[last] = current + ch;
      else if (last < 2) groups.push(ch);
    } else if ('/.-'.includes(ch) && last < 2 && current.length > 0) {
      groups[last] = current.padStart(2, '0');
      groups.push('');
    }
  }
  return groups.join('/');
}

export type DateTextResult =
  | { status: 'empty' }
  | { status: 'incomplete'; message: string }
  | { status: 'invalid'; message: string }
  | { status: 'valid'; iso: string };

/** Reads 'dd/mm/aaaa' (as maskDateText leaves it) into an ISO date, or says what is wrong. */
export function parseDateText(input: string | null | undefined): DateTextResult {
  const text = maskDateText(input);
  if (text === '') return { status: 'empty' };
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return { status: 'incomplete', message: DATE_TEXT_MSG.incomplete };
  const [, d, m, y] = match as unknown as [string, string, string, string];
  const year = Number(y);
  if (year < DATE_TEXT_MIN_YEAR || year > DATE_TEXT_MAX_YEAR) {
    return { status: 'invalid', message: DATE_TEXT_MSG.yearOutOfRange };
  }
  if (!isRealDate(year, Number(m), Number(d)))
    return { status: 'invalid', message: DATE_TEXT_MSG.impossible };
  return { status: 'valid', iso: `${y}-${m}-${d}` };
}
