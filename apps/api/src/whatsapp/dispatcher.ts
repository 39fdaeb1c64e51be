import { and, eq, sql } from 'drizzle-orm';
import type { JobResult, JobWithMetadata } from 'pg-boss';
import type { Database } from '../db/client.ts';
import { outboundMessages, type OutboundMessageRow } from '../db/schema/outbound.ts';
import type { JobQueue, JobQueueLogger } from '../jobs/job-queue.ts';
import { counter } from '../lib/metrics.ts';
import type { SendResult, WhatsappGateway } from './gateway.ts';
import {
  applyStatusEvents,
  drainStatusBacklog,
  findManyOutbound,
  markManySent,
  queueTemplateFallback,
  rememberWaId,
  type OutboundFailureHook,
  type SendJobData,
} from './outbox.ts';

export type DispatcherDeps = {
  db: Database;
  jobs: JobQueue;
  gateway: WhatsappGateway;
  log: JobQueueLogger;
  now: () => Date;
  /** A message failed for good (refused send, or a raced `failed` status): the lead refund hook. */
  onFailedForGood?: OutboundFailureHook;
};

type Settlement = JobResult['status'];

/**
 * Outbound WhatsApp send attempts by outcome: `sent`, `retry` (a passing failure, tried again),
 * `dead` (given up: the dead letters), `fallback` (window closed: the alert goes again as the template).
 */
const outboundMessagesTotal = counter({
  name: 'tenho_outbound_messages_total',
  help: 'Outbound WhatsApp send attempts, by status (sent, retry, dead, fallback)',
  labelNames: ['status'] as const,
});

/**
 * The outbox's sender (`whatsapp-send` jobs). A job names an outbox row; a row that is no longer
 * QUEUED was sent already (a job delivered twice, or redriven after a success) and is left alone,
 * so each message goes out once. Passing failures are retried by pg-boss with back-off; the last
 * failed attempt, and failures retrying cannot fix, mark the row DEAD (ADMIN/MASTER may retry it).
 */
/** Sends of one batch in flight at once (the Graph API call is the slow part). */
const SEND_CONCURRENCY = 8;

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
    }
  });
  await Promise.all(workers);
  return results;
}

type Attempt = {
  job: JobWithMetadata<SendJobData>;
  row: OutboundMessageRow | null;
  result: SendResult | null;
  error: unknown;
};

