import { describe, expect, it } from 'vitest';
import {
  capPeriodWindow,
  describeOpening,
  fromLocalTime,
  isOpenAt,
  nextOpeningAt,
  toLocalTime,
} from './business-hours.ts';
import { classifyPauseText } from './pause-words.ts';
import type { BusinessHours } from './lead-preferences.schemas.ts';

// Brasília is UTC-3: 2026-11-23 is a Monday.
const at = (iso: string) => new Date(iso);

describe('Brasília wall clock', () => {
  it('reads the local weekday and time, not the UTC one', () => {
    // 01:30 UTC on Tuesday is still 22:30 on Monday in Brasília.
    expect(toLocalTime(at('2026-11-24T01:30:00Z'))).toMatchObject({
      day: 23,
      weekday: 1,
      hour: 22,
      minute: 30,
    });
    expect(fromLocalTime(2026, 11, 23, 22 * 60 + 30).toISOString()).toBe('2026-11-24T01:30:00.000Z');
    // Overflowing days and months normalise.
    expect(fromLocalTime(2026, 13, 1).toISOString()).toBe('2027-01-01T03:00:00.000Z');
  });
});

describe('isOpenAt', () => {
  const weekdays: BusinessHours = [1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    open: '08:00',
    close: '18:00',
  }));

  it('null is always open and [] never', () => {
    expect(isOpenAt(null, at('2026-11-23T05:00:00Z'))).toBe(true);
    expect(isOpenAt([], at('2026-11-23T15:00:00Z'))).toBe(false);
  });

  it('opens at the opening minute and closes at the closing one (Brasília time)', () => {
    expect(isOpenAt(weekdays, at('2026-11-23T10:59:00Z'))).toBe(false); // Mon 07:59
    expect(isOpenAt(weekdays, at('2026-11-23T11:00:00Z'))).toBe(true); // Mon 08:00
    expect(isOpenAt(weekdays, at('2026-11-23T20:59:00Z'))).toBe(true); // Mon 17:59
    expect(isOpenAt(weekdays, at('2026-11-23T21:00:00Z'))).toBe(false); // Mon 18:00
    expect(isOpenAt(weekdays, at('2026-11-22T15:00:00Z'))).toBe(false); // Sunday noon
  });

  it('an interval past midnight covers the small hours of the next weekday', () => {
    const night: BusinessHours = [{ weekday: 5, open: '18:00', close: '02:00' }]; // Friday night
    expect(isOpenAt(night, at('2026-11-27T21:00:00Z'))).toBe(true); // Fri 18:00
    expect(isOpenAt(night, at('2026-11-28T04:59:00Z'))).toBe(true); // Sat 01:59
    expect(isOpenAt(night, at('2026-11-28T05:00:00Z'))).toBe(false); // Sat 02:00
    expect(isOpenAt(night, at('2026-11-27T04:00:00Z'))).toBe(false); // Fri 01:00 (Thursday closed)
    // Saturday → Sunday wraps the week.
    const saturday: BusinessHours = [{ weekday: 6, open: '22:00', close: '03:00' }];
    expect(isOpenAt(saturday, at('2026-11-29T05:00:00Z'))).toBe(true); // Sun 02:00
  });

  it('two intervals a day leave the lunch break closed', () => {
    const split: BusinessHours = [
      { weekday: 3, open: '08:00', close: '12:00' },
      { weekday: 3, open: '14:00', close: '18:00' },
    ];
    expect(isOpenAt(split, at('2026-11-25T14:00:00Z'))).toBe(true); // Wed 11:00
    expect(isOpenAt(split, at('2026-11-25T16:00:00Z'))).toBe(false); // Wed 13:00
    expect(isOpenAt(split, at('2026-11-25T17:00:00Z'))).toBe(true); // Wed 14:00
  });
});

