/**
 * A fresh key for the API's `Idempotency-Key` header: 128 random bits as hex. Built from
 * getRandomValues, which (unlike randomUUID) also exists outside secure contexts.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
