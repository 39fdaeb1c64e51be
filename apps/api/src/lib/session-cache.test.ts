import { describe, expect, it } from 'vitest';
import { createSessionCache, type AuthUser } from './session-cache.ts';

const user = (id: number): AuthUser => ({
  id,
  email: `u${id}@teste.com.br`,
  role: 'CLIENT',
  avatar: null,
  name: null,
  permissions: ['dashboard.access'],
  permission_override: {},
  is_active: true,
  unit_id: 1,
  unit: { id: 1, name: 'Unidade' },
  parent_id: null,
});

describe('session cache', () => {
  const NOW = 1_000_000;
  const FAR = NOW + 7 * 24 * 3600_000;

  it('returns a cached session until its TTL or the session expiry, whichever comes first', () => {
    const cache = createSessionCache({ ttlMs: 30_000 });
    cache.set('a', { user: user(1), expiresAt: FAR }, NOW);
    cache.set('b', { user: user(2), expiresAt: NOW + 10_000 }, NOW);
    expect(cache.get('a', NOW + 29_999)?.user.id).toBe(1);
    expect(cache.get('a', NOW + 30_000)).toBeUndefined();
    expect(cache.get('b', NOW + 9_999)?.user.id).toBe(2);
    expect(cache.get('b', NOW + 10_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('invalidateUser drops every session of that user and only those', () => {
    const cache = createSessionCache({ ttlMs: 30_000 });
    cache.set('a1', { user: user(1), expiresAt: FAR }, NOW);
    cache.set('a2', { user: user(1), expiresAt: FAR }, NOW);
    cache.set('b1', { user: user(2), expiresAt: FAR }, NOW);
    cache.invalidateUser(1);
    expect(cache.get('a1', NOW)).toBeUndefined();
    expect(cache.get('a2', NOW)).toBeUndefined();
    expect(cache.get('b1', NOW)?.user.id).toBe(2);
  });

  it('invalidateSession drops one session; invalidateAll drops everything', () => {
    const cache = createSessionCache({ ttlMs: 30_000 });
    cache.set('a1', { user: user(1), expiresAt: FAR }, NOW);
    cache.set('a2', { user: user(1), expiresAt: FAR }, NOW);
    cache.invalidateSession('a1');
    expect(cache.get('a1', NOW)).toBeUndefined();
    expect(cache.get('a2', NOW)).toBeDefined();
    cache.invalidateAll();
    expect(cache.size).toBe(0);
    // A user emptied by invalidateAll can be cached again and invalidated again.
    cache.set('a3', { user: user(1), expiresAt: FAR }, NOW);
    cache.invalidateUser(1);
    expect(cache.size).toBe(0);
  });

  it('evicts the oldest entry beyond maxEntries and caches nothing with a zero TTL', () => {
    const cache = createSessionCache({ ttlMs: 30_000, maxEntries: 2 });
    cache.set('a', { user: user(1), expiresAt: FAR }, NOW);
    cache.set('b', { user: user(2), expiresAt: FAR }, NOW);
    cache.set('c', { user: user(3), expiresAt: FAR }, NOW);
    expect(cache.get('a', NOW)).toBeUndefined();
    expect(cache.get('c', NOW)?.user.id).toBe(3);
    cache.invalidateUser(1); // no longer indexed: a no-op
    expect(cache.size).toBe(2);

    const off = createSessionCache({ ttlMs: 0 });
    off.set('a', { user: user(1), expiresAt: FAR }, NOW);
    expect(off.get('a', NOW)).toBeUndefined();
  });

  it('does not cache a session loaded before an invalidation (a logout racing a request)', () => {
    const cache = createSessionCache({ ttlMs: 30_000 });
    const before = cache.epoch;
    // Request A read the session from the database; meanwhile the logout revoked and invalidated it.
    cache.invalidateSession('a');
    cache.set('a', { user: user(1), expiresAt: FAR }, NOW, before);
    expect(cache.get('a', NOW)).toBeUndefined();

    const fresh = cache.epoch;
    cache.set('a', { user: user(1), expiresAt: FAR }, NOW, fresh);
    expect(cache.get('a', NOW)?.user.id).toBe(1);
    cache.invalidateUser(2);
    cache.set('b', { user: user(1), expiresAt: FAR }, NOW, fresh);
    expect(cache.get('b', NOW)).toBeUndefined();
  });
});
