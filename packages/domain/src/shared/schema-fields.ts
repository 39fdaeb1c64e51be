import { z } from 'zod';
import './zod-locale.ts';
import { getStates } from '@brazilian-utils/brazilian-utils';
import {
  formatDate,
  hasAtMostTwoDecimals,
  isValidPhone,
  normalizePhoneDigits,
  onlyDigits,
  stripInvisibleFormatting,
} from './format.ts';

/** Building blocks shared by the area schemas. No transform here breaks OpenAPI's input view. */

/** Database ids are positive integers. */
export const idSchema = z.number().int().positive();

/** An id from a path or query string ('12' → 12). */
export const MAX_ID = 2_147_483_647; // PostgreSQL integer (serial) ids
export const idParamSchema = z
  .string({ error: 'Identificador inválido' })
  .regex(/^[1-9]\d{0,9}$/, 'Identificador inválido')
  .transform(Number)
  .refine((n) => n <= MAX_ID, 'Identificador inválido');
export const idParamsSchema = z.object({ id: idParamSchema });

/** Timestamps travel as ISO 8601 text ('2024-01-15T03:30:00.000Z'). */
export const isoDateTimeSchema = z.string();

/** Text a person typed, as it is shown: without invisible format characters (bidi overrides), trimmed. */
export const visibleString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).overwrite(stripInvisibleFormatting).trim();

/**
 * Optional free text: trimmed, '' becomes null (so a PATCH can clear it), absent stays absent.
 */
export const nullableText = (max: number, tooLong = `Use no máximo ${max} caracteres`) =>
  visibleString()
    .max(max, tooLong)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

/** Required text: trimmed, empty → the given message. */
export const requiredText = (message: string, max = 160, tooLong = `Use no máximo ${max} caracteres`) =>
  visibleString({ error: message }).min(1, message).max(max, tooLong);

export const UF_CODES = getStates().map((s) => s.code) as readonly string[];

export function isUF(value: string): boolean {
  return UF_CODES.includes(value.toUpperCase());
}

/** A Brazilian phone as digits: 10 or 11 national digits (a +55 prefix is dropped). */
export const phoneDigitsField = (invalid: string, required: string = invalid) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((v) => v === '' || isValidPhone(v), invalid)
    .transform((v) => normalizePhoneDigits(v));

/** Like phoneDigitsField, but '' / null / absent are allowed and give null. */
export const optionalPhoneField = (invalid: string) =>
  z
    .string()
    .trim()
    .nullable()
    .optional()
    .refine((v) => !v || isValidPhone(v), invalid)
    .transform((v) => (v ? normalizePhoneDigits(v) : null));

/** Money in reais: at least `min`, at most 2 decimals, below a sane ceiling. */
export const moneyField = (
  messages: { required: string; min: string; decimals: string; max: string },
  min = 0.01,
  max = 1_000_000,
) =>
  z
    .number({ error: messages.required })
    .min(min, messages.min)
    .max(max, messages.max)
    .refine(hasAtMostTwoDecimals, messages.decimals);

/** A calendar date 'aaaa-mm-dd' that exists from 2000 to 2999: the filters' dates (read in Brasília time). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 2000 && y <= 2999 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A calendar date 'aaaa-mm-dd' that exists, from 1900 on and not in the future. */
export function isPastCalendarDate(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    formatDate(value) !== '-' &&
    value >= '1900-01-01' &&
    value <= new Date().toISOString().slice(0, 10)
  );
}

/** Optional past calendar date; '' becomes null. */
export const optionalPastDate = (message: string) =>
  z
    .string()
    .trim()
    .nullable()
    .optional()
    .refine((v) => !v || isPastCalendarDate(v), message)
    .transform((v) => (v === '' ? null : v));

/** CEP as digits, 8 of them. */
export const isCEP = (value: string) => onlyDigits(value).length === 8 && /^[\d.\-\s]+$/.test(value);
