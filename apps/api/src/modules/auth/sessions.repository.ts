import { and, count, desc, eq, gt, gte, inArray, isNull, max, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { users } from '../../db/schema/users.ts';

const live = (now: Date) => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

/** A user's sessions that are neither revoked nor expired, most recently used first. */
export async function listLiveSessions(db: Database, userId: number, now: Date) {
  return db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), live(now)))
    .orderBy(sql`${sessions.lastUsedAt} desc nulls last`, desc(sessions.createdAt), desc(sessions.id))
    .limit(200);
}

/** Revokes one live session of the user; returns its token hash, or null when there is none. */
export async function revokeOwnSession(db: Database, userId: number, sessionId: number, at: Date) {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), live(at)))
    .returning({ tokenHash: sessions.tokenHash });
  return row?.tokenHash ?? null;
}

/** Revokes the user's live sessions except `keepTokenHash`; returns how many. */
export async function revokeOtherSessions(db: Database, userId: number, keepTokenHash: string, at: Date) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash), live(at)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** What scoping needs of a user that was not deleted. */
export async function findScopeTarget(db: Database, id: number) {
  const [row] = await db
    .select({ id: users.id, role: users.role, unit_id: users.unitId, parent_id: users.parentId })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** Failed logins and throttle trips recorded in the audit log since `since`. */
export async function loginThrottleFigures(db: Database, since: Date, topLimit = 10) {
  const inWindow = gte(auditLog.createdAt, since);
  const totals = await db
    .select({ action: auditLog.action, total: count() })
    .from(auditLog)
    .where(and(inWindow, inArray(auditLog.action, ['auth.login_failed', 'auth.login_throttled'])))
    .groupBy(auditLog.action);
  const failures = count();
  const top = await db
    .select({ ip: auditLog.ip, failures, lastAt: max(auditLog.createdAt) })
    .from(auditLog)
    .where(and(inWindow, eq(auditLog.action, 'auth.login_failed')))
    .groupBy(auditLog.ip)
    .orderBy(desc(failures), desc(max(auditLog.createdAt)))
    .limit(topLimit);
  const total = (action: string) => totals.find((t) => t.action === action)?.total ?? 0;
  return {
    failures: total('auth.login_failed'),
    throttled: total('auth.login_throttled'),
    top: top.map((row) => ({ ip: row.ip, failures: row.failures, lastAt: row.lastAt! })),
  };
}
