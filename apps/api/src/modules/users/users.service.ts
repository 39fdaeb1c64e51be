import type { FastifyBaseLogger } from 'fastify';
import { claimVersion } from '../../lib/record-version.ts';
import { can, isProtectedForMaster } from '@tenho/domain/auth/permissions';
import {
  canCreateRole,
  type CreateUser,
  type User,
  type UserListQuery,
  type UserCounts,
  type UserListResponse,
  userListResponseSchema,
} from '@tenho/domain/users/users.schemas';
import { accountActivatedEmail } from '@tenho/domain/users/users.emails';
import { closedAccountEmail } from '@tenho/domain/privacy/account.schemas';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { canAccessUser, type Actor } from '../../plugins/authorization.ts';
import { auditAction, type ActionMeta } from '../../lib/audit-trail.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { AuthUser, SessionCache } from '../../lib/session-cache.ts';
import {
  assertCompanyPhonesFree,
  deleteProfile,
  insertProfile,
  loadProfile,
  unreferencedPhotoUrls,
  type AvatarStorage,
  type ProfileUsers,
} from '../profiles/profiles.service.ts';
import { USERS_ERRORS } from './users.errors.ts';
import { createUserListCache, createUserListVersionReader } from './users.list-cache.ts';
import { createLeadPreferencesService } from '../lead-preferences/lead-preferences.service.ts';
import {
  anonymiseUser,
  countChildren,
  emailInUse,
  findPermissionIds,
  findUnit,
  findUnitRef,
  findUser,
  insertUserRow,
  listUsers,
  loadOverrides,
  replaceOverrides,
  updateUserRow,
  type UserRecord,
} from './users.repository.ts';

export type UpdateUserPayload = { is_active?: boolean; permission_override?: Record<string, boolean> };

export type UsersServiceDeps = {
  db: Database;
  mailer: Mailer;
  authService: Pick<AuthService, 'revokeUserSessions'>;
  sessionCache: Pick<SessionCache, 'invalidateUser'>;
  avatars: Pick<AvatarStorage, 'remove'>;
  /** PUBLIC_URL: the login link in the activation e-mail. */
  publicUrl: string;
  logger: FastifyBaseLogger;
  now?: () => Date;
};

export type UsersService = ReturnType<typeof createUsersService>;

/** The whole user of userSchema: record, unit, overrides and full profile. */
export async function loadFullUser(db: Database, user: UserRecord): Promise<User> {
  const [profile, overrides, unit] = await Promise.all([
    loadProfile(db, user.id),
    loadOverrides(db, user.id),
    findUnitRef(db, user.unit_id),
  ]);
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    unit_id: user.unit_id,
    parent_id: user.parent_id,
    is_active: user.is_active,
    created_at: user.created_at.toISOString(),
    last_login_at: user.last_login_at?.toISOString() ?? null,
    login_count: user.login_count,
    name: profile?.display_name ?? null,
    profile,
    permission_override: overrides,
    lead_status: user.lead_status,
    unit,
    version: user.version,
  };
}

/**
 * A live user the actor may see (architecture §5.1), or 404: a user outside the scope, a deleted
 * one and a missing one all answer the same.
 */
export async function findVisibleUser(
  db: Database,
  actor: Actor,
  id: number,
  options: { lock?: boolean } = {},
): Promise<UserRecord> {
  const target = await findUser(db, id, options);
  if (!target || !canAccessUser(actor, target)) throw USERS_ERRORS.notFound();
  return target;
}

/** What the profiles module needs of users (passed to it by app.ts). */
export const profileUsers: ProfileUsers = {
  findVisibleUser,
  emailInUse,
  setEmail: (db, id, email, at) => updateUserRow(db, id, { email }, at),
  emailTaken: USERS_ERRORS.emailTaken,
};

