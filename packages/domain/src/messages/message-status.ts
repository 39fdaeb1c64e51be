import { foldText } from '../shared/format.ts';
import { ownEntry } from '../shared/own-entry.ts';

/** Badge meaning, the same everywhere (conventions: green, amber, grey, red). */
export type StatusTone = 'success' | 'warning' | 'neutral' | 'danger';

// ---------------------------------------------------------------------------------------------
// Inbound message status, derived from the companies' responses (spec §4, architecture §5.8).
// ---------------------------------------------------------------------------------------------

export const MESSAGE_STATUSES = ['Pendente', 'Respondido', 'Negativo'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_STATUS_TONES: Record<MessageStatus, StatusTone> = {
  Pendente: 'warning',
  Respondido: 'success',
  Negativo: 'danger',
};

/** Accents and case folded, runs of spaces made one: 'NÃO  TENHO' → 'nao tenho'. */
const normalize = (text: string | null | undefined) => foldText(text).replace(/\s+/g, ' ');

/** A response that says TENHO and does not say NÃO TENHO (also 'nao tenho', 'Não Tenho'). */
export function isPositiveResponse(text: string | null | undefined): boolean {
  const t = normalize(text);
  return t.includes('tenho') && !t.includes('nao tenho');
}

/** No response → 'Pendente'; any positive one → 'Respondido'; otherwise 'Negativo'. */
export function messageStatus(
  responses: readonly { response_text?: string | null }[] | null | undefined,
): MessageStatus {
  if (!responses || responses.length === 0) return 'Pendente';
  return responses.some((r) => isPositiveResponse(r.response_text)) ? 'Respondido' : 'Negativo';
}

// ---------------------------------------------------------------------------------------------
// Interactions (one request offered to one company) and leads.
// ---------------------------------------------------------------------------------------------

export const INTERACTION_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED', 'EXPIRED'] as const;
export type InteractionStatus = (typeof INTERACTION_STATUSES)[number];

export const INTERACTION_STATUS_LABELS: Record<InteractionStatus, string> = {
  PENDING: 'Pendente',
  ACCEPTED: 'Aprovado',
  REJECTED: 'Rejeitado',
  EXPIRED: 'Expirado',
};

export const INTERACTION_STATUS_TONES: Record<InteractionStatus, StatusTone> = {
  PENDING: 'warning',
  ACCEPTED: 'success',
  REJECTED: 'danger',
  EXPIRED: 'neutral',
};

export const LEAD_STATUSES = ['CONFIRMED', 'PENDING_CONFIRMATION'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  CONFIRMED: 'Confirmado',
  PENDING_CONFIRMATION: 'Aguardando confirmação',
};

/** Spec §2: CONFIRMED green, PENDING_CONFIRMATION yellow, anything else grey. */
export const LEAD_STATUS_TONES: Record<LeadStatus, StatusTone> = {
  CONFIRMED: 'success',
  PENDING_CONFIRMATION: 'warning',
};

// ---------------------------------------------------------------------------------------------
// Message report (Relatórios > Mensagens).
// ---------------------------------------------------------------------------------------------

export const REPORT_MESSAGE_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type ReportMessageStatus = (typeof REPORT_MESSAGE_STATUSES)[number];

export const REPORT_MESSAGE_STATUS_LABELS: Record<ReportMessageStatus, string> = {
  sent: 'Enviada',
  delivered: 'Entregue',
  read: 'Lida',
  failed: 'Falhou',
};

export const REPORT_MESSAGE_STATUS_TONES: Record<ReportMessageStatus, StatusTone> = {
  sent: 'neutral',
  delivered: 'neutral',
  read: 'success',
  failed: 'danger',
};

/** Shown when a report row has no response. */
export const NO_RESPONSE_LABEL = 'Sem resposta';

// ---------------------------------------------------------------------------------------------
// Lookups that tolerate values the server may add later: unknown → the raw value, grey.
// ---------------------------------------------------------------------------------------------

export function interactionStatusLabel(status: string | null | undefined): string {
  return ownEntry(INTERACTION_STATUS_LABELS, status) ?? status ?? '-';
}

export function interactionStatusTone(status: string | null | undefined): StatusTone {
  return ownEntry(INTERACTION_STATUS_TONES, status) ?? 'neutral';
}

export function leadStatusLabel(status: string | null | undefined): string {
  return ownEntry(LEAD_STATUS_LABELS, status) ?? status ?? '-';
}

export function leadStatusTone(status: string | null | undefined): StatusTone {
  return ownEntry(LEAD_STATUS_TONES, status) ?? 'neutral';
}

export function reportMessageStatusLabel(status: string | null | undefined): string {
  return ownEntry(REPORT_MESSAGE_STATUS_LABELS, status) ?? status ?? '-';
}

export function reportMessageStatusTone(status: string | null | undefined): StatusTone {
  return ownEntry(REPORT_MESSAGE_STATUS_TONES, status) ?? 'neutral';
}

/** '+N mais' for the responses beyond MAX_RESPONSES_PER_ROW; '' when none are hidden. */
export function moreResponsesLabel(total: number, shown: number): string {
  const hidden = total - shown;
  return hidden > 0 ? `+${hidden} mais` : '';
}
