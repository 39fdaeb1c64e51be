import {
  LEAD_PREFERENCES_MSG,
  leadPreferencesUpdateSchema,
} from '@tenho/domain/lead-preferences/lead-preferences.schemas';

export type PauseMode = 'until' | 'indefinite';
export type PauseDraft = { mode: PauseMode; date: string; time: string };
export type PauseErrors = Partial<Record<'date' | 'time', string>>;

/** Brasília has kept UTC−3 all year since 2019: a date and time typed there is this instant. */
const BRASILIA_OFFSET = '-03:00';

/**
 * What 'Pausar pedidos' sends: 'indefinite', or the chosen date and time (Brasília) as an ISO
 * instant in the future; otherwise the messages to show under the fields (the schema's texts).
 */
export function readPause(
  draft: PauseDraft,
  now = Date.now(),
): { ok: true; pausedUntil: string } | { ok: false; errors: PauseErrors } {
  if (draft.mode === 'indefinite') return { ok: true, pausedUntil: 'indefinite' };
  const errors: PauseErrors = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.date)) errors.date = LEAD_PREFERENCES_MSG.pausedUntilInvalid;
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(draft.time)) errors.time = LEAD_PREFERENCES_MSG.time;
  if (errors.date || errors.time) return { ok: false, errors };
  const iso = `${draft.date}T${draft.time}:00${BRASILIA_OFFSET}`;
  const parsed = leadPreferencesUpdateSchema.safeParse({ paused_until: iso });
  if (!parsed.success || Number.isNaN(Date.parse(iso))) {
    return { ok: false, errors: { date: LEAD_PREFERENCES_MSG.pausedUntilInvalid } };
  }
  if (Date.parse(iso) <= now) return { ok: false, errors: { date: LEAD_PREFERENCES_MSG.pausedUntilPast } };
  return { ok: true, pausedUntil: iso };
}
