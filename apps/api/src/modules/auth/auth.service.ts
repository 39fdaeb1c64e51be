import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { type LoginResponse, type loginSchema, type registerSchema } from '@tenho/domain/auth/auth.schemas';
import { TERMS_VERSION, termsAcceptanceError } from '@tenho/domain/auth/terms';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { LoginAttemptOutcome, LoginLimit, LoginThrottle } from '../../lib/login-throttle.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { generateSessionToken, hashToken } from '../../lib/tokens.ts';
import { AUTH_ERRORS } from './auth.errors.ts';
import { auditAction, insertAuditEntry } from '../../lib/audit-trail.ts';
import {
  emailExists,
  findLiveSession,
  findUserForLogin,
  insertSession,
  findSessionState,
  loadSessionUser,
  markSelfRegisteredLead,
  recordLogin,
  revokeSession,
  revokeSessionsOfUser,
  touchSessions,
} from './auth.repository.ts';
import { insertProfile, insertUser } from '../../db/accounts.ts';
import { findActiveUnit } from '../franchise-units/franchise-units.service.ts';
import { sharesCompanyPhone } from '../profiles/profiles.service.ts';
import type { AuthUser, SessionCache } from '../../lib/session-cache.ts';
import { counter } from '../../lib/metrics.ts';

/** Logins refused by the throttle, by the limit that refused them. */
const loginThrottled = counter({
  name: 'tenho_login_throttled_total',
  help: 'Login attempts refused by the login throttle (429), by limit',
  labelNames: ['limit'] as const,
});

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = 7 * DAY_MS;
export const REMEMBER_ME_SESSION_TTL_MS = 30 * DAY_MS;

export const REGISTER_SUCCESS_MESSAGE =
  'Cadastro realizado com sucesso! Sua conta será ativada pela franquia; você receberá um e-mail quando puder entrar.';

export type RegisterPayload = z.output<typeof registerSchema>;
export type LoginPayload = z.output<typeof loginSchema>;
export type RequestMeta = {
  ip: string;
  userAgent: string | null;
  /** The request's logger (failed logins and throttle trips are logged with the request id). */
  log?: FastifyBaseLogger;
};
export type ResolvedSession = { user: AuthUser; tokenHash: string; expiresAt: number };

/** Why a session no longer resolves (the live stream's `signout` reason). */
export type SessionEndReason = 'deactivated' | 'session_ended' | 'expired';

/** `sessions.last_used_at` is written at most this often per session. */
export const LAST_USED_RESOLUTION_MS = 60_000;
/** Touches are batched into one UPDATE this long after the first one. */
const TOUCH_FLUSH_MS = 1000;

export type AuthServiceDeps = {
  db: Database;
  sessionCache: SessionCache;
  throttle: LoginThrottle;
  /** Injectable clock, so tests can travel past a session's expiry. */
  now?: () => Date;
  log?: Pick<FastifyBaseLogger, 'warn'>;
};

export type AuthService = ReturnType<typeof createAuthService>;

/** Bearer tokens are 43 base64url characters; anything far off is rejected without a query. */
const PLAUSIBLE_TOKEN = /^[A-Za-z0-9_-]{20,128}$/;

