import { beforeAll, describe, expect, it } from 'vitest';
import { RECORD_VERSION_MSG } from '@tenho/domain/shared/record-version';
import { useTestApp } from '../../test/app.ts';
import { createUnit, createUser, loginAs, type TestUnit, type TestUser } from '../../test/factories.ts';

/**
 * Issue 29 point 2: every edit of a shared record carries the version it read (If-Match); a stale
 * one answers 409 and changes nothing, a missing one still saves.
 */
const t = useTestApp();

const CONFLICT = { code: 'record.version_conflict', message: RECORD_VERSION_MSG.conflict };

let unit: TestUnit;
let master: TestUser;
let admin: TestUser;
let company: TestUser;
let token: string;
let adminToken: string;

beforeAll(async () => {
  unit = await createUnit(t.db, {
    name: 'Tenho Versões',
    code: 'tenho-versoes',
    city: 'Recife',
    state: 'PE',
  });
  master = await createUser(t.db, { role: 'MASTER' });
  admin = await createUser(t.db, { role: 'ADMIN', unitId: unit.id });
  company = await createUser(t.db, { role: 'CLIENT', unitId: unit.id, name: 'Oficina Versão' });
  token = await loginAs(t.app, master);
  adminToken = await loginAs(t.app, admin);
});

const ifMatch = (version: number) => ({ 'if-match': `W/"${version}"` });

function etagVersion(response: { headers: Record<string, unknown> }): number {
  const etag = String(response.headers.etag ?? '');
  expect(etag).toMatch(/^W\/"\d+"$/);
  return Number(/\d+/.exec(etag)![0]);
}

