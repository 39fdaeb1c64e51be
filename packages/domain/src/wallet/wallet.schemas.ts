import { z } from 'zod';
import { idSchema, isoDateTimeSchema, moneyField } from '../shared/schema-fields.ts';
import { formatBRL } from '../shared/format.ts';

export const WALLET_MSG = {
  amountRequired: 'Informe um valor',
  amountMin: 'O valor mínimo é R$ 0,01',
  amountDecimals: 'Use no máximo 2 casas decimais',
  amountMax: 'Valor acima do limite permitido',
  clientRequired: 'Selecione o cliente',
  defaultDescription: 'Crédito inserido pelo administrador',
  // Toasts (spec §8, Credit and Financial).
  creditInserted: 'Crédito inserido com sucesso!',
  creditFailed: 'Erro ao inserir crédito',
  statementLoadFailed: 'Erro ao carregar extrato financeiro.',
  creditsLoadFailed: 'Erro ao carregar créditos.',
} as const;

/** Largest single amount accepted, in reais. */
export const WALLET_MAX_AMOUNT = 1_000_000;

export const TRANSACTION_TYPES = ['CREDIT', 'DEBIT'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  CREDIT: 'Crédito',
  DEBIT: 'Débito',
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

/** POST /wallet/transaction: an admin puts credit in a client's wallet (spec §5, §7). */
export const creditInsertionSchema = z.object({
  client_id: z.coerce
    .number({ error: WALLET_MSG.clientRequired })
    .int(WALLET_MSG.clientRequired)
    .positive(WALLET_MSG.clientRequired),
  amount: amountField,
  description: z
    .string()
    .trim()
    .max(255, 'Use no máximo 255 caracteres')
    .nullable()
    .optional()
    .transform((v) => v || WALLET_MSG.defaultDescription),
  type: z
    .literal('CREDIT')
    .optional()
    .transform(() => 'CREDIT' as const),
});
export type CreditInsertionInput = z.input<typeof creditInsertionSchema>;
export type CreditInsertion = z.output<typeof creditInsertionSchema>;

/** 'Carregar Créditos': the company asks to load its own wallet (confirm disabled unless > 0). */
export const topUpSchema = z.object({ amount: amountField });
export type TopUpInput = z.input<typeof topUpSchema>;

/** A wallet movement, amount in reais (always positive; the type gives the sign). */
export const transactionSchema = z.object({
  id: idSchema,
  type: z.enum(TRANSACTION_TYPES),
  amount: z.number(),
  description: z.string().nullable(),
  created_at: isoDateTimeSchema,
  balance_after: z.number().optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** GET /wallet/{id}. */
export const walletSchema = z.object({
  balance: z.number(),
  transactions: z.array(transactionSchema),
});
export type Wallet = z.infer<typeof walletSchema>;

/** '+R$ 10,00' for a credit, '-R$ 10,00' otherwise (spec §2: + green, - red). */
export function signedAmountLabel(type: string, amount: number): string {
  const text = formatBRL(Math.abs(amount));
  if (text === '-') return text;
  return `${type === 'CREDIT' ? '+' : '-'}${text}`;
}
