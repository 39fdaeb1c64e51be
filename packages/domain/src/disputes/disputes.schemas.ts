import { z } from 'zod';
import '../shared/zod-locale.ts';
import { idSchema, isoDateTimeSchema } from '../shared/schema-fields.ts';
import {
  DISPUTE_REASONS,
  DISPUTE_STATUSES,
  DISPUTE_DECISIONS,
  DISPUTE_NOTE_MAX,
  DISPUTES_MSG,
} from './disputes.constants.ts';

// Constants, labels and messages live in a zod-free module (screens import them without loading zod).
export * from './disputes.constants.ts';

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
