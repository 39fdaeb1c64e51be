import { sql } from 'drizzle-orm';
import { normalizeWaId } from '@tenho/domain/whatsapp/phone';
import type { Database } from '../../db/client.ts';
import { inboundMessages } from '../../db/schema/messages.ts';
import { QUEUES, type InboundJobData, type JobQueue } from '../../jobs/job-queue.ts';
import { applyStatusEvents, type OutboundFailureHook } from '../../whatsapp/outbox.ts';
import type { ParsedWebhook } from '../../whatsapp/webhook-payload.ts';
import { counter } from '../../lib/metrics.ts';

/** One job per delivery: the messages it brought (processed together, each at most once). */

/** A large delivery becomes several jobs, so one job's work stays bounded. */
const MESSAGES_PER_JOB = 50;

export type IngestResult = { stored: number; duplicates: number; statuses: number };

export type IngestServiceDeps = {
  db: Database;
  jobs: JobQueue;
  /** A status callback said a message failed for good (the lead refund of an undeliverable contact). */
  onFailedForGood?: OutboundFailureHook;
};

/**
 * The webhook's durable part, in one transaction: new messages are stored (a WhatsApp message id
 * seen before is skipped, so a redelivery is stored and processed once) with one processing job
 * for them, and status callbacks move our outbound messages forward. Nothing slow happens here:
 * the categoriser, the routing and even the senders' contact rows are the job's work, after the 200.
 */
/** WhatsApp messages received by the webhook: `stored` (new) or `duplicate` (a redelivery). */
const webhookMessages = counter({
  name: 'tenho_webhook_messages_total',
  help: 'WhatsApp messages received through the webhook, by outcome (stored or duplicate)',
  labelNames: ['outcome'] as const,
});

export function createIngestService({ db, jobs, onFailedForGood }: IngestServiceDeps) {
  async function ingest(parsed: ParsedWebhook): Promise<IngestResult> {
    const afterCommit: (() => Promise<void>)[] = [];
    const result = await store(parsed, afterCommit);
    // The inbound queue sends no NOTIFY inside this transaction (job-queue.ts): this process's own
    // worker is woken after the commit instead, so a request waits for no poll (embedded loop at
    // 100 requests/s: request → first alert p95 ~600 → 99 ms, bench cluster, 29/11).
    if (result.stored) jobs.wake(QUEUES.inbound);
    for (const task of afterCommit) await task();
    return result;
  }

  async function store(parsed: ParsedWebhook, afterCommit: (() => Promise<void>)[]): Promise<IngestResult> {
    // A batch may repeat a message: the first copy wins.
    const unique = [...new Map(parsed.messages.map((m) => [m.wamid, m])).values()];
    if (unique.length === 0 && parsed.statuses.length === 0) return { stored: 0, duplicates: 0, statuses: 0 };

    const result = await db.transaction(async (tx) => {
      let stored: { id: number }[] = [];
      if (unique.length > 0) {
        // One JSON parameter for the whole delivery: the cheapest statement to build on the ack path.
        const rows = unique.map((m) => ({
          wamid: m.wamid,
          phone_number_id: m.phoneNumberId,
          from_wa_id: m.fromWaId,
          from_number: normalizeWaId(m.fromWaId),
          sender_name: m.senderName,
          type: m.type,
          content: m.content,
          reply_id: m.replyId,
          context_wamid: m.contextWamid,
          sent_at: m.sentAt.toISOString(),
          raw: m.raw,
        }));
        const result = (await tx.execute(sql`
          insert into ${inboundMessages} (wamid, phone_number_id, from_wa_id, from_number, sender_name, type, content,
            reply_id, context_wamid, sent_at, raw)
          select wamid, phone_number_id, from_wa_id, from_number, sender_name, type, content,
            reply_id, context_wamid, sent_at, raw
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(wamid text, phone_number_id text,
            from_wa_id text, from_number text, sender_name text, type text, content text, reply_id text,
            context_wamid text, sent_at timestamptz, raw jsonb)
          on conflict (wamid) do nothing
          returning id`)) as unknown as { rows: { id: number }[] };
        stored = result.rows;

        const ids = stored.map((row) => row.id);
        const chunks: InboundJobData[] = [];
        for (let i = 0; i < ids.length; i += MESSAGES_PER_JOB)
          chunks.push({ messageIds: ids.slice(i, i + MESSAGES_PER_JOB) });
        await jobs.enqueue(
          tx,
          QUEUES.inbound,
          chunks.map((data) => ({ data })),
        );
      }

      afterCommit.push(...(await applyStatusEvents(tx, jobs, parsed.statuses, onFailedForGood)));

      return {
        stored: stored.length,
        duplicates: unique.length - stored.length,
        statuses: parsed.statuses.length,
      };
    });
    // Counted once committed: a rolled-back delivery is retried by Meta and counted then.
    if (result.stored) webhookMessages.inc({ outcome: 'stored' }, result.stored);
    if (result.duplicates) webhookMessages.inc({ outcome: 'duplicate' }, result.duplicates);
    return result;
  }

  return { ingest };
}

export type IngestService = ReturnType<typeof createIngestService>;
