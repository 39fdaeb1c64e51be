import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (issue 23: PSP client secrets, certificates, private keys): AES-256-GCM with the
 * 32-byte SECRETS_KEY, a fresh 96-bit IV per value and the 128-bit tag, stored as
 * `v1.<iv>.<tag>.<ciphertext>` (base64url). `context` is bound as additional data, so a value
 * copied to another row (another unit) does not decrypt there.
 */
const VERSION = 'v1';

export function sealSecret(key: Buffer, plaintext: string, context: string): string {
  if (key.length !== 32) throw new Error('secret box: the key must be 32 bytes');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64url'), tag.toString('base64url'), body.toString('base64url')].join('.');
}

/** The plaintext, or an error when the value was altered, sealed with another key or context. */
export function openSecret(key: Buffer, sealed: string, context: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('secret box: unknown format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
