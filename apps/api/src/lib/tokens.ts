import { hash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the opaque bearer token handed to the client once. */
export function generateSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a leaked sessions table cannot be replayed. */
export function hashToken(token: string): string {
  // One-shot (no Hash object): every authenticated request hashes its token.
  return hash('sha256', token, 'hex');
}
