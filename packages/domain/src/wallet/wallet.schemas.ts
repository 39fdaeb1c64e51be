import { z } from 'zod';
import { MAX_ID, idSchema, isCalendarDate, isoDateTimeSchema, moneyField } from '../shared/schema-fields.ts';
import { formatBRL } from '../shared/format.ts';
import { REPORT_PERIODS } from '../shared/constants.ts';

export const WALLET_MSG = {
  amountRequired: 'Informe um valor',
  amountMin: 'O valor mínimo é R$ 0,01',
  amountDecimals: 'Use no máximo 2 casas decimais',
  amountMax: 'Valor acima do limite permitido',
  clientRequired: 'Selecione o cliente',
  descriptionTooLong: 'Use no máximo 255 caracteres',
  defaultDescription: 'Crédito inserido pelo administrador',
  topUpDescription: 'Carga de créditos via Pix',
  // Filters and paging.
  pageInvalid: 'Página inválida',
  pageSizeInvalid: 'Itens por página: use um número de 1 a 100',
  typeInvalid: 'Tipo inválido: use CREDIT, DEBIT ou REFUND',
  statusInvalid: 'Situação inválida: use PENDING, CONFIRMED, CANCELLED ou EXPIRED',
  periodInvalid: 'Período inválido: use 7, 30, 90 ou 365 dias',
  dateInvalid: 'Data inválida: use aaaa-mm-dd',
  dateRangeInvalid: 'A data inicial deve ser anterior ou igual à data final',
  periodAndDates: 'Use o período ou as datas, não os dois',
  formatInvalid: 'Formato inválido: use json ou csv',
  idInvalid: 'Identificador inválido',
  idempotencyKeyInvalid:
    'Chave de idempotência inválida: use de 1 a 100 caracteres (letras, números, ponto, hífen, dois-pontos ou sublinhado)',
  // Errors the API answers with.
  walletNotFound: 'Carteira não encontrada',
  leadNotCharged: 'Este lead não foi cobrado',
  notACompany: 'Carteiras existem apenas para empresas (clientes)',
  insufficientBalance: 'Saldo insuficiente',
  idempotencyConflict: 'Esta chave de idempotência já foi usada para outra operação',
  creditAdminOnly: 'Apenas o administrador da franquia ou o master pode inserir crédito',
  topUpCompanyOnly: 'Apenas empresas podem carregar créditos',
  topUpNotFound: 'Pedido de carga não encontrado',
  topUpConfirmAdminOnly: 'Apenas o administrador da franquia ou o master pode confirmar o pagamento',
  topUpCancelled: 'Este pedido de carga foi cancelado e não pode ser confirmado',
  topUpConfirmed: 'Este pedido de carga já foi confirmado e não pode ser cancelado',
  topUpNoPixKey:
    'Esta franquia ainda não cadastrou uma chave Pix. Seu pedido foi registrado e será confirmado manualmente pela franquia após o pagamento.',
  topUpPixReady:
    'Pague o Pix com o QR Code ou o código copia e cola. O crédito entra após a confirmação da franquia.',
  topUpPixAutomatic:
    'Pague o Pix com o QR Code ou o código copia e cola. O crédito entra sozinho assim que o pagamento for confirmado pelo banco.',
  topUpPspConfirmedDescription: 'Carga de créditos via Pix (confirmada pelo banco)',
  topUpExpired: 'Este pedido de carga expirou e não pode mais ser pago',
  topUpAmountMismatch:
    'O banco informou um pagamento de valor diferente do pedido. Confira o extrato da conta antes de confirmar.',
  tooManyPendingTopUps:
    'Você já tem muitos pedidos de carga aguardando pagamento. Cancele ou aguarde a confirmação dos anteriores.',
  exportTooLarge: 'Há movimentações demais para exportar de uma vez. Reduza o período ou filtre por empresa.',
  // Toasts (spec §8, Credit and Financial).
  creditInserted: 'Crédito inserido com sucesso!',
  creditFailed: 'Erro ao inserir crédito',
  statementLoadFailed: 'Erro ao carregar extrato financeiro.',
  creditsLoadFailed: 'Erro ao carregar créditos.',
} as const;

