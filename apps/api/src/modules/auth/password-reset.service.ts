import {
  PASSWORD_RESET_MSG,
  PASSWORD_RESET_PATH,
  PASSWORD_RESET_TTL_MINUTES,
} from '@tenho/domain/auth/password-reset.schemas';
import { passwordResetEmail } from '@tenho/domain/users/users.emails';
import type { Database } from '../../db/client.ts';
import { addressKey, createMemoryThrottleStore, type ThrottleStore } from '../../lib/login-throttle.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { generateSessionToken, hashToken } from '../../lib/tokens.ts';
import { PASSWORD_RESET_ERRORS } from './auth.errors.ts';
import { insertAuditEntry } from '../../lib/audit-trail.ts';
import type { AuthService } from './auth.service.ts';
import {
  findAccountByEmail,
  findUsableReset,
  insertReset,
  retireResets,
  setPassword,
} from './password-reset.repository.ts';
import type { SessionCache } from '../../lib/session-cache.ts';

export const PASSWORD_RESET_TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60_000;

export type PasswordResetLimits = {
  /** Requests for one e-mail from one address (IP, or IPv6 /64) in the window. */
  perEmailAndAddress: number;
  /** Requests (any e-mail) and failed confirmations from one address in the window. */
  perAddress: number;
  /** E-mails actually sent to one account in the window, whoever asks (no mail-bombing). */
  mailsPerAccount: number;
  windowMs: number;
};

export type PasswordResetServiceDeps = {
  db: Database;
  mailer: Mailer;
  authService: Pick<AuthService, 'revokeUserSessions'>;
  sessionCache: Pick<SessionCache, 'invalidateUser'>;
  publicUrl: string;
  limits: PasswordResetLimits;
  now?: () => Date;
  store?: ThrottleStore;
};

export type RequestMeta = { ip: string };

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

/**
 * Password recovery (architecture §5.14). The request answers at once with the same text whatever
 * the e-mail: looking the account up, storing the token and sending the e-mail happen after the
 * answer (mailer.sendLater), so neither the text nor the time tells whether the account exists.
 */
export function createPasswordResetService(deps: PasswordResetServiceDeps) {
  const { db, mailer, authService, sessionCache, limits } = deps;
  const now = deps.now ?? (() => new Date());
  const store = deps.store ?? createMemoryThrottleStore({ now: () => now().getTime() });

  /** Counts one more event on each key; refuses (429) when one of them went over its limit. */
  async function count(keys: { key: string; max: number }[]): Promise<void> {
    for (const { key, max } of keys) {
      if (max <= 0) continue;
      const counter = await store.add(key, 1, limits.windowMs);
      if (counter.count > max) throw PASSWORD_RESET_ERRORS.throttled(counter.resetAt - now().getTime());
    }
  }

  /** The counter at `key` when it has used up its allowance, else null. */
  async function exhausted(key: string, max: number) {
    if (max <= 0) return null;
    const counter = await store.get(key);
    return counter && counter.count >= max ? counter : null;
  }

  async function composeResetEmail(email: string, ip: string) {
    const account = await findAccountByEmail(db, email);
    if (!account) return null;
    const mailKey = `m:${account.id}`;
    if (limits.mailsPerAccount > 0) {
      const sent = await store.add(mailKey, 1, limits.windowMs);
      if (sent.count > limits.mailsPerAccount) return null;
    }
    const token = generateSessionToken();
    const at = now();
    await db.transaction(async (tx) => {
      // One live link at a time: a new request retires the older ones.
      await retireResets(tx, account.id, at);
      await insertReset(tx, {
        tokenHash: hashToken(token),
        userId: account.id,
        expiresAt: new Date(at.getTime() + PASSWORD_RESET_TTL_MS),
        ip,
      });
      await insertAuditEntry(tx, {
        actorId: account.id,
        action: 'auth.password_reset_requested',
        entity: 'user',
        entityId: account.id,
        ip,
      });
    });
    const resetUrl = `${deps.publicUrl}${PASSWORD_RESET_PATH}?token=${encodeURIComponent(token)}`;
    return { to: account.email, ...passwordResetEmail({ name: account.name, resetUrl }) };
  }

  async function request(email: string, meta: RequestMeta): Promise<{ message: string }> {
    const address = addressKey(meta.ip);
    await count([
      { key: `r:${address}|${email}`, max: limits.perEmailAndAddress },
      { key: `a:${address}`, max: limits.perAddress },
    ]);
    void mailer.sendLater(() => composeResetEmail(email, meta.ip));
    return { message: PASSWORD_RESET_MSG.requested };
  }

  /** Sets the new password, spends the token and ends every session of the account. */
  async function confirm(token: string, password: string, meta: RequestMeta): Promise<{ message: string }> {
    const addressCounter = `a:${addressKey(meta.ip)}`;
    const spent = await exhausted(addressCounter, limits.perAddress);
    if (spent) throw PASSWORD_RESET_ERRORS.throttled(spent.resetAt - now().getTime());
    const tokenHash = hashToken(token);
    const failed = async () => {
      await count([{ key: addressCounter, max: limits.perAddress }]);
      return PASSWORD_RESET_ERRORS.invalidToken();
    };
    if (!(await findUsableReset(db, tokenHash, now()))) throw await failed();

    const passwordHash = await hashPassword(password);
    const at = now();
    const userId = await db.transaction(async (tx) => {
      // Locked and checked again: two confirmations of one token cannot both pass.
      const reset = await findUsableReset(tx, tokenHash, at, { lock: true });
      if (!reset) return null;
      await setPassword(tx, reset.userId, passwordHash, at);
      await retireResets(tx, reset.userId, at);
      await authService.revokeUserSessions(reset.userId, tx);
      await insertAuditEntry(tx, {
        actorId: reset.userId,
        action: 'auth.password_reset',
        entity: 'user',
        entityId: reset.userId,
        ip: meta.ip,
      });
      return reset.userId;
    });
    if (userId === null) throw await failed();
    await sessionCache.invalidateUser(userId);
    return { message: PASSWORD_RESET_MSG.done };
  }

  return { request, confirm };
}
