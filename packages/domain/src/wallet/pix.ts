import { generatePixPayload, getPixKeyInfo } from '@brazilian-utils/brazilian-utils';
import { centsToReais } from '../shared/format.ts';

/** Limits of the BR Code (Manual do BR Code, Banco Central). */
export const PIX_KEY_MAX = 77;
export const PIX_MERCHANT_NAME_MAX = 25;
export const PIX_MERCHANT_CITY_MAX = 15;
export const PIX_TXID_MAX = 25;

/** The txid that names a top-up in the payer's and the receiver's bank statements. */
export function topUpTxid(topUpId: number): string {
  return `TENHO${String(topUpId).padStart(10, '0')}`;
}

/** The canonical form of a Pix key (CPF/CNPJ digits, +55 phone, lower-case e-mail, EVP), or null. */
export function normalizePixKey(value: string | null | undefined): string | null {
  if (!value) return null;
  const info = getPixKeyInfo(value.trim());
  return info && info.value.length <= PIX_KEY_MAX ? info.value : null;
}

export type PixCodeInput = {
  key: string;
  merchantName: string;
  merchantCity: string;
  amountCents: number;
  txid: string;
};

/**
 * A static Pix BR Code ("copia e cola") asking for an exact amount. Name and city are folded to
 * ASCII and truncated to 25 and 15 characters by the generator. Null when the key is not a Pix key.
 */
export function buildPixCode(input: PixCodeInput): string | null {
  return generatePixPayload({
    key: input.key,
    merchantName: input.merchantName,
    merchantCity: input.merchantCity,
    amount: centsToReais(input.amountCents),
    txid: input.txid,
  });
}

// ---------------------------------------------------------------------------------------------
// Reading a BR Code back: EMV TLV objects (2-digit id, 2-digit length, value) and the CRC16.
// ---------------------------------------------------------------------------------------------

/** UTF-8 bytes of a text (a BR Code is ASCII, but a tampered one need not be). */
function utf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    if (cp < 0x80) bytes.push(cp);
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else bytes.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  }
  return bytes;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of utf8Bytes(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Splits a TLV string into its objects, in order; null when the structure is malformed. */
export function parseTlv(text: string): { id: string; value: string }[] | null {
  const objects: { id: string; value: string }[] = [];
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const lengthText = text.slice(at + 2, at + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(lengthText)) return null;
    const length = Number(lengthText);
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) return null;
    objects.push({ id, value });
    at += 4 + length;
  }
  return objects;
}

export type DecodedPixCode = {
  key: string | null;
  merchantName: string | null;
  merchantCity: string | null;
  /** In reais, as written in the code; null when the payer types it. */
  amount: number | null;
  txid: string | null;
  /** True when the last object is a CRC16 that matches the rest of the payload. */
  crcValid: boolean;
};

/** The fields of a static Pix BR Code that matter to a top-up; null when it is not TLV. */
export function decodePixCode(payload: string): DecodedPixCode | null {
  const objects = parseTlv(payload);
  if (!objects || objects[0]?.id !== '00') return null;
  const top = new Map(objects.map((o) => [o.id, o.value]));
  const sub = (id: string) => new Map((parseTlv(top.get(id) ?? '') ?? []).map((o) => [o.id, o.value]));
  const account = sub('26');
  const additional = sub('62');
  const crc = top.get('63');
  const amountText = top.get('54');
  const txid = additional.get('05');
  return {
    key: account.get('00')?.toLowerCase() === 'br.gov.bcb.pix' ? (account.get('01') ?? null) : null,
    merchantName: top.get('59') ?? null,
    merchantCity: top.get('60') ?? null,
    amount: amountText === undefined ? null : Number(amountText),
    txid: txid === undefined || txid === '***' ? null : txid,
    crcValid:
      crc !== undefined &&
      payload.endsWith(`6304${crc}`) &&
      crc16(payload.slice(0, -4)) === crc.toUpperCase(),
  };
}
