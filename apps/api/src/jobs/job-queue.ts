import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import {
  fromDrizzle,
  fromPglite,
  PgBoss,
  type ConstructorOptions,
  type Db,
  type DrizzleTransactionLike,
  type JobInsert,
  type Queue,
} from 'pg-boss';
import type { Database } from '../db/client.ts';
import { gauge } from '../lib/metrics.ts';

/**
 * pg-boss is our job queue (architecture §5.11): the WhatsApp outbox, inbound processing, the offer
 * expiry schedule, retries and dead letters. Its tables live in the `pgboss` schema, which pg-boss
 * creates and migrates itself on start (drizzle-kit never sees it).
 */

/** The payload of an inbound job: stored message ids (modules/messages enqueues and routes them). */
export type InboundJobData = { messageIds: number[] };

export const QUEUES = {
  /** One job per stored inbound message: categorise and route it, or apply a company's answer. */
  inbound: 'whatsapp-inbound',
  inboundDead: 'whatsapp-inbound-dead',
  /** One job per outbound message (the outbox). */
  send: 'whatsapp-send',
  /** Outbound messages we gave up on: listed to ADMIN/MASTER, who may redrive them. */
  sendDead: 'whatsapp-send-dead',
  /** The offer-expiry sweeper (and the sum of the message cards' changes), every minute, once across processes. */
  expireOffers: 'offers-expire',
  /** Asks consumers to rate the companies that served them, scheduled every minute (once across processes). */
  requestRatings: 'ratings-request',
  /** Deletes long-expired sessions and password-reset tokens, scheduled hourly (once across processes). */
  cleanup: 'maintenance-cleanup',
  /** Reads pending Pix charges back from the PSPs (issue 23), every PIX_RECONCILE_SECONDS, once across processes. */
  pixReconcile: 'pix-reconcile',
  /** Issue 31: the privacy answers already sent to erased consumers lose their number, every minute. */
  privacyScrub: 'privacy-scrub',
  /** Issue 31: the daily retention job (old consumer data anonymised, old audit entries deleted). */
  privacyRetention: 'privacy-retention',
  /** Issue 30: fetch a voice note from the Cloud API, store and transcribe it (one job per message). */
  media: 'whatsapp-media',
  /** Issue 32: the Pix sent after a TENHO without balance, and the TENHOs a confirmed top-up pays. */
  payInChat: 'pay-in-chat',
  /** Issue 33: folds the report deltas into their summaries and summarises closed days (migration 0035), every minute, once across processes. */
  reportsFold: 'reports-fold',
} as const;
/**
 * The payload of a pay-in-chat job: make and send the Pix of a waiting TENHO (`requestId`), or
 * apply the TENHOs waiting for a top-up that was just confirmed (`topUpId`).
 */
export type PayInChatJobData = { requestId: number } | { topUpId: number };
/** The payload of a media job: the stored inbound message whose audio is fetched and transcribed. */
export type MediaJobData = { messageId: number };
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/**
 * A worker refreshes its claimed jobs every HEARTBEAT_SECONDS/2; a process that dies (kill -9, a
 * crashed machine) stops doing so and the supervisor of any live process hands its jobs back within
 * HEARTBEAT_SECONDS + SUPERVISE_SECONDS, instead of waiting for expireInSeconds.
 */
export const HEARTBEAT_SECONDS = 10;
/** How often expired or silent jobs are looked for (once per interval across all processes). */
export const SUPERVISE_SECONDS = 10;

