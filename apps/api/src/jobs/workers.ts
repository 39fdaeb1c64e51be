import type { Job, JobWithMetadata } from 'pg-boss';
import type { Dispatcher } from '../whatsapp/dispatcher.ts';
import type { SendJobData } from '../whatsapp/outbox.ts';
import { cleanUpExpiredTokens, cleanUpIdempotencyKeys, compactMessageStats } from './cleanup.ts';
import { refreshReportSummaries } from './report-totals.ts';
import { counter } from '../lib/metrics.ts';
import { pruneMailOutbox } from '../lib/mailer.ts';
import {
  QUEUES,
  type InboundJobData,
  type JobQueue,
  type MediaJobData,
  type PayInChatJobData,
} from './job-queue.ts';

/** Job attempts that failed (retried later, or moved to the dead letter queue), by queue. */
const jobsFailed = counter({
  name: 'tenho_jobs_failed_total',
  help: 'Failed job attempts (retried or dead-lettered), by queue',
  labelNames: ['queue'] as const,
});

/** Counts the failed results of a per-job batch handler. */
async function countFailures<R extends { status: string }>(
  queue: string,
  results: Promise<R[]>,
): Promise<R[]> {
  const settled = await results;
  const failed = settled.filter((r) => r.status === 'failed' || r.status === 'deadletter').length;
  if (failed) jobsFailed.inc({ queue }, failed);
  return settled;
}

/** Counts a failing single-job handler (the error still reaches pg-boss, which retries). */
async function countFailure(queue: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    jobsFailed.inc({ queue });
    throw error;
  }
}

/**
 * Voice notes and photos: each job mostly waits on the Cloud API and the provider (0.5–30 s). One
 * worker taking batches made a note that arrived while a batch was out wait for the whole batch
 * (the voice bench's first alert p95 was provider time + 1.2 s): several workers, each with a small
 * batch, so a free one takes a new note as soon as NOTIFY wakes it.
 */
const MEDIA_BATCH = 4;
const MEDIA_WORKERS = 5;

/** A stored request waits at most this long for the inbound worker (its queue does not NOTIFY). */
const INBOUND_POLLING_SECONDS = 0.5;
/**
 * …and under traffic at most this long (the worker is woken this often while it keeps finding
 * requests). The webhook wakes its own process's worker after each commit; a worker process beside
 * API processes has only its poll, which made the half-second wait most of the national cluster's
 * request → first alert time (issue 33).
 */
export const INBOUND_BUSY_POLL_MS = 100;

/** Every minute; pg-boss runs a schedule once across all processes. */
export const EXPIRY_CRON = '* * * * *';
/** Hourly, at minute 17 (off the hour, when other jobs of the machine tend to run). */
export const CLEANUP_CRON = '17 * * * *';
/** Every minute: rating requests go out within a minute of being due. */
export const RATINGS_CRON = '* * * * *';

/**
 * Every minute: the report deltas (migration 0035) stay a minute's worth of changes, so a report
 * adds a few thousand rows at most to the totals it reads; a day that closed (or changed) is
 * summarised for Demanda não atendida within the minute.
 */
export const REPORTS_FOLD_CRON = '* * * * *';

/** Daily at 03:23 (a quiet hour), the privacy retention job (issue 31). */
export const PRIVACY_RETENTION_CRON = '23 3 * * *';

type JobResult = { id: string; status: 'completed' | 'failed' };