describe('nextOpeningAt', () => {
  const weekdays: BusinessHours = [1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    open: '08:00',
    close: '18:00',
  }));

  it('is the instant itself when open, null when never open', () => {
    const now = at('2026-11-23T15:00:00Z');
    expect(nextOpeningAt(weekdays, now)).toEqual(now);
    expect(nextOpeningAt([], now)).toBeNull();
  });

  it('crosses midnight and the weekend', () => {
    // Monday 22:30 → Tuesday 08:00.
    expect(nextOpeningAt(weekdays, at('2026-11-24T01:30:00Z'))?.toISOString()).toBe(
      '2026-11-24T11:00:00.000Z',
    );
    // Friday 19:00 → Monday 08:00.
    expect(nextOpeningAt(weekdays, at('2026-11-27T22:00:00Z'))?.toISOString()).toBe(
      '2026-11-30T11:00:00.000Z',
    );
    // Monday 07:00 → the same day 08:00.
    expect(nextOpeningAt(weekdays, at('2026-11-23T10:00:00Z'))?.toISOString()).toBe(
      '2026-11-23T11:00:00.000Z',
    );
  });

  it('a weekly single opening a week away', () => {
    const monday: BusinessHours = [{ weekday: 1, open: '09:00', close: '10:00' }];
    // Monday 10:00 (just closed) → next Monday 09:00.
    expect(nextOpeningAt(monday, at('2026-11-23T13:00:00Z'))?.toISOString()).toBe('2026-11-30T12:00:00.000Z');
  });
});

describe('capPeriodWindow', () => {
  it('a week runs from Monday 00:00 to the next Monday, Brasília time', () => {
    // Monday 00:30 Brasília (03:30 UTC) is in the week that starts that Monday.
    expect(capPeriodWindow('week', at('2026-11-23T03:30:00Z'))).toEqual({
      start: at('2026-11-23T03:00:00Z'),
      end: at('2026-11-30T03:00:00Z'),
    });
    // Monday 01:00 UTC is still Sunday 22:00 in Brasília: the previous week.
    expect(capPeriodWindow('week', at('2026-11-23T01:00:00Z')).start).toEqual(at('2026-11-16T03:00:00Z'));
    // Sunday afternoon belongs to the week that started six days earlier.
    expect(capPeriodWindow('week', at('2026-11-29T18:00:00Z')).start).toEqual(at('2026-11-23T03:00:00Z'));
  });

  it('a month runs from day 1 to the next day 1, across the year', () => {
    expect(capPeriodWindow('month', at('2026-12-31T12:00:00Z'))).toEqual({
      start: at('2026-12-01T03:00:00Z'),
      end: at('2027-01-01T03:00:00Z'),
    });
    // 1 Dec 01:00 UTC is still 30 Nov in Brasília.
    expect(capPeriodWindow('month', at('2026-12-01T01:00:00Z')).start).toEqual(at('2026-11-01T03:00:00Z'));
  });
});

describe('describeOpening', () => {
  const now = at('2026-11-23T23:00:00Z'); // Monday 20:00
  it('says today, tomorrow, a weekday or a date', () => {
    expect(describeOpening(at('2026-11-23T23:30:00Z'), now)).toBe('hoje às 20:30');
    expect(describeOpening(at('2026-11-24T11:00:00Z'), now)).toBe('amanhã às 08:00');
    expect(describeOpening(at('2026-11-26T11:00:00Z'), now)).toBe('quinta-feira às 08:00');
    expect(describeOpening(at('2026-12-01T11:00:00Z'), now)).toBe('01/12 às 08:00');
  });
});

describe('classifyPauseText', () => {
  it('reads PAUSAR, PAUSAR 7 and VOLTAR, folding accents and case', () => {
    expect(classifyPauseText('PAUSAR')).toEqual({ kind: 'pause', days: null });
    expect(classifyPauseText(' pausar 7 ')).toEqual({ kind: 'pause', days: 7 });
    expect(classifyPauseText('Pausar 3 dias')).toEqual({ kind: 'pause', days: 3 });
    expect(classifyPauseText('Pausár!')).toEqual({ kind: 'pause', days: null });
    expect(classifyPauseText('voltar')).toEqual({ kind: 'resume' });
    expect(classifyPauseText('VÓLTAR.')).toEqual({ kind: 'resume' });
  });

  it('leaves conversation and bad counts alone', () => {
    expect(classifyPauseText('quero voltar amanhã')).toBeNull();
    expect(classifyPauseText('pausar 0')).toBeNull();
    expect(classifyPauseText('pausar 9999')).toBeNull();
    expect(classifyPauseText('pausar muito')).toBeNull();
    expect(classifyPauseText('TENHO')).toBeNull();
    expect(classifyPauseText('')).toBeNull();
  });
});
