import type { SessionUser } from '@tenho/domain/auth/auth.schemas';

/** The signed-in user on a request: the session user of spec §3 plus what scoping needs. */
export type AuthUser = SessionUser & { parent_id: number | null };

export type CachedSession = { user: AuthUser; expiresAt: number };

export type SessionCache = {
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
export function createSessionCache({ ttlMs, maxEntries = 10_000 }: SessionCacheOptions): SessionCache {
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