export function createUsersService(deps: UsersServiceDeps) {
  const { db, mailer, authService, sessionCache, avatars, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const listCache = createUserListCache<UserListResponse>();
  const leadPreferences = createLeadPreferencesService({ db, now });
  const countsCache = createUserListCache<UserCounts>();
  const readListVersion = createUserListVersionReader(db);

  /** The unit and parent a new user gets, by who creates it (architecture §5.3). */
  async function placement(
    actor: Actor,
    input: CreateUser,
  ): Promise<{ unitId: number | null; parentId: number | null }> {
    if (!canCreateRole(actor.role, input.role)) throw USERS_ERRORS.roleForbidden();

    if (actor.role === 'CLIENT') {
      // A company's staff: always its own USERs, in its unit.
      return { unitId: actor.unit_id, parentId: actor.id };
    }

    let unitId: number | null;
    if (actor.role === 'ADMIN') {
      if (actor.unit_id === null) throw USERS_ERRORS.unitForbidden();
      if (input.unit_id != null && input.unit_id !== actor.unit_id) throw USERS_ERRORS.unitForbidden();
      unitId = actor.unit_id;
    } else {
      unitId = input.role === 'MASTER' ? null : (input.unit_id ?? null);
    }

    let parentId: number | null = null;
    if (input.role === 'USER' && input.parent_id != null) {
      const parent = await findUser(db, input.parent_id);
      if (!parent || parent.role !== 'CLIENT' || !canAccessUser(actor, parent))
        throw USERS_ERRORS.parentNotFound();
      if (unitId !== null && parent.unit_id !== unitId) throw USERS_ERRORS.parentNotFound();
      parentId = parent.id;
      unitId = parent.unit_id;
    }

    if (input.role !== 'MASTER') {
      if (unitId === null) throw USERS_ERRORS.unitRequired();
      const unit = await findUnit(db, unitId);
      if (!unit || !unit.isActive) throw USERS_ERRORS.unitNotFound();
    }
    return { unitId, parentId };
  }

  /**
   * GET /users. `cachedCounts`: the cards of this filter set, when the caller already holds them
   * for the current version (paging and sorting do not change them).
   */
  async function list(
    actor: Actor,
    query: UserListQuery,
    cachedCounts?: UserCounts,
  ): Promise<UserListResponse> {
    const result = await listUsers(db, actor, query, { withCounts: cachedCounts === undefined });
    const counts = cachedCounts ?? result.counts!;
    const total =
      query.status === 'active'
        ? counts.active
        : query.status === 'inactive'
          ? counts.inactive
          : counts.total;
    return { users: result.rows, total, page: query.page, pageSize: query.pageSize, counts };
  }

  /**
   * GET /users as JSON. The list cache (users.list-cache.ts) answers a repeated page with one
   * primary-key read; the cards are kept per filter set, so paging and sorting skip the count.
   * Keys hold everything the scope depends on (actor id, role, unit).
   */
  async function listBody(actor: Actor, query: UserListQuery): Promise<Buffer> {
    const version = await readListVersion();
    const scope = [actor.id, actor.role, actor.unit_id];
    const key = JSON.stringify([...scope, query]);
    const countsKey = JSON.stringify([...scope, query.role, query.unit_id, query.search]);
    let page = version === null ? undefined : listCache.get(key, version);
    if (page === undefined) {
      const cachedCounts = version === null ? undefined : countsCache.get(countsKey, version);
      const response = await list(actor, query, cachedCounts);
      page = userListResponseSchema.parse(response);
      if (version !== null) {
        listCache.set(key, version, page);
        if (!cachedCounts) countsCache.set(countsKey, version, response.counts);
      }
    }
    return Buffer.from(JSON.stringify(await withReceiving(page)));
  }

  /**
   * Issue 32: a company's receiving state changes with the clock (business hours, the cap period),
   * so it is read on every request and never cached with the page.
   */
  async function withReceiving(page: UserListResponse): Promise<UserListResponse> {
    const companies = page.users.filter((u) => u.role === 'CLIENT').map((u) => u.id);
    if (companies.length === 0) return page;
    const receiving = await leadPreferences.summaries(companies);
    return {
      ...page,
      users: page.users.map((u) => (receiving.has(u.id) ? { ...u, receiving: receiving.get(u.id) } : u)),
    };
  }

  async function get(actor: Actor, id: number): Promise<User> {
    return loadFullUser(db, await findVisibleUser(db, actor, id));
  }

  /** User and profile in one transaction: a failure leaves neither. */
  async function create(actor: Actor, input: CreateUser, meta: ActionMeta): Promise<User> {
    const { unitId, parentId } = await placement(actor, input);
    if (await emailInUse(db, input.email)) throw USERS_ERRORS.emailTaken();
    const passwordHash = await hashPassword(input.password);
    const isActive = input.is_active ?? true;
    const emails = input.emails?.length ? input.emails : [{ email: input.email, is_primary: true }];

    try {
      const id = await db.transaction(async (tx) => {
        const userId = await insertUserRow(tx, {
          email: input.email,
          passwordHash,
          role: input.role,
          unitId,
          parentId,
          isActive,
        });
        await insertProfile(tx, userId, {
          display_name: input.display_name,
          legal_name: input.legal_name,
          document: input.document,
          document_type: input.document_type,
          birth_date: input.birth_date,
          gender: input.gender,
          address: input.address,
          emails,
          phones: input.phones,
        });
        await assertCompanyPhonesFree(tx, userId);
        await auditAction(tx, actor, meta, {
          action: 'users.create',
          entity: 'user',
          entityId: userId,
          data: { role: input.role, unitId, parentId, isActive },
        });
        return userId;
      });
      return get(actor, id);
    } catch (error) {
      if (isUniqueViolation(error)) throw USERS_ERRORS.emailTaken();
      throw error;
    }
  }

  async function checkOverrides(target: UserRecord, overrides: Record<string, boolean>) {
    const names = Object.keys(overrides);
    const ids = await findPermissionIds(db, names);
    const unknown = names.filter((n) => !ids.has(n));
    if (unknown.length > 0) throw USERS_ERRORS.unknownPermission(unknown);
    if (target.role === 'MASTER' && names.some((n) => overrides[n] === false && isProtectedForMaster(n)))
      throw USERS_ERRORS.masterProtected();
    return names.map((n) => ({ permissionId: ids.get(n)!, enabled: overrides[n]! }));
  }

  /**
   * Activation, deactivation and permission overrides. Deactivating ends every session of the
   * user at once; activating a waiting account (a self-registered company is CONFIRMED then) e-mails
   * it that it may log in, after the commit.
   */
  async function update(
    actor: AuthUser,
    id: number,
    input: UpdateUserPayload,
    meta: ActionMeta,
    expectedVersion?: number,
  ): Promise<User> {
    const target = await findVisibleUser(db, actor, id);
    // Editing a user's permissions is editing permissions (MASTER by default, which cannot lose it).
    if (input.permission_override !== undefined && !can(actor, 'permission.edit'))
      throw USERS_ERRORS.overrideMasterOnly();
    const statusChange = input.is_active !== undefined && input.is_active !== target.is_active;
    if (statusChange && target.id === actor.id) throw USERS_ERRORS.selfStatus();
    const overrides =
      input.permission_override === undefined
        ? undefined
        : await checkOverrides(target, input.permission_override);

    const at = now();
    const result = await db.transaction(async (tx) => {
      const locked = await findVisibleUser(tx, actor, id, { lock: true });
      await claimVersion(tx, 'users', id, expectedVersion);
      const activated = statusChange && input.is_active === true && !locked.is_active;
      // Issue 31: a closed account (anonymised at its holder's request) is never active again.
      if (activated && locked.email === closedAccountEmail(id)) throw USERS_ERRORS.accountClosed();
      const deactivated = statusChange && input.is_active === false && locked.is_active;
      if (activated || deactivated) {
        await updateUserRow(
          tx,
          id,
          {
            isActive: activated,
            ...(activated && locked.lead_status === 'PENDING_CONFIRMATION'
              ? { leadStatus: 'CONFIRMED' }
              : {}),
          },
          at,
        );
      }
      if (deactivated) await authService.revokeUserSessions(id, tx);
      if (overrides) await replaceOverrides(tx, id, overrides);
      await auditAction(tx, actor, meta, {
        action: activated ? 'users.activate' : deactivated ? 'users.deactivate' : 'users.update',
        entity: 'user',
        entityId: id,
        data: {
          ...(statusChange ? { isActive: input.is_active } : {}),
          ...(input.permission_override ? { permissionOverride: input.permission_override } : {}),
          ...(activated && locked.lead_status === 'PENDING_CONFIRMATION' ? { leadStatus: 'CONFIRMED' } : {}),
        },
      });
      return { activated };
    });
    // Again after the commit: a request racing it may have cached the old state.
    await sessionCache.invalidateUser(id);

    const user = await get(actor, id);
    if (result.activated) {
      void mailer.send({
        to: user.email,
        ...accountActivatedEmail({ name: user.name ?? null, loginUrl: `${deps.publicUrl}/` }),
      });
    }
    return user;
  }

  /**
   * Removes the login and the personal data; the row stays as an anonymised tombstone so the
   * audit log (and later the ledger and messages) keep a valid reference. A company with live
   * USERs must lose them first (nothing disappears as a side effect).
   */
  async function remove(actor: Actor, id: number, meta: ActionMeta): Promise<void> {
    const target = await findVisibleUser(db, actor, id);
    if (target.id === actor.id) throw USERS_ERRORS.selfDelete();

    const photoUrls = await db.transaction(async (tx) => {
      const locked = await findVisibleUser(tx, actor, id, { lock: true });
      if (locked.role === 'CLIENT' && (await countChildren(tx, id)) > 0) throw USERS_ERRORS.hasDependents();
      const urls = await deleteProfile(tx, id);
      await anonymiseUser(tx, id, now());
      await auditAction(tx, actor, meta, {
        action: 'users.delete',
        entity: 'user',
        entityId: id,
        data: { role: locked.role, unitId: locked.unit_id },
      });
      return urls;
    });
    await sessionCache.invalidateUser(id);
    try {
      await avatars.remove(await unreferencedPhotoUrls(db, photoUrls));
    } catch (error) {
      logger.warn({ err: error, userId: id }, 'avatar files of a deleted user could not be removed');
    }
  }

  return { list, listBody, get, create, update, remove };
}
