import { APP_TIME_ZONE, onFirstUse } from '../shared/format.ts';
import type { BusinessHours, BusinessHoursInterval, SpendCapPeriod } from './lead-preferences.schemas.ts';

/**
 * Business hours and cap periods (issue 32), always in Brasília time whatever the machine's zone:
 * whether a weekly schedule is open at an instant, when it next opens, and where the current
 * week (Monday 00:00) or month (day 1, 00:00) of a spend cap starts and ends.
 */

const DAY_MS = 86_400_000;

const localFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: APP_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
);

/** A wall-clock moment in Brasília (month 1–12, weekday 0 = domingo). */
export type LocalTime = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
};

export function toLocalTime(at: Date): LocalTime {
  const p: Record<string, number> = {};
  for (const part of localFormat().formatToParts(at)) {
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  }
  const year = p.year!;
  const month = p.month!;
  const day = p.day!;
  return {
    year,
    month,
    day,
    hour: p.hour!,
    minute: p.minute!,
    second: p.second!,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

/** The zone's offset (local minus UTC, in ms) at an instant. */
function offsetAt(ms: number): number {
  const l = toLocalTime(new Date(ms));
  return Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute, l.second) - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant of a Brasília wall-clock time (month 1–12; day and minutes may overflow, Date.UTC
 * normalises them). Brazil has no daylight saving since 2019; the second pass keeps it right if
 * it ever returns.
 */
export function fromLocalTime(year: number, month: number, day: number, minutes = 0): Date {
  const guess = Date.UTC(year, month - 1, day, 0, minutes);
  const first = guess - offsetAt(guess);
  return new Date(guess - offsetAt(first));
}

const minutesOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

/** Whether the interval covers minute `minute` of weekday `weekday` (including a run past midnight). */
function covers(interval: BusinessHoursInterval, weekday: number, minute: number): boolean {
  const open = minutesOf(interval.open);
  const close = minutesOf(interval.close);
  if (close > open) return interval.weekday === weekday && minute >= open && minute < close;
  // Runs past midnight: the evening of its own day and the small hours of the next.
  if (interval.weekday === weekday && minute >= open) return true;
  return (interval.weekday + 1) % 7 === weekday && minute < close;
}

/** `null` is always open; a list is open only inside one of its intervals. */
export function isOpenAt(hours: BusinessHours, at: Date): boolean {
  if (hours === null) return true;
  const l = toLocalTime(at);
  const minute = l.hour * 60 + l.minute;
  return hours.some((interval) => covers(interval, l.weekday, minute));
}

/**
 * The first instant at or after `from` when the schedule is open: `from` itself when open, else
 * the next interval's opening; null when it never opens (`[]`).
 */
export function nextOpeningAt(hours: BusinessHours, from: Date): Date | null {
  if (isOpenAt(hours, from)) return from;
  if (!hours || hours.length === 0) return null;
  const l = toLocalTime(from);
  let best: Date | null = null;
  for (let k = 0; k <= 7 && best === null; k += 1) {
    const weekday = (l.weekday + k) % 7;
    for (const interval of hours) {
      if (interval.weekday !== weekday) continue;
      const at = fromLocalTime(l.year, l.month, l.day + k, minutesOf(interval.open));
      if (at.getTime() > from.getTime() && (best === null || at < best)) best = at;
    }
  }
  return best;
}

/** Where the cap period containing `at` starts and ends (the next period's start). */
export function capPeriodWindow(period: SpendCapPeriod, at: Date): { start: Date; end: Date } {
  const l = toLocalTime(at);
  if (period === 'month') {
    return { start: fromLocalTime(l.year, l.month, 1), end: fromLocalTime(l.year, l.month + 1, 1) };
  }
  // The week starts on Monday: Sunday (0) is the 7th day of the week that began six days earlier.
  const sinceMonday = (l.weekday + 6) % 7;
  return {
    start: fromLocalTime(l.year, l.month, l.day - sinceMonday),
    end: fromLocalTime(l.year, l.month, l.day - sinceMonday + 7),
  };
}

/** 'segunda-feira às 08:00', 'hoje às 18:00', 'amanhã às 07:30': when a closed company opens. */
export function describeOpening(at: Date, now: Date): string {
  const l = toLocalTime(at);
  const n = toLocalTime(now);
  const time = `${String(l.hour).padStart(2, '0')}:${String(l.minute).padStart(2, '0')}`;
  const days = Math.round(
    (Date.UTC(l.year, l.month - 1, l.day) - Date.UTC(n.year, n.month - 1, n.day)) / DAY_MS,
  );
  if (days === 0) return `hoje às ${time}`;
  if (days === 1) return `amanhã às ${time}`;
  if (days < 7) return `${WEEKDAY_NAMES[l.weekday]} às ${time}`;
  return `${String(l.day).padStart(2, '0')}/${String(l.month).padStart(2, '0')} às ${time}`;
}

const WEEKDAY_NAMES = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
] as const;
