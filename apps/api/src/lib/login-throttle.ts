import { isIP } from 'node:net';

/**
 * Password-guessing defence without lock-out (issue 13):
 * - per (e-mail, address): after `maxFailuresPerEmail` failures that address gets 429 for that e-mail
 *   until the window ends — one address cannot keep guessing one account;
 * - per address: after `maxFailuresPerIp` failures (any e-mails) that address gets 429 for every
 *   e-mail until the window ends — one address cannot spray many accounts;
 * - per e-mail, from anywhere: after `delayAfterFailures` failures, each further attempt for it waits
 *   a growing delay (1 s, 2 s, 4 s … capped at `maxDelayMs`), answered as 429 with Retry-After until
 *   the next allowed time — many addresses cannot guess one account quickly. An address that signed
 *   in to that e-mail before (KNOWN_ADDRESS_TTL_MS) is not delayed, so an attacker never locks the
 *   owner out of their usual place, and the right password from another address is only ever
 *   delayed, never refused for the whole window.
 *
 * An address is an IPv4 address or an IPv6 /64 (one subscriber gets a whole /64).
 * Nothing waits inside the server: a delayed attempt is answered at once, so no request piles up.
 * Each attempt is counted before the slow password check and given back when it succeeds, so a
 * parallel burst cannot slip past a limit.
 *
 * The counters live behind `ThrottleStore` (in memory here; Redis can implement the same four
 * operations with INCRBY/PEXPIRE, GET/PTTL, DEL and SET NX PX).
 */
export type LoginThrottleOptions = {
  maxFailuresPerEmail: number;
  maxFailuresPerIp: number;
  windowMs: number;
  /** 0 = no per-e-mail delay. */
  delayAfterFailures: number;
  maxDelayMs: number;
  now?: () => number;
  store?: ThrottleStore;
};

export type LoginAttemptKeys = { email: string; ip: string };

/** How an attempt ended; 'aborted' (e.g. a database error) gives its reservation back. */
export type LoginAttemptOutcome = 'failure' | 'success' | 'aborted';

/** Which limit refused an attempt, or was reached by a failure. */
export type LoginLimit = 'email_address' | 'address' | 'email_delay';

export type LoginAttempt = {
  /** Ends the attempt; returns the limits this failure just reached (for the log and the audit). */
  finish: (outcome: LoginAttemptOutcome) => Promise<LoginLimit[]>;
};

export type LoginDecision =
  { allowed: true; attempt: LoginAttempt } | { allowed: false; limit: LoginLimit; retryAfterMs: number };

export type LoginThrottle = { begin: (keys: LoginAttemptKeys) => Promise<LoginDecision> };

export type Counter = { count: number; resetAt: number };

/** Windowed counters and slots; every operation is atomic on its own. */
export type ThrottleStore = {
  /**
   * Adds `delta` to the counter at `key` (a new one, ending `windowMs` from now, when absent or
   * expired) and returns it. A counter that drops to 0 or below is removed.
   */
  add: (key: string, delta: number, windowMs: number) => Promise<Counter>;
  get: (key: string) => Promise<Counter | null>;
  delete: (key: string) => Promise<void>;
  /** Takes `key` for `ttlMs` when free and returns 0; otherwise returns the ms until it frees. */
  claim: (key: string, ttlMs: number) => Promise<number>;
};

/** How long a successful sign-in exempts that (e-mail, address) from the per-e-mail delay. */
export const KNOWN_ADDRESS_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const FIRST_DELAY_MS = 1000;