export function createDispatcher({ db, jobs, gateway, log, now, onFailedForGood }: DispatcherDeps) {
  /** Every accepted message of a batch marked in one statement, then what the send answers taught us. */
  async function markSent(
    sent: { row: OutboundMessageRow; result: Extract<SendResult, { outcome: 'sent' }> }[],
  ) {
    if (sent.length === 0) return;
    const at = now();
    const afterCommit: (() => Promise<void>)[] = [];
    await db.transaction(async (tx) => {
      const updated = await markManySent(
        tx,
        sent.map(({ row, result }) => ({
          id: row.id,
          status: result.delivered ? 'DELIVERED' : 'SENT',
          wamid: result.wamid,
          waId: result.waId,
        })),
        at,
      );
      const learned = sent.filter(({ row, result }) => result.waId && result.waId !== row.toWaId);
      for (const { result } of learned) await rememberWaId(tx, result.waId!);
      // Status callbacks that raced the send answer (cloud mode; the simulator has none).
      const awaiting = sent.filter(({ result }) => !result.delivered).map(({ result }) => result.wamid);
      if (updated.length === 0 || awaiting.length === 0) return;
      const backlog = await drainStatusBacklog(tx, awaiting);
      afterCommit.push(...(await applyStatusEvents(tx, jobs, backlog, onFailedForGood)));
    });
    for (const task of afterCommit) await task();
  }

  async function markFailure(
    row: OutboundMessageRow,
    result: Exclude<SendResult, { outcome: 'sent' }>,
    status: 'QUEUED' | 'FAILED' | 'DEAD',
    tx: Database = db,
  ): Promise<OutboundMessageRow | undefined> {
    const at = now();
    const [updated] = await tx
      .update(outboundMessages)
      .set({
        status,
        attempts: sql`${outboundMessages.attempts} + 1`,
        errorCode: result.code,
        errorMessage: result.message,
        failedAt: status === 'QUEUED' ? null : at,
        updatedAt: at,
      })
      .where(and(eq(outboundMessages.id, row.id), eq(outboundMessages.status, 'QUEUED')))
      .returning();
    return updated;
  }

  /** What a failed send does to its row, and how its job is settled. */
  async function settleFailure(
    job: JobWithMetadata<SendJobData>,
    row: OutboundMessageRow,
    result: Exclude<SendResult, { outcome: 'sent' }>,
  ): Promise<Settlement> {
    switch (result.outcome) {
      case 'reengage': {
        // The window is closed: the alert goes again as the template (once); otherwise it is dead.
        const fellBack = await db.transaction(async (tx) => {
          const [failed] = await tx
            .update(outboundMessages)
            .set({
              status: 'FAILED',
              attempts: sql`${outboundMessages.attempts} + 1`,
              errorCode: result.code,
              errorMessage: result.message,
              failedAt: now(),
              updatedAt: now(),
            })
            .where(and(eq(outboundMessages.id, row.id), eq(outboundMessages.status, 'QUEUED')))
            .returning();
          return failed ? queueTemplateFallback(tx, jobs, failed) : true;
        });
        if (!fellBack)
          await db.update(outboundMessages).set({ status: 'DEAD' }).where(eq(outboundMessages.id, row.id));
        return 'completed';
      }
      case 'dead': {
        log.warn({ outboundId: row.id, code: result.code }, 'whatsapp message refused: not retried');
        // Marked dead and, for a contact the consumer can never receive, the lead refunded: together.
        const task = await db.transaction(async (tx) => {
          const dead = await markFailure(row, result, 'DEAD', tx);
          return dead && onFailedForGood ? onFailedForGood(tx, dead) : undefined;
        });
        if (task) await task();
        return 'deadletter';
      }
      case 'retry': {
        const lastAttempt = job.retryCount >= job.retryLimit;
        await markFailure(row, result, lastAttempt ? 'DEAD' : 'QUEUED');
        return 'failed';
      }
    }
  }

  /**
   * pg-boss batch handler (perJobResults): the rows are read at once, sent (a few at a time), the
   * accepted ones marked in one statement; each job is settled on its own.
   */
  async function handleBatch(batch: JobWithMetadata<SendJobData>[]): Promise<JobResult[]> {
    const rows = new Map(
      (
        await findManyOutbound(
          db,
          batch.map((job) => job.data.outboundId),
        )
      ).map((row) => [row.id, row]),
    );
    const attempts = await mapLimit(batch, SEND_CONCURRENCY, async (job): Promise<Attempt> => {
      const row = rows.get(job.data.outboundId) ?? null;
      // Sent already (a job delivered twice, or redriven after a success): nothing to do.
      if (!row || row.status !== 'QUEUED') return { job, row: null, result: null, error: null };
      try {
        const result = await gateway.send({
          phoneNumberId: row.phoneNumberId,
          to: row.toWaId,
          kind: row.kind,
          body: row.body,
          payload: row.payload,
        });
        return { job, row, result, error: null };
      } catch (error) {
        return { job, row, result: null, error };
      }
    });

    const settled = new Map<string, Settlement>();
    const sent = attempts.flatMap((a) =>
      a.row && a.result?.outcome === 'sent' ? [{ job: a.job, row: a.row, result: a.result }] : [],
    );
    try {
      await markSent(sent);
      for (const { job } of sent) settled.set(job.id, 'completed');
      if (sent.length) outboundMessagesTotal.inc({ status: 'sent' }, sent.length);
    } catch (error) {
      log.error({ err: error, count: sent.length }, 'could not record sent whatsapp messages');
      for (const { job } of sent) settled.set(job.id, 'failed');
    }
    for (const attempt of attempts) {
      if (settled.has(attempt.job.id)) continue;
      if (!attempt.row) {
        settled.set(attempt.job.id, 'completed');
        continue;
      }
      try {
        if (attempt.error || !attempt.result || attempt.result.outcome === 'sent') throw attempt.error;
        const settlement = await settleFailure(attempt.job, attempt.row, attempt.result);
        settled.set(attempt.job.id, settlement);
        const lastAttempt = attempt.job.retryCount >= attempt.job.retryLimit;
        outboundMessagesTotal.inc({
          status:
            attempt.result.outcome === 'reengage'
              ? 'fallback'
              : settlement === 'deadletter' || lastAttempt
                ? 'dead'
                : 'retry',
        });
      } catch (error) {
        log.error({ err: error, outboundId: attempt.row.id }, 'whatsapp send job failed');
        settled.set(attempt.job.id, 'failed');
        outboundMessagesTotal.inc({ status: 'retry' });
      }
    }
    return batch.map((job) => ({ id: job.id, status: settled.get(job.id) ?? 'failed' }));
  }

  return {
    handleBatch,
    /** One job (tests and redrives). */
    dispatch: async (job: JobWithMetadata<SendJobData>): Promise<Settlement> =>
      (await handleBatch([job]))[0]!.status,
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;
