import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  outboundStatusOf,
  statusesBefore,
  type OutboundKind,
  type OutboundPayload,
  type OutboundPurpose,
  type OutboundStatus,
  type RecipientKind,
} from '@tenho/domain/whatsapp/outbound';
import { normalizeWaId } from '@tenho/domain/whatsapp/phone';
import type { Database } from '../db/client.ts';
import { whatsappContacts } from '../db/schema/messages.ts';
import { outboundMessages, whatsappStatusBacklog, type OutboundMessageRow } from '../db/schema/outbound.ts';
import { QUEUES, type JobQueue } from '../jobs/job-queue.ts';
import { WHATSAPP_ERRORS } from './gateway.ts';
import { lastScheduledSends, pacedSendTimes, type Pacing } from './pacing.ts';
import type { StatusEvent } from './webhook-payload.ts';

/** A message to write to someone, before it has an id. */
export type OutboundDraft = {
  unitId: number | null;
  phoneNumberId: string;
  toWaId: string;
  recipientKind: RecipientKind;
  companyId?: number | null;
  messageId?: number | null;
  offerId?: number | null;
  purpose: OutboundPurpose;
  kind: OutboundKind;
  body: string;
  payload?: OutboundPayload;
  fallbackFor?: number | null;
  /**
   * The send job's priority (pg-boss fetches higher first; default 0), for a lead alert (keyed by
   * its offer). Issue 33: a request's first lead alert goes before the second to fifth alerts of
   * requests routed earlier, so under load every request reaches one company first and the rest follow.
   */
  priority?: number;
};

export type SendJobData = { outboundId: number };

/**
 * Issue 31 point 1: the line the first message to a consumer number ends with (network name and
 * {PUBLIC_URL}/privacidade), set once at start by the WhatsApp plugin; null = no notice.
 */
let consumerNoticeLine: string | null = null;
export function setConsumerNoticeLine(line: string | null): void {
  consumerNoticeLine = line;
}

/** The consumers' first messages get the notice line; each number is recorded once (consumer_notices). */
async function withConsumerNotice(tx: Database, drafts: OutboundDraft[]): Promise<OutboundDraft[]> {
  const line = consumerNoticeLine;
  if (!line) return drafts;
  const numbers = [
    ...new Set(
      drafts
        .filter((d) => d.recipientKind === 'CONSUMER' && d.kind !== 'template')
        .map((d) => normalizeWaId(d.toWaId)),
    ),
  ];
  if (numbers.length === 0) return drafts;
  const result = (await tx.execute(sql`
    insert into consumer_notices (number) select n from jsonb_array_elements_text(${JSON.stringify(numbers)}::jsonb) as n
    on conflict (number) do nothing returning number`)) as unknown as { rows: { number: string }[] };
  const first = new Set(result.rows.map((r) => r.number));
  return drafts.map((d) => {
    const number = normalizeWaId(d.toWaId);
    if (d.recipientKind !== 'CONSUMER' || d.kind === 'template' || !first.delete(number)) return d;
    return { ...d, body: `${d.body}\n\n${line}` };
  });
}

/**
 * Writes the messages and their send jobs inside the caller's transaction (the outbox): a rollback
 * drops both, a commit makes both durable. Jobs of one recipient share a concurrency group, so one
 * person never has two of our messages in flight at once (WhatsApp's pair-rate limit).
 */
