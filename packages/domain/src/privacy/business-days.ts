import { APP_TIME_ZONE, onFirstUse } from '../shared/format.ts';
import { isoDate } from '../shared/date-text.ts';

/**
 * Business days in Brazil for the incident deadline (Res. CD/ANPD 15/2024, Art. 6: three business
 * days from knowing personal data was involved). A business day is Monday to Friday and not a
 * national holiday. National holidays are the ones federal law names (Leis 662/1949, 6.802/1980,
 * 10.607/2002, 14.759/2023) plus Good Friday, which the federal calendar keeps every year. Carnival
 * and Corpus Christi are "ponto facultativo", not holidays, so they count as business days.
 */

/** Fixed national holidays as 'MM-DD', with the first year each applies from (Consciência Negra: 2024). */
const FIXED_HOLIDAYS: readonly { monthDay: string; since: number; name: string }[] = [
  { monthDay: '01-01', since: 0, name: 'Confraternização Universal' },
  { monthDay: '04-21', since: 0, name: 'Tiradentes' },
  { monthDay: '05-01', since: 0, name: 'Dia do Trabalho' },
  { monthDay: '09-07', since: 0, name: 'Independência do Brasil' },
  { monthDay: '10-12', since: 0, name: 'Nossa Senhora Aparecida' },
  { monthDay: '11-02', since: 0, name: 'Finados' },
  { monthDay: '11-15', since: 0, name: 'Proclamação da República' },
  { monthDay: '11-20', since: 2024, name: 'Dia Nacional de Zumbi e da Consciência Negra' },
  { monthDay: '12-25', since: 0, name: 'Natal' },
];

/** Easter Sunday of `year` (Gregorian computus, Meeus/Jones/Butcher) as 'yyyy-mm-dd'. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

const DAY_MS = 86_400_000;
const toUtc = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
const fromUtc = (date: Date) => date.toISOString().slice(0, 10);
const shiftDays = (iso: string, days: number) => fromUtc(new Date(toUtc(iso).getTime() + days * DAY_MS));

/** The national holiday on a calendar day ('yyyy-mm-dd'), by name, or null. */
export function brazilianNationalHoliday(iso: string): string | null {
  const year = Number(iso.slice(0, 4));
  const fixed = FIXED_HOLIDAYS.find((h) => h.monthDay === iso.slice(5) && year >= h.since);
  if (fixed) return fixed.name;
  if (iso === shiftDays(easterSunday(year), -2)) return 'Sexta-feira da Paixão';
  return null;
}

/** Monday to Friday and not a national holiday. */
export function isBusinessDay(iso: string): boolean {
  const weekday = toUtc(iso).getUTCDay();
  return weekday !== 0 && weekday !== 6 && brazilianNationalHoliday(iso) === null;
}

/**
 * The `count`-th business day after the calendar day `iso` (the day itself does not count, as in
 * every Brazilian legal deadline: a Friday plus 3 is the next Wednesday).
 */
export function addBusinessDays(iso: string, count: number): string {
  let day = iso;
  for (let left = count; left > 0;) {
    day = shiftDays(day, 1);
    if (isBusinessDay(day)) left -= 1;
  }
  return day;
}

const calendarDayFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: APP_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/** The calendar day of an instant in Brasília time ('yyyy-mm-dd'). */
export function brasiliaDay(at: Date): string {
  return calendarDayFormat().format(at);
}

/**
 * Brasília's UTC offset. Brazil has had no daylight saving time since 2019; a deadline is always
 * computed for an incident known now or recently, so the fixed offset is exact for it.
 */
export const BRASILIA_OFFSET = '-03:00';

/** The last instant of a Brasília calendar day. */
export function endOfBrasiliaDay(iso: string): Date {
  return new Date(`${iso}T23:59:59.999${BRASILIA_OFFSET}`);
}

/** Res. CD/ANPD 15/2024: the ANPD and the people affected are told within 3 business days. */
export const INCIDENT_REPORT_BUSINESS_DAYS = 3;

/** When the report of an incident known at `knownAt` is due: the end of the third business day after. */
export function incidentReportDeadline(knownAt: Date): Date {
  return endOfBrasiliaDay(addBusinessDays(brasiliaDay(knownAt), INCIDENT_REPORT_BUSINESS_DAYS));
}

const clockFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: APP_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/** An instant as the Brasília calendar day and clock time a form shows ('2026-03-13', '10:00'). */
export function brasiliaDateTimeParts(at: Date | string): { date: string; time: string } {
  const instant = typeof at === 'string' ? new Date(at) : at;
  return { date: brasiliaDay(instant), time: clockFormat().format(instant) };
}

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** True for a 24-hour clock time 'HH:MM'. */
export function isClockTime(value: string): boolean {
  return CLOCK.test(value);
}

/** The instant of a Brasília day and clock time, with its offset ('2026-03-13T10:00:00-03:00'). */
export function brasiliaInstant(date: string, time: string): string {
  return `${date}T${time}:00${BRASILIA_OFFSET}`;
}
