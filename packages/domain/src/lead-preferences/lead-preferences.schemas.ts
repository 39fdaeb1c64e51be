import { z } from 'zod';
import { moneyField } from '../shared/schema-fields.ts';
import {
  LEAD_PREFERENCES_MSG,
  SPEND_CAP_PERIODS,
  RECEIVING_STATES,
  NOT_OFFERED_REASONS,
} from './lead-preferences.constants.ts';

// Constants, labels and messages live in a zod-free module (screens import them without loading zod).
export * from './lead-preferences.constants.ts';

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

/** The `receiving` summary that company list items carry (Usuários, Ver empresas). */
export const receivingSummarySchema = z.object({
  state: z.enum(RECEIVING_STATES),
  response: responseTimeSchema,
});
export type ReceivingSummary = z.infer<typeof receivingSummarySchema>;
export const notOfferedSchema = z.object({
  company_id: z.number().int(),
  name: z.string(),
  reason: z.enum(NOT_OFFERED_REASONS),
});
export type NotOffered = z.infer<typeof notOfferedSchema>;
