import { describe, expect, it } from 'vitest';
import {
  AVATAR_COMPRESSION,
  CREDIT_MIN,
  CREDIT_STEP,
  DEFAULT_CREDIT_VALUE,
  DEFAULT_CREDIT_VALUE_CENTS,
  DEFAULT_REPORT_PERIOD,
  HEADER_SCROLL_THRESHOLD,
  MAX_COMPANIES_PER_REQUEST,
  MAX_RESPONSES_PER_ROW,
  OFFER_TTL_HOURS,
  REPORT_PERIODS,
  SESSION_REMEMBER_TTL_DAYS,
  SESSION_TTL_DAYS,
  STORAGE_KEYS,
  TOAST_DURATION,
  barHeight,
} from './constants.ts';
import { reaisToCents } from './format.ts';

describe('spec §9 constants', () => {
  it('has the credit defaults', () => {
    expect(DEFAULT_CREDIT_VALUE).toBe(0.3);
    expect(DEFAULT_CREDIT_VALUE_CENTS).toBe(reaisToCents(DEFAULT_CREDIT_VALUE));
    expect(CREDIT_MIN).toBe(0.01);
    expect(CREDIT_STEP).toBe(0.01);
  });

  it('has the toast durations and storage keys', () => {
    expect(TOAST_DURATION).toEqual({
      success: 3000,
      loginError: 4000,
      inactive: 6000,
      warning: 6000,
      error: 4000,
    });
    expect(STORAGE_KEYS).toEqual({ auth: 'auth-storage', remember: 'login-remember' });
    expect(HEADER_SCROLL_THRESHOLD).toBe(10);
  });

  it('has the limits', () => {
    expect(AVATAR_COMPRESSION).toEqual({ maxSizeMB: 0.5, maxWidthOrHeight: 400, initialQuality: 0.7 });
    expect(MAX_RESPONSES_PER_ROW).toBe(2);
    expect(REPORT_PERIODS).toEqual([7, 30, 90, 365]);
    expect(REPORT_PERIODS).toContain(DEFAULT_REPORT_PERIOD);
    expect(DEFAULT_REPORT_PERIOD).toBe(30);
    expect(SESSION_TTL_DAYS).toBe(7);
    expect(SESSION_REMEMBER_TTL_DAYS).toBe(30);
    expect(OFFER_TTL_HOURS).toBe(24);
    expect(MAX_COMPANIES_PER_REQUEST).toBe(5);
  });
});

describe('barHeight', () => {
  it('is twice the count with a floor of 10', () => {
    expect(barHeight(0)).toBe(10);
    expect(barHeight(4)).toBe(10);
    expect(barHeight(5)).toBe(10);
    expect(barHeight(6)).toBe(12);
    expect(barHeight(50)).toBe(100);
  });

  it('stays at 10 for negative or missing counts', () => {
    expect(barHeight(-3)).toBe(10);
    expect(barHeight(Number.NaN)).toBe(10);
  });
});
