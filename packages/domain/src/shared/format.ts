import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';

/** Every non-digit removed; null and undefined give ''. */
export function onlyDigits(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/\D/g, '');
}

// ---------------------------------------------------------------------------------------------
// Money. Amounts travel as reais with 2 decimals and are stored as integer cents
// (architecture §5.9); the conversions below go through the decimal text of the number, so
// 0.3 is 30 cents and 1234.565 is 123457 cents, never 29 or 123456 through binary drift.
// ---------------------------------------------------------------------------------------------

/** The exact decimal digits of a finite number: its shortest round-trip text, exponent expanded. */
function decimalParts(value: number): { negative: boolean; int: string; frac: string } {
  const text = String(Math.abs(value)).toLowerCase();
  const [mantissa = '0', exponentText] = text.split('e') as [string, string | undefined];
  const exponent = exponentText ? Number(exponentText) : 0;
  const [intPart = '0', fracPart = ''] = mantissa.split('.') as [string, string | undefined];
  let digits = intPart + fracPart;
  let point = intPart.length + exponent;
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  if (point > digits.length) digits += '0'.repeat(point - digits.length);
  return {
    negative: value < 0,
    int: digits.slice(0, point).replace(/^0+(?=\d)/, '') || '0',
    frac: digits.slice(point),
  };
}

/**
 * Reais to integer cents, exact on the decimal the number was written as. Rounds half up on the
 * magnitude (half away from zero): 1234.565 → 123457, -0.005 → -1, 0.3 → 30, 0.1 + 0.2 → 30.
 * Throws a RangeError for NaN and ±Infinity, so a bad amount can never be stored.
 */
export function reaisToCents(reais: number): number {
  if (!Number.isFinite(reais)) throw new RangeError('reaisToCents: amount must be a finite number');
  const { negative, int, frac } = decimalParts(reais);
  const padded = (frac + '000').slice(0, 3);
  let cents = Number(int) * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1;
  return negative && cents !== 0 ? -cents : cents;
}

/** Integer cents to reais (a non-integer number of cents is rounded half up first). */
export function centsToReais(cents: number): number {
  if (!Number.isFinite(cents)) throw new RangeError('centsToReais: amount must be a finite number');
  const whole = cents < 0 ? -Math.round(-cents) : Math.round(cents);
  return whole / 100 + 0;
}

/** True when the number has no more than 2 decimal places as written (0.3, 1.25; not 0.001). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && decimalParts(value).frac.replace(/0+$/, '').length <= 2;
}

/**
 * An Intl object made on its first use instead of when its module loads. A page's first Intl object
 * loads the browser's locale (and time zone) data: ~25 ms of main thread on a laptop, 100 ms and more
 * under Lighthouse's phone CPU, which every panel page paid while loading its frame, before its first
 * render, whether or not it showed a number or a date (issue 33 point 5). Module-level formatters of
 * the code the panels load are made through it.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const groupThousands = (int: string) => int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

const numberFormat = onFirstUse(() => new Intl.NumberFormat('pt-BR'));

/**
 * A number in pt-BR digits: '1.234', '-1.234', '0,5' (Intl's defaults: up to 3 decimals). A whole
 * number (the counts of the panels' cards) is grouped here, as Intl would, without Intl's locale
 * data: the screens that only show counts never load it (onFirstUse).
 */
export function formatNumber(value: number): string {
  if (!Number.isSafeInteger(value)) return numberFormat().format(value);
  return `${value < 0 ? '-' : ''}${groupThousands(String(Math.abs(value)))}`;
}

const collator = onFirstUse(() => new Intl.Collator('pt-BR'));

/** pt-BR alphabetical order of two texts, for `Array.prototype.sort` (accents and case after letters). */
export function comparePtBR(a: string, b: string): number {
  return collator().compare(a, b);
}

/** 'R$ 1.234,56' from integer cents; negatives '-R$ 1.234,56'; non-finite → '-'. */
export function formatBRLFromCents(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '-';
  const magnitude = Math.round(Math.abs(cents));
  const int = groupThousands(String(Math.floor(magnitude / 100)));
  const frac = String(magnitude % 100).padStart(2, '0');
  return `${magnitude !== 0 && cents < 0 ? '-' : ''}R$ ${int},${frac}`;
}

/**
 * 'R$ 1.234,56' (a normal space after R$, not the NBSP of Intl); negatives '-R$ 1.234,56'.
 * Accepts numeric strings too ('1234.5' as PostgreSQL numeric columns arrive); anything that is
 * not a finite number gives '-'.
 */
