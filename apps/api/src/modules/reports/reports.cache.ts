import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../lib/query-rows.ts';
import type { Actor } from '../../plugins/authorization.ts';

/**
 * Report answers (JSON) of this process, each tagged with the data version it was computed at. The
 * reports aggregate whole tables (100 000 messages, 100 000 movements), so a cached answer is served
 * while the database still shows the same version, and recomputed as soon as anything they read
 * changes, whichever process changed it:
 * - the ledger (a new movement; balances change only together with one): max(wallet_transactions.id);
 * - people, profiles, units (names, scope, deletions): user_list_version (migration 0010);
 * - every audited write (logins, document deletions, credit insertions, panel answers, category
 *   and permission edits, …): max(audit_log.id);
 * - documents uploaded: max(documents.id);
 * - WhatsApp answers to offers: max(offers.responded_at);
 * - messages sent and their delivery statuses: max(outbound_messages.id), max(updated_at);
 * - category names: max(categories.updated_at).
 * Each is one index lookup. Serial ids may commit out of order, so an entry also expires after
 * MAX_AGE_MS: a lower id committed after a higher one is seen within that bound.
 */
export const REPORT_CACHE_MAX_AGE_MS = 30_000;
const MAX_ENTRIES = 200;

export async function reportDataVersion(db: Database): Promise<string> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select (select max(id) from wallet_transactions) as tx,
               (select version from user_list_version where id = 1) as users,
               (select max(id) from audit_log) as audit,
               (select max(id) from documents) as documents,
               (select max(responded_at) from offers) as answered,
               (select max(id) from outbound_messages) as outbound,
               (select max(updated_at) from outbound_messages) as outbound_updated,
               (select max(updated_at) from categories) as categories`,
  );
  return Object.values(row ?? {})
    .map((value) => (value instanceof Date ? value.toISOString() : String(value)))
    .join('|');
}

/** What decides a report's rows besides the query: MASTERs share; others see their own scope. */
export function scopeKey(actor: Actor): string {
  return actor.role === 'MASTER' ? 'MASTER' : `${actor.role}:${actor.id}:${actor.unit_id ?? ''}`;
}

export type ReportCache = {
  /** The cached answer for `key` at `version`, else computes, stores and returns it. */
  through<T>(key: string, version: string, compute: () => Promise<T>): Promise<T>;
  readonly size: number;
};

export function createReportCache(now: () => Date, maxEntries = MAX_ENTRIES): ReportCache {
  const entries = new Map<string, { version: string; at: number; value: unknown }>();
  /** Answers being computed: simultaneous requests for the same report wait for the same query. */
  const inFlight = new Map<string, Promise<unknown>>();
  return {
    async through<T>(key: string, version: string, compute: () => Promise<T>): Promise<T> {
      const at = now().getTime();
      const entry = entries.get(key);
      if (entry) {
        entries.delete(key);
        if (entry.version === version && at - entry.at < REPORT_CACHE_MAX_AGE_MS && at >= entry.at) {
          entries.set(key, entry);
          return entry.value as T;
        }
      }
      const flightKey = `${version}#${key}`;
      const pending = inFlight.get(flightKey);
      if (pending) return pending as Promise<T>;
      const promise = compute();
      inFlight.set(flightKey, promise);
      let value: T;
      try {
        value = await promise;
      } finally {
        inFlight.delete(flightKey);
      }
      while (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      entries.set(key, { version, at, value });
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