/** Retries: exponential back-off from `retryDelay` seconds, capped; then the dead letter queue. */
export const QUEUE_OPTIONS: Record<QueueName, Omit<Queue, 'name'>> = {
  [QUEUES.inboundDead]: { retentionSeconds: 30 * 24 * 3600 },
  [QUEUES.sendDead]: { retentionSeconds: 30 * 24 * 3600 },
  [QUEUES.inbound]: {
    retryLimit: 5,
    retryDelay: 2,
    retryBackoff: true,
    retryDelayMax: 300,
    expireInSeconds: 120,
    heartbeatSeconds: HEARTBEAT_SECONDS,
    deadLetter: QUEUES.inboundDead,
    // No NOTIFY on the webhook's hot path (PostgreSQL serialises the commits of notifying
    // transactions): the ingest wakes the worker after its commit instead (`wake`), and the worker
    // polls every half second as a backstop and bursts while there is work.
    notify: false,
  },
  [QUEUES.send]: {
    retryLimit: 6,
    retryDelay: 5,
    retryBackoff: true,
    retryDelayMax: 900,
    expireInSeconds: 60,
    heartbeatSeconds: HEARTBEAT_SECONDS,
    deadLetter: QUEUES.sendDead,
    notify: true,
  },
  [QUEUES.expireOffers]: { retryLimit: 1, expireInSeconds: 300 },
  [QUEUES.cleanup]: { retryLimit: 1, expireInSeconds: 600 },
  [QUEUES.requestRatings]: { retryLimit: 1, expireInSeconds: 300 },
  [QUEUES.pixReconcile]: { retryLimit: 0, expireInSeconds: 600 },
  [QUEUES.privacyScrub]: { retryLimit: 1, expireInSeconds: 300 },
  [QUEUES.privacyRetention]: { retryLimit: 1, expireInSeconds: 1800 },
  [QUEUES.reportsFold]: { retryLimit: 1, expireInSeconds: 300 },
  // The job retries its own calls (3 tries with back-off); these retries cover a crashed process.
  // Enqueued by the inbound worker, never on the webhook's hot path: NOTIFY wakes the media worker
  // at once (a voice note's alert waits for its transcript).
  [QUEUES.media]: { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 300, notify: true },
  // A PSP call or a locked row may fail once; the work is idempotent, so it is simply run again.
  [QUEUES.payInChat]: {
    retryLimit: 6,
    retryDelay: 2,
    retryBackoff: true,
    retryDelayMax: 300,
    expireInSeconds: 120,
    notify: true,
  },
};

/** Dead letter queues first: a queue naming one needs it to exist. */
const CREATION_ORDER: QueueName[] = [
  QUEUES.inboundDead,
  QUEUES.sendDead,
  QUEUES.inbound,
  QUEUES.send,
  QUEUES.expireOffers,
  QUEUES.cleanup,
  QUEUES.requestRatings,
  QUEUES.pixReconcile,
  QUEUES.privacyScrub,
  QUEUES.privacyRetention,
  QUEUES.media,
  QUEUES.payInChat,
  QUEUES.reportsFold,
];

export type JobQueueLogger = {
  error: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
};

export type JobQueueOptions = {
  db: Database;
  /** True in processes that run workers and maintenance (WORKERS≠0). */
  workers: boolean;
  log: JobQueueLogger;
  /** Overrides of the inbound and send queues' retry policy (tests). */
  retry?: Pick<Queue, 'retryLimit' | 'retryDelay' | 'retryDelayMax'>;
};

export type JobQueue = {
  readonly boss: PgBoss;
  /** The app's database (the maintenance jobs write to it). */
  readonly db: Database;
  readonly workers: boolean;
  /** Installs or migrates pg-boss's schema and creates our queues (idempotent). */
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Adds jobs inside the caller's Drizzle transaction: they exist if and only if it commits.
   */
  enqueue(tx: Database, queue: QueueName, jobs: JobInsert[]): Promise<void>;
  /** The same transaction as pg-boss sees it, for its other calls (redrive, schedule). */
  inTransaction(tx: Database): Db;
  /**
   * After a commit that added jobs to a queue without NOTIFY (the inbound queue: see its options),
   * wakes this process's workers of it now instead of at their next poll. Another process's workers
   * are left to their poll: waking them after every commit (one NOTIFY on pg-boss's channel per
   * 20 ms, tried on 29/11) made the national cluster's routing batches small, and its request → first
   * alert p95 went from 1259 to 1410 ms.
   */
  wake(queue: QueueName): void;
  /**
   * A worker of this process (startWorkers), woken by `wake`. With `busyPollMs`, while the worker
   * keeps finding work (`sawWork` within the last BUSY_FOR_MS) it is also woken every `busyPollMs`:
   * a process the webhook cannot wake (a worker process beside API processes) looks for new requests
   * that often under traffic instead of every half second, and goes back to its poll when it is quiet.
   */
  addLocalWorker(queue: QueueName, workerId: string, options?: { busyPollMs?: number }): void;
  /** The worker of `queue` was handed jobs just now (keeps its busy poll on). */
  sawWork(queue: QueueName): void;
};

/** How long after its last batch a worker with a busy poll keeps it. */
export const BUSY_FOR_MS = 2000;

/** Dead letter queues and the queue each one collects from. */
const DEAD_LETTER_OF: Partial<Record<QueueName, QueueName>> = {
  [QUEUES.inboundDead]: QUEUES.inbound,
  [QUEUES.sendDead]: QUEUES.send,
};

/** The started queues of this process; the gauges read the first (they all share one database). */
const startedQueues = new Set<PgBoss>();
const STATS_TIMEOUT_MS = 2000;

