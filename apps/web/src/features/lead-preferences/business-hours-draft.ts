import {
  businessHoursIntervalSchema,
  businessHoursSchema,
  LEAD_PREFERENCES_MSG,
  type BusinessHours,
  type BusinessHoursInterval,
} from '@tenho/domain/lead-preferences/lead-preferences.schemas';

export type HoursInterval = { open: string; close: string };
export type HoursDraft = {
  mode: 'always' | 'schedule';
  /** Index = weekday (0 = domingo); an empty list is a closed day. */
  days: HoursInterval[][];
};
/** Messages keyed `${weekday}.${index}.open|close`, or `${weekday}` for the day. */
export type HoursErrors = Record<string, string>;

const BUSINESS_DAY: HoursInterval = { open: '08:00', close: '18:00' };

/** A usual week to start from: Monday to Friday 08:00–18:00, Saturday 08:00–12:00, Sunday closed. */
export function defaultWeek(): HoursInterval[][] {
  return [0, 1, 2, 3, 4, 5, 6].map((d) =>
    d === 0 ? [] : d === 6 ? [{ open: '08:00', close: '12:00' }] : [{ ...BUSINESS_DAY }],
  );
}

export function hoursDraftOf(hours: BusinessHours): HoursDraft {
  if (hours === null) return { mode: 'always', days: defaultWeek() };
  const days: HoursInterval[][] = [[], [], [], [], [], [], []];
  for (const i of [...hours].sort((a, b) => a.open.localeCompare(b.open))) {
    days[i.weekday]?.push({ open: i.open, close: i.close });
  }
  return { mode: 'schedule', days };
}

export function sameHours(a: HoursDraft, b: HoursDraft): boolean {
  if (a.mode !== b.mode) return false;
  if (a.mode === 'always') return true;
  return JSON.stringify(a.days) === JSON.stringify(b.days);
}

/** A close at or before the open runs past midnight (18:00 → 02:00). */
export function runsPastMidnight({ open, close }: HoursInterval): boolean {
  const time = /^([01]\d|2[0-3]):[0-5]\d$/;
  return time.test(open) && time.test(close) && close <= open;
}

/** The schedule to send, or the messages to show beside each field (the schema's pt-BR texts). */
export function readHours(
  draft: HoursDraft,
): { ok: true; hours: BusinessHours } | { ok: false; errors: HoursErrors } {
  if (draft.mode === 'always') return { ok: true, hours: null };
  const errors: HoursErrors = {};
  const list: BusinessHoursInterval[] = [];
  draft.days.forEach((intervals, weekday) => {
    if (intervals.length > 2) errors[String(weekday)] = LEAD_PREFERENCES_MSG.tooManyIntervals;
    intervals.forEach((interval, index) => {
      const parsed = businessHoursIntervalSchema.safeParse({ weekday, ...interval });
      if (parsed.success) {
        list.push(parsed.data);
        return;
      }
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'open' ? 'open' : 'close';
        errors[`${weekday}.${index}.${field}`] ??= issue.message;
      }
    });
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const whole = businessHoursSchema.safeParse(list);
  if (!whole.success)
    return { ok: false, errors: { form: whole.error.issues[0]?.message ?? LEAD_PREFERENCES_MSG.time } };
  return { ok: true, hours: whole.data };
}
