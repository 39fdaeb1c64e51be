import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './login-throttle.ts';

describe('login throttle', () => {
  const setup = (overrides: Partial<Parameters<typeof createLoginThrottle>[0]> = {}) => {
    let now = 0;
    const throttle = createLoginThrottle({
      maxFailuresPerEmail: 3,
      maxFailuresPerIp: 5,
      windowMs: 1000,
      now: () => now,
      ...overrides,
    });
    return { throttle, advance: (ms: number) => void (now += ms) };
  };

  it('blocks an e-mail after its limit of failures, case-insensitively, until the window ends', () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 3; i++) {
      expect(throttle.isBlocked({ email: 'a@b.com', ip: `10.0.0.${i}` })).toBe(false);
      throttle.recordFailure({ email: i % 2 ? 'A@B.com' : 'a@b.com', ip: `10.0.0.${i}` });
    }
    expect(throttle.isBlocked({ email: 'a@b.com', ip: '10.0.0.9' })).toBe(true);
    expect(throttle.isBlocked({ email: 'c@d.com', ip: '10.0.0.9' })).toBe(false);
    advance(1000);
    expect(throttle.isBlocked({ email: 'a@b.com', ip: '10.0.0.9' })).toBe(false);
  });

  it('blocks an IP that fails across many e-mails', () => {
    const { throttle } = setup();
    for (let i = 0; i < 5; i++) throttle.recordFailure({ email: `u${i}@b.com`, ip: '10.0.0.1' });
    expect(throttle.isBlocked({ email: 'new@b.com', ip: '10.0.0.1' })).toBe(true);
    expect(throttle.isBlocked({ email: 'new@b.com', ip: '10.0.0.2' })).toBe(false);
  });

  it('forgets an e-mail after a success and never blocks with limits of 0', () => {
    const { throttle } = setup();
    throttle.recordFailure({ email: 'a@b.com', ip: '1' });
    throttle.recordFailure({ email: 'a@b.com', ip: '1' });
    throttle.recordSuccess({ email: 'a@b.com', ip: '1' });
    throttle.recordFailure({ email: 'a@b.com', ip: '1' });
    expect(throttle.isBlocked({ email: 'a@b.com', ip: '1' })).toBe(false);

    const off = setup({ maxFailuresPerEmail: 0, maxFailuresPerIp: 0 }).throttle;
    for (let i = 0; i < 50; i++) off.recordFailure({ email: 'a@b.com', ip: '1' });
    expect(off.isBlocked({ email: 'a@b.com', ip: '1' })).toBe(false);
  });

  it('counts attempts still being verified, so a parallel burst stops at the limit', () => {
    const { throttle } = setup();
    const keys = { email: 'a@b.com', ip: '1' };
    const accepted = Array.from({ length: 10 }, () => throttle.begin(keys)).filter(Boolean);
    expect(accepted).toHaveLength(3);
    for (let i = 0; i < 3; i++) throttle.finish(keys, 'failure');
    expect(throttle.begin(keys)).toBe(false);
  });

  it('frees the reservation of an attempt that succeeded or was aborted', () => {
    const { throttle } = setup();
    const keys = { email: 'a@b.com', ip: '1' };
    for (let round = 0; round < 20; round++) {
      expect(throttle.begin(keys)).toBe(true);
      throttle.finish(keys, round % 2 ? 'success' : 'aborted');
    }
    // Successes do not use up the IP's allowance either (an office behind one address).
    for (let i = 0; i < 4; i++) expect(throttle.begin({ email: `u${i}@b.com`, ip: '1' })).toBe(true);
  });
});
