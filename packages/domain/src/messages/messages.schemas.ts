import { z } from 'zod';
import '../shared/zod-locale.ts';
import { MAX_ID, idSchema, isCalendarDate, isoDateTimeSchema } from '../shared/schema-fields.ts';
import { DISPUTE_STATUSES } from '../disputes/disputes.constants.ts';
import { OFFER_ANSWERS } from '../whatsapp/answers.ts';
import { OUTBOUND_KINDS, OUTBOUND_PURPOSES, OUTBOUND_STATUSES } from '../whatsapp/outbound.ts';
import { INTERACTION_STATUSES, MESSAGE_STATUSES } from './message-status.ts';
import { notOfferedSchema } from '../lead-preferences/lead-preferences.schemas.ts';
import {
  MESSAGES_MSG,
  MESSAGE_PAGE_SIZE_DEFAULT,
  MESSAGE_PAGE_SIZE_MAX,
  MESSAGE_PAGE_MAX,
  MESSAGE_SEARCH_MAX,
  MEDIA_KINDS,
} from './messages.constants.ts';

// Constants, labels and messages live in a zod-free module (screens import them without loading zod).
export * from './messages.constants.ts';

const queryInt = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);

/** '' (an empty select) and absent both mean "no filter". */
const optionalFilter = <T extends z.ZodType>(schema: T, message: string) =>
  z
    .union([schema, z.literal('')], { error: message })
    .optional()
    .transform((v) => (v === '' ? undefined : (v as z.output<T> | undefined)));

const dateField = z
  .string({ error: MESSAGES_MSG.dateInvalid })
  .refine(isCalendarDate, MESSAGES_MSG.dateInvalid);

/** GET /webhooks/messages query (everything arrives as text). */
export const messageListQuerySchema = z
  .object({
    search: z
      .string({ error: MESSAGES_MSG.searchTooLong })
      .trim()
      .max(MESSAGE_SEARCH_MAX, MESSAGES_MSG.searchTooLong)
      .optional()
      .transform((v) => v || undefined),
    dateFrom: optionalFilter(dateField, MESSAGES_MSG.dateInvalid),
    dateTo: optionalFilter(dateField, MESSAGES_MSG.dateInvalid),
    /** A category id. */
    category: optionalFilter(queryInt(MESSAGES_MSG.categoryInvalid, 1, MAX_ID), MESSAGES_MSG.categoryInvalid),
    status: optionalFilter(
      z.enum(MESSAGE_STATUSES, { error: MESSAGES_MSG.statusInvalid }),
      MESSAGES_MSG.statusInvalid,
    ),
    /** A company id: the requests offered to it. */
    company: optionalFilter(queryInt(MESSAGES_MSG.companyInvalid, 1, MAX_ID), MESSAGES_MSG.companyInvalid),
    /** MASTER only: one unit (ignored for the others, who see their own scope). */
    unit_id: optionalFilter(queryInt(MESSAGES_MSG.unitInvalid, 1, MAX_ID), MESSAGES_MSG.unitInvalid),
    page: queryInt(MESSAGES_MSG.pageInvalid, 1, MESSAGE_PAGE_MAX).optional().default(1),
    pageSize: queryInt(MESSAGES_MSG.pageSizeInvalid, 1, MESSAGE_PAGE_SIZE_MAX)
      .optional()
      .default(MESSAGE_PAGE_SIZE_DEFAULT),
  })
  .superRefine((value, ctx) => {
    if (value.dateFrom && value.dateTo && value.dateFrom > value.dateTo) {
      ctx.addIssue({ code: 'custom', message: MESSAGES_MSG.dateRangeInvalid, path: ['dateFrom'] });
    }
  });
export type MessageListQueryInput = z.input<typeof messageListQuerySchema>;
export type MessageListQuery = z.output<typeof messageListQuerySchema>;

