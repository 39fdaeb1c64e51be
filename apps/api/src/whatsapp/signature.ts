import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Meta signs every webhook POST: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body>`
 * with the app secret. The HMAC must be computed over the bytes received: Meta escapes non-ASCII
 * characters (\u00e3), so re-serialised JSON would fail exactly on accents and emoji.
 */

export const SIGNATURE_HEADER = 'x-hub-signature-256';

export function signWebhookBody(secret: string, body: Buffer | string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** Constant-time check of the header against the body; false when either is missing or malformed. */
export function verifyWebhookSignature(
  secret: string | null,
  body: Buffer | null | undefined,
  header: string | string[] | undefined,
): boolean {
  if (!secret || !body || typeof header !== 'string') return false;
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(match[1]!, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Constant-time equality of two texts (the verification token). */
export function safeEqualText(a: string, b: string): boolean {
  const left = createHmac('sha256', 'compare').update(a).digest();
  const right = createHmac('sha256', 'compare').update(b).digest();
  return timingSafeEqual(left, right);
}
