import { and, inArray, isNotNull, max, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outboundMessages } from '../db/schema/outbound.ts';

/**
 * Issue 33: Meta lets a business send about one message every 6 seconds to one person (the pair
 * rate). Messages to one number are given send times `intervalMs` apart, each after the last one
 * already scheduled for that number; messages to other numbers are not held up (their own slots).
 */
export type Pacing = { now: Date; intervalMs: number };

/**
 * The send time of each message, in order: the first free slot of its number at or after `now`.
 * `lastScheduled` is the latest send time already given to each number (earlier batches).
 */
export function pacedSendTimes(
  numbers: readonly string[],
  lastScheduled: ReadonlyMap<string, Date>,
  { now, intervalMs }: Pacing,
): Date[] {
  const next = new Map<string, number>();
  return numbers.map((number) => {
    const previous = next.get(number) ?? lastScheduled.get(number)?.getTime() ?? null;
    const at = previous === null ? now.getTime() : Math.max(now.getTime(), previous + intervalMs);
    next.set(number, at);
    return new Date(at);
  });
}

/** The latest send time already scheduled for each of `numbers` (only those still ahead matter). */
export async function lastScheduledSends(
  tx: Database,
  numbers: readonly string[],
  pacing: Pacing,
): Promise<Map<string, Date>> {
  if (numbers.length === 0 || pacing.intervalMs <= 0) return new Map();
  const since = new Date(pacing.now.getTime() - pacing.intervalMs);
  const rows = await tx
    .select({ number: outboundMessages.toNumber, at: max(outboundMessages.notBefore) })
    .from(outboundMessages)
    .where(
      and(
        inArray(outboundMessages.toNumber, [...new Set(numbers)]),
        isNotNull(outboundMessages.notBefore),
        sql`${outboundMessages.notBefore} > ${since.toISOString()}`,
      ),
    )
    .groupBy(outboundMessages.toNumber);
  return new Map(rows.flatMap((r) => (r.at ? [[r.number, new Date(r.at)] as const] : [])));
}
