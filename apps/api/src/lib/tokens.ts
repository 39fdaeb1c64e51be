import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the opaque bearer token handed to the client once. */
export function generateSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a leaked sessions table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
