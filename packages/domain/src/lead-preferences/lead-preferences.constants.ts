// Zod-free: the panels import these at first render without loading zod; the schemas module re-exports them.

/**
 * How a company receives leads (issue 32): a spend cap per week or month, a pause, business hours
 * (Brasília time) and its response time. The contract of `GET|PUT /api/users/{id}/lead-preferences`,
 * of the `receiving` summary in the company lists and of the "why not offered" reasons.
 */

export const LEAD_PREFERENCES_MSG = {
  capAmountRequired: 'Informe o valor do limite',
  capAmountMin: 'O limite mínimo é R$ 1,00',
  capAmountDecimals: 'Use no máximo 2 casas decimais',
  capAmountMax: 'Valor acima do limite permitido',
  capPeriod: 'Escolha semana ou mês',
  time: 'Use o formato HH:MM (00:00 a 23:59)',
  weekday: 'Dia da semana inválido',
  sameTime: 'O horário de fechamento deve ser diferente do de abertura',
  tooManyIntervals: 'No máximo dois horários por dia',
  pausedUntilPast: 'Escolha uma data e hora no futuro',
  pausedUntilInvalid: 'Data e hora inválidas',
  notFound: 'Empresa não encontrada',
  editForbidden: 'Somente a empresa, a franquia ou a rede podem alterar como a empresa recebe pedidos',
  saved: 'Preferências salvas',
  capReached:
    'Este contato ultrapassaria o seu limite de gastos do período. Nenhum valor foi cobrado: aumente o limite em "Como você recebe pedidos" ou aguarde o período virar.',
} as const;

export const SPEND_CAP_PERIODS = ['week', 'month'] as const;
export type SpendCapPeriod = (typeof SPEND_CAP_PERIODS)[number];
export const SPEND_CAP_PERIOD_LABELS: Record<SpendCapPeriod, string> = {
  week: 'por semana',
  month: 'por mês',
};

/** Share of the cap at which the company is warned (WhatsApp and panel). */
export const SPEND_CAP_WARN_RATIO = 0.8;
/** Offers expired without an answer, in a row, that pause a company on their own. */
export const AUTO_PAUSE_AFTER_EXPIRED = 10;
/** `PAUSAR 7`: at most this many days by WhatsApp. */
export const PAUSE_MAX_DAYS = 365;
/** Response time window and the "answered quickly" threshold. */
export const RESPONSE_WINDOW_DAYS = 30;
export const RESPONSE_FAST_SECONDS = 15 * 60;

export const WEEKDAY_LABELS = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'] as const;

/** A company's state right now, as the lists show it (badge: green open, amber paused/capped, grey closed). */
export const RECEIVING_STATES = ['open', 'paused', 'closed', 'capped'] as const;
export type ReceivingState = (typeof RECEIVING_STATES)[number];
export const RECEIVING_STATE_LABELS: Record<ReceivingState, string> = {
  open: 'Recebendo',
  paused: 'Pausada',
  closed: 'Fechada agora',
  capped: 'Limite atingido',
};

/** Why a company of the category was not offered a request (Central de Mensagens, message details). */
export const NOT_OFFERED_REASONS = [
  'paused',
  'closed',
  'cap_reached',
  'no_balance',
  'backlog',
  'rotation',
] as const;
export type NotOfferedReason = (typeof NOT_OFFERED_REASONS)[number];
export const NOT_OFFERED_REASON_LABELS: Record<NotOfferedReason, string> = {
  paused: 'Pausada',
  closed: 'Fora do horário',
  cap_reached: 'Limite de gastos atingido',
  no_balance: 'Sem saldo',
  backlog: 'Fila de alertas cheia',
  rotation: 'Rodízio (outras empresas da vez)',
};
