import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  MSG,
  type LoginResponse,
  type loginSchema,
  type registerSchema,
} from '@tenho/domain/auth/auth.schemas';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { LoginAttemptOutcome, LoginThrottle } from '../../lib/login-throttle.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { generateSessionToken, hashToken } from '../../lib/tokens.ts';
import { insertAuditEntry } from '../audit/audit.repository.ts';
import {
  emailExists,
  findActiveUnit,
  findLiveSession,
  findUserForLogin,
  insertProfile,
  insertSession,
  insertUser,
  loadSessionUser,
  recordLogin,
  revokeSession,
  revokeSessionsOfUser,
} from './auth.repository.ts';
import type { AuthUser, SessionCache } from './session-cache.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = 7 * DAY_MS;
export const REMEMBER_ME_SESSION_TTL_MS = 30 * DAY_MS;

export const AUTH_ERRORS = {
  emailTaken: () => new AppError('auth.email_taken', 409, 'Este e-mail já está cadastrado'),
  unitInvalid: () => new AppError('auth.unit_invalid', 422, 'Franquia inválida ou inativa'),
  invalidCredentials: () => new AppError('auth.invalid_credentials', 401, MSG.invalidCredentials),
  inactive: () => new AppError('auth.inactive', 403, MSG.inactive),
  throttled: () =>
    new AppError('auth.throttled', 429, 'Muitas tentativas. Tente novamente em alguns minutos.'),
} as const;

export const REGISTER_SUCCESS_MESSAGE =
  'Cadastro realizado com sucesso! Sua conta será ativada pela franquia; você receberá um e-mail quando puder entrar.';

export type RegisterPayload = z.output<typeof registerSchema>;
export type LoginPayload = z.output<typeof loginSchema>;
export type RequestMeta = { ip: string; userAgent: string | null };
export type ResolvedSession = { user: AuthUser; tokenHash: string };

export type AuthServiceDeps = {
  db: Database;
  sessionCache: SessionCache;
  throttle: LoginThrottle;
  /** Injectable clock, so tests can travel past a session's expiry. */
  now?: () => Date;
};

export type AuthService = ReturnType<typeof createAuthService>;

/** Bearer tokens are 43 base64url characters; anything far off is rejected without a query. */
const PLAUSIBLE_TOKEN = /^[A-Za-z0-9_-]{20,128}$/;

export function createAuthService({ db, sessionCache, throttle, now = () => new Date() }: AuthServiceDeps) {
  // Unknown e-mails are verified against this hash so they take as long as known ones.
  let dummyHash: Promise<string> | undefined;
  const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

  async function register(input: RegisterPayload, meta: RequestMeta) {
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
        await insertProfile(tx, {
          userId: created.id,
          displayName: input.name,
          email: created.email,
          phones: [{ phone: input.phone, type: 'WHATSAPP', isPrimary: true }],
        });
        await insertAuditEntry(tx, {
          actorId: created.id,
          action: 'auth.register',
          entity: 'user',
          entityId: created.id,
          data: { unitId: unit.id, companyName: input.name },
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

  async function login(input: LoginPayload, meta: RequestMeta): Promise<LoginResponse> {
    const keys = { email: input.email, ip: meta.ip };
    // Reserved before the ~35 ms password check, so parallel guesses cannot all pass the limit.
    if (!throttle.begin(keys)) throw AUTH_ERRORS.throttled();
    let outcome: LoginAttemptOutcome = 'aborted';
    let account: Awaited<ReturnType<typeof findUserForLogin>>;
    try {
      account = await findUserForLogin(db, input.email);
      const passwordOk = account
        ? await verifyPassword(account.passwordHash, input.password)
        : (await verifyPassword(await getDummyHash(), input.password), false);
      outcome = account && passwordOk ? 'success' : 'failure';
    } finally {
      throttle.finish(keys, outcome);
    }
    if (!account || outcome !== 'success') throw AUTH_ERRORS.invalidCredentials();
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
    sessionCache.set(tokenHash, { user, expiresAt: expiresAt.getTime() }, at.getTime());
    return { user: toSessionUser(user), token };
  }

  /** The user behind a bearer token, from the cache when warm; null when invalid, expired or revoked. */
  async function resolveSession(token: string): Promise<ResolvedSession | null> {
    if (!PLAUSIBLE_TOKEN.test(token)) return null;
    const tokenHash = hashToken(token);
    const at = now();
    const cached = sessionCache.get(tokenHash, at.getTime());
    if (cached) return { user: cached.user, tokenHash };

    const epoch = sessionCache.epoch;
    const session = await findLiveSession(db, tokenHash, at);
    if (!session) return null;
    const user = await loadSessionUser(db, session.userId);
    if (!user || !user.is_active) return null;
    sessionCache.set(tokenHash, { user, expiresAt: session.expiresAt.getTime() }, at.getTime(), epoch);
    return { user, tokenHash };
  }

  async function logout(tokenHash: string, actor: AuthUser, meta: RequestMeta): Promise<void> {
    await db.transaction(async (tx) => {
      await revokeSession(tx, tokenHash, now());
      await insertAuditEntry(tx, {
        actorId: actor.id,
        action: 'auth.logout',
        entity: 'user',
        entityId: actor.id,
        ip: meta.ip,
      });
    });
    sessionCache.invalidateSession(tokenHash);
  }

  /**
   * Ends every open session of a user (deactivation, password change, deletion) and drops them from
   * the cache. Inside a transaction pass `tx`, and call `sessionCache.invalidateUser(userId)` again
   * after the commit so a request racing the commit cannot re-cache the old state.
   */
  async function revokeUserSessions(userId: number, executor: Database = db): Promise<number> {
    const revoked = await revokeSessionsOfUser(executor, userId, now());
    sessionCache.invalidateUser(userId);
    return revoked;
  }

  return { register, login, resolveSession, logout, revokeUserSessions };
}

/** The public shape of spec §3 (drops what only the server needs). */
export function toSessionUser(user: AuthUser): LoginResponse['user'] {
  const { parent_id: _parentId, ...sessionUser } = user;
  return sessionUser;
}
