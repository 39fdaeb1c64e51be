// Zod-free: the panels import these at first render without loading zod; the schemas module re-exports them.

/**
 * The browser-facing live events of `GET /api/events` (text/event-stream). Each event is sent as
 * `id: <n>`, `event: <name>`, `data: <JSON>`; the browser ignores names it does not know (later
 * issues add their own).
 */

/** Why the session user changed: the browser re-fetches GET /api/auth/me. */
export const SESSION_EVENT_REASONS = ['permissions', 'profile', 'connected'] as const;
export type SessionEventReason = (typeof SESSION_EVENT_REASONS)[number];

/** Why this stream's session is over: the browser clears its stored session and goes to `/`. */
export const SIGNOUT_EVENT_REASONS = ['deactivated', 'session_ended', 'expired'] as const;
export type SignoutEventReason = (typeof SIGNOUT_EVENT_REASONS)[number];

/**
 * The company's money changed — one event for every ledger entry: a Pix top-up credited, a lead
 * charged (TENHO), an ADMIN's credit (a refund comes with its dispute's event): the panel re-reads
 * its wallet.
 */
export const WALLET_EVENT_REASONS = ['top_up_confirmed', 'lead_charged', 'credit_inserted'] as const;
export type WalletEventReason = (typeof WALLET_EVENT_REASONS)[number];

/** The reconnection delay the server asks for (the stream's `retry:` line), in ms. */
export const EVENTS_MSG = {
  tooManyStreams: 'Há muitas abas conectadas com esta conta. Feche algumas e tente novamente.',
  unavailable: 'O servidor não aceita novas conexões agora. Tente novamente em instantes.',
} as const;

export const LIVE_EVENTS_RETRY_MS = 3000;
/** The reconnection delay sent when the server closes the streams while shutting down, in ms. */
export const LIVE_EVENTS_SHUTDOWN_RETRY_MS = 1000;
/** How often the server writes a heartbeat comment (`: ping`), in ms. */
export const LIVE_EVENTS_HEARTBEAT_MS = 15_000;
