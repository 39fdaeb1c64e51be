import type { ReceivingSummary } from '@tenho/domain/lead-preferences/lead-preferences.schemas';
import type { Database } from '../../db/client.ts';

/**
 * How long a company's `receiving` summary (state now + 30-day response time) is reused, in real
 * time. The company lists ask for it on every page request (it changes with the clock, so it is
 * never cached with the page): without reuse, each request paid four more queries and the ADMIN's
 * list fell to a fifth of a primary-key read (bench users-list). Reused for two seconds, a busy list
 * costs one computation per company every two seconds.
 */
export const RECEIVING_REUSE_MS = 2_000;

type Entry = { minute: number; expires: number; value: ReceivingSummary };

/**
 * The summaries of one database, shared by every service instance of this process (the users list,
 * a unit's detail, the dashboards each build their own). An entry serves only within the same minute
 * of the app clock (business hours and the cap period turn on minutes, and a test's clock jumps) and
 * for RECEIVING_REUSE_MS of real time; a change this process makes to a company's preferences or
 * spending drops its entry at once. A change made by another process, one read while its transaction
 * had not committed yet, or an answer that moves the response time shows within RECEIVING_REUSE_MS.
 */
export type ReceivingCache = {
  get: (companyId: number, at: Date) => ReceivingSummary | undefined;
  set: (companyId: number, at: Date, value: ReceivingSummary) => void;
  forget: (companyId: number) => void;
};

const caches = new WeakMap<Database, Map<number, Entry>>();
/** Far more than a page of companies; the oldest entries go first beyond it. */
const MAX_ENTRIES = 5_000;

export function receivingCacheOf(
  db: Database,
  realNow: () => number = () => performance.now(),
): ReceivingCache {
  // Looked up at each use: a service may be built before its database is (a test's describe block).
  const entries = (): Map<number, Entry> => {
    let map = caches.get(db);
    if (!map) {
      map = new Map();
      caches.set(db, map);
    }
    return map;
  };
  const minuteOf = (at: Date) => Math.floor(at.getTime() / 60_000);
  return {
    get(companyId, at) {
      const map = entries();
      const entry = map.get(companyId);
      if (!entry) return undefined;
      if (entry.minute !== minuteOf(at) || entry.expires <= realNow()) {
        map.delete(companyId);
        return undefined;
      }
      return entry.value;
    },
    set(companyId, at, value) {
      const map = entries();
      map.delete(companyId);
      while (map.size >= MAX_ENTRIES) {
        const oldest = map.keys().next().value;
        if (oldest === undefined) break;
        map.delete(oldest);
      }
      map.set(companyId, { minute: minuteOf(at), expires: realNow() + RECEIVING_REUSE_MS, value });
    },
    forget(companyId) {
      entries().delete(companyId);
    },
  };
}
