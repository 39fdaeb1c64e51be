import type { Job, JobWithMetadata } from 'pg-boss';
import type { InboundJobData } from '../modules/messages/ingest.service.ts';
import type { RoutingService } from '../modules/messages/routing.service.ts';
import type { OffersService } from '../modules/offers/offers.service.ts';
import type { RatingsService } from '../modules/ratings/ratings.service.ts';
import type { Dispatcher } from '../whatsapp/dispatcher.ts';
import type { SendJobData } from '../whatsapp/outbox.ts';
import { cleanUpExpiredTokens } from './cleanup.ts';
import { QUEUES, type JobQueue } from './job-queue.ts';

/** A stored request waits at most this long for the inbound worker (its queue does not NOTIFY). */
const INBOUND_POLLING_SECONDS = 0.5;

/** Every minute; pg-boss runs a schedule once across all processes. */
export const EXPIRY_CRON = '* * * * *';
/** Hourly, at minute 17 (off the hour, when other jobs of the machine tend to run). */
export const CLEANUP_CRON = '17 * * * *';
/** Every minute: rating requests go out within a minute of being due. */
export const RATINGS_CRON = '* * * * *';

export type WorkerDeps = {
  jobs: JobQueue;
  routing: RoutingService;
  dispatcher: Dispatcher;
  offers: OffersService;
  ratings: RatingsService;
};

export type WorkerTuning = {
  /** Jobs fetched at once per worker, and workers per queue in this process. */
  batchSize?: number;
  concurrency?: number;
  pollingIntervalSeconds?: number;
};

/**
 * Starts this process's workers (main.ts, unless WORKERS=0; loop tests). Several processes may
 * run them: pg-boss claims each job with FOR UPDATE SKIP LOCKED.
 */
export async function startWorkers(deps: WorkerDeps, tuning: WorkerTuning = {}): Promise<string[]> {
  const { jobs, routing, dispatcher, offers, ratings } = deps;
  // One worker per queue and process, taking up to 50 jobs: while it works, new jobs pile up and the
  // next fetch takes them together (a batch costs about as many queries as a single message).
  const batchSize = tuning.batchSize ?? 50;
  const localConcurrency = tuning.concurrency ?? 1;
  const pollingIntervalSeconds = tuning.pollingIntervalSeconds ?? 1;
  // NOTIFY wakes a worker when a job is created, not when a recipient's previous message finishes:
  // with one message in flight per recipient, a short poll keeps a recipient's queue moving.
  const notifyPollingIntervalSeconds = pollingIntervalSeconds;
  const ids: string[] = [];

  ids.push(
    await jobs.boss.work(
      QUEUES.inbound,
      {
        batchSize,
        localConcurrency,
        pollingIntervalSeconds: Math.min(pollingIntervalSeconds, INBOUND_POLLING_SECONDS),
        notifyPollingIntervalSeconds,
        perJobResults: true as const,
        burstWhenBatchFull: true,
      },
      (batch: Job<InboundJobData>[]) => routing.handleBatch(batch),
    ),
  );
  ids.push(
    await jobs.boss.work(
      QUEUES.send,
      {
        batchSize,
        localConcurrency,
        pollingIntervalSeconds,
        notifyPollingIntervalSeconds,
        // One message in flight per recipient across every process (WhatsApp's pair rate).
        groupConcurrency: 1,
        perJobResults: true as const,
        includeMetadata: true as const,
        burstWhenBatchFull: true,
      },
      (batch: JobWithMetadata<SendJobData>[]) => dispatcher.handleBatch(batch),
    ),
  );
  ids.push(
    await jobs.boss.work(QUEUES.expireOffers, { pollingIntervalSeconds: 5 }, async () => {
      await offers.expireDue();
    }),
  );
  ids.push(
    await jobs.boss.work(QUEUES.cleanup, { pollingIntervalSeconds: 30 }, async () => {
      await cleanUpExpiredTokens(jobs.db);
    }),
  );
  ids.push(
    await jobs.boss.work(QUEUES.requestRatings, { pollingIntervalSeconds: 5 }, async () => {
      await ratings.requestDue();
    }),
  );
  // pg-boss turns each schedule into one job per tick across every process (its cron monitor
  // sends with a singleton key), and one worker claims it: periodic work runs exactly once.
  await jobs.boss.schedule(QUEUES.expireOffers, EXPIRY_CRON, null, {});
  await jobs.boss.schedule(QUEUES.cleanup, CLEANUP_CRON, null, {});
  await jobs.boss.schedule(QUEUES.requestRatings, RATINGS_CRON, null, {});
  return ids;
}
