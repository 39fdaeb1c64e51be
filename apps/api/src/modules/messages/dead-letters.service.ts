import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  MESSAGES_MSG,
  type DeadLetter,
  type DeadLetterListQuery,
  type DeadLetterListResponse,
} from '@tenho/domain/messages/messages.schemas';
import type { OutboundStatus } from '@tenho/domain/whatsapp/outbound';
import type { Database } from '../../db/client.ts';
import { outboundMessages } from '../../db/schema/outbound.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { users } from '../../db/schema/users.ts';
import { QUEUES, type JobQueue } from '../../jobs/job-queue.ts';
import { insertAuditEntry } from '../../lib/audit-trail.ts';
import type { Actor } from '../../plugins/authorization.ts';
import { companyNameSql } from '../../db/company-sql.ts';
import { DEAD_LETTER_ERRORS } from './messages.errors.ts';

/** ADMIN: its unit's messages; MASTER: all (others never reach here: `inbound.*` guards). */
function scope(actor: Actor): SQL {
  if (actor.role === 'MASTER') return sql`true`;
  return actor.unit_id === null ? sql`false` : eq(outboundMessages.unitId, actor.unit_id);
}

export type DeadLettersServiceDeps = { db: Database; jobs: JobQueue | null };

/**
 * Outbound messages WhatsApp would not take (retries ran out, or an error retrying cannot fix),
 * shown to ADMIN/MASTER. "Tentar novamente" puts one back in the outbox: its dead letter job is
 * redriven to the send queue (or a new send job is queued when there is none).
 */
export function createDeadLettersService({ db, jobs }: DeadLettersServiceDeps) {
  async function list(actor: Actor, query: DeadLetterListQuery): Promise<DeadLetterListResponse> {
    const where = and(eq(outboundMessages.status, 'DEAD'), scope(actor));
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: outboundMessages.id,
          unitId: outboundMessages.unitId,
          purpose: outboundMessages.purpose,
          recipient: outboundMessages.recipientKind,
          to: outboundMessages.toWaId,
          companyName: sql<
            string | null
          >`case when ${outboundMessages.companyId} is null then null else ${companyNameSql} end`,
          messageId: outboundMessages.messageId,
          body: outboundMessages.body,
          attempts: outboundMessages.attempts,
          errorCode: outboundMessages.errorCode,
          error: outboundMessages.errorMessage,
          failedAt: outboundMessages.failedAt,
        })
        .from(outboundMessages)
        .leftJoin(users, eq(users.id, outboundMessages.companyId))
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(where)
        .orderBy(desc(outboundMessages.updatedAt), desc(outboundMessages.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db.select({ n: count() }).from(outboundMessages).where(where),
    ]);
    const items: DeadLetter[] = rows.map((row) => ({
      id: row.id,
      unit_id: row.unitId,
      purpose: row.purpose,
      recipient: row.recipient,
      to: row.to,
      company_name: row.companyName,
      message_id: row.messageId,
      body: row.body,
      attempts: row.attempts,
      error_code: row.errorCode,
      error: row.error,
      failed_at: row.failedAt ? row.failedAt.toISOString() : null,
    }));
    return { items, total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
  }

  async function retry(
    actor: Actor,
    id: number,
    ip: string | null = null,
  ): Promise<{ id: number; status: OutboundStatus; message: string }> {
    if (!jobs) throw DEAD_LETTER_ERRORS.unavailable();
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(outboundMessages)
        .set({ status: 'QUEUED', errorCode: null, errorMessage: null, failedAt: null, updatedAt: sql`now()` })
        .where(and(eq(outboundMessages.id, id), eq(outboundMessages.status, 'DEAD'), scope(actor)))
        .returning({ id: outboundMessages.id, toNumber: outboundMessages.toNumber });
      if (!row) throw DEAD_LETTER_ERRORS.notFound();
      const dead = await jobs.boss.findJobs(QUEUES.sendDead, {
        data: { outboundId: id },
        queued: true,
        db: jobs.inTransaction(tx),
      });
      if (dead.length > 0) {
        await jobs.boss.redrive(QUEUES.sendDead, {
          ids: dead.map((job) => job.id),
          db: jobs.inTransaction(tx),
        });
      } else {
        await jobs.enqueue(tx, QUEUES.send, [{ data: { outboundId: id }, group: { id: row.toNumber } }]);
      }
      await insertAuditEntry(tx, {
        actorId: actor.id,
        action: 'whatsapp.dead_letter_retry',
        entity: 'outbound_message',
        entityId: id,
        ip,
      });
    });
    return { id, status: 'QUEUED', message: MESSAGES_MSG.deadLetterRetried };
  }

  return { list, retry };
}

export type DeadLettersService = ReturnType<typeof createDeadLettersService>;
