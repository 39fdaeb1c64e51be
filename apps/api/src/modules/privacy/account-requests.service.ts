import { and, eq } from 'drizzle-orm';
import { ROLE_LABELS } from '@tenho/domain/auth/roles';
import { deviceLabel } from '@tenho/domain/auth/user-agent';
import { auditActionLabel } from '@tenho/domain/audit/audit.schemas';
import {
  ACCOUNT_MSG,
  accountSubject,
  closedAccountEmail,
  closedAccountName,
  type AccountClosure,
  type AccountClosureStatus,
  type AccountExport,
} from '@tenho/domain/privacy/account.schemas';
import { PRIVACY_ANSWER_DAYS } from '@tenho/domain/privacy/privacy.schemas';
import type { Database } from '../../db/client.ts';
import { privacyRequests, type PrivacyRequestRow } from '../../db/schema/privacy.ts';
import { auditAction, type ActionMeta } from '../../lib/audit-trail.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { SessionCache } from '../../lib/session-cache.ts';
import { loadProfile } from '../profiles/profiles.service.ts';
import {
  anonymiseAccount,
  auditAboutUser,
  auditByActor,
  closureRequestsOf,
  countOtherActiveMasters,
  deactivateCompanyUsers,
  findAccount,
  findDisplayName,
  findUnitName,
  listSessionsOf,
  lockMasterClosures,
  unusedPhotoUrls,
  walletSummary,
} from './account-requests.repository.ts';
import { ACCOUNT_ERRORS } from './privacy.errors.ts';

const DAY_MS = 86_400_000;

export type AccountActor = { id: number; role: string; unit_id: number | null };

export type AccountRequestsDeps = {
  db: Database;
  sessionCache?: Pick<SessionCache, 'invalidateUser'> | null;
  /** Removes avatar files no profile uses any more (profiles' avatar storage). */
  removeAvatars?: ((urls: string[]) => Promise<void>) | null;
  log?: { warn: (details: object, message: string) => void } | null;
  now?: () => Date;
};

/** What carrying out a closure changed, for the work done after the commit. */
export type ClosedAccount = { accountIds: number[]; photoUrls: string[] };

const withoutVersion = <T extends { version?: unknown }>({ version: _version, ...rest }: T) => rest;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toClosure(row: PrivacyRequestRow): AccountClosure {
  return {
    id: row.id,
    status: row.status,
    received_at: row.receivedAt.toISOString(),
    due_at: new Date(row.receivedAt.getTime() + PRIVACY_ANSWER_DAYS * DAY_MS).toISOString(),
    answered_at: iso(row.answeredAt),
  };
}

/**
 * A panel account's own rights (issue 31 point 6): the export of everything about it, the closure
 * request made in Perfil, and the closure itself, carried out from Privacidade (privacy.service's
 * execute calls closeInTx inside its transaction, then afterClose).
 */