describe('users/companies: PATCH /api/users/{id}/profile and PATCH /api/users/{id}', () => {
  it('sends the version as ETag and field; a stale profile save is 409 and changes nothing', async () => {
    const read = await t.call('GET', `/api/users/${company.id}/profile`, token);
    expect(read.statusCode, read.body).toBe(200);
    const version = etagVersion(read);
    expect(read.json<{ version: number }>().version).toBe(version);

    // The first tab saves: the version goes up by one.
    const first = await t.call(
      'PATCH',
      `/api/users/${company.id}/profile`,
      token,
      { display_name: 'Oficina Primeira Aba' },
      ifMatch(version),
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(etagVersion(first)).toBe(version + 1);
    expect(first.json<{ version: number }>().version).toBe(version + 1);

    // The second tab still holds the old version: 409, nothing written.
    const stale = await t.call(
      'PATCH',
      `/api/users/${company.id}/profile`,
      token,
      { display_name: 'Oficina Segunda Aba' },
      ifMatch(version),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(CONFLICT);
    const after = await t.call('GET', `/api/users/${company.id}/profile`, token);
    expect(after.json<{ display_name: string }>().display_name).toBe('Oficina Primeira Aba');
    expect(etagVersion(after)).toBe(version + 1);

    // An outside client without If-Match still saves.
    const blind = await t.call('PATCH', `/api/users/${company.id}/profile`, token, {
      display_name: 'Oficina Sem Versão',
    });
    expect(blind.statusCode, blind.body).toBe(200);
    expect(blind.json<{ display_name: string }>().display_name).toBe('Oficina Sem Versão');
  });

  it('shares one version between the profile and the user record (status, overrides)', async () => {
    const read = await t.call('GET', `/api/users/${company.id}`, token);
    const version = etagVersion(read);
    expect(read.json<{ version: number }>().version).toBe(version);
    const list = await t.call('GET', `/api/users?search=${encodeURIComponent(company.email)}`, token);
    expect(list.json<{ users: { id: number; version: number }[] }>().users).toContainEqual(
      expect.objectContaining({ id: company.id, version }),
    );

    // Someone else changes the company's profile …
    const other = await t.call(
      'PATCH',
      `/api/users/${company.id}/profile`,
      adminToken,
      { legal_name: 'Oficina Versão Ltda' },
      ifMatch(version),
    );
    expect(other.statusCode, other.body).toBe(200);
    // … so a deactivation based on the old read is refused and the company stays active.
    const stale = await t.call(
      'PATCH',
      `/api/users/${company.id}`,
      token,
      { is_active: false },
      ifMatch(version),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(CONFLICT);
    expect(
      (await t.call('GET', `/api/users/${company.id}`, token)).json<{ is_active: boolean }>().is_active,
    ).toBe(true);
    // A user permission override is an edit of the user too.
    const override = await t.call(
      'PATCH',
      `/api/users/${company.id}`,
      token,
      { permission_override: { 'report.view': false } },
      ifMatch(version),
    );
    expect(override.statusCode).toBe(409);
    const unchanged = (await t.call('GET', `/api/users/${company.id}`, token)).json<{
      permission_override: Record<string, boolean>;
    }>();
    expect(unchanged.permission_override).toEqual({});

    const fresh = await t.call(
      'PATCH',
      `/api/users/${company.id}`,
      token,
      { permission_override: { 'report.view': false } },
      ifMatch(version + 1),
    );
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json<{ version: number }>().version).toBe(version + 2);
    const blind = await t.call('PATCH', `/api/users/${company.id}`, token, { permission_override: {} });
    expect(blind.statusCode, blind.body).toBe(200);
  });

  it('refuses an If-Match that is not a version with 400', async () => {
    const response = await t.call(
      'PATCH',
      `/api/users/${company.id}/profile`,
      token,
      { display_name: 'Nunca' },
      { 'if-match': 'W/"abc"' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation', message: RECORD_VERSION_MSG.invalidIfMatch });
  });
});

describe('franchise units: PATCH /api/franchise-units/{id}', () => {
  it('409 on a stale version, nothing changed; without If-Match it saves', async () => {
    const read = await t.call('GET', `/api/franchise-units/${unit.id}`, token);
    const version = etagVersion(read);
    expect(read.json<{ version: number }>().version).toBe(version);
    const first = await t.call(
      'PATCH',
      `/api/franchise-units/${unit.id}`,
      token,
      { city: 'Olinda' },
      ifMatch(version),
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ version: number }>().version).toBe(version + 1);
    const stale = await t.call(
      'PATCH',
      `/api/franchise-units/${unit.id}`,
      token,
      { city: 'Caruaru' },
      ifMatch(version),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(CONFLICT);
    expect(
      (await t.call('GET', `/api/franchise-units/${unit.id}`, token)).json<{ city: string }>().city,
    ).toBe('Olinda');
    const blind = await t.call('PATCH', `/api/franchise-units/${unit.id}`, token, { city: 'Recife' });
    expect(blind.statusCode, blind.body).toBe(200);
    expect(blind.json<{ city: string; version: number }>()).toMatchObject({
      city: 'Recife',
      version: version + 2,
    });
  });
});

describe('categories: PATCH /api/categories/{id}', () => {
  it('409 on a stale version, nothing changed; without If-Match it saves', async () => {
    const created = await t.call('POST', '/api/categories', token, {
      name: 'Categoria Versionada',
      groupName: 'Testes',
      keywords: [],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    const listed = (await t.call('GET', '/api/categories', token))
      .json<{ id: number; version: number }[]>()
      .find((c) => c.id === id)!;
    const version = listed.version;
    expect(version).toBe(1);
    const first = await t.call(
      'PATCH',
      `/api/categories/${id}`,
      token,
      { name: 'Categoria A' },
      ifMatch(version),
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(etagVersion(first)).toBe(version + 1);
    for (const patch of [{ name: 'Categoria B' }, { is_active: false }]) {
      const stale = await t.call('PATCH', `/api/categories/${id}`, token, patch, ifMatch(version));
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual(CONFLICT);
    }
    const now = (await t.call('GET', '/api/categories', token))
      .json<{ id: number; name: string; is_active: boolean }[]>()
      .find((c) => c.id === id)!;
    expect(now).toMatchObject({ name: 'Categoria A', is_active: true });
    const blind = await t.call('PATCH', `/api/categories/${id}`, token, { name: 'Categoria C' });
    expect(blind.statusCode, blind.body).toBe(200);
  });
});

describe('settings: POST /api/settings', () => {
  it('409 on a stale version, nothing changed; without If-Match it saves', async () => {
    const read = await t.call('GET', '/api/settings', token);
    const version = etagVersion(read);
    expect(read.json<{ version: number }>().version).toBe(version);
    const first = await t.call('POST', '/api/settings', token, { offerTtlHours: 7 }, ifMatch(version));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ version: number }>().version).toBe(version + 1);
    const stale = await t.call('POST', '/api/settings', token, { offerTtlHours: 9 }, ifMatch(version));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(CONFLICT);
    const now = await t.call('GET', '/api/settings', token);
    expect(now.json<{ offerTtlHours: number }>().offerTtlHours).toBe(7);
    expect(etagVersion(now)).toBe(version + 1);
    const blind = await t.call('POST', '/api/settings', token, { offerTtlHours: 8 });
    expect(blind.statusCode, blind.body).toBe(200);
    expect(blind.json<{ version: number }>().version).toBe(version + 2);
  });
});

describe('role links: POST /api/role-permissions', () => {
  it('409 on a stale version (a missing link is version 0), nothing changed; without If-Match it saves', async () => {
    const created = await t.call('POST', '/api/permissions', token, {
      name: `versao_${process.pid}`,
      description: 'Permissão de teste de versão',
    });
    expect(created.statusCode, created.body).toBe(201);
    const permissionId = created.json<{ id: number }>().id;
    const body = (enabled: boolean) => ({ role: 'USER', permission_id: permissionId, enabled });

    const first = await t.call('POST', '/api/role-permissions', token, body(true), ifMatch(0));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ version: number }>().version).toBe(1);
    // A second tab that also saw no link: its 'create' meets the first one's link.
    const staleCreate = await t.call('POST', '/api/role-permissions', token, body(false), ifMatch(0));
    expect(staleCreate.statusCode).toBe(409);
    expect(staleCreate.json()).toEqual(CONFLICT);

    const second = await t.call('POST', '/api/role-permissions', token, body(false), ifMatch(1));
    expect(second.statusCode, second.body).toBe(200);
    const stale = await t.call('POST', '/api/role-permissions', token, body(true), ifMatch(1));
    expect(stale.statusCode).toBe(409);
    const link = (await t.call('GET', '/api/role-permissions', token))
      .json<{ permission_id: number; role: string; enabled: boolean; version: number }[]>()
      .find((l) => l.permission_id === permissionId && l.role === 'USER');
    expect(link).toMatchObject({ enabled: false, version: 2 });
    const blind = await t.call('POST', '/api/role-permissions', token, body(true));
    expect(blind.statusCode, blind.body).toBe(200);
    expect(blind.json<{ enabled: boolean; version: number }>()).toMatchObject({ enabled: true, version: 3 });
  });
});
