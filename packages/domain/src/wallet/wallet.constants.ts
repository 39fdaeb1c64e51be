import { formatBRL } from '../shared/format.ts';
import { REPORT_PERIODS } from '../shared/constants.ts';

// Zod-free: the panels import these at first render without loading zod; the schemas module re-exports them.

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

/**
 * The `Idempotency-Key` header: a replay with the same key returns the first result instead of
 * moving money again.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{1,100}$/;

/** The statement's period presets, in days (the same as the reports'). */
export const STATEMENT_PERIODS = REPORT_PERIODS;

export const STATEMENT_FORMATS = ['json', 'csv'] as const;

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

/** '+R$ 10,00' for a credit or refund, '-R$ 10,00' for a debit (spec §2: + green, - red). */
export function signedAmountLabel(type: string, amount: number): string {
  const text = formatBRL(Math.abs(amount));
  if (text === '-') return text;
  return `${isIncoming(type) ? '+' : '-'}${text}`;
}
