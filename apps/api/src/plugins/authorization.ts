import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { can, canUseModule, type Module, type PermissionName } from '@tenho/domain/auth/permissions';
import type { Role } from '@tenho/domain/auth/roles';
import { users } from '../db/schema/users.ts';
import { type AppError, COMMON_ERRORS } from '../lib/app-error.ts';
import type { AuthUser } from '../lib/session-cache.ts';

/** Who is acting: enough of the session user to decide scope. */
export type Actor = Pick<AuthUser, 'id' | 'role' | 'unit_id'>;
/**
 * Who may see a record that belongs to a company of a unit (an offer, a dispute): MASTER all,
 * ADMIN its unit's, CLIENT its own, USER its company's.
 */
export function canReachCompanyRecord(
  actor: Actor & Pick<AuthUser, 'parent_id'>,
  record: { companyId: number; unitId: number | null },
): boolean {
  switch (actor.role) {
    case 'MASTER':
      return true;
    case 'ADMIN':
      return actor.unit_id !== null && record.unitId === actor.unit_id;
    case 'CLIENT':
      return record.companyId === actor.id;
    default:
      return actor.parent_id !== null && record.companyId === actor.parent_id;
  }
}

/** The user being read or changed. */
export type ScopeTarget = { id: number; role: Role; unit_id: number | null; parent_id: number | null };

// Guards are route `onRequest` hooks: they run before body parsing and validation, so an anonymous
// or forbidden caller gets 401/403 and learns nothing about the payload's shape. They answer through
// `done` rather than a promise: every request of the panel passes one, and an async hook costs a
// promise and a turn of the microtask queue (GET /api/auth/me is load-tested against a bare route).

/** Guard: 401 unless the request carries a live session. */
export const requireAuth: onRequestHookHandler = (request, _reply, done) => {
  done(request.user ? undefined : COMMON_ERRORS.unauthenticated());
};

/**
 * Guard: 401 without a session, 403 unless the user holds EVERY listed permission. Names are the
 * domain catalogue's (`PermissionName`), so a typo does not compile.
 */
export function requirePermission(...permissions: PermissionName[]): onRequestHookHandler {
  return (request, _reply, done) => {
    const user = request.user;
    if (!user) done(COMMON_ERRORS.unauthenticated());
    else if (!permissions.every((permission) => can(user, permission))) done(COMMON_ERRORS.forbidden());
    else done();
  };
}

/**
 * Guard of every route of a module (spec §6, architecture §5.18): 401 without a session, 403
 * unless the user holds `{module}.access` AND every finer permission listed. Turning a module's
 * `.access` off closes all of its routes on the very next request, whatever else the user holds.
 */
export function requireModule(module: Module, ...permissions: PermissionName[]): onRequestHookHandler {
  return (request, _reply, done) => {
    const user = request.user;
    if (!user) done(COMMON_ERRORS.unauthenticated());
    else if (!canUseModule(user, module, ...permissions)) done(COMMON_ERRORS.forbidden());
    else done();
  };
}

/** The signed-in user of a request that passed a guard (throws 401 if a guard was forgotten). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw COMMON_ERRORS.unauthenticated();
  return request.user;
}

/**
 * Architecture §5.1: MASTER sees everyone; ADMIN itself and the non-MASTER users of its own unit;
 * CLIENT itself and its own USERs; USER only itself.
 */
export function canAccessUser(actor: Actor, target: ScopeTarget): boolean {
  if (target.id === actor.id) return true;
  switch (actor.role) {
    case 'MASTER':
      return true;
    case 'ADMIN':
      return actor.unit_id !== null && target.unit_id === actor.unit_id && target.role !== 'MASTER';
    case 'CLIENT':
      return target.parent_id === actor.id;
    default:
      return false;
  }
}

/** The same rule as canAccessUser as a SQL condition on `users` (undefined = no restriction). */
export function scopeUsersWhere(actor: Actor): SQL | undefined {
  switch (actor.role) {
    case 'MASTER':
      return undefined;
    case 'ADMIN':
      return actor.unit_id === null
        ? eq(users.id, actor.id)
        : or(eq(users.id, actor.id), and(eq(users.unitId, actor.unit_id), ne(users.role, 'MASTER')));
    case 'CLIENT':
      return or(eq(users.id, actor.id), eq(users.parentId, actor.id));
    default:
      return eq(users.id, actor.id);
  }
}

/**
 * Throws the not-found error when the user is missing (null/undefined) or outside the actor's scope;
 * pass the module's own factory when its missing-user answer differs from COMMON_ERRORS.userNotFound.
 */
export function assertCanAccessUser(
  actor: Actor,
  target: ScopeTarget | null | undefined,
  notFound: () => AppError = COMMON_ERRORS.userNotFound,
): asserts target is ScopeTarget {
  if (!target || !canAccessUser(actor, target)) throw notFound();
}

/**
 * The units an actor reaches: 'all' for MASTER, else the unit it belongs to (null: none). The one
 * rule behind canAccessUnit and the unit filters of categories, franchise units, reports and wallet.
 */
export function unitScope(actor: Pick<Actor, 'role' | 'unit_id'>): 'all' | number | null {
  return actor.role === 'MASTER' ? 'all' : actor.unit_id;
}

/** MASTER reaches every unit; everyone else only the unit they belong to. */
export function canAccessUnit(actor: Actor, unitId: number): boolean {
  const scope = unitScope(actor);
  return scope === 'all' || scope === unitId;
}

/** Like assertCanAccessUser: a unit outside the actor's scope answers like a missing one. */
export function assertCanAccessUnit(
  actor: Actor,
  unitId: number | null | undefined,
  notFound: () => AppError = COMMON_ERRORS.unitNotFound,
): void {
  if (unitId === null || unitId === undefined || !canAccessUnit(actor, unitId)) throw notFound();
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null (set by modules/auth/auth.plugin.ts); the guards turn null into a 401. */
    user: AuthUser | null;
    /** SHA-256 of the bearer token of this request's session. */
    sessionTokenHash: string | null;
  }
  interface FastifyInstance {
    requireAuth: typeof requireAuth;
    requirePermission: typeof requirePermission;
    requireModule: typeof requireModule;
  }
}

/** Also exposes the guards on the instance; routes normally import them from this file. */
export const authorizationPlugin = fp(
  async (app) => {
    app.decorate('requireAuth', requireAuth);
    app.decorate('requirePermission', requirePermission);
    app.decorate('requireModule', requireModule);
  },
  { name: 'authorization', fastify: '5.x', dependencies: ['auth'] },
);
