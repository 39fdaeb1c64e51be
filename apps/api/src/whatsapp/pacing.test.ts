import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { outboundMessages } from '../db/schema/outbound.ts';
import { createJobQueue, type JobQueue } from '../jobs/job-queue.ts';
import { createTestDatabase } from '../../test/database.ts';
import { queueOutbound, type OutboundDraft } from './outbox.ts';
import { pacedSendTimes } from './pacing.ts';
import { slack } from '../../test/timeouts.ts';

/**
 * Issue 33: messages to one person are paced to Meta's pair rate (WHATSAPP_PAIR_INTERVAL_MS)
 * without holding up messages to anyone else. A fixed clock: `T`.
 */
const T = new Date('2026-03-02T12:00:00.000Z');
const at = (ms: number) => new Date(T.getTime() + ms);

describe('pacedSendTimes', () => {
  it('spaces messages to one number by the interval, and sends to others at once', () => {
    const times = pacedSendTimes(['a', 'a', 'b', 'a'], new Map(), { now: T, intervalMs: 6000 });
    expect(times).toEqual([at(0), at(6000), at(0), at(12_000)]);
  });

  it('starts after the last send already scheduled for a number, never before now', () => {
    const last = new Map([
      ['a', at(3000)],
      ['b', at(-60_000)],
    ]);
    expect(pacedSendTimes(['a', 'b'], last, { now: T, intervalMs: 6000 })).toEqual([at(9000), at(0)]);
  });

  it('with an interval of 0 sends everything at once', () => {
    expect(pacedSendTimes(['a', 'a'], new Map(), { now: T, intervalMs: 0 })).toEqual([at(0), at(0)]);
  });
});

describe('queueOutbound with pacing', () => {
  let handle: DatabaseHandle;
  let jobs: JobQueue;

  beforeAll(async () => {
    handle = await createTestDatabase();
    jobs = createJobQueue({ db: handle.db, workers: false, log: { error: () => {}, warn: () => {} } });
    await jobs.start();
  }, slack(60_000));

  afterAll(async () => {
    await jobs?.stop();
    await handle?.close();
  });

  const draft = (toWaId: string): OutboundDraft => ({
    unitId: null,
    phoneNumberId: 'pacing-test',
    toWaId,
    recipientKind: 'COMPANY',
    purpose: 'LEAD_ALERT',
    kind: 'text',
    body: 'Alerta',
  });

  /** The rows' send times and their jobs' delays (start_after − created_on, in ms). */
  async function scheduled(ids: number[]) {
    const rows = await handle.db
      .select({ id: outboundMessages.id, notBefore: outboundMessages.notBefore })
      .from(outboundMessages)
      .where(inArray(outboundMessages.id, ids));
    const { rows: delays } = (await handle.db.execute(
      sql`select (data->>'outboundId')::int as id,
        round(extract(epoch from (start_after - created_on)) * 1000)::int as delay
        from pgboss.job where name = 'whatsapp-send' and (data->>'outboundId')::int in ${sql.raw(`(${ids.join(',')})`)}`,
    )) as unknown as { rows: { id: number; delay: number }[] };
    const delay = new Map(delays.map((d) => [Number(d.id), Number(d.delay)]));
    const notBefore = new Map(rows.map((r) => [r.id, r.notBefore!.getTime() - T.getTime()]));
    return ids.map((id) => ({ notBefore: notBefore.get(id), delay: delay.get(id) }));
  }

  it('spaces two alerts to one number by the pair interval while an alert to another goes at once', async () => {
    const ids = await handle.db.transaction((tx) =>
      queueOutbound(tx, jobs, [draft('5511900000001'), draft('5511900000001'), draft('5511900000002')], {
        now: T,
        intervalMs: 6000,
      }),
    );
    const [first, second, other] = await scheduled(ids);
    expect(first).toEqual({ notBefore: 0, delay: 0 });
    expect(other).toEqual({ notBefore: 0, delay: 0 });
    expect(second!.notBefore).toBe(6000);
    // pg-boss holds the second one's job for the interval (give or take the insert's own time).
    expect(second!.delay).toBeGreaterThanOrEqual(5900);
    expect(second!.delay).toBeLessThanOrEqual(6100);

    // A later batch, one second on: behind the number's last slot, not at once.
    const [third] = await handle.db.transaction((tx) =>
      queueOutbound(tx, jobs, [draft('5511900000001')], { now: at(1000), intervalMs: 6000 }),
    );
    expect((await scheduled([third!]))[0]!.notBefore).toBe(12_000);
  });

  it('without pacing leaves the send time empty and the job immediate', async () => {
    const [id] = await handle.db.transaction((tx) => queueOutbound(tx, jobs, [draft('5511900000003')]));
    const [row] = await handle.db.select().from(outboundMessages).where(eq(outboundMessages.id, id!));
    expect(row!.notBefore).toBeNull();
  });
});
