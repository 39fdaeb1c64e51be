import { z } from 'zod';
import { MAX_ID, idSchema, isCalendarDate, isoDateTimeSchema, moneyField } from '../shared/schema-fields.ts';
import {
  WALLET_MSG,
  WALLET_MAX_AMOUNT,
  WALLET_DEFAULT_PAGE_SIZE,
  WALLET_MAX_PAGE_SIZE,
  TRANSACTION_TYPES,
  TRANSACTION_REFERENCE_KINDS,
  TOP_UP_STATUSES,
  TOP_UP_CONFIRMED_VIA,
  TOP_UP_FLAGS,
  IDEMPOTENCY_KEY_PATTERN,
  STATEMENT_PERIODS,
  STATEMENT_FORMATS,
} from './wallet.constants.ts';

// Constants, labels and messages live in a zod-free module (screens import them without loading zod).
export * from './wallet.constants.ts';

const amountField = moneyField(
  {
    required: WALLET_MSG.amountRequired,
    min: WALLET_MSG.amountMin,
    decimals: WALLET_MSG.amountDecimals,
    max: WALLET_MSG.amountMax,
  },
  0.01,
  WALLET_MAX_AMOUNT,
);

/** A company id from a select: a number, or its digits as text ('5' → 5). Booleans or lists are refused. */
const clientIdField = z
  .union(
    [
      z.number({ error: WALLET_MSG.clientRequired }),
      z
        .string()
        .trim()
        .regex(/^\d{1,10}$/)
        .transform(Number),
    ],
    {
      error: WALLET_MSG.clientRequired,
    },
  )
  .pipe(
    z
      .number()
      .int(WALLET_MSG.clientRequired)
      .positive(WALLET_MSG.clientRequired)
      .max(MAX_ID, WALLET_MSG.clientRequired),
  );

/** POST /wallet/transaction: an admin puts credit in a client's wallet (spec §5, §7). */
export const creditInsertionSchema = z.object({
  client_id: clientIdField,
  amount: amountField,
  description: z
    .string()
    .trim()
    .max(255, WALLET_MSG.descriptionTooLong)
    .nullable()
    .optional()
    .transform((v) => v || WALLET_MSG.defaultDescription),
  type: z
    .literal('CREDIT', { error: 'Tipo inválido: apenas CREDIT' })
    .optional()
    .transform(() => 'CREDIT' as const),
});
export type CreditInsertionInput = z.input<typeof creditInsertionSchema>;
export type CreditInsertion = z.output<typeof creditInsertionSchema>;

/** 'Carregar Créditos': POST /wallet/top-ups, the company asks to load its own wallet. */
export const topUpRequestSchema = z.object({ amount: amountField });
export type TopUpRequestInput = z.input<typeof topUpRequestSchema>;
export const idempotencyKeyHeaderSchema = z
  .string()
  .regex(IDEMPOTENCY_KEY_PATTERN, WALLET_MSG.idempotencyKeyInvalid)
  .optional();

// ---------------------------------------------------------------------------------------------
// Query strings (all values arrive as text).
// ---------------------------------------------------------------------------------------------

const pageField = z
  .string({ error: WALLET_MSG.pageInvalid })
  .regex(/^[1-9]\d{0,5}$/, WALLET_MSG.pageInvalid)
  .transform(Number)
  .optional()
  .default(1);

const pageSizeField = z
  .string({ error: WALLET_MSG.pageSizeInvalid })
  .regex(/^[1-9]\d{0,2}$/, WALLET_MSG.pageSizeInvalid)
  .transform(Number)
  .refine((n) => n <= WALLET_MAX_PAGE_SIZE, WALLET_MSG.pageSizeInvalid)
  .optional()
  .default(WALLET_DEFAULT_PAGE_SIZE);

const idQueryField = z
  .string({ error: WALLET_MSG.idInvalid })
  .regex(/^[1-9]\d{0,9}$/, WALLET_MSG.idInvalid)
  .transform(Number)
  .refine((n) => n <= MAX_ID, WALLET_MSG.idInvalid);

