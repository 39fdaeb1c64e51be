import { APP_TIME_ZONE } from '@tenho/domain/shared/format';
import { isoDate } from '@tenho/domain/shared/date-text';

/** Day arithmetic on ISO 'yyyy-mm-dd' strings for the calendar, in UTC so no zone shifts a day. */

export const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

export const WEEKDAYS = [
  ['D', 'domingo'],
  ['S', 'segunda-feira'],
  ['T', 'terça-feira'],
  ['Q', 'quarta-feira'],
  ['Q', 'quinta-feira'],
  ['S', 'sexta-feira'],
  ['S', 'sábado'],
] as const;

type Day = { year: number; month: number; day: number };

export const toDay = (iso: string): Day => {
  const [y = '1970', m = '1', d = '1'] = iso.split('-');
  return { year: Number(y), month: Number(m), day: Number(d) };
};
const toIso = (d: Day) => isoDate(d.year, d.month, d.day);
const utc = (d: Day) => new Date(Date.UTC(d.year, d.month - 1, d.day));
const fromUtc = (date: Date): Day => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
  day: date.getUTCDate(),
});
export const addDays = (iso: string, days: number) => {
  const date = utc(toDay(iso));
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(fromUtc(date));
};
/** 0 for Sunday … 6 for Saturday. */
export const weekday = (iso: string) => utc(toDay(iso)).getUTCDay();

/** Same day n months later, kept inside the shorter month (31 Jan + 1 month = 28/29 Feb). */
export const addMonths = (iso: string, months: number) => {
  const { year, month, day } = toDay(iso);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return toIso({ year: first.getUTCFullYear(), month: first.getUTCMonth() + 1, day: Math.min(day, last) });
};

/** Today's date in Brasília, whatever the machine's zone. */
export function todayIso(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: APP_TIME_ZONE }).format(new Date());
}

/** 'quinta-feira, 5 de novembro de 2026' for a day button. */
export function dayLabel(iso: string): string {
  const d = toDay(iso);
  const name = WEEKDAYS[weekday(iso)]?.[1] ?? '';
  return `${name}, ${d.day} de ${MONTHS[d.month - 1]} de ${d.year}`;
}

/** The 6 weeks (Sunday first) that show the month of `iso`. */
export function monthGrid(iso: string): string[][] {
  const { year, month } = toDay(iso);
  const first = toIso({ year, month, day: 1 });
  const start = addDays(first, -weekday(first));
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, day) => addDays(start, week * 7 + day)),
  );
}

export const clamp = (iso: string, min?: string, max?: string) =>
  min && iso < min ? min : max && iso > max ? max : iso;
