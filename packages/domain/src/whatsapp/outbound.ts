import type { StatusTone } from '../messages/message-status.ts';

/** Who a message goes to. */
export const RECIPIENT_KINDS = ['CONSUMER', 'COMPANY'] as const;
export type RecipientKind = (typeof RECIPIENT_KINDS)[number];

/** Why we write (one per kind of WhatsApp message the loop sends). */
export const OUTBOUND_PURPOSES = [
  'REQUEST_ACK',
  'NO_COMPANY',
  'NOT_UNDERSTOOD',
  'TEXT_ONLY',
  'LEAD_ALERT',
  'CONTACT_FOR_COMPANY',
  'CONTACT_FOR_CONSUMER',
  'ANSWER_FEEDBACK',
  'DISPUTE_DECISION',
  'RATING_REQUEST',
  'RATING_FEEDBACK',
  /** Issue 31: the consumer's privacy answers and the erasure notice to companies. */
  'PRIVACY_ANSWER',
  'PRIVACY_NOTICE',
  /** Issue 32: the Pix sent after a TENHO without balance, and what became of it. */
  'PAY_IN_CHAT',
] as const;
export type OutboundPurpose = (typeof OUTBOUND_PURPOSES)[number];
/**
 * The one message a company answers (TENHO / NÃO TENHO): only it shows the offer's answer and
 * counts as 'Com resposta' — never a contact exchange, a rating or a thank-you about the same offer.
 */
export const ANSWERABLE_PURPOSE = 'LEAD_ALERT' satisfies OutboundPurpose;

export const OUTBOUND_PURPOSE_LABELS: Record<OutboundPurpose, string> = {
  REQUEST_ACK: 'Confirmação do pedido',
  NO_COMPANY: 'Nenhuma empresa disponível',
  NOT_UNDERSTOOD: 'Pedido não entendido',
  TEXT_ONLY: 'Apenas texto',
  LEAD_ALERT: 'Alerta de pedido',
  CONTACT_FOR_COMPANY: 'Contato do cliente',
  CONTACT_FOR_CONSUMER: 'Contato da empresa',
  ANSWER_FEEDBACK: 'Aviso à empresa',
  DISPUTE_DECISION: 'Decisão de contestação',
  RATING_REQUEST: 'Pedido de avaliação',
  RATING_FEEDBACK: 'Resposta à avaliação',
  PRIVACY_ANSWER: 'Resposta de privacidade',
  PRIVACY_NOTICE: 'Aviso de eliminação (LGPD)',
  PAY_IN_CHAT: 'Pix para receber o contato',
};

export const OUTBOUND_KINDS = ['text', 'interactive', 'template'] as const;
export type OutboundKind = (typeof OUTBOUND_KINDS)[number];

/**
 * Delivery of one outbound message. QUEUED → SENT (WhatsApp accepted it) → DELIVERED → READ;
 * FAILED (WhatsApp reported a failure after accepting it) and DEAD (we gave up sending) are final.
 */
export const OUTBOUND_STATUSES = ['QUEUED', 'SENT', 'DELIVERED', 'READ', 'FAILED', 'DEAD'] as const;
export type OutboundStatus = (typeof OUTBOUND_STATUSES)[number];

export const OUTBOUND_STATUS_LABELS: Record<OutboundStatus, string> = {
  QUEUED: 'Na fila',
  SENT: 'Enviada',
  DELIVERED: 'Entregue',
  READ: 'Lida',
  FAILED: 'Falhou',
  DEAD: 'Não enviada',
};

export const OUTBOUND_STATUS_TONES: Record<OutboundStatus, StatusTone> = {
  QUEUED: 'neutral',
  SENT: 'neutral',
  DELIVERED: 'neutral',
  READ: 'success',
  FAILED: 'danger',
  DEAD: 'danger',
};

/** The status callbacks WhatsApp sends for a message we sent. */
export const DELIVERY_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

const DELIVERY_TO_OUTBOUND: Record<DeliveryStatus, OutboundStatus> = {
  sent: 'SENT',
  delivered: 'DELIVERED',
  read: 'READ',
  failed: 'FAILED',
};

export function outboundStatusOf(status: DeliveryStatus): OutboundStatus {
  return DELIVERY_TO_OUTBOUND[status];
}

/** How far a message got; a status callback only ever moves it forward. */
const PROGRESS: Record<OutboundStatus, number> = {
  QUEUED: 0,
  SENT: 1,
  DELIVERED: 2,
  READ: 3,
  FAILED: 4,
  DEAD: 4,
};

/**
 * Whether a callback saying `next` may replace `current`: sent < delivered < read, and FAILED /
 * DEAD are final. Callbacks arrive out of order and more than once; this keeps the furthest state.
 */
export function canAdvance(current: OutboundStatus, next: OutboundStatus): boolean {
  if (current === 'FAILED' || current === 'DEAD') return false;
  return PROGRESS[next] > PROGRESS[current];
}

/** The statuses a callback with `next` may replace (for one conditional UPDATE). */
export function statusesBefore(next: OutboundStatus): OutboundStatus[] {
  return OUTBOUND_STATUSES.filter((current) => canAdvance(current, next));
}

/** A reply button of an interactive message. */
export type OutboundButton = { id: string; title: string };

/** What the gateway needs beyond the body text. */
export type OutboundPayload = {
  /** Interactive reply buttons (lead alerts, rating requests). */
  buttons?: OutboundButton[];
  /** The approved template used outside the 24-hour window, with its body parameters. */
  template?: { name: string; language: string; parameters: string[]; buttonPayloads: string[] };
  /** Issue 32: the message is a Pix copia e cola of this top-up (the Simulador pays it). */
  pixCharge?: { topUpId: number; automatic: boolean };
};