const dateQueryField = z
  .string({ error: WALLET_MSG.dateInvalid })
  .refine(isCalendarDate, WALLET_MSG.dateInvalid);
const periodField = z
  .enum(STATEMENT_PERIODS.map(String) as [`${(typeof STATEMENT_PERIODS)[number]}`], {
    error: WALLET_MSG.periodInvalid,
  })
  .transform(Number);

/**
 * Filters of a statement: either `period` (the last 7, 30, 90 or 365 days) or `from` / `to`
 * (calendar dates, inclusive, Brasília time; either may be left open); never both. No filter
 * means the whole history.
 */
const statementFilterFields = {
  page: pageField,
  pageSize: pageSizeField,
  type: z.enum(TRANSACTION_TYPES, { error: WALLET_MSG.typeInvalid }).optional(),
  period: periodField.optional(),
  from: dateQueryField.optional(),
  to: dateQueryField.optional(),
  /** `csv` answers every matching row as a spreadsheet (UTF-8 with BOM, `;`), not paged. */
  format: z.enum(STATEMENT_FORMATS, { error: WALLET_MSG.formatInvalid }).optional().default('json'),
};

type DateFilters = { period?: number; from?: string; to?: string };
const checkDates = (value: DateFilters, ctx: z.RefinementCtx) => {
  if (value.period !== undefined && (value.from !== undefined || value.to !== undefined)) {
    ctx.addIssue({ code: 'custom', message: WALLET_MSG.periodAndDates, path: ['period'] });
  }
  if (value.from && value.to && value.from > value.to) {
    ctx.addIssue({ code: 'custom', message: WALLET_MSG.dateRangeInvalid, path: ['from'] });
  }
};

/** GET /wallet/{id} query: one company's statement. */
export const walletQuerySchema = z.object(statementFilterFields).superRefine(checkDates);
export type WalletQueryInput = z.input<typeof walletQuerySchema>;
export type WalletQuery = z.output<typeof walletQuerySchema>;

/**
 * GET /wallet/statement query: the statement across the companies the caller reaches (ADMIN its
 * unit, MASTER the network) with a company filter, and MASTER's unit filter.
 */
export const statementQuerySchema = z
  .object({ ...statementFilterFields, client_id: idQueryField.optional(), unit_id: idQueryField.optional() })
  .superRefine(checkDates);
export type StatementQueryInput = z.input<typeof statementQuerySchema>;
export type StatementQuery = z.output<typeof statementQuerySchema>;

/** GET /wallet/top-ups query. */
export const topUpListQuerySchema = z.object({
  page: pageField,
  pageSize: pageSizeField,
  status: z.enum(TOP_UP_STATUSES, { error: WALLET_MSG.statusInvalid }).optional(),
  client_id: idQueryField.optional(),
  /** Issue 28: only the credits through a PSP connection saved < 24 h earlier (`true`). */
  new_psp_connection: z.enum(['true'], { error: 'Use new_psp_connection=true' }).optional(),
});
export type TopUpListQueryInput = z.input<typeof topUpListQuerySchema>;
export type TopUpListQuery = z.output<typeof topUpListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Answers (reais with 2 decimals; no transforms, so they serialise as they are).
// ---------------------------------------------------------------------------------------------

