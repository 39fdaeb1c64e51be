import { describe, expect, it } from 'vitest';
import { DATE_TEXT_MSG, isRealDate, isoToDateText, maskDateText, parseDateText } from './date-text.ts';

describe('maskDateText', () => {
  it('puts the slashes in as digits are typed', () => {
    expect(maskDateText('0')).toBe('0');
    expect(maskDateText('05')).toBe('05');
    expect(maskDateText('051')).toBe('05/1');
    expect(maskDateText('0511')).toBe('05/11');
    expect(maskDateText('05112026')).toBe('05/11/2026');
    expect(maskDateText('05/11/2026')).toBe('05/11/2026');
    expect(maskDateText('0511202699')).toBe('05/11/2026');
  });

  it('keeps a typed slash (so backspace works) and pads a single digit before it', () => {
    expect(maskDateText('05/')).toBe('05/');
    expect(maskDateText('5/11/2026')).toBe('05/11/2026');
    expect(maskDateText('5/1/2026')).toBe('05/01/2026');
    expect(maskDateText('5.11.2026')).toBe('05/11/2026');
  });

  it('ignores letters and turns a pasted ISO date around', () => {
    expect(maskDateText('ab05x11')).toBe('05/11');
    expect(maskDateText('2026-11-05')).toBe('05/11/2026');
    expect(maskDateText('')).toBe('');
  });
});

describe('parseDateText', () => {
  it('reads dd/mm/aaaa as day, month, year', () => {
    expect(parseDateText('05/11/2026')).toEqual({ status: 'valid', iso: '2026-11-05' });
    expect(parseDateText('29/02/2024')).toEqual({ status: 'valid', iso: '2024-02-29' });
    expect(parseDateText('31/12/2026')).toEqual({ status: 'valid', iso: '2026-12-31' });
  });

  it('says what is wrong with an impossible, unfinished or out-of-range date', () => {
    expect(parseDateText('')).toEqual({ status: 'empty' });
    expect(parseDateText('05/11')).toEqual({ status: 'incomplete', message: DATE_TEXT_MSG.incomplete });
    expect(parseDateText('05/11/26')).toEqual({ status: 'incomplete', message: DATE_TEXT_MSG.incomplete });
    expect(parseDateText('31/02/2026')).toEqual({ status: 'invalid', message: DATE_TEXT_MSG.impossible });
    expect(parseDateText('29/02/2026')).toEqual({ status: 'invalid', message: DATE_TEXT_MSG.impossible });
    expect(parseDateText('05/13/2026')).toEqual({ status: 'invalid', message: DATE_TEXT_MSG.impossible });
    expect(parseDateText('00/11/2026')).toEqual({ status: 'invalid', message: DATE_TEXT_MSG.impossible });
    expect(parseDateText('05/11/0026')).toEqual({ status: 'invalid', message: DATE_TEXT_MSG.yearOutOfRange });
  });
});

describe('isoToDateText and isRealDate', () => {
  it('shows an ISO date as dd/mm/aaaa and nothing for what is not one', () => {
    expect(isoToDateText('2026-11-05')).toBe('05/11/2026');
    expect(isoToDateText('2026-02-30')).toBe('');
    expect(isoToDateText('')).toBe('');
    expect(isoToDateText(undefined)).toBe('');
  });

  it('knows leap years', () => {
    expect(isRealDate(2024, 2, 29)).toBe(true);
    expect(isRealDate(1900, 2, 29)).toBe(false);
    expect(isRealDate(2000, 2, 29)).toBe(true);
  });
});
