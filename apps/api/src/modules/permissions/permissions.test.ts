import { readFileSync } from 'node:fs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_DEFAULT_PERMISSIONS } from '@tenho/domain/auth/permissions';
import { ROLES } from '@tenho/domain/auth/roles';
import {
  PERMISSIONS_MSG,
  type Permission,
  type RolePermissionLink,
} from '@tenho/domain/permissions/permissions.schemas';
import { FORBIDDEN } from '../../../test/answers.ts';
import { useTestApp, type HttpMethod } from '../../../test/app.ts';
import { createUnit, createUser, loginAll, type TestUser } from '../../../test/factories.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { permissions, rolePermissions, userPermissionOverrides } from '../../db/schema/permissions.ts';
import { requirePermission } from '../../plugins/authorization.ts';

const t = useTestApp();

type Method = HttpMethod;

const tokens = {} as Record<'master' | 'admin' | 'client' | 'otherClient' | 'user', string>;
const people = {} as Record<keyof typeof tokens, TestUser>;
let sequence = 0;
const uniqueName = (prefix = 'teste') => `${prefix}_${process.pid}_${++sequence}`;

async function createPermission(
  name = uniqueName(),
  description = 'Permissão de teste',
): Promise<Permission> {
  const response = await t.call('POST', '/api/permissions', tokens.master, { name, description });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Permission>();
}

async function permissionId(name: string): Promise<number> {
  const [row] = await t.db.select({ id: permissions.id }).from(permissions).where(eq(permissions.name, name));
  return row!.id;
}

const setLink = (role: string, permission_id: number, enabled: boolean, token = tokens.master) =>
  t.call('POST', '/api/role-permissions', token, { role, permission_id, enabled });

const setOverrides = (user: TestUser, overrides: Record<string, boolean>) =>
  t.call('PATCH', `/api/users/${user.id}`, tokens.master, { permission_override: overrides });

beforeAll(async () => {
  const unit = await createUnit(t.db);
  people.master = await createUser(t.db, { role: 'MASTER' });
  people.admin = await createUser(t.db, { role: 'ADMIN', unitId: unit.id });
  people.client = await createUser(t.db, { role: 'CLIENT', unitId: unit.id });
  people.otherClient = await createUser(t.db, { role: 'CLIENT', unitId: unit.id });
  people.user = await createUser(t.db, { role: 'USER', unitId: unit.id, parentId: people.client.id });
  Object.assign(tokens, await loginAll(t.app, people));
});