export async function queueOutbound(
  tx: Database,
  jobs: JobQueue,
  drafts: OutboundDraft[],
  /** Issue 33: space messages to one number by the pair interval (pacing.ts); absent = at once. */
  pacing?: Pacing | null,
): Promise<number[]> {
  if (drafts.length === 0) return [];
  drafts = await withConsumerNotice(tx, drafts);
  const paced = pacing && pacing.intervalMs > 0;
  const numbers = drafts.map((d) => normalizeWaId(d.toWaId));
  const sendTimes = paced
    ? pacedSendTimes(numbers, await lastScheduledSends(tx, numbers, pacing), pacing)
    : null;
  // One parameter for the whole batch: building a multi-row insert value by value costs far more
  // CPU than the database spends on it (a routing batch writes hundreds of rows).
  const rows = drafts.map((d, i) => ({
    unit_id: d.unitId,
    phone_number_id: d.phoneNumberId,
    to_wa_id: d.toWaId,
    to_number: numbers[i],
    recipient_kind: d.recipientKind,
    company_id: d.companyId ?? null,
    message_id: d.messageId ?? null,
    offer_id: d.offerId ?? null,
    purpose: d.purpose,
    kind: d.kind,
    body: d.body,
    payload: d.payload ?? {},
    fallback_for: d.fallbackFor ?? null,
    not_before: sendTimes ? sendTimes[i]!.toISOString() : null,
  }));
  const result = (await tx.execute(sql`
    insert into ${outboundMessages} (unit_id, phone_number_id, to_wa_id, to_number, recipient_kind, company_id,
      message_id, offer_id, purpose, kind, body, payload, fallback_for, not_before)
    select unit_id, phone_number_id, to_wa_id, to_number, recipient_kind, company_id,
      message_id, offer_id, purpose, kind, body, payload, fallback_for, not_before
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(unit_id int, phone_number_id text, to_wa_id text,
      to_number text, recipient_kind text, company_id int, message_id int, offer_id int, purpose text, kind text,
      body text, payload jsonb, fallback_for int, not_before timestamptz)
    on conflict (fallback_for) do nothing
    returning id, to_number, not_before, offer_id`)) as unknown as {
    rows: { id: number; to_number: string; not_before: string | Date | null; offer_id: number | null }[];
  };
  // A priority belongs to a lead alert, which its offer names (one alert per offer in a batch).
  const priorities = new Map(
    drafts.flatMap((d) => (d.priority && d.offerId ? [[d.offerId, d.priority] as const] : [])),
  );
  await jobs.enqueue(
    tx,
    QUEUES.send,
    result.rows.map((row) => ({
      data: { outboundId: row.id } satisfies SendJobData,
      group: { id: row.to_number },
      ...(row.offer_id !== null && priorities.has(row.offer_id)
        ? { priority: priorities.get(row.offer_id) }
        : {}),
      // pg-boss holds the job that long (the pair rate); other numbers' jobs go on meanwhile. A
      // delay in seconds, not a date: the database's clock and the app's may differ (tests).
      ...(row.not_before && paced && new Date(row.not_before).getTime() > pacing.now.getTime()
        ? { startAfter: (new Date(row.not_before).getTime() - pacing.now.getTime()) / 1000 }
        : {}),
    })),
  );
  return result.rows.map((row) => row.id);
}

export async function findManyOutbound(db: Database, ids: readonly number[]): Promise<OutboundMessageRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(outboundMessages)
    .where(inArray(outboundMessages.id, [...ids]));
}

/**
 * Records what WhatsApp accepted, in one statement: the message id it gave, the id it uses for the
 * recipient, SENT (or DELIVERED in the simulator). Only rows still QUEUED change.
 */
export async function markManySent(
  tx: Database,
  rows: { id: number; status: 'SENT' | 'DELIVERED'; wamid: string; waId: string | null }[],
  at: Date,
): Promise<{ id: number }[]> {
  if (rows.length === 0) return [];
  const result = (await tx.execute(sql`
    update ${outboundMessages} as o set
      status = v.status,
      wamid = v.wamid,
      to_wa_id = coalesce(v."waId", o.to_wa_id),
      attempts = o.attempts + 1,
      sent_at = ${at},
      delivered_at = case when v.status = 'DELIVERED' then ${at}::timestamptz else null end,
      error_code = null,
      error_message = null,
      updated_at = ${at}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id int, status text, wamid text, "waId" text)
    where o.id = v.id and o.status = 'QUEUED'
    returning o.id`)) as unknown as { rows: { id: number }[] };
  return result.rows;
}

const timestampColumn: Partial<Record<OutboundStatus, 'sentAt' | 'deliveredAt' | 'readAt' | 'failedAt'>> = {
  SENT: 'sentAt',
  DELIVERED: 'deliveredAt',
  READ: 'readAt',
  FAILED: 'failedAt',
};

/**
 * Applies one status callback: the delivery status only moves forward (sent < delivered < read;
 * failed is final). A callback for a message whose id we have not stored yet waits in the backlog.
 * Returns the updated row when the status changed.
 */
export async function applyStatusEvent(tx: Database, event: StatusEvent): Promise<OutboundMessageRow | null> {
  const next = outboundStatusOf(event.status);
  const column = timestampColumn[next];
  const [updated] = await tx
    .update(outboundMessages)
    .set({
      status: next,
      ...(column ? { [column]: event.occurredAt } : {}),
      ...(next === 'FAILED' ? { errorCode: event.errorCode, errorMessage: event.errorMessage } : {}),
      updatedAt: sql`now()`,
    })
    .where(
      and(eq(outboundMessages.wamid, event.wamid), inArray(outboundMessages.status, statusesBefore(next))),
    )
    .returning();
  if (updated) return updated;

  const [known] = await tx
    .select({ id: outboundMessages.id })
    .from(outboundMessages)
    .where(eq(outboundMessages.wamid, event.wamid));
  if (!known) {
    await tx
      .insert(whatsappStatusBacklog)
      .values({
        wamid: event.wamid,
        status: event.status,
        occurredAt: event.occurredAt,
        errorCode: event.errorCode,
        errorMessage: event.errorMessage,
      })
      .onConflictDoNothing();
  }
  return null;
}