/**
 * Read at scrape time from pg-boss's queue table, whose counts its monitor refreshes every
 * SUPERVISE_SECONDS in any process running workers.
 */
async function readQueueStats(): Promise<Awaited<ReturnType<PgBoss['getQueues']>> | null> {
  const boss = startedQueues.values().next().value;
  if (!boss) return null;
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      boss.getQueues(Object.values(QUEUES)),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), STATS_TIMEOUT_MS);
      }),
    ]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A gauge of the queued jobs per queue, read from pg-boss at each scrape; `labelOf` names the series
 * a queue's count goes to (none: not counted). A failed read keeps the last values.
 */
function queueGauge(name: string, help: string, labelOf: (queue: QueueName) => string | undefined) {
  gauge({
    name,
    help,
    labelNames: ['queue'] as const,
    async collect() {
      const stats = await readQueueStats();
      if (!stats) return;
      this.reset();
      for (const queue of stats) {
        const label = labelOf(queue.name as QueueName);
        if (label) this.set({ queue: label }, queue.queuedCount);
      }
    },
  });
}

queueGauge(
  'tenho_job_queue_depth',
  'Jobs waiting in a queue (queued, including deferred retries), by queue',
  (queue) => (DEAD_LETTER_OF[queue] ? undefined : queue),
);

queueGauge(
  'tenho_dead_letters',
  'Jobs in the dead letter queue of a queue (given up after the last retry), by queue',
  (queue) => DEAD_LETTER_OF[queue],
);

/** pg-boss on the database the app uses: PGlite in-process, or its own small pool on PostgreSQL. */
function backendOptions(db: Database): Pick<
  ConstructorOptions,
  'backend' | 'db' | 'connectionString' | 'max'
> & {
  listen: boolean;
} {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) return { backend: 'pglite', db: fromPglite(client), listen: true };
  if (client instanceof pg.Pool) {
    const connectionString = (client as pg.Pool & { options: pg.PoolConfig }).options.connectionString;
    if (!connectionString) throw new Error('pg-boss needs the PostgreSQL connection string');
    return { connectionString, max: 4, listen: true };
  }
  throw new Error('Unsupported database client for the job queue');
}

/** A Drizzle transaction as pg-boss's `db` option: what pg-boss writes commits or rolls back with it. */
function asPgBossDb(tx: Database): Db {
  return fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);
}

export function createJobQueue({ db, workers, log, retry }: JobQueueOptions): JobQueue {
  const { listen, ...backend } = backendOptions(db);
  const boss = new PgBoss({
    ...backend,
    schema: 'pgboss',
    application_name: 'tenho-jobs',
    supervise: workers,
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    monitorIntervalSeconds: SUPERVISE_SECONDS,
    schedule: workers,
    useListenNotify: listen && workers,
    registerInstance: false,
    openTelemetry: { enabled: false },
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));

  let started = false;
  const localWorkers = new Map<QueueName, string[]>();
  const lastWork = new Map<QueueName, number>();
  const busyPolls = new Set<NodeJS.Timeout>();

  return {
    boss,
    db,
    workers,
    async start() {
      if (started) return;
      await boss.start();
      for (const name of CREATION_ORDER) {
        const options =
          retry && (name === QUEUES.inbound || name === QUEUES.send)
            ? { ...QUEUE_OPTIONS[name], ...retry }
            : QUEUE_OPTIONS[name];
        if (await boss.getQueue(name)) await boss.updateQueue(name, options);
        else await boss.createQueue(name, options);
      }
      started = true;
      startedQueues.add(boss);
    },
    async stop() {
      for (const timer of busyPolls) clearInterval(timer);
      busyPolls.clear();
      if (!started) return;
      started = false;
      startedQueues.delete(boss);
      await boss.stop({ graceful: true, timeout: 4_000 });
    },
    async enqueue(tx, queue, jobs) {
      if (jobs.length === 0) return;
      await boss.insert(queue, jobs, { db: asPgBossDb(tx) });
    },
    inTransaction: asPgBossDb,
    addLocalWorker(queue, workerId, options = {}) {
      localWorkers.set(queue, [...(localWorkers.get(queue) ?? []), workerId]);
      if (options.busyPollMs) {
        const timer = setInterval(() => {
          if (Date.now() - (lastWork.get(queue) ?? 0) < BUSY_FOR_MS) boss.notifyWorker(workerId);
        }, options.busyPollMs);
        timer.unref();
        busyPolls.add(timer);
      }
    },
    sawWork(queue) {
      lastWork.set(queue, Date.now());
    },
    wake(queue) {
      for (const id of localWorkers.get(queue) ?? []) boss.notifyWorker(id);
    },
  };
}
