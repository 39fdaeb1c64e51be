import { onlyDigits } from '../shared/format.ts';

/**
 * WhatsApp ids (`wa_id`) are the person's number as digits with the country code. Brazilian mobile
 * numbers gained a ninth digit after the area code, but accounts registered before the change often
 * keep an id without it: '55 11 8765-4321' and '55 11 98765-4321' are the same person. We match
 * both forms, store one (with the ninth digit), and always send to the id WhatsApp reported.
 */

export const BRAZIL_COUNTRY_CODE = '55';

/** 55 + area code (no zero digits) + 9 + a mobile number (first digit 6–9). */
const BR_MOBILE_WITH_NINTH = /^55([1-9]{2})9([6-9]\d{7})$/;
/** The same number as older accounts keep it, without the ninth digit. */
const BR_MOBILE_WITHOUT_NINTH = /^55([1-9]{2})([6-9]\d{7})$/;

/** Longest id we accept (E.164 allows 15 digits). */
export const WA_ID_MAX_DIGITS = 15;

/** True for the digits of a plausible WhatsApp id (8–15 digits, no leading zero). */
export function isWaId(value: string | null | undefined): boolean {
  return typeof value === 'string' && /^[1-9]\d{7,14}$/.test(value);
}

/** The one stored form: digits only, Brazilian mobiles with their ninth digit. */
export function normalizeWaId(input: string | null | undefined): string {
  const digits = onlyDigits(input);
  const legacy = BR_MOBILE_WITHOUT_NINTH.exec(digits);
  return legacy ? `55${legacy[1]}9${legacy[2]}` : digits;
}

/** Every form the same person may write from: the normalised one first. */
export function waIdVariants(input: string | null | undefined): string[] {
  const normalized = normalizeWaId(input);
  const mobile = BR_MOBILE_WITH_NINTH.exec(normalized);
  return mobile ? [normalized, `55${mobile[1]}${mobile[2]}`] : [normalized];
}

/**
 * The national digits (area code + number) a company's profile may hold for this id, in both
 * forms: '5511987654321' → ['11987654321', '1187654321']. Not Brazilian → [].
 */
export function nationalPhoneVariants(input: string | null | undefined): string[] {
  return waIdVariants(input)
    .filter((id) => id.startsWith(BRAZIL_COUNTRY_CODE) && (id.length === 12 || id.length === 13))
    .map((id) => id.slice(BRAZIL_COUNTRY_CODE.length));
}

/**
 * A company's registration phone (national digits, architecture §5.18) as a WhatsApp id: '55' +
 * the digits, normalised. Used only until WhatsApp reports the id it really uses.
 */
export function waIdFromNationalPhone(phone: string | null | undefined): string {
  const digits = onlyDigits(phone);
  if (digits.length === 10 || digits.length === 11) return normalizeWaId(`${BRAZIL_COUNTRY_CODE}${digits}`);
  return normalizeWaId(digits);
}

/** '5511987654321' → '+55 (11) 98765-4321'; other ids → '+' and the digits. */
export function formatWaId(input: string | null | undefined): string {
  const digits = onlyDigits(input);
  if (!digits) return '';
  const br = /^55([1-9]{2})(\d{4,5})(\d{4})$/.exec(digits);
  return br ? `+55 (${br[1]}) ${br[2]}-${br[3]}` : `+${digits}`;
}