/** A company's answer (spec §3 responses[]). */
export const messageResponseSchema = z.object({
  offer_id: idSchema,
  company_id: idSchema,
  company_name: z.string(),
  /** 'TENHO' or 'NÃO TENHO'. */
  response_text: z.string(),
  responded_at: isoDateTimeSchema,
  contacts_exchanged: z.boolean(),
  /** Where the company answered. */
  channel: z.enum(['WHATSAPP', 'PANEL']).nullable(),
  /** The dispute of this lead, if the company contested it (issue 29: disputed and refunded leads). */
  dispute_status: z.enum(DISPUTE_STATUSES).nullable().optional(),
  /** The consumer's rating of the company for this lead, with its comment when one was written. */
  rating: z
    .object({ score: z.number().int().min(1).max(3), comment: z.string().nullable() })
    .nullable()
    .optional(),
});
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** A company the request was offered to (spec §3 notified_companies[]), with the alert's delivery. */
export const notifiedCompanySchema = z.object({
  offer_id: idSchema,
  company_id: idSchema,
  company_name: z.string(),
  notified_at: isoDateTimeSchema,
  expires_at: isoDateTimeSchema,
  offer_status: z.enum(INTERACTION_STATUSES),
  /** The lead alert's WhatsApp delivery (null: the company has no WhatsApp number). */
  delivery_status: z.enum(OUTBOUND_STATUSES).nullable(),
  delivery_error: z.string().nullable(),
});
export type NotifiedCompany = z.infer<typeof notifiedCompanySchema>;

