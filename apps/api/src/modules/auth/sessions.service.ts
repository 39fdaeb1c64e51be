import { deviceLabel } from '@tenho/domain/auth/user-agent';
import {
  type EndedSessions,
  type LoginThrottleStats,
  type SessionList,
} from '@tenho/domain/auth/sessions.schemas';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { SESSIONS_ERRORS } from './auth.errors.ts';
import { assertCanAccessUser, type Actor } from '../../plugins/authorization.ts';
import { auditAction } from '../../lib/audit-trail.ts';
import { revokeSessionsOfUser } from './auth.repository.ts';
import type { SessionCache } from '../../lib/session-cache.ts';
import {
  findScopeTarget,
  listLiveSessions,
  loginThrottleFigures,
  revokeOtherSessions,
  revokeOwnSession,
} from './sessions.repository.ts';

export type SessionsMeta = { ip: string };

export type SessionsServiceDeps = {
  db: Database;
  sessionCache: Pick<SessionCache, 'invalidateSession' | 'invalidateUser'>;
  loginThrottle: AppConfig['loginThrottle'];
  now?: () => Date;
};

export type SessionsService = ReturnType<typeof createSessionsService>;

/**
 * The open sessions of a user (Segurança): listing, ending one, ending the others, and ending all of
 * another user's (MASTER/ADMIN from the user table). An ended session answers 401 on its very next
 * request on every process: the cache invalidation travels over the event bus before the answer.
 */
export function createSessionsService({
  db,
  sessionCache,
  loginThrottle,
  now = () => new Date(),
}: SessionsServiceDeps) {
  async function list(userId: number, currentTokenHash: string | null): Promise<SessionList> {
    const rows = await listLiveSessions(db, userId, now());
    return {
      items: rows.map((row) => ({
        id: row.id,
        current: row.tokenHash === currentTokenHash,
        device: deviceLabel(row.userAgent),
        ip: row.ip,
        created_at: row.createdAt.toISOString(),
        last_used_at: row.lastUsedAt?.toISOString() ?? null,
      })),
    };
  }

  /** One of the caller's own live sessions (the current one too: that is a logout). */
  async function endOwn(actor: Actor, sessionId: number, meta: SessionsMeta): Promise<void> {
    const tokenHash = await db.transaction(async (tx) => {
      const revoked = await revokeOwnSession(tx, actor.id, sessionId, now());
      if (!revoked) throw SESSIONS_ERRORS.notFound();
      await auditAction(tx, actor, meta, {
        action: 'auth.session_end',
        entity: 'user',
        entityId: actor.id,
        data: { sessionId },
      });
      return revoked;
    });
    await sessionCache.invalidateSession(tokenHash);
  }

  /** Every live session of the caller except the one making the request. */
  async function endOthers(
    actor: Actor,
    currentTokenHash: string,
    meta: SessionsMeta,
  ): Promise<EndedSessions> {
    const ended = await db.transaction(async (tx) => {
      const count = await revokeOtherSessions(tx, actor.id, currentTokenHash, now());
      await auditAction(tx, actor, meta, {
        action: 'auth.sessions_end_others',
        entity: 'user',
        entityId: actor.id,
        data: { ended: count },
      });
      return count;
    });
    // The current session stays valid; the live stream sends nothing to it (its user is unchanged).
    if (ended > 0) await sessionCache.invalidateUser(actor.id);
    return { ended };
  }

  /** Every live session of a user the caller may reach (404 otherwise, like a missing one). */
  async function endAllOfUser(actor: Actor, userId: number, meta: SessionsMeta): Promise<EndedSessions> {
    const target = await findScopeTarget(db, userId);
    assertCanAccessUser(actor, target);
    const ended = await db.transaction(async (tx) => {
      const count = await revokeSessionsOfUser(tx, userId, now());
      await auditAction(tx, actor, meta, {
        action: 'users.sessions_end',
        entity: 'user',
        entityId: userId,
        data: { ended: count },
      });
      return count;
    });
    await sessionCache.invalidateUser(userId);
    return { ended };
  }

  /** The throttle in force and what every process recorded in the audit log within its window. */
  async function loginThrottleStats(): Promise<LoginThrottleStats> {
    const since = new Date(now().getTime() - loginThrottle.windowMs);
    const figures = await loginThrottleFigures(db, since);
    return {
      window_minutes: loginThrottle.windowMs / 60_000,
      max_failures_per_email: loginThrottle.maxFailuresPerEmail,
      max_failures_per_ip: loginThrottle.maxFailuresPerIp,
      delay_after_failures: loginThrottle.delayAfterFailures,
      failures_in_window: figures.failures,
      throttled_in_window: figures.throttled,
      top_addresses: figures.top.map((row) => ({
        ip: row.ip,
        failures: row.failures,
        last_at: new Date(row.lastAt).toISOString(),
      })),
    };
  }

  return { list, endOwn, endOthers, endAllOfUser, loginThrottleStats };
}
