import { z } from 'zod';
import { moneyField } from '../shared/schema-fields.ts';

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

const timeField = z
  .string({ error: LEAD_PREFERENCES_MSG.time })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, LEAD_PREFERENCES_MSG.time);

/** One opening interval; a `close` at or before `open` runs past midnight (e.g. 18:00 → 02:00). */
export const businessHoursIntervalSchema = z
  .object({
    weekday: z
      .number({ error: LEAD_PREFERENCES_MSG.weekday })
      .int(LEAD_PREFERENCES_MSG.weekday)
      .min(0, LEAD_PREFERENCES_MSG.weekday)
      .max(6, LEAD_PREFERENCES_MSG.weekday),
    open: timeField,
    close: timeField,
  })
  .refine((i) => i.open !== i.close, { message: LEAD_PREFERENCES_MSG.sameTime, path: ['close'] });
export type BusinessHoursInterval = z.infer<typeof businessHoursIntervalSchema>;

/** `null`: always open. A list: a weekday without an interval is closed (`[]`: closed every day). */
export const businessHoursSchema = z
  .array(businessHoursIntervalSchema)
  .max(14, LEAD_PREFERENCES_MSG.tooManyIntervals)
  .refine(
    (list) => [0, 1, 2, 3, 4, 5, 6].every((d) => list.filter((i) => i.weekday === d).length <= 2),
    LEAD_PREFERENCES_MSG.tooManyIntervals,
  )
  .nullable();
export type BusinessHours = z.infer<typeof businessHoursSchema>;

export const spendCapSchema = z.object({
  period: z.enum(SPEND_CAP_PERIODS, { error: LEAD_PREFERENCES_MSG.capPeriod }),
  /** In reais. */
  amount: moneyField(
    {
      required: LEAD_PREFERENCES_MSG.capAmountRequired,
      min: LEAD_PREFERENCES_MSG.capAmountMin,
      decimals: LEAD_PREFERENCES_MSG.capAmountDecimals,
      max: LEAD_PREFERENCES_MSG.capAmountMax,
    },
    1,
    1_000_000,
  ),
});
export type SpendCap = z.infer<typeof spendCapSchema>;

export const responseTimeSchema = z.object({
  /** Median seconds from alert to answer over the last 30 days; null without answers. */
  median_seconds: z.number().nullable(),
  /** Share (0–1) of the offers of the last 30 days answered within 15 minutes; null without offers. */
  answered_in_15_min: z.number().nullable(),
});
export type ResponseTime = z.infer<typeof responseTimeSchema>;

/** GET /api/users/{id}/lead-preferences */
export const leadPreferencesSchema = z.object({
  /** ISO date-time; a far-future value (9999-…) is "until resumed"; null when not paused. */
  paused_until: z.string().nullable(),
  /** Paused by the platform after AUTO_PAUSE_AFTER_EXPIRED unanswered offers. */
  auto_paused: z.boolean(),
  spend_cap: spendCapSchema.nullable(),
  /** Lead charges minus refunds in the current cap period (or the current month without a cap), in reais. */
  spent_this_period: z.number(),
  business_hours: businessHoursSchema,
  open_now: z.boolean(),
  /** Next opening (ISO date-time) when closed or paused until a date; null when open or never opens. */
  next_open_at: z.string().nullable(),
  response: responseTimeSchema,
  /** The record version for If-Match (architecture: every edit of a shared record carries its version). */
  version: z.number().int().optional(),
});
export type LeadPreferences = z.infer<typeof leadPreferencesSchema>;

/**
 * PUT /api/users/{id}/lead-preferences: the editable fields; an absent field is kept.
 * `paused_until`: ISO date-time in the future, the string "indefinite" (until resumed), or null (resume).
 */
const pauseInstantSchema = z.iso.datetime({ offset: true });

export const leadPreferencesUpdateSchema = z
  .object({
    // One string type (not a union) so the OpenAPI document says `type: string, nullable`.
    paused_until: z
      .string({ error: LEAD_PREFERENCES_MSG.pausedUntilInvalid })
      .refine((v) => v === 'indefinite' || pauseInstantSchema.safeParse(v).success, {
        message: LEAD_PREFERENCES_MSG.pausedUntilInvalid,
      })
      .nullable()
      .optional(),
    spend_cap: spendCapSchema.nullable().optional(),
    business_hours: businessHoursSchema.optional(),
  })
  .strict();
export type LeadPreferencesUpdate = z.infer<typeof leadPreferencesUpdateSchema>;

/** A company's state right now, as the lists show it (badge: green open, amber paused/capped, grey closed). */
export const RECEIVING_STATES = ['open', 'paused', 'closed', 'capped'] as const;
export type ReceivingState = (typeof RECEIVING_STATES)[number];
export const RECEIVING_STATE_LABELS: Record<ReceivingState, string> = {
  open: 'Recebendo',
  paused: 'Pausada',
  closed: 'Fechada agora',
  capped: 'Limite atingido',
};

/** The `receiving` summary that company list items carry (Usuários, Ver empresas). */
export const receivingSummarySchema = z.object({
  state: z.enum(RECEIVING_STATES),
  response: responseTimeSchema,
});
export type ReceivingSummary = z.infer<typeof receivingSummarySchema>;

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
export const notOfferedSchema = z.object({
  company_id: z.number().int(),
  name: z.string(),
  reason: z.enum(NOT_OFFERED_REASONS),
});
export type NotOffered = z.infer<typeof notOfferedSchema>;
