import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outboundMessages } from '../../db/schema/outbound.ts';

/**
 * Issue 33, the backlog rule: no lead alert waits behind a long queue to one company. A company
 * with `max` lead alerts still waiting to be sent (outbox rows QUEUED) is skipped by routing — it
 * gets no offer row, so it can never be charged for a request it never saw — and the request goes
 * to the next company of the rotation. Once its alerts go out, it is offered again. When every
 * company of the rotation is at its cap, the request still goes out, to the shortest queues.
 */

/** Lead alerts waiting to be sent, by company (only the companies given; absent = none). */
export async function waitingAlertsByCompany(
  tx: Database,
  companyIds: readonly number[],
): Promise<Map<number, number>> {
  if (companyIds.length === 0) return new Map();
  const rows = await tx
    .select({ companyId: outboundMessages.companyId, n: sql<number>`count(*)::int` })
    .from(outboundMessages)
    .where(
      and(
        inArray(outboundMessages.companyId, [...new Set(companyIds)]),
        eq(outboundMessages.status, 'QUEUED'),
        eq(outboundMessages.purpose, 'LEAD_ALERT'),
      ),
    )
    .groupBy(outboundMessages.companyId);
  return new Map(rows.map((r) => [r.companyId!, Number(r.n)]));
}

/**
 * Shares the requests of one unit and category among candidates in rotation order (`perRequest`
 * distinct companies each), giving a company no more alerts than its room (`max` minus what it
 * already has waiting). `max` 0 turns the rule off. With room to spare it is exactly the plain
 * rotation: request i takes candidates i·perRequest … i·perRequest + perRequest − 1 (modulo).
 */
export function assignWithBacklog<C extends { id: number }>(
  requests: number,
  candidates: readonly C[],
  perRequest: number,
  waiting: ReadonlyMap<number, number>,
  max: number,
): C[][] {
  const n = candidates.length;
  const room = new Map(
    candidates.map((c) => [c.id, max > 0 ? max - (waiting.get(c.id) ?? 0) : Number.POSITIVE_INFINITY]),
  );
  const out: C[][] = [];
  let cursor = 0;
  for (let i = 0; i < requests; i += 1) {
    const picked: C[] = [];
    const take = Math.min(perRequest, n);
    let scanned = 0;
    while (picked.length < take && scanned < n) {
      const candidate = candidates[(cursor + scanned) % n]!;
      scanned += 1;
      if ((room.get(candidate.id) ?? 0) <= 0 || picked.includes(candidate)) continue;
      picked.push(candidate);
      room.set(candidate.id, room.get(candidate.id)! - 1);
    }
    // Every company is at its cap: the request is never dropped for it (the consumer would hear
    // "no company" while companies with credit exist). It goes to the companies with the shortest
    // queues, in rotation order among equals: an alert that waits beats a lead that is lost.
    if (picked.length === 0 && take > 0) {
      const byRoom = candidates
        .map((candidate, index) => ({ candidate, order: (index - cursor + n) % n }))
        .sort((a, b) => room.get(b.candidate.id)! - room.get(a.candidate.id)! || a.order - b.order)
        .slice(0, take);
      for (const { candidate } of byRoom) {
        picked.push(candidate);
        room.set(candidate.id, room.get(candidate.id)! - 1);
      }
      scanned = take;
    }
    // Nobody skipped: the plain rotation's step; else past the companies looked at.
    if (n > 0) cursor = (cursor + (scanned === take ? perRequest : scanned)) % n;
    out.push(picked);
  }
  return out;
}
