import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { permissions, rolePermissions, userPermissionOverrides } from '../db/schema/permissions.ts';
import { users } from '../db/schema/users.ts';
import { AppError } from '../lib/app-error.ts';
import { useTestApp } from '../../test/app.ts';
import { createUnit, createUser, loginAs, type TestUser } from '../../test/factories.ts';
import {
  assertCanAccessUnit,
  assertCanAccessUser,
  canAccessUnit,
  canAccessUser,
  currentUser,
  requireAuth,
  requireModule,
  requirePermission,
  scopeUsersWhere,
  type Actor,
  type ScopeTarget,
} from './authorization.ts';
import { FORBIDDEN, UNAUTHENTICATED } from '../../test/answers.ts';

// Routes that exist only in this test, guarded like every real route.
const t = useTestApp({
  setup: (app) => {
    app.get('/api/__test/auth', { onRequest: requireAuth }, async (request) => ({
      id: currentUser(request).id,
    }));
    app.get('/api/__test/client-create', { onRequest: requirePermission('client.create') }, async () => ({
      ok: true,
    }));
    app.get(
      '/api/__test/both',
      { onRequest: requirePermission('user.view', 'setting.access') },
      async () => ({ ok: true }),
    );
    app.get('/api/__test/module', { onRequest: requireModule('franchise', 'client.view') }, async () => ({
      ok: true,
    }));
  },
});

const actor = (u: TestUser): Actor => ({ id: u.id, role: u.role, unit_id: u.unitId });
const target = (u: TestUser): ScopeTarget => ({
  id: u.id,
  role: u.role,
  unit_id: u.unitId,
  parent_id: u.parentId,
});

async function network() {
  const north = await createUnit(t.db);
  const south = await createUnit(t.db);
  const master = await createUser(t.db, { role: 'MASTER' });
  const adminNorth = await createUser(t.db, { role: 'ADMIN', unitId: north.id });
  const adminNorth2 = await createUser(t.db, { role: 'ADMIN', unitId: north.id });
  const adminSouth = await createUser(t.db, { role: 'ADMIN', unitId: south.id });
  const clientNorth = await createUser(t.db, { role: 'CLIENT', unitId: north.id });
  const clientNorth2 = await createUser(t.db, { role: 'CLIENT', unitId: north.id });
  const userOfClient = await createUser(t.db, { role: 'USER', unitId: north.id, parentId: clientNorth.id });
  const userOfClient2 = await createUser(t.db, { role: 'USER', unitId: north.id, parentId: clientNorth2.id });
  const clientSouth = await createUser(t.db, { role: 'CLIENT', unitId: south.id });
  const all = {
    master,
    adminNorth,
    adminNorth2,
    adminSouth,
    clientNorth,
    clientNorth2,
    userOfClient,
    userOfClient2,
    clientSouth,
  };
  return { north, south, ...all, all: Object.values(all) };
}

describe('scope helpers (architecture §5.1)', () => {
  it('canAccessUser and scopeUsersWhere agree: MASTER all, ADMIN own unit, CLIENT itself and its USERs, USER itself', async () => {
    const n = await network();
    const expected: Record<string, TestUser[]> = {
      master: n.all,
      adminNorth: [
        n.adminNorth,
        n.adminNorth2,
        n.clientNorth,
        n.clientNorth2,
        n.userOfClient,
        n.userOfClient2,
      ],
      adminSouth: [n.adminSouth, n.clientSouth],
      clientNorth: [n.clientNorth, n.userOfClient],
      userOfClient: [n.userOfClient],
    };
    const ids = n.all.map((u) => u.id);
    for (const [name, visible] of Object.entries(expected)) {
      const who = n[name as keyof typeof n] as TestUser;
      const inMemory = n.all.filter((u) => canAccessUser(actor(who), target(u))).map((u) => u.id);
      expect(inMemory.sort(), name).toEqual(visible.map((u) => u.id).sort());

      const scope = scopeUsersWhere(actor(who));
      const rows = await t.db
        .select({ id: users.id })
        .from(users)
        .where(scope ? and(inArray(users.id, ids), scope) : inArray(users.id, ids));
      expect(rows.map((r) => r.id).sort(), `${name} (SQL)`).toEqual(visible.map((u) => u.id).sort());
    }
  });

  it('an ADMIN never reaches a MASTER, even one placed in its unit; an ADMIN without a unit sees only itself', () => {
    const admin: Actor = { id: 10, role: 'ADMIN', unit_id: 1 };
    expect(canAccessUser(admin, { id: 1, role: 'MASTER', unit_id: 1, parent_id: null })).toBe(false);
    const loose: Actor = { id: 11, role: 'ADMIN', unit_id: null };
    expect(canAccessUser(loose, { id: 12, role: 'CLIENT', unit_id: null, parent_id: null })).toBe(false);
    expect(canAccessUser(loose, { id: 11, role: 'ADMIN', unit_id: null, parent_id: null })).toBe(true);
  });

  it('assert helpers answer an id out of scope exactly like a missing one (404, never 403)', () => {
    const client: Actor = { id: 5, role: 'CLIENT', unit_id: 1 };
    const notFound = expect.objectContaining({
      code: 'users.not_found',
      statusCode: 404,
      message: 'Usuário não encontrado',
    });
    expect(() =>
      assertCanAccessUser(client, { id: 6, role: 'CLIENT', unit_id: 1, parent_id: null }),
    ).toThrowError(notFound);
    expect(() => assertCanAccessUser(client, null)).toThrowError(notFound);
    expect(() =>
      assertCanAccessUser(client, { id: 7, role: 'USER', unit_id: 1, parent_id: 5 }),
    ).not.toThrow();
    const own = () => new AppError('categories.user_missing', 404, 'Empresa não encontrada');
    expect(() =>
      assertCanAccessUser(client, { id: 6, role: 'CLIENT', unit_id: 1, parent_id: null }, own),
    ).toThrowError(expect.objectContaining({ code: 'categories.user_missing' }));

    expect(canAccessUnit({ id: 1, role: 'MASTER', unit_id: null }, 42)).toBe(true);
    expect(canAccessUnit({ id: 2, role: 'ADMIN', unit_id: 3 }, 3)).toBe(true);
    const unitNotFound = expect.objectContaining({
      code: 'franchise_units.not_found',
      statusCode: 404,
      message: 'Franquia não encontrada',
    });
    expect(() => assertCanAccessUnit({ id: 2, role: 'ADMIN', unit_id: 3 }, 4)).toThrowError(unitNotFound);
    expect(() => assertCanAccessUnit({ id: 2, role: 'USER', unit_id: null }, 4)).toThrowError(unitNotFound);
    expect(() => assertCanAccessUnit({ id: 2, role: 'ADMIN', unit_id: 3 }, null)).toThrowError(unitNotFound);
    expect(() => assertCanAccessUnit({ id: 2, role: 'ADMIN', unit_id: 3 }, 3)).not.toThrow();
  });
});