/** A wallet movement, amount in reais (always positive; the type gives the sign). */
export const transactionSchema = z.object({
  id: idSchema,
  type: z.enum(TRANSACTION_TYPES),
  amount: z.number(),
  description: z.string().nullable(),
  created_at: isoDateTimeSchema,
  balance_after: z.number().optional(),
  reference_kind: z.enum(TRANSACTION_REFERENCE_KINDS).optional(),
  reference_id: z.number().int().nullable().optional(),
  /** The company of the wallet (statement across companies). */
  client_id: z.number().int().optional(),
  client_name: z.string().nullable().optional(),
  /** The Pix charge's txid of a top-up credit: for its details only, never in the row's text. */
  pix_txid: z.string().nullable().optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;

const pagingFields = {
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
};

/** GET /wallet/{id}: the balance and one page of the statement, newest first. */
export const walletSchema = z.object({
  balance: z.number(),
  transactions: z.array(transactionSchema),
  ...pagingFields,
});
export type Wallet = z.infer<typeof walletSchema>;

/** Totals of the filtered statement (period and company); `balancesHeld` is today's. */
export const statementTotalsSchema = z.object({
  /** CREDITs in the period: top-ups and admin insertions. */
  creditsLoaded: z.number(),
  /** DEBITs in the period: what accepted leads were charged. */
  leadRevenue: z.number(),
  /** REFUNDs in the period: lead charges put back after a dispute (counted apart). */
  refunds: z.number(),
  /** What the companies in scope hold now. */
  balancesHeld: z.number(),
});
export type StatementTotals = z.infer<typeof statementTotalsSchema>;

/** GET /wallet/statement. */
export const statementSchema = z.object({
  totals: statementTotalsSchema,
  transactions: z.array(transactionSchema),
  ...pagingFields,
});
export type Statement = z.infer<typeof statementSchema>;

/** POST /wallet/transaction answer: the movement and the wallet's new balance. */
export const creditInsertionResultSchema = z.object({
  transaction: transactionSchema,
  balance: z.number(),
});
export type CreditInsertionResult = z.infer<typeof creditInsertionResultSchema>;

/** A 'Carregar Créditos' request and its Pix code. */
export const topUpSchema = z.object({
  id: idSchema,
  status: z.enum(TOP_UP_STATUSES),
  amount: z.number(),
  /** Pix copia e cola; null when the unit has no Pix key (manual confirmation). */
  pixCode: z.string().nullable(),
  /** The QR code as a PNG data URL; only in the answers about one top-up, null in lists. */
  qrCodeDataUrl: z.string().nullable(),
  /** What the company should do next (no Pix key: the request waits for manual confirmation). */
  message: z.string().nullable(),
  txid: z.string(),
  client_id: z.number().int(),
  client_name: z.string().nullable(),
  unit_id: z.number().int().nullable(),
  created_at: isoDateTimeSchema,
  confirmed_at: isoDateTimeSchema.nullable(),
  cancelled_at: isoDateTimeSchema.nullable(),
  /** The CREDIT posted by the confirmation. */
  transaction_id: z.number().int().nullable(),
  /** True when the charge exists at the unit's PSP and is credited on its own once paid. */
  automatic: z.boolean(),
  /** When an automatic charge stops accepting payment. */
  expires_at: isoDateTimeSchema.nullable(),
  confirmed_via: z.enum(TOP_UP_CONFIRMED_VIA).nullable(),
  /** 'AMOUNT_MISMATCH': the PSP reported a payment of another amount (not credited). */
  flag: z.enum(TOP_UP_FLAGS).nullable(),
  /** What the PSP reported paid, with a flag. */
  paid_amount: z.number().nullable(),
  /**
   * Issue 28: credited by the PSP through a connection saved less than 24 h earlier — for the
   * MASTER to look at (who vouched for that PSP is in the audit log).
   */
  new_psp_connection: z.boolean(),
});
export type TopUp = z.infer<typeof topUpSchema>;

/**
 * POST /wallet/top-ups/{id}/confirm: on a unit connected to its PSP the charge is read first; a
 * charge the PSP reports paid with another amount is confirmed only with a reason (recorded).
 */
export const topUpConfirmSchema = z
  .object({
    reason: z
      .string({ error: 'Informe o motivo da confirmação' })
      .trim()
      .min(5, 'Informe o motivo da confirmação (ao menos 5 caracteres)')
      .max(500, 'Motivo longo demais (até 500 caracteres)')
      .optional(),
  })
  // No body at all (the plain 'Confirmar') arrives as null.
  .nullish();
export type TopUpConfirm = z.infer<typeof topUpConfirmSchema>;

/** GET /wallet/top-ups. */
export const topUpListSchema = z.object({ topUps: z.array(topUpSchema), ...pagingFields });
export type TopUpList = z.infer<typeof topUpListSchema>;
