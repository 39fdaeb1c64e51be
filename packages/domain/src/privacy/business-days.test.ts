import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  brasiliaDateTimeParts,
  brasiliaInstant,
  isClockTime,
  brasiliaDay,
  brazilianNationalHoliday,
  easterSunday,
  incidentReportDeadline,
  isBusinessDay,
} from './business-days.ts';

describe('easterSunday', () => {
  it('matches the published dates', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });
});

describe('brazilianNationalHoliday', () => {
  it('knows the fixed holidays and Good Friday', () => {
    expect(brazilianNationalHoliday('2026-01-01')).toBe('Confraternização Universal');
    expect(brazilianNationalHoliday('2026-04-21')).toBe('Tiradentes');
    expect(brazilianNationalHoliday('2026-04-03')).toBe('Sexta-feira da Paixão');
    expect(brazilianNationalHoliday('2025-04-18')).toBe('Sexta-feira da Paixão');
    expect(brazilianNationalHoliday('2026-11-15')).toBe('Proclamação da República');
    expect(brazilianNationalHoliday('2026-12-25')).toBe('Natal');
  });

  it('counts Consciência Negra only from 2024 (Lei 14.759/2023)', () => {
    expect(brazilianNationalHoliday('2023-11-20')).toBeNull();
    expect(brazilianNationalHoliday('2024-11-20')).toBe('Dia Nacional de Zumbi e da Consciência Negra');
  });

  it('leaves Carnival and Corpus Christi as business days (ponto facultativo)', () => {
    expect(brazilianNationalHoliday('2026-02-16')).toBeNull();
    expect(brazilianNationalHoliday('2026-02-17')).toBeNull();
    expect(isBusinessDay('2026-02-17')).toBe(true);
    expect(isBusinessDay('2026-06-04')).toBe(true);
  });
});

describe('addBusinessDays', () => {
  it('does not count the starting day and skips weekends', () => {
    // Monday + 3 = Thursday; Friday + 3 = Wednesday; Saturday + 3 = Wednesday.
    expect(addBusinessDays('2026-03-09', 3)).toBe('2026-03-12');
    expect(addBusinessDays('2026-03-13', 3)).toBe('2026-03-18');
    expect(addBusinessDays('2026-03-14', 3)).toBe('2026-03-18');
  });

  it('skips national holidays', () => {
    // Wed 2026-04-01 + 3: Thu 2, (Good Friday 3), Mon 6, Tue 7.
    expect(addBusinessDays('2026-04-01', 3)).toBe('2026-04-07');
    // Thu 2026-12-24 + 3: (Christmas Fri 25), Mon 28, Tue 29, Wed 30.
    expect(addBusinessDays('2026-12-24', 3)).toBe('2026-12-30');
    // Thu 2026-12-31 + 3: (New Year Fri 1), Mon 4, Tue 5, Wed 6.
    expect(addBusinessDays('2026-12-31', 3)).toBe('2027-01-06');
    // Wed 2026-11-18 + 3: Thu 19, (Consciência Negra Fri 20), Mon 23, Tue 24.
    expect(addBusinessDays('2026-11-18', 3)).toBe('2026-11-24');
  });
});

describe('incidentReportDeadline', () => {
  it('ends the third business day after the day it was known, in Brasília time', () => {
    // Known Friday 2026-03-13 at 10:00 in Brasília → due Wednesday 2026-03-18 23:59:59.999 (-03:00).
    const due = incidentReportDeadline(new Date('2026-03-13T13:00:00Z'));
    expect(due.toISOString()).toBe('2026-03-19T02:59:59.999Z');
  });

  it('takes the Brasília day, not the UTC day, of a late-evening discovery', () => {
    // 22:30 on Monday 2026-03-09 in Brasília is already Tuesday in UTC.
    const knownAt = new Date('2026-03-10T01:30:00Z');
    expect(brasiliaDay(knownAt)).toBe('2026-03-09');
    expect(incidentReportDeadline(knownAt).toISOString()).toBe('2026-03-13T02:59:59.999Z');
  });

  it('skips a holiday in the count', () => {
    // Known Wednesday 2026-04-01 → Good Friday skipped → due Tuesday 2026-04-07.
    expect(incidentReportDeadline(new Date('2026-04-01T15:00:00Z')).toISOString()).toBe(
      '2026-04-08T02:59:59.999Z',
    );
  });
});

describe('Brasília date and time in forms', () => {
  it('round-trips an instant through the day and clock time a form shows', () => {
    expect(brasiliaDateTimeParts('2026-03-10T01:30:00Z')).toEqual({ date: '2026-03-09', time: '22:30' });
    expect(brasiliaInstant('2026-03-09', '22:30')).toBe('2026-03-09T22:30:00-03:00');
    expect(new Date(brasiliaInstant('2026-03-09', '22:30')).toISOString()).toBe('2026-03-10T01:30:00.000Z');
    expect(isClockTime('09:05')).toBe(true);
    expect(isClockTime('24:00')).toBe(false);
    expect(isClockTime('9:05')).toBe(false);
  });
});
