import type { SessionUser } from '@tenho/domain/auth/auth.schemas';
import type { BusEvent, EventBus, SessionChangeReason } from './event-bus.ts';

/** The signed-in user on a request: the session user of spec §3 plus what scoping needs. */
export type AuthUser = SessionUser & { parent_id: number | null };

export type CachedSession = {
  user: AuthUser;
  expiresAt: number;
  /** When `sessions.last_used_at` was last written for it (ms); the auth service updates it. */
  lastUsedAt?: number;
};

/** The cache of this process alone (invalidations apply here only). */
export type LocalSessionCache = {
  get: (tokenHash: string, now: number) => CachedSession | undefined;
  /**
   * `loadedAtEpoch`: the `epoch` read before the session was loaded from the database. If any
   * invalidation happened since, the loaded state may be stale (a logout racing this request) and
   * is not cached.
   */
  set: (tokenHash: string, session: CachedSession, now: number, loadedAtEpoch?: number) => void;
  /** After logout or revocation of one session. */
  invalidateSession: (tokenHash: string) => void;
  /** After anything about the user changes: profile, unit, role, overrides, activation. */
  invalidateUser: (userId: number) => void;
  /** After a change that touches many users at once (role permissions, a unit's name). */
  invalidateAll: () => void;
  /** Grows with every invalidation. */
  readonly epoch: number;
  readonly size: number;
};

export type SessionCacheOptions = { ttlMs: number; maxEntries?: number };

type Entry = CachedSession & { cachedUntil: number };

/**
 * In-process cache of token hash -> user with effective permissions, so an authenticated request
 * costs no database round trip while warm. Changes made through this process invalidate it at once;
 * the short TTL bounds how long another process's change can take to be seen.
 */
export function createSessionCache({ ttlMs, maxEntries = 10_000 }: SessionCacheOptions): LocalSessionCache {
  const entries = new Map<string, Entry>();
  const byUser = new Map<number, Set<string>>();
  let epoch = 0;

  const remove = (tokenHash: string) => {
    const entry = entries.get(tokenHash);
    if (!entry) return;
    entries.delete(tokenHash);
    const hashes = byUser.get(entry.user.id);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) byUser.delete(entry.user.id);
  };

  return {
    get(tokenHash, now) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (entry.cachedUntil <= now || entry.expiresAt <= now) {
        remove(tokenHash);
        return undefined;
      }
      return entry;
    },
    set(tokenHash, session, now, loadedAtEpoch) {
      if (ttlMs <= 0) return;
      if (loadedAtEpoch !== undefined && loadedAtEpoch !== epoch) return;
      remove(tokenHash);
      if (entries.size >= maxEntries) {
        // Map keeps insertion order: drop the oldest entry.
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) remove(oldest);
      }
      entries.set(tokenHash, { ...session, cachedUntil: now + ttlMs });
      let hashes = byUser.get(session.user.id);
      if (!hashes) byUser.set(session.user.id, (hashes = new Set()));
      hashes.add(tokenHash);
    },
    invalidateSession(tokenHash) {
      epoch += 1;
      remove(tokenHash);
    },
    invalidateUser(userId) {
      epoch += 1;
      for (const tokenHash of [...(byUser.get(userId) ?? [])]) remove(tokenHash);
    },
    invalidateAll() {
      epoch += 1;
      entries.clear();
      byUser.clear();
    },
    get epoch() {
      return epoch;
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * The session cache every module uses: the same reads as the local cache, and invalidations that
 * reach every API process through the event bus. Each invalidation applies to this process at once
 * (before the call returns); the returned promise settles once the other processes applied it too
 * (bounded, never rejects). `reason` tells the live event streams what changed.
 */
export type SessionCache = Pick<LocalSessionCache, 'get' | 'set' | 'epoch' | 'size'> & {
  /** After logout or revocation of one session. */
  invalidateSession: (tokenHash: string) => Promise<void>;
  /**
   * After anything about the user changes: profile, unit, role, overrides, activation, sessions.
   * `reason` defaults to 'permissions'.
   */
  invalidateUser: (userId: number, reason?: SessionChangeReason) => Promise<void>;
  /** After a change that touches many users at once (role permissions, a unit's name). */
  invalidateAll: (reason?: SessionChangeReason) => Promise<void>;
  /** Invalidations still travelling to other processes (write responses wait for them). */
  readonly inFlight: number;
  /** Resolves when every invalidation started so far reached the other processes. */
  settled: () => Promise<void>;
};

export type SharedSessionCacheDeps = {
  local: LocalSessionCache;
  bus: EventBus;
  log?: { error: (obj: object, msg: string) => void };
};

/** Wraps the local cache: invalidations are published on the bus, and every session event applies here. */
export function createSharedSessionCache({ local, bus, log }: SharedSessionCacheDeps) {
  const inFlight = new Set<Promise<void>>();

  const apply = (event: BusEvent) => {
    switch (event.type) {
      case 'session.invalidate_session':
        local.invalidateSession(event.tokenHash);
        break;
      case 'session.invalidate_user':
        local.invalidateUser(event.userId);
        break;
      case 'session.invalidate_all':
      case 'bus.resync':
        local.invalidateAll();
        break;
      default:
        break;
    }
  };
  // Events of this process were applied when they were made (below).
  const unsubscribe = bus.subscribe((event, { local: fromHere }) => {
    if (!fromHere || event.type === 'bus.resync') apply(event);
  });

  const publish = (event: BusEvent): Promise<void> => {
    // This process at once, whatever happens to the notification.
    apply(event);
    const sent = bus.publish(event).catch((error: unknown) => {
      log?.error({ err: error, event: event.type }, 'session cache invalidation not published');
    });
    inFlight.add(sent);
    void sent.finally(() => inFlight.delete(sent));
    return sent;
  };

  const cache: SessionCache = {
    get: (tokenHash, now) => local.get(tokenHash, now),
    set: (tokenHash, session, now, loadedAtEpoch) => local.set(tokenHash, session, now, loadedAtEpoch),
    invalidateSession: (tokenHash) => publish({ type: 'session.invalidate_session', tokenHash }),
    invalidateUser: (userId, reason = 'permissions') =>
      publish({ type: 'session.invalidate_user', userId, reason }),
    invalidateAll: (reason = 'permissions') => publish({ type: 'session.invalidate_all', reason }),
    get epoch() {
      return local.epoch;
    },
    get size() {
      return local.size;
    },
    get inFlight() {
      return inFlight.size;
    },
    settled: async () => {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
  return { cache, close: unsubscribe };
}
