import type { OutboundKind, OutboundPayload } from '@tenho/domain/whatsapp/outbound';

/** One message to send, as the outbox row holds it. */
export type SendRequest = {
  /** The business number it goes out from. */
  phoneNumberId: string;
  /** The recipient's WhatsApp id. */
  to: string;
  kind: OutboundKind;
  body: string;
  payload: OutboundPayload;
};

/**
 * - `sent`: WhatsApp accepted it (`wamid` names it; `waId` is the id WhatsApp uses for the person);
 * - `retry`: a passing failure (5xx, timeout, throughput 130429, pair rate 131056, HTTP 429);
 * - `reengage`: the 24-hour window is closed (131047): send the template instead;
 * - `dead`: retrying would not help (131026 undeliverable, 131030 not allowed, 190 token…).
 */
export type SendResult =
  | { outcome: 'sent'; wamid: string; waId: string | null; delivered?: boolean }
  | { outcome: 'retry' | 'reengage' | 'dead'; code: number | null; message: string };

export type WhatsappGateway = {
  readonly name: 'cloud' | 'simulator';
  send(request: SendRequest): Promise<SendResult>;
};

/** Graph API error codes. */
export const WHATSAPP_ERRORS = {
  reengagement: 131047,
  throughput: 130429,
  pairRate: 131056,
  undeliverable: 131026,
  notAllowed: 131030,
  expiredToken: 190,
} as const;

/** Codes that mean "slow down and try again" whatever the HTTP status. */
const RETRYABLE_CODES = new Set<number>([
  WHATSAPP_ERRORS.throughput,
  WHATSAPP_ERRORS.pairRate,
  4, // application request limit
  80007, // WhatsApp Business Account rate limit
  131000, // something went wrong (transient on Meta's side)
  131016, // service unavailable
  133004, // server temporarily unavailable
]);

/** How a failed answer of the Graph API is handled. */
export function classifyGraphError(httpStatus: number, code: number | null): 'retry' | 'reengage' | 'dead' {
  if (code === WHATSAPP_ERRORS.reengagement) return 'reengage';
  if (code !== null && RETRYABLE_CODES.has(code)) return 'retry';
  if (httpStatus === 429 || httpStatus >= 500) return 'retry';
  return 'dead';
}