/** After sends stored their ids: the callbacks that arrived first, furthest state last. */
export async function drainStatusBacklog(tx: Database, wamids: readonly string[]): Promise<StatusEvent[]> {
  if (wamids.length === 0) return [];
  const rows = await tx
    .delete(whatsappStatusBacklog)
    .where(inArray(whatsappStatusBacklog.wamid, [...wamids]))
    .returning();
  const order: OutboundStatus[] = ['SENT', 'DELIVERED', 'READ', 'FAILED'];
  return rows
    .map((row) => ({
      phoneNumberId: '',
      wamid: row.wamid,
      status: row.status as StatusEvent['status'],
      occurredAt: row.occurredAt,
      recipientWaId: null,
      errorCode: row.errorCode,
      errorMessage: row.errorMessage,
    }))
    .sort((a, b) => order.indexOf(outboundStatusOf(a.status)) - order.indexOf(outboundStatusOf(b.status)));
}

/**
 * Remembers the id WhatsApp uses for a number (from a send answer or a status) without touching
 * when the person last wrote to us.
 */
export async function rememberWaId(tx: Database, waId: string): Promise<void> {
  await tx
    .insert(whatsappContacts)
    .values({ number: normalizeWaId(waId), waId })
    .onConflictDoUpdate({
      target: whatsappContacts.number,
      set: { waId, updatedAt: sql`now()` },
      setWhere: sql`${whatsappContacts.waId} <> ${waId}`,
    });
}

/**
 * The re-engagement error (131047) says the company's 24-hour window is closed: the lead alert is
 * sent again, once, as the approved template with the same quick replies. Returns false when there
 * is nothing to fall back to (not an alert, already a template, no template configured).
 */
export async function queueTemplateFallback(
  tx: Database,
  jobs: JobQueue,
  original: OutboundMessageRow,
): Promise<boolean> {
  if (original.purpose !== 'LEAD_ALERT' || original.kind === 'template' || !original.payload.template)
    return false;
  const ids = await queueOutbound(tx, jobs, [
    {
      unitId: original.unitId,
      phoneNumberId: original.phoneNumberId,
      toWaId: original.toWaId,
      recipientKind: original.recipientKind,
      companyId: original.companyId,
      messageId: original.messageId,
      offerId: original.offerId,
      purpose: original.purpose,
      kind: 'template',
      body: original.body,
      payload: { template: original.payload.template },
      fallbackFor: original.id,
    },
  ]);
  return ids.length > 0;
}

/**
 * Called in the transaction that marked an outbound message FAILED or DEAD for good (a status
 * callback or a refused send). It may return work to run once that transaction committed.
 */
export type OutboundFailureHook = (
  tx: Database,
  row: OutboundMessageRow,
) => Promise<(() => Promise<void>) | void>;

/**
 * Applies status callbacks in order. A message FAILED by the closed 24-hour window is sent again as
 * the template; any other failure goes to `onFailedForGood`. Returns its work for after the commit.
 */
export async function applyStatusEvents(
  tx: Database,
  jobs: JobQueue,
  events: Iterable<StatusEvent>,
  onFailedForGood?: OutboundFailureHook,
): Promise<(() => Promise<void>)[]> {
  const afterCommit: (() => Promise<void>)[] = [];
  for (const event of events) {
    const changed = await applyStatusEvent(tx, event);
    if (changed?.status === 'FAILED' && changed.errorCode === WHATSAPP_ERRORS.reengagement) {
      await queueTemplateFallback(tx, jobs, changed);
    } else if (changed?.status === 'FAILED' && onFailedForGood) {
      const task = await onFailedForGood(tx, changed);
      if (task) afterCommit.push(task);
    }
  }
  return afterCommit;
}

/** Errors that say the recipient can never receive the message (not a passing problem). */
const UNDELIVERABLE_CODES = new Set<number>([WHATSAPP_ERRORS.undeliverable]);

/**
 * The company's contact, sent to the consumer after a TENHO, will never arrive: the consumer's
 * number cannot receive WhatsApp messages. The lead is worth nothing to the company.
 */
export function isUndeliverableContact(row: OutboundMessageRow): boolean {
  return (
    row.purpose === 'CONTACT_FOR_CONSUMER' &&
    row.offerId !== null &&
    (row.status === 'FAILED' || row.status === 'DEAD') &&
    row.errorCode !== null &&
    UNDELIVERABLE_CODES.has(row.errorCode)
  );
}