describe('guards', () => {
  it('401 without a session, 403 without the permission, 200 with it', async () => {
    const unit = await createUnit(t.db);
    const admin = await createUser(t.db, { role: 'ADMIN', unitId: unit.id });
    const client = await createUser(t.db, { role: 'CLIENT', unitId: unit.id });
    const adminToken = await loginAs(t.app, admin);
    const clientToken = await loginAs(t.app, client);

    const get = (url: string, token?: string) => t.call('GET', url, token);
    expect((await get('/api/__test/client-create')).json()).toEqual(UNAUTHENTICATED);
    expect((await get('/api/__test/auth', clientToken)).json()).toEqual({ id: client.id });
    expect((await get('/api/__test/client-create', adminToken)).statusCode).toBe(200);
    const forbidden = await get('/api/__test/client-create', clientToken);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual(FORBIDDEN);
    // requirePermission needs all of them; requireModule the module's .access on top of the rest
    // (a CLIENT holds client.view of nothing and franchise.access not at all).
    expect((await get('/api/__test/both', adminToken)).statusCode).toBe(200);
    expect((await get('/api/__test/module', adminToken)).statusCode).toBe(200);
    expect((await get('/api/__test/module', clientToken)).statusCode).toBe(403);
  });

  it('an override reaches a warm session once the user is invalidated', async () => {
    const client = await createUser(t.db, { role: 'CLIENT' });
    const token = await loginAs(t.app, client);
    const get = () => t.call('GET', '/api/__test/client-create', token);
    expect((await get()).statusCode).toBe(403);

    const [perm] = await t.db.select().from(permissions).where(eq(permissions.name, 'client.create'));
    await t.db
      .insert(userPermissionOverrides)
      .values({ userId: client.id, permissionId: perm!.id, enabled: true });
    // Cached: the change is not seen until whoever changed it invalidates the user.
    expect((await get()).statusCode).toBe(403);
    t.app.sessionCache.invalidateUser(client.id);
    expect((await get()).statusCode).toBe(200);

    await t.db
      .update(userPermissionOverrides)
      .set({ enabled: false })
      .where(eq(userPermissionOverrides.userId, client.id));
    t.app.sessionCache.invalidateUser(client.id);
    expect((await get()).statusCode).toBe(403);
  });

  it('a role link change reaches warm sessions after invalidateAll, and a stale cache entry expires on its own', async () => {
    const user = await createUser(t.db, { role: 'USER' });
    const token = await loginAs(t.app, user);
    const get = () => t.call('GET', '/api/__test/client-create', token);
    expect((await get()).statusCode).toBe(403);

    const [perm] = await t.db.select().from(permissions).where(eq(permissions.name, 'client.create'));
    await t.db.insert(rolePermissions).values({ role: 'USER', permissionId: perm!.id, enabled: true });
    t.app.sessionCache.invalidateAll();
    expect((await get()).statusCode).toBe(200);

    await t.db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.role, 'USER'), eq(rolePermissions.permissionId, perm!.id)));
    expect((await get()).statusCode).toBe(200);
    t.clock.advance(t.config.sessionCacheTtlMs + 1);
    expect((await get()).statusCode).toBe(403);
  });

  it('MASTER keeps setting.access and permission.* even when an override removes them', async () => {
    const master = await createUser(t.db, { role: 'MASTER' });
    const [perm] = await t.db.select().from(permissions).where(eq(permissions.name, 'setting.access'));
    await t.db
      .insert(userPermissionOverrides)
      .values({ userId: master.id, permissionId: perm!.id, enabled: false });
    const token = await loginAs(t.app, master);
    expect((await t.call('GET', '/api/__test/both', token)).statusCode).toBe(200);
  });
});
