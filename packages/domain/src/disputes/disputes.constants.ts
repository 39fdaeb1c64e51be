import type { StatusTone } from '../messages/message-status.ts';

// Zod-free: the panels import these at first render without loading zod; the schemas module re-exports them.

/**
 * Disputes of charged leads (issue 24): a company contests a lead it paid for within
 * `disputeWindowDays` of its TENHO; its unit's ADMIN or the MASTER refunds or rejects it.
 */

export const DISPUTE_REASONS = [
  'invalid_contact',
  'no_answer',
  'fake_request',
  'duplicate',
  'other',
] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  invalid_contact: 'Contato inválido',
  no_answer: 'Cliente não responde',
  fake_request: 'Pedido falso',
  duplicate: 'Pedido duplicado',
  other: 'Outro motivo',
};

export const DISPUTE_STATUSES = ['OPEN', 'REFUNDED', 'REJECTED'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = {
  OPEN: 'Em análise',
  REFUNDED: 'Reembolsada',
  REJECTED: 'Recusada',
};

/** How a lead's dispute marks it in the lists of requests (issue 29): one word and one tone. */
export const LEAD_DISPUTE_MARKERS: Record<DisputeStatus, { label: string; tone: StatusTone }> = {
  OPEN: { label: 'Contestado', tone: 'warning' },
  REFUNDED: { label: 'Reembolsado', tone: 'neutral' },
  REJECTED: { label: 'Contestação recusada', tone: 'neutral' },
};

export const DISPUTE_DECISIONS = ['REFUND', 'REJECT'] as const;
export type DisputeDecision = (typeof DISPUTE_DECISIONS)[number];
export const DISPUTE_DECISION_LABELS: Record<DisputeDecision, string> = {
  REFUND: 'Reembolsar',
  REJECT: 'Recusar',
};

/** Longest note of a dispute or of a decision. */
export const DISPUTE_NOTE_MAX = 500;
/** A company whose disputes exceed this share of its charged leads (90 days) is highlighted. */
export const DISPUTE_RATE_ALERT = 0.3;
/** The window the dispute rate is measured over, in days. */
export const DISPUTE_RATE_DAYS = 90;

export const DISPUTES_MSG = {
  reasonInvalid: 'Escolha um motivo válido',
  noteRequired: 'Descreva o motivo da contestação',
  noteTooLong: `Use no máximo ${DISPUTE_NOTE_MAX} caracteres`,
  decisionInvalid: 'Escolha Reembolsar ou Recusar',
  decisionNoteRequired: 'Escreva uma observação para a empresa',
  statusInvalid: 'Situação inválida: use OPEN, REFUNDED ou REJECTED',
  pageInvalid: 'Página inválida',
  // Errors the API answers with.
  notFound: 'Contestação não encontrada',
  offerNotFound: 'Lead não encontrado',
  companyOnly: 'Apenas a empresa que recebeu o lead pode contestá-lo',
  alreadyDisputed: 'Este lead já foi contestado',
  notCharged: 'Só é possível contestar um lead cobrado',
  windowClosed: (days: number) =>
    `O prazo para contestar este lead terminou (${days} ${days === 1 ? 'dia' : 'dias'} após o TENHO)`,
  alreadyResolved: 'Esta contestação já foi decidida',
  resolveForbidden: 'Apenas o administrador da franquia ou o master pode decidir contestações',
  // Toasts and texts of the panel.
  created: 'Contestação enviada! A franquia vai analisar.',
  refunded: 'Reembolso feito. A empresa foi avisada.',
  rejected: 'Contestação recusada. A empresa foi avisada.',
  loadFailed: 'Erro ao carregar contestações.',
  automaticNote:
    'A mensagem com o contato da empresa não pôde ser entregue ao cliente (número inválido ou inexistente no WhatsApp).',
} as const;
export const DISPUTES_PAGE_SIZE = 50;

/** The dispute rate shown in the ADMIN's company list: null when the company had no charged lead. */
export function disputeRate(disputes: number, chargedLeads: number): number | null {
  return chargedLeads > 0 ? disputes / chargedLeads : null;
}

/** '33 %' (pt-BR). */
export function formatDisputeRate(rate: number | null): string {
  if (rate === null) return '—';
  return `${Math.round(rate * 100)} %`;
}

/** The WhatsApp message a company receives about the decision. */
export function disputeDecisionText(input: {
  decision: DisputeDecision;
  category: string;
  amount: string;
  note: string;
}): string {
  const head =
    input.decision === 'REFUND'
      ? `Sua contestação do lead de *${input.category}* foi aceita: ${input.amount} voltaram ao seu saldo.`
      : `Sua contestação do lead de *${input.category}* foi recusada.`;
  return `${head}\nObservação da franquia: ${input.note}`;
}
