/**
 * A fresh key for the API's `Idempotency-Key` header: 128 random bits as hex. Built from
 * getRandomValues, which (unlike randomUUID) also exists outside secure contexts.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** How long an unanswered action's key is kept for its retry (the API keeps answers 24 h). */
const RETRY_WINDOW_MS = 10 * 60 * 1000;

const pending = new Map<string, { key: string; at: number }>();

/**
 * The key of one user action (issue 29), which the API client puts on every mutation: the same
 * request (method, path, body) sent again while the first is still running or after it got no
 * answer (network error) is the same action — it reuses the key, and the API answers it once.
 * Once an answer arrives, the next identical request is a new action with a new key.
 * Returns the key and `settle(answered)`, called when the request ends.
 */
export function actionKey(
  signature: string,
  now = Date.now(),
): { key: string; settle: (answered: boolean) => void } {
  for (const [sig, entry] of pending) if (now - entry.at > RETRY_WINDOW_MS) pending.delete(sig);
  const entry = pending.get(signature) ?? { key: newIdempotencyKey(), at: now };
  pending.set(signature, entry);
  return {
    key: entry.key,
    settle: (answered) => {
      if (answered && pending.get(signature) === entry) pending.delete(signature);
    },
  };
}
