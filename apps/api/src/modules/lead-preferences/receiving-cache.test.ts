import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { RECEIVING_REUSE_MS, receivingCacheOf } from './receiving-cache.ts';

const open = { state: 'open', response: { median_seconds: 60, answered_in_15_min: 1 } } as const;
const paused = { state: 'paused', response: { median_seconds: null, answered_in_15_min: null } } as const;
const fakeDb = () => ({}) as Database;

describe('receiving cache', () => {
  it('reuses a summary for RECEIVING_REUSE_MS of real time, then computes it again', () => {
    let real = 1_000;
    const cache = receivingCacheOf(fakeDb(), () => real);
    const at = new Date('2026-11-30T12:00:10Z');
    cache.set(7, at, open);
    real += RECEIVING_REUSE_MS - 1;
    expect(cache.get(7, at)).toEqual(open);
    real += 1;
    expect(cache.get(7, at)).toBeUndefined();
  });

  it('serves a summary only within the minute of the app clock it was computed at', () => {
    const cache = receivingCacheOf(fakeDb(), () => 0);
    cache.set(7, new Date('2026-11-30T12:00:10Z'), open);
    expect(cache.get(7, new Date('2026-11-30T12:00:59Z'))).toEqual(open);
    // Business hours and the cap period turn on minutes; a test clock may jump.
    expect(cache.get(7, new Date('2026-11-30T12:01:00Z'))).toBeUndefined();
  });

  it('forgets a company at once, and keeps each database apart', () => {
    const db = fakeDb();
    const at = new Date('2026-11-30T12:00:00Z');
    const first = receivingCacheOf(db, () => 0);
    const second = receivingCacheOf(db, () => 0);
    first.set(7, at, open);
    first.set(8, at, paused);
    // Every service instance of one database shares the entries (and so their forgetting).
    expect(second.get(8, at)).toEqual(paused);
    second.forget(7);
    expect(first.get(7, at)).toBeUndefined();
    expect(first.get(8, at)).toEqual(paused);
    expect(receivingCacheOf(fakeDb(), () => 0).get(8, at)).toBeUndefined();
  });
});
