import { z } from 'zod';
import { SESSION_EVENT_REASONS, SIGNOUT_EVENT_REASONS, WALLET_EVENT_REASONS } from './events.constants.ts';

// Constants, labels and messages live in a zod-free module (screens import them without loading zod).
export * from './events.constants.ts';

export const sessionEventSchema = z.object({ reason: z.enum(SESSION_EVENT_REASONS) });
export type SessionEvent = z.infer<typeof sessionEventSchema>;

export const signoutEventSchema = z.object({ reason: z.enum(SIGNOUT_EVENT_REASONS) });
export type SignoutEvent = z.infer<typeof signoutEventSchema>;
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