export function createAccountRequests({
  db,
  sessionCache = null,
  removeAvatars = null,
  log = null,
  now = () => new Date(),
}: AccountRequestsDeps) {
  async function liveAccount(executor: Database, id: number, lock = false) {
    const account = await findAccount(executor, id, { lock });
    if (!account) throw ACCOUNT_ERRORS.accountGone();
    return account;
  }

  async function assertNotLastMaster(executor: Database, account: { id: number; role: string }) {
    if (account.role === 'MASTER' && (await countOtherActiveMasters(executor, account.id)) === 0)
      throw ACCOUNT_ERRORS.lastMaster();
  }

  /** GET /profile/export: the signed-in account's data as JSON; audited. */
  async function exportData(actor: AccountActor, meta: ActionMeta): Promise<AccountExport> {
    const account = await liveAccount(db, actor.id);
    await auditAction(db, actor, meta, { action: 'account.export', entity: 'user', entityId: account.id });
    const [unit, profile, sessionRows, asActor, aboutMe, requests] = await Promise.all([
      findUnitName(db, account.unitId),
      loadProfile(db, account.id),
      listSessionsOf(db, account.id),
      auditByActor(db, account.id),
      auditAboutUser(db, account.id),
      closureRequestsOf(db, account.id),
    ]);
    const company =
      account.role === 'USER' && account.parentId !== null
        ? { id: account.parentId, name: await findDisplayName(db, account.parentId) }
        : null;
    const wallet = account.role === 'CLIENT' ? await walletSummary(db, account.id) : null;
    return {
      exported_at: now().toISOString(),
      account: {
        id: account.id,
        email: account.email,
        role: account.role,
        role_label: ROLE_LABELS[account.role],
        unit,
        company,
        is_active: account.isActive,
        created_at: account.createdAt.toISOString(),
        last_login_at: iso(account.lastLoginAt),
        login_count: account.loginCount,
        terms_version: account.termsVersion,
        terms_accepted_at: iso(account.termsAcceptedAt),
      },
      profile: profile && withoutVersion(profile),
      sessions: sessionRows.map((s) => ({
        id: s.id,
        device: deviceLabel(s.userAgent),
        ip: s.ip,
        created_at: s.createdAt.toISOString(),
        last_used_at: iso(s.lastUsedAt),
        expires_at: s.expiresAt.toISOString(),
        revoked_at: iso(s.revokedAt),
      })),
      audit: {
        as_actor: asActor.map((a) => ({
          at: a.createdAt.toISOString(),
          action: a.action,
          label: auditActionLabel(a.action),
          entity: a.entity,
          entity_id: a.entityId,
          ip: a.ip,
        })),
        about_me: aboutMe.map((a) => ({
          at: a.createdAt.toISOString(),
          action: a.action,
          label: auditActionLabel(a.action),
          by_me: a.actorId === account.id,
        })),
      },
      wallet: wallet && {
        balance_cents: wallet.balanceCents,
        totals: {
          transactions: wallet.totals.transactions,
          credit_cents: wallet.totals.creditCents,
          debit_cents: wallet.totals.debitCents,
          refund_cents: wallet.totals.refundCents,
        },
        transactions: wallet.transactions.map((t) => ({
          at: t.createdAt.toISOString(),
          type: t.type,
          amount_cents: Number(t.amountCents),
          balance_after_cents: Number(t.balanceAfterCents),
          description: t.description,
        })),
      },
      privacy_requests: requests.map((r) => ({ ...toClosure(r), type: r.type })),
    };
  }

  /** GET /profile/closure: the account's latest closure request, or null. */
  async function status(actor: AccountActor): Promise<AccountClosureStatus> {
    const [row] = await closureRequestsOf(db, actor.id);
    return { request: row ? toClosure(row) : null };
  }

  /**
   * POST /profile/closure: a pending ACCOUNT_CLOSURE request (channel PANEL) that MASTER and the
   * account's unit ADMIN see in Privacidade. The last active MASTER is refused (422); a second
   * request while one waits is refused (409).
   */
  async function requestClosure(actor: AccountActor, meta: ActionMeta): Promise<AccountClosure> {
    try {
      return await db.transaction(async (tx) => {
        const account = await liveAccount(tx, actor.id, true);
        await assertNotLastMaster(tx, account);
        const [latest] = await closureRequestsOf(tx, account.id);
        if (latest?.status === 'PENDING') throw ACCOUNT_ERRORS.alreadyPending();
        const [row] = await tx
          .insert(privacyRequests)
          .values({
            type: 'ACCOUNT_CLOSURE',
            channel: 'PANEL',
            status: 'PENDING',
            subject: accountSubject(account.id),
            unitId: account.unitId,
            accountId: account.id,
            note: ACCOUNT_MSG.note,
            createdBy: actor.id,
            receivedAt: now(),
          })
          .returning();
        await auditAction(tx, actor, meta, {
          action: 'account.closure_request',
          entity: 'privacy_request',
          entityId: row!.id,
          data: { subject: row!.subject, role: account.role, unitId: account.unitId },
        });
        return toClosure(row!);
      });
    } catch (error) {
      // Two requests racing: the partial unique index lets one through.
      if (isUniqueViolation(error)) throw ACCOUNT_ERRORS.alreadyPending();
      throw error;
    }
  }

  /** DELETE /profile/closure: the account takes back its waiting request (404 when none waits). */
  async function cancelClosure(actor: AccountActor, meta: ActionMeta): Promise<AccountClosure> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(privacyRequests)
        .set({ status: 'CANCELLED', answeredAt: now() })
        .where(
          and(
            eq(privacyRequests.accountId, actor.id),
            eq(privacyRequests.type, 'ACCOUNT_CLOSURE'),
            eq(privacyRequests.status, 'PENDING'),
          ),
        )
        .returning();
      if (!row) throw ACCOUNT_ERRORS.nothingPending();
      await auditAction(tx, actor, meta, {
        action: 'account.closure_cancel',
        entity: 'privacy_request',
        entityId: row.id,
        data: { subject: row.subject },
      });
      return toClosure(row);
    });
  }

  /**
   * Carries out a pending ACCOUNT_CLOSURE inside the caller's transaction (Privacidade → execute):
   * the account is deactivated and anonymised, its sessions end, a company's USERs lose their
   * access; the wallet, ledger, offers and reports keep their rows. The last active MASTER is
   * refused (422). An account deleted meanwhile has nothing left to close.
   */
  async function closeInTx(
    tx: Database,
    request: PrivacyRequestRow,
    actor: AccountActor,
    meta: ActionMeta,
  ): Promise<ClosedAccount> {
    if (request.accountId === null) return { accountIds: [], photoUrls: [] };
    const account = await findAccount(tx, request.accountId, { lock: true });
    if (!account) return { accountIds: [], photoUrls: [] };
    if (account.role === 'MASTER') {
      await lockMasterClosures(tx);
      await assertNotLastMaster(tx, account);
    }
    const at = now();
    const photoUrls = await anonymiseAccount(
      tx,
      account.id,
      { name: closedAccountName(account.id), email: closedAccountEmail(account.id) },
      at,
    );
    const companyUsers = account.role === 'CLIENT' ? await deactivateCompanyUsers(tx, account.id, at) : [];
    await auditAction(tx, actor, meta, {
      action: 'account.close',
      entity: 'user',
      entityId: account.id,
      data: {
        requestId: request.id,
        role: account.role,
        unitId: account.unitId,
        companyUsersDeactivated: companyUsers.length,
      },
    });
    // Dropped from this process's cache now; afterClose tells the other processes after the commit.
    for (const id of [account.id, ...companyUsers]) void sessionCache?.invalidateUser(id);
    return { accountIds: [account.id, ...companyUsers], photoUrls };
  }

  /** After the closure's commit: every process forgets the sessions; unused avatar files go. */
  async function afterClose(closed: ClosedAccount): Promise<void> {
    for (const id of closed.accountIds) await sessionCache?.invalidateUser(id);
    if (!removeAvatars || closed.photoUrls.length === 0) return;
    try {
      await removeAvatars(await unusedPhotoUrls(db, closed.photoUrls));
    } catch (error) {
      // The closure is committed; a file left behind is only unreachable by name (content hash).
      log?.warn(
        { err: error, accounts: closed.accountIds },
        'avatar files of a closed account were not removed',
      );
    }
  }

  return { exportData, status, requestClosure, cancelClosure, closeInTx, afterClose };
}

export type AccountRequests = ReturnType<typeof createAccountRequests>;
