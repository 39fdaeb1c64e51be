import { z } from 'zod';

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

export const sessionEventSchema = z.object({ reason: z.enum(SESSION_EVENT_REASONS) });
export type SessionEvent = z.infer<typeof sessionEventSchema>;

export const signoutEventSchema = z.object({ reason: z.enum(SIGNOUT_EVENT_REASONS) });
export type SignoutEvent = z.infer<typeof signoutEventSchema>;

/**
 * The company's money changed — one event for every ledger entry: a Pix top-up credited, a lead
 * charged (TENHO), an ADMIN's credit (a refund comes with its dispute's event): the panel re-reads
 * its wallet.
 */
export const WALLET_EVENT_REASONS = ['top_up_confirmed', 'lead_charged', 'credit_inserted'] as const;
export type WalletEventReason = (typeof WALLET_EVENT_REASONS)[number];
export const walletEventSchema = z.object({ reason: z.enum(WALLET_EVENT_REASONS) });
export type WalletEvent = z.infer<typeof walletEventSchema>;
/**
 * A lead's dispute was opened or decided (sent to its company, its unit's ADMINs and MASTER): the
 * panel re-reads disputes and the wallet, and the company is told the decision.
 */
export const disputeEventSchema = z.object({
  id: z.number().int(),
  status: z.enum(['OPEN', 'REFUNDED', 'REJECTED']),
});
export type DisputeEvent = z.infer<typeof disputeEventSchema>;

/** Event names of the stream and the schema of each one's data. */
export const LIVE_EVENTS = {
  session: sessionEventSchema,
  signout: signoutEventSchema,
  wallet: walletEventSchema,
  dispute: disputeEventSchema,
} as const;
export type LiveEventName = keyof typeof LIVE_EVENTS;
export type LiveEventData<N extends LiveEventName> = z.infer<(typeof LIVE_EVENTS)[N]>;

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

/**
 * Parses the data of a known event; null for unknown names or data that does not fit (the
 * browser ignores those).
 */
export function parseLiveEvent(
  name: string,
  data: string,
): { [N in LiveEventName]: { name: N; data: LiveEventData<N> } }[LiveEventName] | null {
  if (!Object.hasOwn(LIVE_EVENTS, name)) return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const key = name as LiveEventName;
  const parsed = LIVE_EVENTS[key].safeParse(json);
  return parsed.success ? ({ name: key, data: parsed.data } as never) : null;
}

/** GET /api/events takes no query parameters (the session travels in the Authorization header). */
export const liveEventsQuerySchema = z.strictObject(
  {},
  { error: 'Este endereço não aceita parâmetros; a sessão vai no cabeçalho Authorization' },
);
