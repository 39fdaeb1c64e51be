import { beforeAll, describe, expect, it } from 'vitest';
import type { Document } from '@tenho/domain/documents/documents.schemas';
import {
  USER_NOTIFICATION_TEXTS,
  type UserDashboard,
} from '@tenho/domain/user-dashboard/user-dashboard.schemas';
import { useTestApp } from '../../../test/app.ts';
import { bearer, createUnit, createUser, loginAs, type TestUser } from '../../../test/factories.ts';
import { mailsTo } from '../../../test/mailbox.ts';
import { join } from 'node:path';
import { multipartForm, samplePdf } from '../documents/documents.fixtures.ts';
import { slack } from '../../../test/timeouts.ts';

const t = useTestApp();

let master: TestUser;
let admin: TestUser;
let company: TestUser;
let staff: TestUser;
let otherCompany: TestUser;
let otherStaff: TestUser;
const tokens: Record<string, string> = {};

const dashboard = async (token: string) => {
  const response = await t.call('GET', '/api/users/dashboard/user', token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UserDashboard>();
};

async function patchUser(id: number, payload: Record<string, unknown>) {
  const response = await t.call('PATCH', `/api/users/${id}`, tokens.master!, payload);
  expect(response.statusCode, response.body).toBe(200);
}

async function uploadAs(
  token: string,
  title: string,
  visibility: string,
  extra: Record<string, string> = {},
) {
  const form = multipartForm({ title, visibility, ...extra }, [
    { name: `${title}.pdf`, content: samplePdf(title) },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Document>();
}

beforeAll(async () => {
  const unit = await createUnit(t.db);
  const otherUnit = await createUnit(t.db);
  master = await createUser(t.db, { role: 'MASTER' });
  admin = await createUser(t.db, { role: 'ADMIN', unitId: unit.id });
  company = await createUser(t.db, { role: 'CLIENT', unitId: unit.id, name: 'Padaria Pão Quente' });
  // A new USER, inactive until the MASTER activates it.
  staff = await createUser(t.db, {
    role: 'USER',
    unitId: unit.id,
    parentId: company.id,
    isActive: false,
    name: null,
  });
  otherCompany = await createUser(t.db, { role: 'CLIENT', unitId: otherUnit.id });
  otherStaff = await createUser(t.db, { role: 'USER', unitId: unit.id, parentId: otherCompany.id });
  tokens.master = await loginAs(t.app, master);
  for (const client of [company, otherCompany])
    await patchUser(client.id, { permission_override: { 'document.access': true, 'document.create': true } });
  tokens.company = await loginAs(t.app, company);
  tokens.admin = await loginAs(t.app, admin);
  tokens.otherCompany = await loginAs(t.app, otherCompany);
}, slack(60_000));

describe('GET /api/users/dashboard/user', () => {
  it('needs a session', async () => {
    const response = await t.call('GET', '/api/users/dashboard/user');
    expect(response.statusCode).toBe(401);
  });

  it("shows the USER's own account, its company, its recent activity and real notifications", async () => {
    // Activated by the MASTER, then given document access (a permission change).
    await patchUser(staff.id, { is_active: true });
    await patchUser(staff.id, { permission_override: { 'document.access': true } });
    tokens.staff = await loginAs(t.app, staff);
    await loginAs(t.app, staff);
    // Its own profile, then its password through the e-mailed reset link.
    const profile = await t.call('POST', `/api/users/${staff.id}/profile`, tokens.staff, {
      display_name: 'Joana Caixa',
    });
    expect(profile.statusCode, profile.body).toBe(201);
    await t.call('POST', '/api/auth/password-reset', undefined, { email: staff.email });
    await t.app.mailer.idle();
    const mail = (await mailsTo(join(t.config.dataDir, 'mail'), staff.email)).at(-1);
    const resetToken = /redefinir-senha\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(resetToken).toBeTruthy();
    const reset = await t.call('POST', '/api/auth/password-reset/confirm', undefined, {
      token: resetToken,
      password: 'Nova@Senha2026',
    });
    expect(reset.statusCode, reset.body).toBeLessThan(300);
    tokens.staff = await loginAs(t.app, { email: staff.email, password: 'Nova@Senha2026' });
    // The company shares a document with its staff; another company's never reaches it.
    await uploadAs(tokens.company!, 'Escala de dezembro', 'PRIVATE');
    await uploadAs(tokens.otherCompany!, 'Documento de outra empresa', 'PRIVATE');
    await uploadAs(tokens.master!, 'Comunicado da rede', 'NETWORK');

    const body = await dashboard(tokens.staff);
    expect(body.user).toEqual({
      id: staff.id,
      name: 'Joana Caixa',
      email: staff.email,
      role: 'USER',
      is_active: true,
      created_at: expect.any(String),
    });
    expect(body.company).toEqual({ id: company.id, name: 'Padaria Pão Quente', email: company.email });

    // Newest first: the last login, the reset, the profile, the earlier logins.
    expect(body.activity.map((a) => a.action)).toEqual([
      'auth.login',
      'auth.password_reset',
      'auth.password_reset_requested',
      'profiles.create',
      'auth.login',
      'auth.login',
    ]);
    expect(body.activity.map((a) => a.label)).toEqual([
      'Login realizado',
      'Senha redefinida',
      'Redefinição de senha solicitada',
      'Perfil criado',
      'Login realizado',
      'Login realizado',
    ]);
    expect(body.activity.every((a) => a.ip !== undefined)).toBe(true);

    const kinds = body.notifications.map((n) => n.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'account_activated',
        'permissions_changed',
        'password_changed',
        'document_shared',
      ]),
    );
    const shared = body.notifications.filter((n) => n.kind === 'document_shared');
    expect(shared.map((n) => n.body).sort()).toEqual([
      USER_NOTIFICATION_TEXTS.document_shared.body('Comunicado da rede'),
      USER_NOTIFICATION_TEXTS.document_shared.body('Escala de dezembro'),
    ]);
    expect(shared.every((n) => n.link === '/user/documentos')).toBe(true);
    expect(body.notifications.find((n) => n.kind === 'password_changed')).toMatchObject({
      title: USER_NOTIFICATION_TEXTS.password_changed.title,
      link: '/user/perfil',
    });
    expect(body.notifications.find((n) => n.kind === 'account_activated')).toMatchObject({
      title: 'Conta ativada',
    });
    const times = body.notifications.map((n) => n.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(new Set(body.notifications.map((n) => n.id)).size).toBe(body.notifications.length);
  });

  it("never shows another person's activity or documents not shared with them", async () => {
    tokens.otherStaff = await loginAs(t.app, otherStaff);
    const body = await dashboard(tokens.otherStaff);
    expect(body.company).toMatchObject({ id: otherCompany.id });
    expect(body.activity.map((a) => a.action)).toEqual(['auth.login']);
    // Its company's document and the network's; never the other company's of the same unit.
    expect(body.notifications.map((n) => [n.kind, n.body])).toEqual([
      ['document_shared', USER_NOTIFICATION_TEXTS.document_shared.body('Comunicado da rede')],
      ['document_shared', USER_NOTIFICATION_TEXTS.document_shared.body('Documento de outra empresa')],
    ]);

    // Without document access, no document notifications at all.
    await patchUser(otherStaff.id, { permission_override: { 'document.access': false } });
    const closed = await dashboard(await loginAs(t.app, otherStaff));
    expect(closed.notifications.map((n) => n.kind)).toEqual(['permissions_changed']);
  });

  it('a company is its own company and does not get notified of its own uploads; ADMIN has none', async () => {
    const companyView = await dashboard(tokens.company!);
    expect(companyView.company).toEqual({ id: company.id, name: 'Padaria Pão Quente', email: company.email });
    expect(companyView.user.role).toBe('CLIENT');
    const shared = companyView.notifications.filter((n) => n.kind === 'document_shared');
    expect(shared.map((n) => n.body)).toEqual([
      USER_NOTIFICATION_TEXTS.document_shared.body('Comunicado da rede'),
    ]);
    expect(shared[0]!.link).toBe('/client/documentos');
    // The override the MASTER set on the company is a permission change it is told about.
    expect(companyView.notifications.some((n) => n.kind === 'permissions_changed')).toBe(true);

    const adminView = await dashboard(tokens.admin!);
    expect(adminView.company).toBeNull();
    expect(adminView.user).toMatchObject({ id: admin.id, role: 'ADMIN', is_active: true });
  });

  it("shows 'no name' as null for a person without a profile", async () => {
    const bare = await createUser(t.db, { role: 'USER', parentId: company.id, name: null });
    const body = await dashboard(await loginAs(t.app, bare));
    expect(body.user.name).toBeNull();
  });
});
