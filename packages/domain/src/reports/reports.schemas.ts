import { z } from 'zod';
import { ROLES } from '../auth/roles.ts';
import { REPORT_MESSAGE_STATUSES } from '../messages/message-status.ts';
import { DEFAULT_REPORT_PERIOD, REPORT_PERIODS, type ReportPeriod } from '../shared/constants.ts';
import { MAX_ID, idSchema, isoDateTimeSchema } from '../shared/schema-fields.ts';
import {
  REPORTS_MSG,
  REPORT_GRANULARITIES,
  REPORT_PAGE_SIZE_DEFAULT,
  REPORT_PAGE_SIZE_MAX,
  REPORT_PAGE_MAX,
  REPORT_FORMATS,
  USER_ACTIVITY_FILTERS,
  USER_ACTIVITY_STATUSES,
} from './reports.constants.ts';

// Constants, labels and messages live in a zod-free module (screens import them without loading zod).
export * from './reports.constants.ts';

// ---------------------------------------------------------------------------------------------
// Query strings (values arrive as text).
// ---------------------------------------------------------------------------------------------

const queryInt = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);

const formatField = z.enum(REPORT_FORMATS, { error: REPORTS_MSG.formatInvalid }).optional().default('json');

const pagingFields = {
  page: queryInt(REPORTS_MSG.pageInvalid, 1, REPORT_PAGE_MAX).optional().default(1),
  pageSize: queryInt(REPORTS_MSG.pageSizeInvalid, 1, REPORT_PAGE_SIZE_MAX)
    .optional()
    .default(REPORT_PAGE_SIZE_DEFAULT),
};

/** GET /reports/financial. */
export const financialReportQuerySchema = z.object({
  period: z
    .enum(REPORT_PERIODS.map(String) as [`${ReportPeriod}`, ...`${ReportPeriod}`[]], {
      error: REPORTS_MSG.periodInvalid,
    })
    .optional()
    .default(`${DEFAULT_REPORT_PERIOD}`)
    .transform((v) => Number(v) as ReportPeriod),
  format: formatField,
});
export type FinancialReportQueryInput = z.input<typeof financialReportQuerySchema>;
export type FinancialReportQuery = z.output<typeof financialReportQuerySchema>;

/** GET /reports/user-activity. */
export const userActivityQuerySchema = z.object({
  filter: z.enum(USER_ACTIVITY_FILTERS, { error: REPORTS_MSG.filterInvalid }).optional().default('all'),
  ...pagingFields,
  format: formatField,
});
export type UserActivityQueryInput = z.input<typeof userActivityQuerySchema>;
export type UserActivityQuery = z.output<typeof userActivityQuerySchema>;

/** GET /reports/messages. `category` is a category id. */
export const messagesReportQuerySchema = z.object({
  category: z
    .string({ error: REPORTS_MSG.categoryInvalid })
    .regex(/^[1-9]\d{0,9}$/, REPORTS_MSG.categoryInvalid)
    .transform(Number)
    .refine((n) => n <= MAX_ID, REPORTS_MSG.categoryInvalid)
    .optional(),
  status: z.enum(REPORT_MESSAGE_STATUSES, { error: REPORTS_MSG.statusInvalid }).optional(),
  ...pagingFields,
  format: formatField,
});
export type MessagesReportQueryInput = z.input<typeof messagesReportQuerySchema>;
export type MessagesReportQuery = z.output<typeof messagesReportQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Answers.
// ---------------------------------------------------------------------------------------------

const calendarDate = z.string().describe('aaaa-mm-dd (horário de Brasília)');

export const financialCardsSchema = z.object({
  /** CREDITs of the period: confirmed Pix top-ups and admin insertions. */
  creditsLoaded: z.number(),
  /** DEBITs of the period charged for accepted leads (TENHO). */
  leadRevenue: z.number(),
  /** What the (live) companies in scope hold now. */
  balancesHeld: z.number(),
  /** How many leads were charged in the period. */
  leadsCharged: z.number().int(),
  /** REFUNDs of the period (disputed leads put back), counted apart from credits and revenue. */
  refunds: z.number(),
});
export type FinancialCards = z.infer<typeof financialCardsSchema>;

