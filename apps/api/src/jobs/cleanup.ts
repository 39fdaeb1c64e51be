import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * Expired or revoked sessions and password-reset tokens are useless after a while (a session is
 * refused once expired or revoked; a reset token once used or expired) but they pile up. They are
 * kept for `keepDays` so "Segurança" and the audit of recent events can still name them.
 */
export async function cleanUpExpiredTokens(
  db: Database,
  keepDays = 30,
): Promise<{ sessions: number; passwordResets: number }> {
  const cutoff = sql`now() - make_interval(days => ${keepDays})`;
  const sessions = await db.execute(
    sql`delete from sessions where expires_at < ${cutoff} or revoked_at < ${cutoff}`,
  );
  const passwordResets = await db.execute(
    sql`delete from password_resets where expires_at < now() - interval '1 day'`,
  );
  return { sessions: affected(sessions), passwordResets: affected(passwordResets) };
}

/**
 * Answers kept for `Idempotency-Key` replays (plugins/idempotency.ts) live 24 h; older ones are
 * never replayed again and are deleted here.
 */
export async function cleanUpIdempotencyKeys(db: Database, keepHours = 24): Promise<number> {
  const result = await db.execute(
    sql`delete from idempotency_keys where created_at < now() - make_interval(hours => ${keepHours})`,
  );
  return affected(result);
}

/**
 * The rows of changes behind Central de Mensagens' cards (message_stat_deltas, migration 0034)
 * replaced by one row per unit with their sums, in one statement: a card reads a few hundred rows
 * instead of every change since the start. Concurrent writers only insert (never blocked); a
 * second run at the same time waits for the rows this one deletes and then skips them.
 */
export async function compactMessageStats(db: Database): Promise<number> {
  const result = await db.execute(sql`
    with gone as (delete from message_stat_deltas returning *)
    insert into message_stat_deltas (unit_id, requests, categorized, responses, response_seconds, revenue_cents, refund_cents)
    select unit_id, sum(requests), sum(categorized), sum(responses), sum(response_seconds), sum(revenue_cents), sum(refund_cents)
    from gone group by unit_id
    having sum(requests) <> 0 or sum(categorized) <> 0 or sum(responses) <> 0 or sum(response_seconds) <> 0
        or sum(revenue_cents) <> 0 or sum(refund_cents) <> 0`);
  return affected(result);
}

function affected(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}