describe('guards', () => {
  it('denies every permission route to ADMIN, CLIENT and USER (403) and to anonymous callers (401)', async () => {
    const target = await createPermission();
    const routes: [Method, string, unknown?][] = [
      ['GET', '/api/permissions/all'],
      ['GET', '/api/permissions'],
      ['POST', '/api/permissions', { name: uniqueName(), description: 'x' }],
      ['PUT', `/api/permissions/${target.id}`, { name: uniqueName(), description: 'x' }],
      ['DELETE', `/api/permissions/${target.id}`],
      ['GET', '/api/role-permissions'],
      ['POST', '/api/role-permissions', { role: 'USER', permission_id: target.id, enabled: true }],
    ];
    for (const [method, url, payload] of routes) {
      for (const token of [tokens.admin, tokens.client, tokens.user]) {
        const response = await t.call(method, url, token, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toEqual(FORBIDDEN);
      }
      expect((await t.call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    // Nothing changed: the permission is still there with its name.
    const [row] = await t.db.select().from(permissions).where(eq(permissions.id, target.id));
    expect(row?.name).toBe(target.name);
  });

  it('follows the permission data: an ADMIN granted permission.access and permission.view by override reads the list', async () => {
    // The finer permission alone does not open a module (spec §6: its .access comes first).
    expect((await setOverrides(people.admin, { 'permission.view': true })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/permissions', tokens.admin)).statusCode).toBe(403);
    expect(
      (await setOverrides(people.admin, { 'permission.access': true, 'permission.view': true })).statusCode,
    ).toBe(200);
    expect((await t.call('GET', '/api/permissions', tokens.admin)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/role-permissions', tokens.admin)).statusCode).toBe(200);
    expect(
      (await t.call('POST', '/api/permissions', tokens.admin, { name: uniqueName(), description: 'x' }))
        .statusCode,
    ).toBe(403);
    expect((await setOverrides(people.admin, {})).statusCode).toBe(200);
    expect((await t.call('GET', '/api/permissions', tokens.admin)).statusCode).toBe(403);
  });

  it('types permission names: a typo does not compile', () => {
    // @ts-expect-error 'categry.edit' is not a permission of the catalogue
    expect(typeof requirePermission('categry.edit')).toBe('function');
    expect(typeof requirePermission('category.select')).toBe('function');
  });
});

describe('GET /api/permissions and /api/permissions/all', () => {
  it('lists the catalogue by name with id, name, description and created_at', async () => {
    for (const url of ['/api/permissions', '/api/permissions/all']) {
      const response = await t.call('GET', url, tokens.master);
      expect(response.statusCode).toBe(200);
      const list = response.json<Permission[]>();
      const names = list.map((p) => p.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(list.find((p) => p.name === 'user.create')).toMatchObject({
        description: 'Usuários: Criar',
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      expect(names).toContain('category.select');
    }
  });
});

describe('POST /api/permissions', () => {
  it('creates a permission and audits it', async () => {
    const name = uniqueName('relatorio.exportar');
    const response = await t.call('POST', '/api/permissions', tokens.master, {
      name: ` ${name} `,
      description: ' Exporta relatórios ',
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<Permission>();
    expect(created).toMatchObject({ name, description: 'Exporta relatórios' });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'permissions.create'), eq(auditLog.entityId, created.id)));
    expect(audit).toMatchObject({ actorId: people.master.id, entity: 'permission' });
    expect(audit!.ip).toBeTruthy();
  });

  it('answers 400 with pt-BR messages for bad names and missing fields, 409 for a duplicate', async () => {
    for (const name of ['Criar Usuario', 'user-view', '1abc', 'user..view', '_x', 'a'.repeat(101)]) {
      const response = await t.call('POST', '/api/permissions', tokens.master, { name, description: 'x' });
      expect(response.statusCode, name).toBe(400);
      expect(response.json().message).toBe(PERMISSIONS_MSG.nameInvalid);
    }
    const empty = await t.call('POST', '/api/permissions', tokens.master, { name: ' ', description: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(PERMISSIONS_MSG.nameRequired);
    const noDescription = await t.call('POST', '/api/permissions', tokens.master, { name: uniqueName() });
    expect(noDescription.statusCode).toBe(400);
    expect(noDescription.json().message).toBe(PERMISSIONS_MSG.descriptionRequired);

    const duplicate = await t.call('POST', '/api/permissions', tokens.master, {
      name: 'user.view',
      description: 'Outra',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      code: 'permissions.name_taken',
      message: PERMISSIONS_MSG.nameTaken,
    });
  });
});

describe('PUT /api/permissions/{id}', () => {
  it('renames a custom permission and changes its description', async () => {
    const permission = await createPermission();
    const name = uniqueName('renomeada');
    const response = await t.call('PUT', `/api/permissions/${permission.id}`, tokens.master, {
      name,
      description: 'Nova descrição',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: permission.id, name, description: 'Nova descrição' });
  });

  it('keeps the name of a catalogue permission (422) but lets its description change', async () => {
    const id = await permissionId('lead.view');
    const rename = await t.call('PUT', `/api/permissions/${id}`, tokens.master, {
      name: 'lead.see',
      description: 'Leads: Visualizar',
    });
    expect(rename.statusCode).toBe(422);
    expect(rename.json().message).toBe(PERMISSIONS_MSG.catalogueRename);
    const describe = await t.call('PUT', `/api/permissions/${id}`, tokens.master, {
      name: 'lead.view',
      description: 'Leads: Ver a lista',
    });
    expect(describe.statusCode).toBe(200);
    expect(describe.json()).toMatchObject({ name: 'lead.view', description: 'Leads: Ver a lista' });
  });

  it('answers 409 for a taken name, 404 for an unknown id, 400 for a bad id or body', async () => {
    const permission = await createPermission();
    const taken = await t.call('PUT', `/api/permissions/${permission.id}`, tokens.master, {
      name: 'user.view',
      description: 'x',
    });
    expect(taken.statusCode).toBe(409);
    const unknown = await t.call('PUT', '/api/permissions/999999', tokens.master, {
      name: uniqueName(),
      description: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'permissions.not_found', message: PERMISSIONS_MSG.notFound });
    expect(
      (await t.call('PUT', '/api/permissions/abc', tokens.master, { name: uniqueName(), description: 'x' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await t.call('PUT', `/api/permissions/${permission.id}`, tokens.master, {
          name: 'Nome Ruim',
          description: 'x',
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('DELETE /api/permissions/{id}', () => {
  it('deletes an unused permission and audits it', async () => {
    const permission = await createPermission();
    const response = await t.call('DELETE', `/api/permissions/${permission.id}`, tokens.master);
    expect(response.statusCode).toBe(204);
    expect(await t.db.select().from(permissions).where(eq(permissions.id, permission.id))).toEqual([]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'permissions.delete'), eq(auditLog.entityId, permission.id)));
    expect(audit?.data).toMatchObject({ name: permission.name });
    expect((await t.call('DELETE', `/api/permissions/${permission.id}`, tokens.master)).statusCode).toBe(404);
  });

  it('refuses (400, the permission stays) while a role link or a user override uses it', async () => {
    const linked = await createPermission();
    expect((await setLink('CLIENT', linked.id, true)).statusCode).toBe(200);
    const byRole = await t.call('DELETE', `/api/permissions/${linked.id}`, tokens.master);
    expect(byRole.statusCode).toBe(400);
    expect(byRole.json()).toMatchObject({ code: 'permissions.in_use' });
    expect(byRole.json().message).toMatch(/em uso \(1 perfil\)/);
    expect(await t.db.select().from(permissions).where(eq(permissions.id, linked.id))).toHaveLength(1);
    // A disabled link is the same as none: then it may go.
    expect((await setLink('CLIENT', linked.id, false)).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/permissions/${linked.id}`, tokens.master)).statusCode).toBe(204);

    const overridden = await createPermission();
    expect((await setOverrides(people.otherClient, { [overridden.name]: false })).statusCode).toBe(200);
    const byUser = await t.call('DELETE', `/api/permissions/${overridden.id}`, tokens.master);
    expect(byUser.statusCode).toBe(400);
    expect(byUser.json().message).toMatch(/em uso \(1 usuário\)/);
    expect(await t.db.select().from(permissions).where(eq(permissions.id, overridden.id))).toHaveLength(1);
    expect((await setOverrides(people.otherClient, {})).statusCode).toBe(200);
  });

  it('refuses the MASTER’s protected permissions and the system catalogue (400 with the reason)', async () => {
    for (const name of ['setting.access', 'permission.delete']) {
      const response = await t.call('DELETE', `/api/permissions/${await permissionId(name)}`, tokens.master);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'permissions.master_protected',
        message: PERMISSIONS_MSG.masterProtected,
      });
    }
    // Disabled for every role and overridden by nobody, a catalogue name still stays.
    const id = await permissionId('button.delete');
    for (const role of ROLES) expect((await setLink(role, id, false)).statusCode).toBe(200);
    const response = await t.call('DELETE', `/api/permissions/${id}`, tokens.master);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PERMISSIONS_MSG.catalogueDelete);
    expect((await setLink('MASTER', id, true)).statusCode).toBe(200);
  });

  it('answers 400 for a bad id', async () => {
    expect((await t.call('DELETE', '/api/permissions/0', tokens.master)).statusCode).toBe(400);
    expect((await t.call('DELETE', '/api/permissions/abc', tokens.master)).statusCode).toBe(400);
  });
});

describe('role links', () => {
  it('lists every link with its permission; the seeded defaults are there', async () => {
    const response = await t.call('GET', '/api/role-permissions', tokens.master);
    expect(response.statusCode).toBe(200);
    const links = response.json<RolePermissionLink[]>();
    for (const role of ['ADMIN', 'USER'] as const) {
      const enabled = links.filter((l) => l.role === role && l.enabled).map((l) => l.permission?.name);
      for (const name of ROLE_DEFAULT_PERMISSIONS[role]) expect(enabled).toContain(name);
    }
    expect(links[0]).toMatchObject({ id: expect.any(Number), permission: { name: expect.any(String) } });
  });

  it('upserts a pair (a missing link counts as disabled) and audits each change', async () => {
    const permission = await createPermission();
    const first = await setLink('USER', permission.id, true);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ role: 'USER', permission_id: permission.id, enabled: true });
    const second = await setLink('USER', permission.id, false);
    expect(second.json()).toMatchObject({ id: first.json().id, enabled: false });
    const rows = await t.db
      .select()
      .from(rolePermissions)
      .where(and(eq(rolePermissions.role, 'USER'), eq(rolePermissions.permissionId, permission.id)));
    expect(rows).toHaveLength(1);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'permissions.role_update'), eq(auditLog.entityId, first.json().id)))
      .orderBy(auditLog.id);
    expect(audits.map((a) => a.data)).toEqual([
      { role: 'USER', permission: permission.name, from: false, to: true },
      { role: 'USER', permission: permission.name, from: true, to: false },
    ]);
  });

  it('never lets the MASTER lose setting.access or permission.* (422 with a message)', async () => {
    for (const name of ['setting.access', 'permission.view', 'permission.edit']) {
      const response = await setLink('MASTER', await permissionId(name), false);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        code: 'permissions.master_protected',
        message: PERMISSIONS_MSG.masterProtected,
      });
    }
    // Another role may lose them; the MASTER may lose anything else.
    expect((await setLink('ADMIN', await permissionId('setting.access'), false)).statusCode).toBe(200);
    expect((await setLink('ADMIN', await permissionId('setting.access'), true)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/permissions', tokens.master)).statusCode).toBe(200);
  });

  it('answers 400 for a bad role, id or flag and 404 for an unknown permission', async () => {
    const id = await permissionId('lead.view');
    for (const body of [
      { role: 'ROOT', permission_id: id, enabled: true },
      { role: 'USER', permission_id: 0, enabled: true },
      { role: 'USER', permission_id: 'abc', enabled: true },
      { role: 'USER', permission_id: id, enabled: 'sim' },
      { role: 'USER', permission_id: id },
    ]) {
      const response = await t.call('POST', '/api/role-permissions', tokens.master, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toMatch(/[a-zà-ú]/i);
    }
    const unknown = await setLink('USER', 999999, true);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'permissions.not_found', message: PERMISSIONS_MSG.notFound });
  });
});

describe('the data is the rule, on the very next request', () => {
  const categoryAccess = () => permissionId('category.access');

  it('a role link change applies at once; an override beats it for one company, both ways', async () => {
    const id = await categoryAccess();
    // The categoriser test is guarded by category.access alone.
    const categorize = (token: string) =>
      t.call('POST', '/api/webhooks/test-categorize', token, { message: 'preciso de um eletricista' });
    expect((await categorize(tokens.client)).statusCode).toBe(200);

    expect((await setLink('CLIENT', id, false)).statusCode).toBe(200);
    try {
      expect((await categorize(tokens.client)).statusCode).toBe(403);
      expect((await categorize(tokens.otherClient)).statusCode).toBe(403);

      // Override on: that company only.
      expect((await setOverrides(people.client, { 'category.access': true })).statusCode).toBe(200);
      expect((await categorize(tokens.client)).statusCode).toBe(200);
      expect((await categorize(tokens.otherClient)).statusCode).toBe(403);
      const me = await t.call('GET', '/api/auth/me', tokens.client);
      expect(me.json()).toMatchObject({ user: { permission_override: { 'category.access': true } } });

      // Reset: back to the role default.
      expect((await setOverrides(people.client, {})).statusCode).toBe(200);
      expect((await categorize(tokens.client)).statusCode).toBe(403);
    } finally {
      expect((await setLink('CLIENT', id, true)).statusCode).toBe(200);
    }
    expect((await categorize(tokens.client)).statusCode).toBe(200);

    // Override off beats an enabled role default.
    expect((await setOverrides(people.client, { 'category.access': false })).statusCode).toBe(200);
    expect((await categorize(tokens.client)).statusCode).toBe(403);
    expect((await categorize(tokens.otherClient)).statusCode).toBe(200);
    expect((await setOverrides(people.client, {})).statusCode).toBe(200);
    expect((await categorize(tokens.client)).statusCode).toBe(200);
  });

  it('no role check hides a permission: an ADMIN granted category.create creates a category', async () => {
    const body = { name: `Categoria ${uniqueName()}`, groupName: 'Testes' };
    expect((await t.call('POST', '/api/categories', tokens.admin, body)).statusCode).toBe(403);
    expect((await setOverrides(people.admin, { 'category.create': true })).statusCode).toBe(200);
    const created = await t.call('POST', '/api/categories', tokens.admin, body);
    expect(created.statusCode, created.body).toBe(201);
    expect((await setOverrides(people.admin, {})).statusCode).toBe(200);
    expect(
      (await t.call('POST', '/api/categories', tokens.admin, { ...body, name: `${body.name} 2` })).statusCode,
    ).toBe(403);
  });

  it('a company’s own category selection needs category.select (not category.edit)', async () => {
    const url = `/api/users/${people.client.id}/categories`;
    expect((await t.call('POST', url, tokens.client, { categoryIds: [] })).statusCode).toBe(200);
    expect((await setOverrides(people.client, { 'category.select': false })).statusCode).toBe(200);
    expect((await t.call('POST', url, tokens.client, { categoryIds: [] })).statusCode).toBe(403);
    expect((await setOverrides(people.client, { 'category.select': true })).statusCode).toBe(200);
    expect((await t.call('POST', url, tokens.client, { categoryIds: [] })).statusCode).toBe(200);
    expect((await setOverrides(people.client, {})).statusCode).toBe(200);
    // The company's USER does not choose the company's categories.
    expect((await t.call('POST', url, tokens.user, { categoryIds: [] })).statusCode).toBe(403);
  });
});

describe('migration 0012_permission_defaults (existing databases)', () => {
  it('moves the old role defaults to the new ones and a company’s category.edit override to category.select', async () => {
    const names = [
      'category.create',
      'category.edit',
      'category.delete',
      'category.select',
      'document.create',
      'document.delete',
      'document.access',
      'document.view',
    ];
    const rows = await t.db
      .select({ id: permissions.id, name: permissions.name })
      .from(permissions)
      .where(inArray(permissions.name, names));
    const id = Object.fromEntries(rows.map((r) => [r.name, r.id])) as Record<string, number>;
    // The state an older release left: ADMIN with the catalogue, CLIENT selecting via category.edit,
    // no document links for CLIENT/USER, no category.select anywhere.
    await t.db
      .delete(rolePermissions)
      .where(
        inArray(rolePermissions.permissionId, [
          id['category.select']!,
          id['document.create']!,
          id['document.delete']!,
          id['document.access']!,
          id['document.view']!,
        ]),
      );
    await t.db.insert(rolePermissions).values([
      { role: 'MASTER', permissionId: id['document.create']!, enabled: true },
      { role: 'ADMIN', permissionId: id['category.create']!, enabled: true },
      { role: 'ADMIN', permissionId: id['category.edit']!, enabled: true },
      { role: 'ADMIN', permissionId: id['category.delete']!, enabled: true },
      { role: 'CLIENT', permissionId: id['category.edit']!, enabled: false },
    ]);
    await t.db.insert(userPermissionOverrides).values([
      { userId: people.otherClient.id, permissionId: id['category.edit']!, enabled: true },
      { userId: people.admin.id, permissionId: id['category.edit']!, enabled: true },
    ]);

    const file = new URL('../../db/migrations/0012_permission_defaults.sql', import.meta.url);
    for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));

    const links = await t.db
      .select({ role: rolePermissions.role, name: permissions.name, enabled: rolePermissions.enabled })
      .from(rolePermissions)
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
      .where(inArray(permissions.name, names));
    const state = (role: string, name: string) =>
      links.find((l) => l.role === role && l.name === name)?.enabled ?? null;
    expect(state('ADMIN', 'category.create')).toBeNull();
    expect(state('ADMIN', 'category.edit')).toBeNull();
    expect(state('ADMIN', 'category.delete')).toBeNull();
    expect(state('CLIENT', 'category.edit')).toBeNull();
    expect(state('MASTER', 'category.select')).toBe(true);
    expect(state('ADMIN', 'category.select')).toBe(true);
    // The MASTER had turned the companies' selection off: it stays off under its new name.
    expect(state('CLIENT', 'category.select')).toBe(false);
    expect(state('USER', 'category.select')).toBeNull();
    expect(state('CLIENT', 'document.create')).toBe(true);
    expect(state('CLIENT', 'document.delete')).toBe(true);
    expect(state('USER', 'document.access')).toBe(true);
    expect(state('USER', 'document.view')).toBe(true);

    const overrides = await t.db
      .select({
        userId: userPermissionOverrides.userId,
        name: permissions.name,
        enabled: userPermissionOverrides.enabled,
      })
      .from(userPermissionOverrides)
      .innerJoin(permissions, eq(permissions.id, userPermissionOverrides.permissionId))
      .where(inArray(userPermissionOverrides.userId, [people.otherClient.id, people.admin.id]));
    expect(overrides.filter((o) => o.userId === people.otherClient.id)).toEqual([
      { userId: people.otherClient.id, name: 'category.select', enabled: true },
    ]);
    // An ADMIN's override was the MASTER's explicit grant of catalogue editing: it stays.
    expect(overrides.filter((o) => o.userId === people.admin.id)).toEqual([
      { userId: people.admin.id, name: 'category.edit', enabled: true },
    ]);
    await t.db
      .delete(userPermissionOverrides)
      .where(inArray(userPermissionOverrides.userId, [people.otherClient.id, people.admin.id]));
    await t.db
      .update(rolePermissions)
      .set({ enabled: true })
      .where(
        and(eq(rolePermissions.role, 'CLIENT'), eq(rolePermissions.permissionId, id['category.select']!)),
      );
    t.app.sessionCache.invalidateAll();
  });
});