export function formatBRL(reais: number | string | null | undefined): string {
  const value = typeof reais === 'string' && reais.trim() !== '' ? Number(reais) : reais;
  if (typeof value !== 'number' || !Number.isFinite(value)) return '-';
  return formatBRLFromCents(reaisToCents(value));
}

// ---------------------------------------------------------------------------------------------
// Dates, always shown in Brasília time whatever the machine's zone.
// ---------------------------------------------------------------------------------------------

export const APP_TIME_ZONE = 'America/Sao_Paulo';

/** Day, month, year, hour and minute (24 h) in Brasília time, with the seconds when asked. */
const brasiliaFormat = (seconds: boolean) =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: APP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
  });
const dateTimeFormat = onFirstUse(() => brasiliaFormat(false));
const dateTimeSecondsFormat = onFirstUse(() => brasiliaFormat(true));

export type DateInput = Date | string | number | null | undefined;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

type DateParts = Record<'day' | 'month' | 'year' | 'hour' | 'minute' | 'second', string>;

function parts(date: Date, format = dateTimeFormat()): DateParts {
  const out: DateParts = { day: '', month: '', year: '', hour: '', minute: '', second: '' };
  for (const part of format.formatToParts(date)) {
    if (part.type in out) out[part.type as keyof typeof out] = part.value;
  }
  return out;
}

/**
 * 'dd/mm/aaaa' in Brasília time. A calendar date without time ('2024-01-15', e.g. a birth date)
 * is shown as written, not shifted to the previous day. Invalid or empty input gives '-'.
 */
export function formatDate(value: DateInput): string {
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value.trim());
    if (match) {
      const [, y, m, d] = match as unknown as [string, string, string, string];
      const check = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
      const real = check.getUTCMonth() === Number(m) - 1 && check.getUTCDate() === Number(d);
      return real ? `${d}/${m}/${y}` : '-';
    }
  }
  const date = toDate(value);
  if (!date) return '-';
  const p = parts(date);
  return `${p.day}/${p.month}/${p.year}`;
}

/** 'dd/mm/aaaa HH:mm' (24 h) in Brasília time; invalid or empty input gives '-'. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '-';
  const p = parts(date);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** 'dd/mm/aaaa HH:mm:ss' in Brasília time (a log needs the seconds); invalid or empty input gives '-'. */