/** What the workers call: the kernel names the shape, modules/messages' WhatsApp plugin supplies it. */
export type WorkerDeps = {
  jobs: JobQueue;
  routing: { handleBatch(batch: { id: string; data: InboundJobData }[]): Promise<JobResult[]> };
  dispatcher: Dispatcher;
  offers: { expireDue(): Promise<number> };
  /** Consumer ratings: sends the rating requests that are due (modules/ratings). */
  ratings: { requestDue(): Promise<number> };
  /** The .eml outbox (no SMTP_URL) and how long its links live: older files are deleted hourly. */
  mailOutbox?: { directory: string; maxAgeMs: number } | null;
  /** Issue 31: scrubs the number off privacy answers sent to erased consumers (modules/privacy). */
  privacy?: { scrubSent(): Promise<number>; applyRetention(): Promise<unknown> };
  /** Issue 30: fetches and transcribes one voice note (modules/media). */
  media?: { handleJob(messageId: number): Promise<void> } | null;
  /** Issue 32: the Pix of a TENHO without balance, and applying it once paid (modules/pay-in-chat). */
  payInChat?: { handleJob(data: PayInChatJobData): Promise<void> } | null;
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

  const inboundWorker = await jobs.boss.work(
    QUEUES.inbound,
    {
      batchSize,
      localConcurrency,
      pollingIntervalSeconds: Math.min(pollingIntervalSeconds, INBOUND_POLLING_SECONDS),
      notifyPollingIntervalSeconds,
      perJobResults: true as const,
      burstWhenBatchFull: true,
    },
    (batch: Job<InboundJobData>[]) => {
      jobs.sawWork(QUEUES.inbound);
      return countFailures(QUEUES.inbound, routing.handleBatch(batch));
    },
  );
  // The webhook wakes it after each commit (jobs.wake): no wait for the next poll.
  jobs.addLocalWorker(QUEUES.inbound, inboundWorker, { busyPollMs: INBOUND_BUSY_POLL_MS });
  ids.push(inboundWorker);
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
      (batch: JobWithMetadata<SendJobData>[]) => countFailures(QUEUES.send, dispatcher.handleBatch(batch)),
    ),
  );
  ids.push(
    await jobs.boss.work(QUEUES.expireOffers, { pollingIntervalSeconds: 5 }, () =>
      countFailure(QUEUES.expireOffers, async () => {
        await offers.expireDue();
        // The same minute's tick sums the rows behind Central de Mensagens' cards.
        await compactMessageStats(jobs.db);
      }),
    ),
  );
  ids.push(
    await jobs.boss.work(QUEUES.cleanup, { pollingIntervalSeconds: 30 }, () =>
      countFailure(QUEUES.cleanup, async () => {
        await cleanUpExpiredTokens(jobs.db);
        await cleanUpIdempotencyKeys(jobs.db);
        if (deps.mailOutbox) await pruneMailOutbox(deps.mailOutbox.directory, deps.mailOutbox.maxAgeMs);
      }),
    ),
  );
  ids.push(
    await jobs.boss.work(QUEUES.requestRatings, { pollingIntervalSeconds: 5 }, () =>
      countFailure(QUEUES.requestRatings, async () => void (await ratings.requestDue())),
    ),
  );
  // pg-boss turns each schedule into one job per tick across every process (its cron monitor
  // sends with a singleton key), and one worker claims it: periodic work runs exactly once.
  const media = deps.media;
  if (media) {
    ids.push(
      await jobs.boss.work(
        QUEUES.media,
        {
          // Mostly waiting on the Cloud API and the provider: a batch runs side by side.
          batchSize: MEDIA_BATCH,
          localConcurrency: Math.max(localConcurrency, MEDIA_WORKERS),
          pollingIntervalSeconds,
          notifyPollingIntervalSeconds,
          perJobResults: true as const,
          burstWhenBatchFull: true,
        },
        (batch: Job<MediaJobData>[]) =>
          countFailures(
            QUEUES.media,
            Promise.all(
              batch.map((job) =>
                media.handleJob(job.data.messageId).then(
                  () => ({ id: job.id, status: 'completed' as const }),
                  () => ({ id: job.id, status: 'failed' as const }),
                ),
              ),
            ),
          ),
      ),
    );
  }
  const payInChat = deps.payInChat;
  if (payInChat) {
    ids.push(
      await jobs.boss.work(
        QUEUES.payInChat,
        { batchSize: 1, localConcurrency, pollingIntervalSeconds },
        ([job]: Job<PayInChatJobData>[]) =>
          countFailure(QUEUES.payInChat, () => payInChat.handleJob(job!.data)),
      ),
    );
  }
  await jobs.boss.schedule(QUEUES.expireOffers, EXPIRY_CRON, null, {});
  await jobs.boss.schedule(QUEUES.cleanup, CLEANUP_CRON, null, {});
  await jobs.boss.schedule(QUEUES.requestRatings, RATINGS_CRON, null, {});
  ids.push(
    await jobs.boss.work(QUEUES.reportsFold, { pollingIntervalSeconds: 5 }, () =>
      countFailure(QUEUES.reportsFold, async () => void (await refreshReportSummaries(jobs.db))),
    ),
  );
  await jobs.boss.schedule(QUEUES.reportsFold, REPORTS_FOLD_CRON, null, {});
  const privacy = deps.privacy;
  if (privacy) {
    ids.push(
      await jobs.boss.work(QUEUES.privacyScrub, { pollingIntervalSeconds: 5 }, () =>
        countFailure(QUEUES.privacyScrub, async () => void (await privacy.scrubSent())),
      ),
    );
    await jobs.boss.schedule(QUEUES.privacyScrub, RATINGS_CRON, null, {});
    ids.push(
      await jobs.boss.work(QUEUES.privacyRetention, { pollingIntervalSeconds: 60 }, () =>
        countFailure(QUEUES.privacyRetention, async () => void (await privacy.applyRetention())),
      ),
    );
    await jobs.boss.schedule(QUEUES.privacyRetention, PRIVACY_RETENTION_CRON, null, {});
  }
  return ids;
}
