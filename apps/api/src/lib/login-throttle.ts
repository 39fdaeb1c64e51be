/**
 * Counts failed logins per e-mail and per IP in a fixed window. Reaching the limit blocks further
 * attempts (even with the right password) until the window ends, which defeats password guessing
 * without locking an account forever.
 *
 * In memory, so each API process counts on its own; with several processes behind a balancer the
 * effective limit is multiplied by their number (move the counters to Redis at that point).
 */
export type LoginThrottleOptions = {
  maxFailuresPerEmail: number;
  maxFailuresPerIp: number;
  windowMs: number;
  now?: () => number;
};

export type LoginAttemptKeys = { email: string; ip: string };

/** How an attempt begun with `begin` ended; 'aborted' (e.g. a database error) counts nothing. */
export type LoginAttemptOutcome = 'failure' | 'success' | 'aborted';

export type LoginThrottle = {
  isBlocked: (keys: LoginAttemptKeys) => boolean;
  /**
   * Reserves an attempt before the slow password check: false when blocked. Attempts still being
   * verified count against the limit, so a burst of parallel requests cannot slip past it.
   */
  begin: (keys: LoginAttemptKeys) => boolean;
  /** Ends an attempt that `begin` accepted. */
  finish: (keys: LoginAttemptKeys, outcome: LoginAttemptOutcome) => void;
  recordFailure: (keys: LoginAttemptKeys) => void;
  /** After a successful login the e-mail starts afresh; the IP counter keeps running. */
  recordSuccess: (keys: LoginAttemptKeys) => void;
};

type Counter = { count: number; resetAt: number };

const SWEEP_EVERY = 1000;

export function createLoginThrottle(options: LoginThrottleOptions): LoginThrottle {
  const now = options.now ?? Date.now;
  const counters = new Map<string, Counter>();
  /** Attempts accepted by begin() and not finished yet, per key. */
  const pending = new Map<string, number>();
  let writes = 0;

  const current = (key: string): Counter | undefined => {
    const counter = counters.get(key);
    if (counter && counter.resetAt <= now()) {
      counters.delete(key);
      return undefined;
    }
    return counter;
  };

  const over = (key: string, max: number) =>
    max > 0 && (current(key)?.count ?? 0) + (pending.get(key) ?? 0) >= max;

  const addPending = (key: string, delta: number) => {
    const next = (pending.get(key) ?? 0) + delta;
    if (next > 0) pending.set(key, next);
    else pending.delete(key);
  };

  const bump = (key: string, max: number) => {
    if (max <= 0) return;
    const counter = current(key);
    if (counter) counter.count += 1;
    else counters.set(key, { count: 1, resetAt: now() + options.windowMs });
    if (++writes % SWEEP_EVERY === 0) for (const k of [...counters.keys()]) current(k);
  };

  const emailKey = (email: string) => `e:${email.trim().toLowerCase()}`;
  const ipKey = (ip: string) => `i:${ip}`;

  const isBlocked = ({ email, ip }: LoginAttemptKeys) =>
    over(emailKey(email), options.maxFailuresPerEmail) || over(ipKey(ip), options.maxFailuresPerIp);
  const recordFailure = ({ email, ip }: LoginAttemptKeys) => {
    bump(emailKey(email), options.maxFailuresPerEmail);
    bump(ipKey(ip), options.maxFailuresPerIp);
  };
  const recordSuccess = ({ email }: LoginAttemptKeys) => {
    counters.delete(emailKey(email));
  };

  return {
    isBlocked,
    begin: (keys) => {
      if (isBlocked(keys)) return false;
      addPending(emailKey(keys.email), 1);
      addPending(ipKey(keys.ip), 1);
      return true;
    },
    finish: (keys, outcome) => {
      addPending(emailKey(keys.email), -1);
      addPending(ipKey(keys.ip), -1);
      if (outcome === 'failure') recordFailure(keys);
      else if (outcome === 'success') recordSuccess(keys);
    },
    recordFailure,
    recordSuccess,
  };
}