export const financialSeriesPointSchema = z.object({
  /** First day of the bucket (a day, or a week clipped to the period's first day). */
  start: calendarDate,
  /** 'dd/mm' of start. */
  label: z.string(),
  creditsLoaded: z.number(),
  leadRevenue: z.number(),
  leadsCharged: z.number().int(),
});
export type FinancialSeriesPoint = z.infer<typeof financialSeriesPointSchema>;

export const financialBreakdownRowSchema = z.object({
  /** The unit or company id; null for the row of companies without a unit (MASTER) or of deleted companies (ADMIN). */
  id: idSchema.nullable(),
  name: z.string(),
  creditsLoaded: z.number(),
  leadRevenue: z.number(),
  leadsCharged: z.number().int(),
  refunds: z.number(),
  balance: z.number(),
});
export type FinancialBreakdownRow = z.infer<typeof financialBreakdownRowSchema>;

export const financialReportSchema = z.object({
  period: z.number().int(),
  from: calendarDate,
  to: calendarDate,
  granularity: z.enum(REPORT_GRANULARITIES),
  cards: financialCardsSchema,
  series: z.array(financialSeriesPointSchema),
  breakdown: z.object({
    kind: z.enum(['unit', 'company']),
    rows: z.array(financialBreakdownRowSchema),
  }),
});
export type FinancialReport = z.infer<typeof financialReportSchema>;

export const userActivityRowSchema = z.object({
  id: idSchema,
  userName: z.string(),
  role: z.enum(ROLES),
  lastLogin: isoDateTimeSchema.nullable(),
  totalLogins: z.number().int(),
  documentsCreated: z.number().int(),
  /** A company's answers to the requests offered to it (TENHO / NÃO TENHO, WhatsApp or panel). */
  messagesSent: z.number().int(),
  status: z.enum(USER_ACTIVITY_STATUSES),
});
export type UserActivityRow = z.infer<typeof userActivityRowSchema>;

const pagingAnswer = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int() };

export const userActivityReportSchema = z.object({
  /** Over every row of the filter (not only the page). */
  cards: z.object({
    totalUsers: z.number().int(),
    activeUsers: z.number().int(),
    totalLogins: z.number().int(),
    documentsCreated: z.number().int(),
  }),
  rows: z.array(userActivityRowSchema),
  ...pagingAnswer,
});
export type UserActivityReport = z.infer<typeof userActivityReportSchema>;

export const messageReportRowSchema = z.object({
  id: idSchema,
  /** The unit (franchise) whose business number sent it. */
  sender: z.string(),
  /** The company's name, or the consumer's number with the middle digits hidden. */
  recipient: z.string(),
  category: z.string().nullable(),
  content: z.string(),
  status: z.enum(REPORT_MESSAGE_STATUSES),
  /** The company's answer to the offer the message is about ('TENHO' / 'NÃO TENHO'); null: 'Sem resposta'. */
  response: z.string().nullable(),
  timestamp: isoDateTimeSchema,
  /**
   * Issue 30: the type of the consumer's message this one is about (text, audio, image, video,
   * document, …); null when it is about none (a company's own exchange).
   */
  requestType: z.string().nullable(),
  /** Issue 30: that message's transcript (an audio) or caption (a photo, video, document); else null. */
  requestText: z.string().nullable(),
});
export type MessageReportRow = z.infer<typeof messageReportRowSchema>;

export const messagesReportSchema = z.object({
  /** Over every row of the filter (not only the page). */
  cards: z.object({
    total: z.number().int(),
    read: z.number().int(),
    withResponse: z.number().int(),
    failed: z.number().int(),
  }),
  rows: z.array(messageReportRowSchema),
  ...pagingAnswer,
});
export type MessagesReport = z.infer<typeof messagesReportSchema>;