/** The caller's own offer (a CLIENT's view of a request). */
export const ownOfferSchema = z.object({
  id: idSchema,
  status: z.enum(INTERACTION_STATUSES),
  offered_at: isoDateTimeSchema,
  expires_at: isoDateTimeSchema,
  responded_at: isoDateTimeSchema.nullable(),
  response_text: z.string().nullable(),
  /** What the TENHO cost, in reais. */
  charged: z.number().nullable(),
  contacts_exchanged: z.boolean(),
});
export type OwnOffer = z.infer<typeof ownOfferSchema>;
export const messageMediaSchema = z.object({
  kind: z.enum(MEDIA_KINDS),
  mime_type: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type MessageMedia = z.infer<typeof messageMediaSchema>;

/** One row of Central de Mensagens (spec §3 Inbound message, plus status and ids). */
export const inboundMessageSchema = z.object({
  id: idSchema,
  received_at: isoDateTimeSchema,
  /** Hidden (null) from a company until it accepted the request: the contact is what it pays for. */
  sender_name: z.string().nullable(),
  /** The consumer's WhatsApp id (digits with country code); hidden like sender_name. */
  whatsapp: z.string().nullable(),
  content: z.string(),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  /** Spec §4: no response → Pendente; any TENHO → Respondido; otherwise Negativo. */
  status: z.enum(MESSAGE_STATUSES),
  unit_id: z.number().int().nullable(),
  unit_name: z.string().nullable(),
  /** Every response (the table shows 2 and '+N mais'). */
  responses: z.array(messageResponseSchema),
  notified_companies: z.array(notifiedCompanySchema),
  /** Set for a CLIENT: its own offer of this request. */
  my_offer: ownOfferSchema.nullable(),
  /** Issue 30: WhatsApp's type (text, audio, image, video, document…). */
  type: z.string(),
  /** Issue 30: an audio's transcript (then also the content); null unless transcribed. */
  transcript: z.string().nullable(),
  /** Issue 30: the stored media, when there is one and the caller may see it. */
  media: messageMediaSchema.nullable(),
});
export type InboundMessage = z.infer<typeof inboundMessageSchema>;

/** GET /webhooks/messages: one page, the filtered total. */
export const messageListResponseSchema = z.object({
  messages: z.array(inboundMessageSchema),
  /** Matching requests, counted up to MESSAGE_TOTAL_CAP or the end of this page (the further). */
  total: z.number().int(),
  /** True when more requests match than `total` (show 'mais de'; the next page exists). */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MessageListResponse = z.infer<typeof messageListResponseSchema>;

/** What the platform wrote back about a request (details modal, ADMIN/MASTER). */
export const outboundSummarySchema = z.object({
  id: idSchema,
  purpose: z.enum(OUTBOUND_PURPOSES),
  recipient: z.enum(['CONSUMER', 'COMPANY']),
  company_name: z.string().nullable(),
  kind: z.enum(OUTBOUND_KINDS),
  body: z.string(),
  status: z.enum(OUTBOUND_STATUSES),
  error: z.string().nullable(),
  created_at: isoDateTimeSchema,
});
export type OutboundSummary = z.infer<typeof outboundSummarySchema>;

/** GET /webhooks/messages/{id}: the row plus what only the details modal shows. */
export const inboundMessageDetailSchema = inboundMessageSchema.extend({
  type: z.string(),
  category_confidence: z.number().nullable(),
  /** How the category was chosen: offline classifier, LLM, or an ADMIN/MASTER by hand. */
  category_source: z.enum(['offline', 'llm', 'manual']).nullable(),
  processed_at: isoDateTimeSchema.nullable(),
  /** Messages sent about this request (empty for a CLIENT). */
  outbound: z.array(outboundSummarySchema),
  /**
   * Issue 32: why each company of the category was not offered the request (paused, closed, cap,
   * balance, backlog, rotation). MASTER and ADMIN only: empty for a company.
   */
  not_offered: z.array(notOfferedSchema).optional(),
});
export type InboundMessageDetail = z.infer<typeof inboundMessageDetailSchema>;

/** GET /webhooks/messages/stats (spec §3 Message stats) in the caller's scope. */
export const messageStatsSchema = z.object({
  totalMessages: z.number().int(),
  categorizedMessages: z.number().int(),
  /** Answered offers (TENHO and NÃO TENHO). */
  responsesCount: z.number().int(),
  /** Mean time from offer to answer, in seconds (0 without answers). */
  avgResponseTime: z.number(),
  /** Lead charges net of refunds, in reais (for a CLIENT: what it paid). */
  revenue: z.number(),
  /** What refunded disputes put back, in reais (already taken off `revenue`). */
  refunds: z.number(),
});
export type MessageStats = z.infer<typeof messageStatsSchema>;

/** POST /webhooks/messages/{id}/recategorize (ADMIN/MASTER). */
export const recategorizeInputSchema = z.object({
  categoryId: z
    .number({ error: MESSAGES_MSG.categoryInvalid })
    .int(MESSAGES_MSG.categoryInvalid)
    .positive(MESSAGES_MSG.categoryInvalid)
    .max(MAX_ID, MESSAGES_MSG.categoryInvalid),
});
export type RecategorizeInput = z.infer<typeof recategorizeInputSchema>;

export const recategorizeResultSchema = z.object({
  message: inboundMessageDetailSchema,
  /** Companies offered the request under the new category. */
  offered: z.number().int(),
});
export type RecategorizeResult = z.infer<typeof recategorizeResultSchema>;

/** POST /offers/{id}/answer: a company answers from the panel, like a WhatsApp button. */
export const offerAnswerInputSchema = z.object({
  answer: z.enum(OFFER_ANSWERS, { error: MESSAGES_MSG.answerInvalid }),
});
export type OfferAnswerInput = z.infer<typeof offerAnswerInputSchema>;

export const offerAnswerResultSchema = z.object({
  offer: ownOfferSchema,
  /** pt-BR text for the toast. */
  message: z.string(),
  /** After TENHO: the consumer's contact. */
  contact: z.object({ name: z.string().nullable(), whatsapp: z.string() }).nullable(),
});
export type OfferAnswerResult = z.infer<typeof offerAnswerResultSchema>;

/** An outbound message WhatsApp would not take (GET /whatsapp/dead-letters, ADMIN/MASTER). */
export const deadLetterSchema = z.object({
  id: idSchema,
  unit_id: z.number().int().nullable(),
  purpose: z.enum(OUTBOUND_PURPOSES),
  recipient: z.enum(['CONSUMER', 'COMPANY']),
  to: z.string(),
  company_name: z.string().nullable(),
  message_id: z.number().int().nullable(),
  body: z.string(),
  attempts: z.number().int(),
  error_code: z.number().int().nullable(),
  error: z.string().nullable(),
  failed_at: isoDateTimeSchema.nullable(),
});
export type DeadLetter = z.infer<typeof deadLetterSchema>;

export const deadLetterListResponseSchema = z.object({
  items: z.array(deadLetterSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DeadLetterListResponse = z.infer<typeof deadLetterListResponseSchema>;

export const deadLetterListQuerySchema = z.object({
  page: queryInt(MESSAGES_MSG.pageInvalid, 1, MESSAGE_PAGE_MAX).optional().default(1),
  pageSize: queryInt(MESSAGES_MSG.pageSizeInvalid, 1, MESSAGE_PAGE_SIZE_MAX)
    .optional()
    .default(MESSAGE_PAGE_SIZE_DEFAULT),
});
export type DeadLetterListQuery = z.output<typeof deadLetterListQuerySchema>;

export const deadLetterRetryResultSchema = z.object({
  id: idSchema,
  status: z.enum(OUTBOUND_STATUSES),
  message: z.string(),
});