/** Largest single amount accepted, in reais. */
export const WALLET_MAX_AMOUNT = 1_000_000;
/** Paging of statements and top-up lists. */
export const WALLET_DEFAULT_PAGE_SIZE = 20;
export const WALLET_MAX_PAGE_SIZE = 100;
/** A company may keep at most this many top-ups waiting for confirmation. */
export const TOP_UP_MAX_PENDING = 10;
/** A CSV export holds at most this many rows; more answers 422 (narrow the filters). */
export const WALLET_CSV_MAX_ROWS = 50_000;

/** REFUND puts back what a lead's DEBIT took (a dispute decided for the company). */
export const TRANSACTION_TYPES = ['CREDIT', 'DEBIT', 'REFUND'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  CREDIT: 'Crédito',
  DEBIT: 'Débito',
  REFUND: 'Reembolso',
};
/** Whether a movement adds to the balance (CREDIT and REFUND) or takes from it (DEBIT). */
export const isIncoming = (type: string): boolean => type === 'CREDIT' || type === 'REFUND';

/** What caused a movement: a Pix top-up, an accepted offer (lead), an admin insertion. */
export const TRANSACTION_REFERENCE_KINDS = ['TOP_UP', 'OFFER', 'ADMIN_CREDIT'] as const;
export type TransactionReferenceKind = (typeof TRANSACTION_REFERENCE_KINDS)[number];

export const TOP_UP_STATUSES = ['PENDING', 'CONFIRMED', 'CANCELLED', 'EXPIRED'] as const;
export type TopUpStatus = (typeof TOP_UP_STATUSES)[number];
/** Who confirmed a top-up: a person ('Confirmar') or the PSP's read-back (API Pix). */
export const TOP_UP_CONFIRMED_VIA = ['MANUAL', 'PSP'] as const;
export type TopUpConfirmedVia = (typeof TOP_UP_CONFIRMED_VIA)[number];
/** Something the unit's ADMIN must look at. */
export const TOP_UP_FLAGS = ['AMOUNT_MISMATCH'] as const;
export type TopUpFlag = (typeof TOP_UP_FLAGS)[number];
export const TOP_UP_FLAG_LABELS: Record<TopUpFlag, string> = {
  AMOUNT_MISMATCH: 'Valor pago diferente',
};
/** Badge texts (amber pending, green confirmed, grey cancelled). */
export const TOP_UP_STATUS_LABELS: Record<TopUpStatus, string> = {
  PENDING: 'Aguardando pagamento',
  CONFIRMED: 'Confirmado',
  CANCELLED: 'Cancelado',
  EXPIRED: 'Expirado',
};

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

/**
 * The `Idempotency-Key` header: a replay with the same key returns the first result instead of
 * moving money again.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{1,100}$/;
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

/** The statement's period presets, in days (the same as the reports'). */
export const STATEMENT_PERIODS = REPORT_PERIODS;
const periodField = z
  .enum(STATEMENT_PERIODS.map(String) as [`${(typeof STATEMENT_PERIODS)[number]}`], {
    error: WALLET_MSG.periodInvalid,
  })
  .transform(Number);

export const STATEMENT_FORMATS = ['json', 'csv'] as const;

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

/** A top-up credit's stored description carries its txid in parentheses (up to 35 letters and digits). */
const TOP_UP_TXID = /^(.*?) \(([A-Za-z0-9]{1,35})\)(.*)$/s;

/**
 * A ledger description as a person reads it: a top-up's raw PSP txid comes out of the text (it is
 * shown in the movement's details), the rest stays ('… — confirmado manualmente: motivo').
 */
export function splitTxidFromDescription(description: string | null): {
  text: string | null;
  txid: string | null;
} {
  const match = description ? TOP_UP_TXID.exec(description) : null;
  if (!match || !match[1]!.startsWith(WALLET_MSG.topUpDescription)) return { text: description, txid: null };
  return { text: `${match[1]}${match[3]}`, txid: match[2]! };
}

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

/** '+R$ 10,00' for a credit or refund, '-R$ 10,00' for a debit (spec §2: + green, - red). */
export function signedAmountLabel(type: string, amount: number): string {
  const text = formatBRL(Math.abs(amount));
  if (text === '-') return text;
  return `${isIncoming(type) ? '+' : '-'}${text}`;
}