/** The throttle key of a client address: IPv4 as is (IPv4-mapped IPv6 unwrapped), IPv6 as its /64. */
export function addressKey(ip: string): string {
  const address = ip.split('%', 1)[0]!.toLowerCase();
  const family = isIP(address);
  if (family === 4 || family === 0) return address.slice(0, 64);
  const groups = expandIPv6(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (with `::` and a trailing dotted IPv4 expanded). */
function expandIPv6(address: string): number[] {
  const toGroups = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = address.split('::');
  const left = toGroups(head);
  if (tail === undefined) return left;
  const right = toGroups(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** The delay after the n-th failure beyond the threshold (n from 0): 1 s, 2 s, 4 s … capped. */
export function delayAfter(n: number, maxDelayMs: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** Math.min(n, 30), maxDelayMs);
}

export function createLoginThrottle(options: LoginThrottleOptions): LoginThrottle {
  const now = options.now ?? Date.now;
  const store = options.store ?? createMemoryThrottleStore({ now });
  const { maxFailuresPerEmail, maxFailuresPerIp, windowMs, delayAfterFailures, maxDelayMs } = options;

  async function begin({ email, ip }: LoginAttemptKeys): Promise<LoginDecision> {
    const mail = email.trim().toLowerCase();
    const address = addressKey(ip);
    const pairKey = `p:${address}|${mail}`;
    const addressCounterKey = `a:${address}`;
    const emailKey = `e:${mail}`;
    const slotKey = `s:${mail}`;
    const knownKey = `k:${address}|${mail}`;

    // Reserve first: the attempt counts as a failure until it ends otherwise.
    const reserved: string[] = [];
    const release = () => Promise.all(reserved.map((key) => store.add(key, -1, windowMs)));
    const refuse = async (limit: LoginLimit, retryAfterMs: number): Promise<LoginDecision> => {
      await release();
      return { allowed: false, limit, retryAfterMs: Math.max(retryAfterMs, 1000) };
    };

    let pair: Counter | null = null;
    if (maxFailuresPerEmail > 0) {
      pair = await store.add(pairKey, 1, windowMs);
      reserved.push(pairKey);
      if (pair.count > maxFailuresPerEmail) return refuse('email_address', pair.resetAt - now());
    }
    let perAddress: Counter | null = null;
    if (maxFailuresPerIp > 0) {
      perAddress = await store.add(addressCounterKey, 1, windowMs);
      reserved.push(addressCounterKey);
      if (perAddress.count > maxFailuresPerIp) return refuse('address', perAddress.resetAt - now());
    }
    if (delayAfterFailures > 0) {
      const failures = (await store.get(emailKey))?.count ?? 0;
      if (failures >= delayAfterFailures && !(await store.get(knownKey))) {
        const wait = await store.claim(slotKey, delayAfter(failures - delayAfterFailures, maxDelayMs));
        if (wait > 0) return refuse('email_delay', wait);
      }
    }

    let finished = false;
    const finish = async (outcome: LoginAttemptOutcome): Promise<LoginLimit[]> => {
      if (finished) return [];
      finished = true;
      if (outcome === 'aborted') {
        await release();
        return [];
      }
      if (outcome === 'success') {
        // The e-mail starts afresh and this address is remembered; a success does not use up the
        // address's allowance either (an office behind one address).
        await Promise.all([
          store.delete(pairKey),
          store.delete(emailKey),
          store.delete(slotKey),
          perAddress ? store.add(addressCounterKey, -1, windowMs) : undefined,
          store.delete(knownKey).then(() => store.add(knownKey, 1, KNOWN_ADDRESS_TTL_MS)),
        ]);
        return [];
      }
      const trips: LoginLimit[] = [];
      if (pair && pair.count === maxFailuresPerEmail) trips.push('email_address');
      if (perAddress && perAddress.count === maxFailuresPerIp) trips.push('address');
      if (delayAfterFailures > 0) {
        const failures = await store.add(emailKey, 1, windowMs);
        if (failures.count === delayAfterFailures) trips.push('email_delay');
      }
      return trips;
    };
    return { allowed: true, attempt: { finish } };
  }

  return { begin };
}

export type MemoryThrottleStoreOptions = {
  now?: () => number;
  /** Entries kept at most; beyond it expired entries go first, then the oldest. */
  maxEntries?: number;
};

const SWEEP_EVERY = 1000;

/** The in-process ThrottleStore: each API process counts on its own. */
export function createMemoryThrottleStore(options: MemoryThrottleStoreOptions = {}): ThrottleStore & {
  size: () => number;
} {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 100_000;
  const entries = new Map<string, Counter>();
  let writes = 0;

  const live = (key: string): Counter | undefined => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  const sweep = () => {
    for (const key of [...entries.keys()]) live(key);
  };

  const insert = (key: string, entry: Counter) => {
    if (++writes % SWEEP_EVERY === 0) sweep();
    if (entries.size >= maxEntries) {
      sweep();
      // Still full: forget the oldest entries rather than grow without bound.
      for (const oldest of entries.keys()) {
        if (entries.size < maxEntries) break;
        entries.delete(oldest);
      }
    }
    entries.set(key, entry);
  };

  return {
    add: async (key, delta, windowMs) => {
      const entry = live(key);
      const next = entry
        ? { count: entry.count + delta, resetAt: entry.resetAt }
        : { count: delta, resetAt: now() + windowMs };
      if (next.count <= 0) entries.delete(key);
      else if (entry) entry.count = next.count;
      else insert(key, { ...next });
      return next;
    },
    get: async (key) => {
      const entry = live(key);
      return entry ? { ...entry } : null;
    },
    delete: async (key) => {
      entries.delete(key);
    },
    claim: async (key, ttlMs) => {
      const entry = live(key);
      if (entry) return entry.resetAt - now();
      insert(key, { count: 1, resetAt: now() + ttlMs });
      return 0;
    },
    size: () => entries.size,
  };
}

/** The subset of an ioredis client the Redis store uses. */
type RedisEval = {
  eval: (script: string, numKeys: number, ...args: (string | number)[]) => Promise<unknown>;
  del: (key: string) => Promise<number>;
};

// INCRBY and its expiry in one step: a new counter gets the window, a counter at 0 or below goes.
const ADD_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
if count <= 0 then
  redis.call('DEL', KEYS[1])
  return {count, 0}
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {count, ttl}
`;

const GET_SCRIPT = `
local count = redis.call('GET', KEYS[1])
if not count then return {0, -2} end
return {tonumber(count), redis.call('PTTL', KEYS[1])}
`;

const CLAIM_SCRIPT = `
if redis.call('SET', KEYS[1], '1', 'PX', ARGV[1], 'NX') then return 0 end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then return 0 end
return ttl
`;

export type RedisThrottleStoreOptions = {
  redis: RedisEval;
  now?: () => number;
  /** Prepended to every key (e.g. `tenho:login:`). */
  prefix?: string;
};

/** The ThrottleStore shared by every API process: each operation is one atomic Lua script. */
export function createRedisThrottleStore(options: RedisThrottleStoreOptions): ThrottleStore {
  const { redis } = options;
  const now = options.now ?? Date.now;
  const prefix = options.prefix ?? 'tenho:login:';
  const pair = (value: unknown): [number, number] => {
    const [count, ttl] = value as [number, number];
    return [Number(count), Number(ttl)];
  };
  return {
    add: async (key, delta, windowMs) => {
      const [count, ttl] = pair(
        await redis.eval(ADD_SCRIPT, 1, prefix + key, Math.trunc(delta), Math.max(1, Math.ceil(windowMs))),
      );
      return { count, resetAt: now() + Math.max(ttl, 0) };
    },
    get: async (key) => {
      const [count, ttl] = pair(await redis.eval(GET_SCRIPT, 1, prefix + key));
      if (ttl === -2 || count <= 0) return null;
      return { count, resetAt: ttl < 0 ? Number.POSITIVE_INFINITY : now() + ttl };
    },
    delete: async (key) => {
      await redis.del(prefix + key);
    },
    claim: async (key, ttlMs) =>
      Number(await redis.eval(CLAIM_SCRIPT, 1, prefix + key, Math.max(1, Math.ceil(ttlMs)))),
  };
}

export type FallbackThrottleStoreOptions = {
  primary: ThrottleStore;
  fallback: ThrottleStore;
  /** False while the primary is known to be down: the fallback answers without waiting. */
  available: () => boolean;
  /** Called with the error of a failed primary operation (logs the outage once). */
  onError: (error: unknown) => void;
};

/**
 * Uses the primary (Redis) while it answers and this process's memory otherwise: an outage
 * weakens the limits to per-process ones for its duration, and never fails a sign-in.
 */
export function createFallbackThrottleStore({
  primary,
  fallback,
  available,
  onError,
}: FallbackThrottleStoreOptions): ThrottleStore {
  const run = async <T>(op: (store: ThrottleStore) => Promise<T>): Promise<T> => {
    if (!available()) return op(fallback);
    try {
      return await op(primary);
    } catch (error) {
      onError(error);
      return op(fallback);
    }
  };
  return {
    add: (key, delta, windowMs) => run((s) => s.add(key, delta, windowMs)),
    get: (key) => run((s) => s.get(key)),
    delete: (key) => run((s) => s.delete(key)),
    claim: (key, ttlMs) => run((s) => s.claim(key, ttlMs)),
  };
}