export function formatDateTimeSeconds(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '-';
  const p = parts(date, dateTimeSecondsFormat());
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`;
}

// ---------------------------------------------------------------------------------------------
// Phones, CPF and CNPJ (spec §5 masks).
// ---------------------------------------------------------------------------------------------

/** Length of '(11) 98765-4321', the phone input's maxLength. */
export const PHONE_MASK_MAX_LENGTH = 15;
/** Length of '000.000.000-00'. */
export const CPF_MASK_LENGTH = 14;
/** Length of '00.000.000/0000-00'. */
export const CNPJ_MASK_LENGTH = 18;

/**
 * The national digits of a Brazilian phone: non-digits removed and, only when the number is too
 * long to be national, a leading country code 55 or trunk 0 dropped ('+55 11 98765-4321' →
 * '11987654321'). Not truncated: a caller decides what to do with the rest.
 */
export function normalizePhoneDigits(input: string | number | null | undefined): string {
  let digits = onlyDigits(input);
  if (digits.length > 11 && digits.startsWith('55')) digits = digits.slice(2);
  if (digits.length > 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits;
}

/** True for 10 (landline) or 11 (mobile) national digits, country code 55 allowed. */
export function isValidPhone(input: string | number | null | undefined): boolean {
  const digits = normalizePhoneDigits(input);
  return digits.length === 10 || digits.length === 11;
}

/**
 * Progressive mask while typing: '(1', '(11', '(11) 9876', '(11) 9876-543', '(11) 9876-5432'
 * (10 digits), '(11) 98765-4321' (11 digits). Extra digits are ignored, so the result never
 * exceeds PHONE_MASK_MAX_LENGTH characters.
 */
export function maskPhone(input: string | null | undefined): string {
  const d = normalizePhoneDigits(input).slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const area = `(${d.slice(0, 2)}) `;
  const rest = d.slice(2);
  const split = d.length === 11 ? 5 : 4;
  return rest.length <= split ? area + rest : `${area}${rest.slice(0, split)}-${rest.slice(split)}`;
}

/**
 * A stored phone for display: 10 digits → '(DD) XXXX-XXXX', 11 → '(DD) XXXXX-XXXX' (a 55 country
 * code is dropped first). Anything else is returned unchanged.
 */
export function formatPhone(input: string | null | undefined): string {
  if (input === null || input === undefined) return '';
  const d = normalizePhoneDigits(input);
  return d.length === 10 || d.length === 11 ? maskPhone(d) : input;
}

/** Applies a pattern of '0' slots to the digits typed so far; stops at the last digit. */
function applyPattern(digits: string, pattern: string): string {
  let out = '';
  let i = 0;
  for (const ch of pattern) {
    if (i >= digits.length) break;
    if (ch === '0') out += digits[i++];
    else out += ch;
  }
  return out;
}

/** Progressive CPF mask '000.000.000-00' (at most CPF_MASK_LENGTH characters). */
export function maskCPF(input: string | null | undefined): string {
  return applyPattern(onlyDigits(input).slice(0, 11), '000.000.000-00');
}

/** Progressive CNPJ mask '00.000.000/0000-00' (at most CNPJ_MASK_LENGTH characters). */
export function maskCNPJ(input: string | null | undefined): string {
  return applyPattern(onlyDigits(input).slice(0, 14), '00.000.000/0000-00');
}

/** One field for either document: CPF mask up to 11 digits, CNPJ mask beyond. */
export function maskDocument(input: string | null | undefined): string {
  return onlyDigits(input).length > 11 ? maskCNPJ(input) : maskCPF(input);
}

/** True for a CPF with valid check digits, masked or not; repeated digits (111…) are invalid. */
export function isValidCPF(value: string | null | undefined): boolean {
  return typeof value === 'string' && onlyDigits(value).length === 11 && isValidCpf(value);
}

/** True for a numeric CNPJ with valid check digits, masked or not. */
export function isValidCNPJ(value: string | null | undefined): boolean {
  return typeof value === 'string' && onlyDigits(value).length === 14 && isValidCnpj(value);
}

// ---------------------------------------------------------------------------------------------
// Text.
// ---------------------------------------------------------------------------------------------

/** Spec §9: avatar initials are limited to 2 characters. */
export const INITIALS_MAX_LENGTH = 2;

/**
 * Up to 2 upper-case initials: first and last word ('Maria da Silva' → 'MS', 'joão' → 'J').
 * Words are split on spaces, dots, hyphens and the like; a word's initial is its first letter or
 * digit (so '@', '(' and emoji are skipped). Blank input gives ''.
 */
export function initials(name: string | null | undefined): string {
  if (!name) return '';
  const letters = name
    .split(/[\s._\-@/]+/)
    .map((word) => Array.from(word).find((ch) => /[\p{L}\p{N}]/u.test(ch)))
    .filter((ch): ch is string => ch !== undefined);
  const picked = letters.length > 1 ? [letters[0], letters[letters.length - 1]] : letters;
  return picked.join('').toLocaleUpperCase('pt-BR').slice(0, INITIALS_MAX_LENGTH);
}

/** Accents and other diacritics removed, case kept: 'Relatório Ção' → 'Relatorio Cao'. */
/**
 * Invisible format characters (Unicode Cf: bidi overrides and isolates such as U+202E, zero-width
 * spaces, the BOM, the Arabic letter mark…) make a name read differently from what it is
 * ('rel\u202Efdp.txt' shows as 'reltxt.pdf'). They go from every name; the zero-width joiner stays,
 * since emoji sequences need it.
 */
const INVISIBLE_FORMAT = /(?!\u200D)\p{Cf}/gu;

export function stripInvisibleFormatting(value: string): string {
  return value.replace(INVISIBLE_FORMAT, '');
}

export function stripAccents(value: string | null | undefined): string {
  if (!value) return '';
  return value.normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * Lower-case with accents and other diacritics removed: 'NÃO TENHO' → 'nao tenho', 'Ç' → 'c'. The
 * one folding of the product (searches, answers, codes, the categoriser; SQL: lib/sql-text.ts).
 */
export function foldText(value: string | null | undefined): string {
  return stripAccents(value).toLocaleLowerCase('pt-BR');
}

/** A URL-safe code from a name: 'Zona Sul - São Paulo' → 'zona-sul-sao-paulo'. */
export function slugify(value: string | null | undefined): string {
  return foldText(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