export function createAuthService({
  db,
  sessionCache,
  throttle,
  now = () => new Date(),
  log,
}: AuthServiceDeps) {
  // Unknown e-mails are verified against this hash so they take as long as known ones.
  let dummyHash: Promise<string> | undefined;
  const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

  async function register(input: RegisterPayload, meta: RequestMeta) {
    // Issue 31 point 7: no account without the current terms (what a company may do with a contact).
    const termsError = termsAcceptanceError(input);
    if (termsError) throw AUTH_ERRORS.termsRequired(termsError);
    const unit = await findActiveUnit(db, input.unit_id);
    if (!unit) throw AUTH_ERRORS.unitInvalid();
    if (await emailExists(db, input.email)) throw AUTH_ERRORS.emailTaken();

    const passwordHash = await hashPassword(input.password);
    try {
      const user = await db.transaction(async (tx) => {
        const created = await insertUser(tx, {
          email: input.email,
          passwordHash,
          role: 'CLIENT',
          unitId: unit.id,
          isActive: false,
        });
        // Architecture §5.7: a self-registered company is a lead until its unit activates it.
        await markSelfRegisteredLead(tx, created.id, { version: TERMS_VERSION, acceptedAt: now() });
        await insertProfile(tx, {
          userId: created.id,
          displayName: input.name,
          email: created.email,
          phones: [{ phone: input.phone, type: 'WHATSAPP', isPrimary: true }],
        });
        // Issue 29 §6: routing finds a company by its number, so two companies may not share one.
        if (await sharesCompanyPhone(tx, created.id)) throw AUTH_ERRORS.whatsappTaken();
        await insertAuditEntry(tx, {
          actorId: created.id,
          action: 'auth.register',
          entity: 'user',
          entityId: created.id,
          data: { unitId: unit.id, companyName: input.name, termsVersion: TERMS_VERSION },
          ip: meta.ip,
        });
        return created;
      });
      return { id: user.id, email: user.email, is_active: user.isActive, message: REGISTER_SUCCESS_MESSAGE };
    } catch (error) {
      if (isUniqueViolation(error)) throw AUTH_ERRORS.emailTaken();
      throw error;
    }
  }

  /**
   * Writes a failed login, and each throttle limit it reached, to the log and the audit log. Only
   * failures and trips are audited, not every refused attempt: the throttle bounds failures per
   * address, so an attacker cannot flood the audit log through this path.
   */
  async function recordFailure(
    email: string,
    accountId: number | null,
    trips: LoginLimit[],
    meta: RequestMeta,
  ): Promise<void> {
    const reason = accountId === null ? 'unknown_email' : 'wrong_password';
    meta.log?.info({ event: 'auth.login_failed', email, reason, ip: meta.ip }, 'login failed');
    for (const limit of trips) {
      meta.log?.warn({ event: 'auth.login_throttled', email, limit, ip: meta.ip }, 'login throttle tripped');
    }
    const entry = (action: string, data: Record<string, unknown>) => ({
      actorId: null,
      action,
      entity: 'user',
      entityId: accountId,
      data: { email, ...data },
      ip: meta.ip,
    });
    try {
      await insertAuditEntry(db, entry('auth.login_failed', { reason }));
      for (const limit of trips) await insertAuditEntry(db, entry('auth.login_throttled', { limit }));
    } catch (error) {
      // The caller still gets its 401; the log keeps the trace.
      meta.log?.error({ err: error }, 'could not audit a failed login');
    }
  }

  async function login(input: LoginPayload, meta: RequestMeta): Promise<LoginResponse> {
    // Reserved before the ~35 ms password check, so parallel guesses cannot all pass the limit.
    const decision = await throttle.begin({ email: input.email, ip: meta.ip });
    if (!decision.allowed) {
      loginThrottled.inc({ limit: decision.limit });
      meta.log?.warn(
        { event: 'auth.login_refused', email: input.email, limit: decision.limit, ip: meta.ip },
        'login refused by the throttle',
      );
      throw decision.limit === 'email_delay'
        ? AUTH_ERRORS.emailDelayed(decision.retryAfterMs)
        : AUTH_ERRORS.throttled(decision.retryAfterMs);
    }
    let outcome: LoginAttemptOutcome = 'aborted';
    let account: Awaited<ReturnType<typeof findUserForLogin>>;
    let trips: LoginLimit[] = [];
    try {
      account = await findUserForLogin(db, input.email);
      const passwordOk = account
        ? await verifyPassword(account.passwordHash, input.password)
        : (await verifyPassword(await getDummyHash(), input.password), false);
      outcome = account && passwordOk ? 'success' : 'failure';
    } finally {
      trips = await decision.attempt.finish(outcome);
    }
    if (!account || outcome !== 'success') {
      await recordFailure(input.email, account?.id ?? null, trips, meta);
      throw AUTH_ERRORS.invalidCredentials();
    }
    // Only a caller who knows the password learns that the account is waiting for activation.
    if (!account.isActive) throw AUTH_ERRORS.inactive();

    const token = generateSessionToken();
    const tokenHash = hashToken(token);
    const at = now();
    const expiresAt = new Date(at.getTime() + (input.remember ? REMEMBER_ME_SESSION_TTL_MS : SESSION_TTL_MS));
    await db.transaction(async (tx) => {
      await insertSession(tx, {
        tokenHash,
        userId: account.id,
        expiresAt,
        ip: meta.ip,
        userAgent: meta.userAgent,
        lastUsedAt: at,
      });
      await recordLogin(tx, account.id, at);
      await insertAuditEntry(tx, {
        actorId: account.id,
        action: 'auth.login',
        entity: 'user',
        entityId: account.id,
        data: { remember: Boolean(input.remember) },
        ip: meta.ip,
      });
    });

    const user = await loadSessionUser(db, account.id);
    if (!user) throw AUTH_ERRORS.invalidCredentials();
    sessionCache.set(
      tokenHash,
      { user, expiresAt: expiresAt.getTime(), lastUsedAt: at.getTime() },
      at.getTime(),
    );
    return { user: toSessionUser(user), token };
  }

  // last_used_at: remembered per session and written in batches, off the request's path.
  const touches = new Map<string, Date>();
  let touchTimer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();

  function flushTouches(): Promise<void> {
    if (touchTimer) clearTimeout(touchTimer);
    touchTimer = null;
    if (touches.size === 0) return flushing;
    const batch = [...touches];
    touches.clear();
    flushing = flushing
      .then(() => touchSessions(db, batch))
      .catch((error: unknown) => {
        log?.warn({ err: error, sessions: batch.length }, 'could not record the last use of sessions');
      });
    return flushing;
  }

  function touch(tokenHash: string, at: Date): void {
    touches.set(tokenHash, at);
    if (!touchTimer) {
      touchTimer = setTimeout(() => void flushTouches(), TOUCH_FLUSH_MS);
      touchTimer.unref();
    }
  }

  /** The user behind a bearer token, from the cache when warm; null when invalid, expired or revoked. */
  async function resolveSession(token: string): Promise<ResolvedSession | null> {
    return resolveSessionNow(token);
  }

  /**
   * resolveSession without a promise when the answer is known at once (a malformed token, a warm
   * session): the auth hook of every request then costs no turn of the microtask queue.
   */
  function resolveSessionNow(token: string): ResolvedSession | null | Promise<ResolvedSession | null> {
    if (!PLAUSIBLE_TOKEN.test(token)) return null;
    const tokenHash = hashToken(token);
    return fromCache(tokenHash, now()) ?? fromDatabase(tokenHash);
  }

  /** Like resolveSession, from the stored hash (the live stream re-checks its session with it). */
  async function resolveTokenHash(tokenHash: string): Promise<ResolvedSession | null> {
    return fromCache(tokenHash, now()) ?? fromDatabase(tokenHash);
  }

  function fromCache(tokenHash: string, at: Date): ResolvedSession | undefined {
    const atMs = at.getTime();
    const cached = sessionCache.get(tokenHash, atMs);
    if (!cached) return undefined;
    if (cached.lastUsedAt === undefined || atMs - cached.lastUsedAt >= LAST_USED_RESOLUTION_MS) {
      cached.lastUsedAt = atMs;
      touch(tokenHash, at);
    }
    return { user: cached.user, tokenHash, expiresAt: cached.expiresAt };
  }

  async function fromDatabase(tokenHash: string): Promise<ResolvedSession | null> {
    const at = now();
    const atMs = at.getTime();
    const epoch = sessionCache.epoch;
    const session = await findLiveSession(db, tokenHash, at);
    if (!session) return null;
    const user = await loadSessionUser(db, session.userId);
    if (!user || !user.is_active) return null;
    let lastUsedAt = session.lastUsedAt?.getTime();
    if (lastUsedAt === undefined || atMs - lastUsedAt >= LAST_USED_RESOLUTION_MS) {
      lastUsedAt = atMs;
      touch(tokenHash, at);
    }
    const expiresAt = session.expiresAt.getTime();
    sessionCache.set(tokenHash, { user, expiresAt, lastUsedAt }, atMs, epoch);
    return { user, tokenHash, expiresAt };
  }

  /** Why a session that no longer resolves ended: its user went away, it expired, or it was ended. */
  async function sessionEndReason(tokenHash: string): Promise<SessionEndReason> {
    const state = await findSessionState(db, tokenHash);
    if (!state || !state.userActive) return 'deactivated';
    if (state.revokedAt === null && state.expiresAt.getTime() <= now().getTime()) return 'expired';
    return 'session_ended';
  }

  async function logout(tokenHash: string, actor: AuthUser, meta: RequestMeta): Promise<void> {
    await db.transaction(async (tx) => {
      await revokeSession(tx, tokenHash, now());
      await auditAction(tx, actor, meta, {
        action: 'auth.logout',
        entity: 'user',
        entityId: actor.id,
      });
    });
    await sessionCache.invalidateSession(tokenHash);
  }

  /**
   * Ends every open session of a user (deactivation, password change, deletion) and drops them from
   * the cache. Inside a transaction pass `tx`, and call `sessionCache.invalidateUser(userId)` again
   * after the commit so a request racing the commit cannot re-cache the old state (that call also
   * reaches the other processes; this one is not awaited, so no transaction waits for them).
   */
  async function revokeUserSessions(userId: number, executor: Database = db): Promise<number> {
    const revoked = await revokeSessionsOfUser(executor, userId, now());
    void sessionCache.invalidateUser(userId);
    return revoked;
  }

  return {
    register,
    login,
    resolveSession,
    resolveSessionNow,
    resolveTokenHash,
    sessionEndReason,
    logout,
    revokeUserSessions,
    /** Writes the pending last-use times now (on close). */
    flushTouches,
  };
}

/** The public shape of spec §3 (drops what only the server needs). */
export function toSessionUser(user: AuthUser): LoginResponse['user'] {
  const { parent_id: _parentId, ...sessionUser } = user;
  return sessionUser;
}
