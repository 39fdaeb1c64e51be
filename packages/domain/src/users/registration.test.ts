import { describe, expect, it } from 'vitest';
import { isPendingRegistration } from './registration.ts';

describe('isPendingRegistration', () => {
  it('is an inactive account that never signed in (a self-registered company, an account created inactive)', () => {
    expect(isPendingRegistration({ is_active: false, last_login_at: null })).toBe(true);
  });

  it('is not an active account, signed in or not', () => {
    expect(isPendingRegistration({ is_active: true, last_login_at: null })).toBe(false);
    expect(isPendingRegistration({ is_active: true, last_login_at: '2026-11-01T10:00:00.000Z' })).toBe(false);
  });

  it('is not an account that was used and then switched off (only inactive)', () => {
    expect(isPendingRegistration({ is_active: false, last_login_at: new Date('2026-11-01T10:00:00Z') })).toBe(
      false,
    );
  });
});
