import { z } from 'zod';
import '../shared/zod-locale.ts';
import { idSchema, isoDateTimeSchema } from '../shared/schema-fields.ts';
import type { StatusTone } from '../messages/message-status.ts';

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

/** A note: trimmed, '' is none. */
const noteField = z
  .string({ error: DISPUTES_MSG.noteTooLong })
  .trim()
  .max(DISPUTE_NOTE_MAX, DISPUTES_MSG.noteTooLong)
  .optional()
  .transform((v) => (v ? v : undefined));

/** POST /offers/{id}/dispute. A note is required when the reason is `other`. */
export const disputeCreateSchema = z
  .object({
    reason: z.enum(DISPUTE_REASONS, { error: DISPUTES_MSG.reasonInvalid }),
    note: noteField,
  })
  .superRefine((value, ctx) => {
    if (value.reason === 'other' && !value.note)
      ctx.addIssue({ code: 'custom', message: DISPUTES_MSG.noteRequired, path: ['note'] });
  });
export type DisputeCreateInput = z.input<typeof disputeCreateSchema>;
export type DisputeCreate = z.output<typeof disputeCreateSchema>;

/** POST /disputes/{id}/resolve: the decision and what the company is told. */
export const disputeResolveSchema = z.object({
  decision: z.enum(DISPUTE_DECISIONS, { error: DISPUTES_MSG.decisionInvalid }),
  note: z
    .string({ error: DISPUTES_MSG.decisionNoteRequired })
    .trim()
    .min(1, DISPUTES_MSG.decisionNoteRequired)
    .max(DISPUTE_NOTE_MAX, DISPUTES_MSG.noteTooLong),
});
export type DisputeResolveInput = z.input<typeof disputeResolveSchema>;
export type DisputeResolve = z.output<typeof disputeResolveSchema>;

/** GET /disputes query. */
export const disputeListQuerySchema = z.object({
  status: z.enum(DISPUTE_STATUSES, { error: DISPUTES_MSG.statusInvalid }).optional(),
  page: z
    .string({ error: DISPUTES_MSG.pageInvalid })
    .regex(/^[1-9]\d{0,5}$/, DISPUTES_MSG.pageInvalid)
    .transform(Number)
    .optional()
    .default(1),
});
export type DisputeListQueryInput = z.input<typeof disputeListQuerySchema>;
export type DisputeListQuery = z.output<typeof disputeListQuerySchema>;
export const DISPUTES_PAGE_SIZE = 50;

/** A dispute as the API answers it (amount in reais). */
export const disputeSchema = z.object({
  id: idSchema,
  offer_id: idSchema,
  status: z.enum(DISPUTE_STATUSES),
  reason: z.enum(DISPUTE_REASONS),
  note: z.string().nullable(),
  amount: z.number(),
  created_at: isoDateTimeSchema,
  /** Opened by the system (the contact message could not be delivered). */
  automatic: z.boolean(),
  decision_note: z.string().nullable(),
  resolved_at: isoDateTimeSchema.nullable(),
  /** The REFUND in the company's statement, when refunded. */
  refund_transaction_id: z.number().int().nullable(),
});
export type Dispute = z.infer<typeof disputeSchema>;

/** What the ADMIN's queue shows beside a dispute: the request, the conversation, the company's record. */
export const disputeDetailSchema = disputeSchema.extend({
  company_id: idSchema,
  company_name: z.string(),
  unit_id: z.number().int().nullable(),
  unit_name: z.string().nullable(),
  category: z.string(),
  /** The consumer's request as it came in. */
  message: z.string(),
  consumer_name: z.string().nullable(),
  received_at: isoDateTimeSchema,
  offered_at: isoDateTimeSchema,
  /** The TENHO. */
  accepted_at: isoDateTimeSchema.nullable(),
  /** The company's contact as sent to the consumer: when and how far it got. */
  contact_status: z.string().nullable(),
  contact_sent_at: isoDateTimeSchema.nullable(),
  contact_delivered_at: isoDateTimeSchema.nullable(),
  contact_read_at: isoDateTimeSchema.nullable(),
  contact_failed_at: isoDateTimeSchema.nullable(),
  /** This company's disputes so far (this one included). */
  company_history: z.object({
    total: z.number().int(),
    refunded: z.number().int(),
    rejected: z.number().int(),
    open: z.number().int(),
  }),
});
export type DisputeDetail = z.infer<typeof disputeDetailSchema>;

/** GET /disputes. */
export const disputeListSchema = z.object({
  disputes: z.array(disputeDetailSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DisputeList = z.infer<typeof disputeListSchema>;

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
