import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createTestDatabase } from '../../test/database.ts';
import { passwordResets } from '../db/schema/password-resets.ts';
import { sessions } from '../db/schema/sessions.ts';
import { createUser } from '../../test/factories.ts';
import { cleanUpExpiredTokens } from './cleanup.ts';
import { BUSY_FOR_MS, createJobQueue, QUEUES, type JobQueue } from './job-queue.ts';
import { slack } from '../../test/timeouts.ts';

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

describe('the job queue (pg-boss)', () => {
  it('creates our queues with retries, back-off and dead letter queues (and again at the next start)', async () => {
    const send = await jobs.boss.getQueue(QUEUES.send);
    expect(send).toMatchObject({ retryLimit: 6, retryBackoff: true, deadLetter: QUEUES.sendDead });
    const inbound = await jobs.boss.getQueue(QUEUES.inbound);
    expect(inbound).toMatchObject({ retryBackoff: true, deadLetter: QUEUES.inboundDead });
    expect(await jobs.boss.getQueue(QUEUES.expireOffers)).toBeTruthy();
    const again = createJobQueue({ db: handle.db, workers: false, log: { error: () => {}, warn: () => {} } });
    await again.start();
    await again.stop();
  });

  it('enqueues inside a Drizzle transaction: a rollback drops the job', async () => {
    const data = { messageIds: [424242] };
    await expect(
      handle.db.transaction(async (tx) => {
        await jobs.enqueue(tx, QUEUES.inbound, [{ data }]);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await jobs.boss.findJobs(QUEUES.inbound, { data })).toHaveLength(0);
    await handle.db.transaction((tx) => jobs.enqueue(tx, QUEUES.inbound, [{ data }]));
    expect(await jobs.boss.findJobs(QUEUES.inbound, { data })).toHaveLength(1);
  });
});

describe('waking the inbound worker after a commit (issue 33: no request waits for a poll)', () => {
  const quiet = { error: () => {}, warn: () => {} };

  /** A worker on the inbound queue polling every 30 s: only a wake makes it fetch sooner. */
  async function slowWorker(queue: JobQueue, seen: (data: unknown) => void) {
    let idle!: () => void;
    const firstFetch = new Promise<void>((resolve) => (idle = resolve));
    const id = await queue.boss.work(
      QUEUES.inbound,
      { pollingIntervalSeconds: 30, batchSize: 10 },
      async (batch) => {
        for (const job of batch) seen(job.data);
      },
    );
    // Its first fetch runs at once (and may take jobs earlier tests left): wait until it is idle.
    setTimeout(idle, 1000);
    await firstFetch;
    return id;
  }

  async function handledWithin(queue: JobQueue, producer: JobQueue, ms: number) {
    const marker = randomBytes(6).toString('hex');
    let handled: number | null = null;
    const started = Date.now();
    const id = await slowWorker(queue, (data) => {
      if ((data as { marker?: string }).marker === marker) handled = Date.now();
    });
    try {
      const enqueuedAt = Date.now();
      await handle.db.transaction((tx) =>
        producer.enqueue(tx, QUEUES.inbound, [{ data: { marker, messageIds: [] } }]),
      );
      producer.wake(QUEUES.inbound);
      while (handled === null && Date.now() - started < ms + 2000)
        await new Promise((r) => setTimeout(r, 20));
      return handled === null ? Infinity : handled - enqueuedAt;
    } finally {
      await queue.boss.offWork(QUEUES.inbound, { id });
    }
  }

  it('wakes a worker of this process at once', async () => {
    const runner = createJobQueue({ db: handle.db, workers: true, log: quiet });
    await runner.start();
    try {
      const original = runner.boss.work.bind(runner.boss);
      // The worker is this process's own: registered as startWorkers registers it.
      runner.boss.work = (async (...args: Parameters<typeof original>) => {
        const id = await original(...args);
        runner.addLocalWorker(QUEUES.inbound, id);
        return id;
      }) as typeof original;
      expect(await handledWithin(runner, runner, 1500)).toBeLessThan(1500);
    } finally {
      await runner.stop();
    }
  });

  it('polls every busyPollMs while the worker finds work, and only then (a worker process)', async () => {
    const runner = createJobQueue({ db: handle.db, workers: true, log: quiet });
    const producer = createJobQueue({ db: handle.db, workers: false, log: quiet });
    await runner.start();
    await producer.start();
    try {
      const original = runner.boss.work.bind(runner.boss);
      runner.boss.work = (async (...args: Parameters<typeof original>) => {
        const id = await original(...args);
        runner.addLocalWorker(QUEUES.inbound, id, { busyPollMs: 50 });
        return id;
      }) as typeof original;
      // Quiet: the producer (another process) cannot wake it; its 30 s poll holds the job.
      runner.sawWork(QUEUES.inbound);
      await new Promise((r) => setTimeout(r, BUSY_FOR_MS + 100));
      expect(await handledWithin(runner, producer, 1000)).toBe(Infinity);
      // Under traffic: found work just now, so it looks again within 50 ms.
      runner.sawWork(QUEUES.inbound);
      expect(await handledWithin(runner, producer, 1000)).toBeLessThan(1000);
    } finally {
      await producer.stop();
      await runner.stop();
    }
  });
});

describe('WORKERS and WHATSAPP_* settings', () => {
  it('WORKERS=0 runs no background jobs in the process; anything else does', () => {
    expect(loadConfig({ WORKERS: '0' }).workers).toBe(false);
    expect(loadConfig({}).workers).toBe(true);
    expect(loadConfig({ WORKERS: '1' }).workers).toBe(true);
  });

  it('defaults to the simulator; cloud mode needs the token and the app secret', () => {
    expect(loadConfig({}).whatsapp).toMatchObject({
      mode: 'simulator',
      apiBase: 'https://graph.facebook.com',
    });
    expect(() => loadConfig({ WHATSAPP_MODE: 'cloud' })).toThrow(/WHATSAPP_TOKEN and WHATSAPP_APP_SECRET/);
    expect(
      loadConfig({
        WHATSAPP_MODE: 'cloud',
        WHATSAPP_TOKEN: 't',
        WHATSAPP_APP_SECRET: 's',
        WHATSAPP_API_BASE: 'http://127.0.0.1:9/',
      }).whatsapp,
    ).toMatchObject({ mode: 'cloud', apiBase: 'http://127.0.0.1:9', apiVersion: 'v23.0' });
    expect(() => loadConfig({ WHATSAPP_MODE: 'sms' })).toThrow(/WHATSAPP_MODE/);
  });
});

/** The ids of `rows` still in `table`, sorted. */
async function remaining(table: typeof sessions | typeof passwordResets, rows: { id: number }[]) {
  const left = await handle.db
    .select({ id: table.id })
    .from(table)
    .where(
      inArray(
        table.id,
        rows.map((r) => r.id),
      ),
    );
  return left.map((r) => r.id).sort();
}

describe('clean-up job (hourly, once across processes)', () => {
  it('deletes sessions expired or revoked over 30 days ago and reset tokens expired over a day ago', async () => {
    const user = await createUser(handle.db, { role: 'CLIENT' });
    const day = 24 * 3600 * 1000;
    const at = (offsetDays: number) => new Date(Date.now() + offsetDays * day);
    const token = () => randomBytes(16).toString('hex');
    const rows = await handle.db
      .insert(sessions)
      .values([
        { tokenHash: token(), userId: user.id, expiresAt: at(-40) },
        { tokenHash: token(), userId: user.id, expiresAt: at(5), revokedAt: at(-31) },
        { tokenHash: token(), userId: user.id, expiresAt: at(-2) },
        { tokenHash: token(), userId: user.id, expiresAt: at(5) },
      ])
      .returning({ id: sessions.id });
    const resets = await handle.db
      .insert(passwordResets)
      .values([
        { tokenHash: token(), userId: user.id, expiresAt: at(-2) },
        { tokenHash: token(), userId: user.id, expiresAt: at(0.02) },
      ])
      .returning({ id: passwordResets.id });

    const result = await cleanUpExpiredTokens(handle.db);
    expect(result).toEqual({ sessions: 2, passwordResets: 1 });
    expect(await remaining(sessions, rows)).toEqual([rows[2]!.id, rows[3]!.id].sort());
    expect(await remaining(passwordResets, resets)).toEqual([resets[1]!.id]);
  });

  it('is a queue of its own, created with the others', async () => {
    expect(await jobs.boss.getQueue(QUEUES.cleanup)).toBeTruthy();
    expect(await jobs.boss.getQueue(QUEUES.send)).toMatchObject({ heartbeatSeconds: 10 });
  });
});
