import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MSG,
  accountSubject,
  closedAccountEmail,
  closedAccountName,
  type AccountExport,
} from '@tenho/domain/privacy/account.schemas';
import { users } from '../../db/schema/users.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { useTestApp } from '../../../test/app.ts';
import { createUser, loginAs, useUnitCast, type TestUser } from '../../../test/factories.ts';

/**
 * Issue 31 point 6: every signed-in person downloads their own data and asks, in Perfil, for their
 * account to be closed; MASTER and the unit's ADMIN see the request in Privacidade and carry it out.
 */
const t = useTestApp();
const { people, tokens } = useUnitCast(t);

type Json = Record<string, unknown>;
async function api(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token?: string | null,
  body?: unknown,
) {
  const response = await t.call(method, url, token ?? null, body);
  return { status: response.statusCode, body: response.json<Json>(), headers: response.headers };
}

/** A fresh account with a profile full of personal data (closures cannot reuse the cast). */
async function person(role: 'CLIENT' | 'USER' | 'ADMIN' | 'MASTER', extra: Partial<TestUser> = {}) {
  const tag = Math.random().toString(36).slice(2, 8);
  const phone = `219${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
  const document = `7${Math.floor(1_000_000_000 + Math.random() * 8_999_999_999)}`;
  const user = await createUser(t.db, {
    role,
    unitId: role === 'MASTER' ? null : people.unitA.id,
    parentId: role === 'USER' ? (extra.parentId ?? people.clientA.id) : null,
    name: `Zuleica Fictícia ${tag}`,
    email: `zuleica.${tag}@pessoal.com.br`,
    phone,
  });
  await t.db.execute(sql`
    update profiles set legal_name = ${`Zuleica Fictícia Ltda ${tag}`}, document = ${document},
      document_type = 'CPF', birth_date = '1980-05-17', gender = 'F', street = ${`Rua das Acácias ${tag}`},
      number = '42', district = ${`Jardim Secreto ${tag}`}, city = 'Niterói', state = 'RJ', zip_code = '24020000'
    where user_id = ${user.id}`);
  return { ...user, phone, document, tag, token: await loginAs(t.app, user) };
}

async function credit(clientId: number, amount: number) {
  const response = await t.call('POST', '/api/wallet/transaction', tokens.adminA, {
    client_id: clientId,
    amount,
    description: 'Crédito do teste',
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** Where `needle` still appears among the account tables (table.column). */
async function tracesOf(needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const [table, columns] of Object.entries({
    users: ['email'],
    profiles: ['display_name', 'legal_name', 'document', 'street', 'district', 'city', 'zip_code'],
    profile_emails: ['email'],
    profile_phones: ['phone'],
    audit_log: ['data'],
    sessions: ['ip'],
  })) {
    for (const column of columns) {
      const [row] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from ${sql.identifier(table)}
            where ${sql.identifier(column)}::text ilike ${`%${needle}%`}`,
      );
      if (Number(row!.n) > 0) found.push(`${table}.${column}`);
    }
  }
  return found;
}

async function ledgerFigures() {
  const [row] = await queryRows<Json>(
    t.db,
    sql`select (select coalesce(sum(balance_cents), 0)::text from wallets) as balances,
          (select coalesce(sum(amount_cents), 0)::text from wallet_transactions) as ledger,
          (select count(*)::int from wallet_transactions) as transactions,
          (select count(*)::int from users) as users`,
  );
  return row;
}

describe('GET /api/profile/export', () => {
  it('gives a company its account, profile, sessions, audit and wallet as a JSON attachment, and audits it', async () => {
    const company = await person('CLIENT');
    await credit(company.id, 25.5);
    const response = await api('GET', '/api/profile/export', company.token);
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="meus-dados-tenho-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.body as unknown as AccountExport;
    expect(data.account).toMatchObject({
      id: company.id,
      email: company.email,
      role: 'CLIENT',
      role_label: 'Cliente',
      unit: { id: people.unitA.id },
      company: null,
      is_active: true,
    });
    expect(data.profile?.display_name).toBe(company.name);
    expect(data.profile?.document).toBe(company.document);
    expect(data.profile?.phones.map((p) => p.phone)).toEqual([company.phone]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.sessions[0]).toMatchObject({ revoked_at: null });
    expect(data.audit.as_actor.map((a) => a.action)).toContain('auth.login');
    expect(data.audit.as_actor.map((a) => a.action)).toContain('account.export');
    // The ADMIN's credit is about the wallet, the login is about the account itself.
    expect(data.audit.about_me.find((a) => a.action === 'auth.login')).toMatchObject({
      by_me: true,
      label: 'Login',
    });
    expect(data.wallet).toMatchObject({
      balance_cents: 2550,
      totals: { transactions: 1, credit_cents: 2550, debit_cents: 0, refund_cents: 0 },
    });
    expect(data.wallet?.transactions[0]).toMatchObject({ type: 'CREDIT', amount_cents: 2550 });
    expect(data.privacy_requests).toEqual([]);
    const [audited] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log where action = 'account.export' and actor_id = ${company.id}
          and entity_id = ${company.id} and ip is not null`,
    );
    expect(audited!.n).toBe(1);
  });

  it("gives a company's USER its company and no wallet; every role gets only its own data", async () => {
    const data = (await api('GET', '/api/profile/export', tokens.userOfA)).body as unknown as AccountExport;
    expect(data.account).toMatchObject({ id: people.userOfA.id, email: people.userOfA.email, role: 'USER' });
    expect(data.account.company).toEqual({ id: people.clientA.id, name: people.clientA.name });
    expect(data.wallet).toBeNull();
    for (const key of ['master', 'adminA', 'clientB'] as const) {
      const own = (await api('GET', '/api/profile/export', tokens[key])).body as unknown as AccountExport;
      expect(own.account.id, key).toBe(people[key].id);
      expect(own.account.email, key).toBe(people[key].email);
      expect(JSON.stringify(own), key).not.toContain(people.userOfA.email);
    }
  });

  it('answers 401 without a session and never takes the token from the address', async () => {
    expect((await api('GET', '/api/profile/export')).status).toBe(401);
    expect((await api('GET', `/api/profile/export?token=${tokens.clientA}`)).status).toBe(401);
  });
});

describe('POST /api/profile/closure', () => {
  it('creates a PENDING ACCOUNT_CLOSURE (PANEL) that the MASTER and the unit ADMIN see, not the other unit', async () => {
    const company = await person('CLIENT');
    expect((await api('GET', '/api/profile/closure', company.token)).body).toEqual({ request: null });
    const created = await api('POST', '/api/profile/closure', company.token);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ status: 'PENDING', answered_at: null });
    const id = created.body.id as number;
    expect((await api('GET', '/api/profile/closure', company.token)).body).toEqual({ request: created.body });

    const listed = (token: string) =>
      api('GET', '/api/privacy/requests', token).then((r) =>
        (r.body.items as Json[]).find((i) => i.id === id),
      );
    expect(await listed(tokens.master)).toMatchObject({
      type: 'ACCOUNT_CLOSURE',
      channel: 'PANEL',
      status: 'PENDING',
      unitId: people.unitA.id,
      subject: accountSubject(company.id),
      overdue: false,
    });
    expect(await listed(tokens.adminA)).toBeTruthy();
    expect(await listed(tokens.adminB)).toBeUndefined();
    // Privacidade is not a company's screen.
    expect((await api('GET', '/api/privacy/requests', company.token)).status).toBe(403);

    // One waiting request per account.
    const again = await api('POST', '/api/profile/closure', company.token);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'account.closure_pending', message: ACCOUNT_MSG.alreadyPending });
    const [audited] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log where action = 'account.closure_request' and entity_id = ${id}`,
    );
    expect(audited!.n).toBe(1);
  });

  it('can be taken back while it waits (DELETE), then asked again; nothing waiting is a 404', async () => {
    const company = await person('CLIENT');
    const none = await api('DELETE', '/api/profile/closure', company.token);
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ code: 'account.closure_not_found', message: ACCOUNT_MSG.nothingPending });
    const first = (await api('POST', '/api/profile/closure', company.token)).body;
    const cancelled = await api('DELETE', '/api/profile/closure', company.token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ id: first.id, status: 'CANCELLED' });
    expect((await api('POST', `/api/privacy/requests/${first.id}/execute`, tokens.adminA)).status).toBe(409);
    const again = await api('POST', '/api/profile/closure', company.token);
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(first.id);
    expect((await api('GET', '/api/profile/closure', company.token)).body).toEqual({ request: again.body });
    // Another account cannot take back this one's request.
    expect((await api('DELETE', '/api/profile/closure', tokens.clientA2)).status).toBe(404);
    expect((await api('GET', '/api/profile/closure', company.token)).body.request).toMatchObject({
      status: 'PENDING',
    });
  });

  it('refuses the last active MASTER with a 422 in Portuguese, and lets one of two ask', async () => {
    const other = await person('MASTER');
    await t.db.update(users).set({ isActive: false }).where(eq(users.role, 'MASTER'));
    await t.db.update(users).set({ isActive: true }).where(eq(users.id, other.id));
    try {
      const refused = await api('POST', '/api/profile/closure', other.token);
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({ code: 'account.last_master', message: ACCOUNT_MSG.lastMaster });
    } finally {
      await t.db.update(users).set({ isActive: true }).where(eq(users.role, 'MASTER'));
    }
    const asked = await api('POST', '/api/profile/closure', other.token);
    expect(asked.status).toBe(201);

    // Carried out by itself once it became the last one: still refused, nothing changed.
    await t.db
      .update(users)
      .set({ isActive: false })
      .where(sql`role = 'MASTER' and id <> ${other.id}`);
    try {
      const refused = await api('POST', `/api/privacy/requests/${asked.body.id}/execute`, other.token);
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(ACCOUNT_MSG.lastMaster);
    } finally {
      await t.db.update(users).set({ isActive: true }).where(eq(users.role, 'MASTER'));
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, other.id));
    expect(row).toMatchObject({ email: other.email, isActive: true });
    // With another MASTER active, the MASTER carries it out.
    expect((await api('POST', `/api/privacy/requests/${asked.body.id}/execute`, tokens.master)).status).toBe(
      200,
    );
  });
});

describe('POST /api/privacy/requests/{id}/execute (ACCOUNT_CLOSURE)', () => {
  it('role × unit: the other unit ADMIN gets 404, a company 403, the unit ADMIN closes it', async () => {
    const company = await person('CLIENT');
    const employee = await person('USER', { parentId: company.id });
    await credit(company.id, 40);
    const request = (await api('POST', '/api/profile/closure', company.token)).body;
    const url = `/api/privacy/requests/${request.id}/execute`;
    const before = await ledgerFigures();
    const reportBefore = await api('GET', '/api/reports/financial', tokens.adminA);
    expect(JSON.stringify(reportBefore.body)).toContain(company.name!);

    expect((await api('POST', url, tokens.adminB)).status).toBe(404);
    expect((await api('POST', url, tokens.clientA)).status).toBe(403);
    expect((await api('POST', url, tokens.userOfA)).status).toBe(403);
    expect((await api('POST', url, company.token)).status).toBe(403);
    const done = await api('POST', url, tokens.adminA);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ type: 'ACCOUNT_CLOSURE', status: 'ANSWERED' });

    // Deactivated, signed out everywhere, unable to sign in again.
    const [row] = await t.db.select().from(users).where(eq(users.id, company.id));
    expect(row).toMatchObject({ isActive: false, email: closedAccountEmail(company.id), deletedAt: null });
    expect((await api('GET', '/api/auth/me', company.token)).status).toBe(401);
    expect((await api('GET', '/api/auth/me', employee.token)).status).toBe(401);
    const [employeeRow] = await t.db.select().from(users).where(eq(users.id, employee.id));
    expect(employeeRow!.isActive).toBe(false);

    // No trace of the e-mail, name, phone, document or address in the account tables.
    for (const needle of [
      company.email,
      company.name!,
      company.phone,
      company.document,
      `Rua das Acácias ${company.tag}`,
      `Jardim Secreto ${company.tag}`,
    ]) {
      expect(await tracesOf(needle), needle).toEqual([]);
    }
    // (A later sign-in attempt with the old address is refused; the security log records what was typed.)
    const login = await api('POST', '/api/auth/login', null, {
      email: company.email,
      password: company.password,
    });
    expect(login.status).toBe(401);
    const [profile] = await queryRows<Json>(
      t.db,
      sql`select display_name, legal_name, document, birth_date, gender, city, zip_code from profiles where user_id = ${company.id}`,
    );
    expect(profile).toEqual({
      display_name: closedAccountName(company.id),
      legal_name: null,
      document: null,
      birth_date: null,
      gender: null,
      city: null,
      zip_code: null,
    });

    // The ledger, balances and rows the reports add up are untouched.
    expect(await ledgerFigures()).toEqual(before);
    const [wallet] = await queryRows<{ balance: string }>(
      t.db,
      sql`select balance_cents::text as balance from wallets where client_id = ${company.id}`,
    );
    expect(wallet!.balance).toBe('4000');
    const report = await api('GET', '/api/reports/financial', tokens.adminA);
    expect(report.body.cards).toEqual(reportBefore.body.cards);
    expect(JSON.stringify(report.body)).toContain(closedAccountName(company.id));

    // Closed for good: neither its ADMIN nor the MASTER can activate it again (409, in Portuguese).
    for (const token of [tokens.adminA, tokens.master]) {
      const reopen = await api('PATCH', `/api/users/${company.id}`, token, { is_active: true });
      expect(reopen.status).toBe(409);
      expect(reopen.body).toMatchObject({
        code: 'users.account_closed',
        message: 'Esta conta foi encerrada a pedido do titular e não pode ser reativada.',
      });
    }
    const [stillClosed] = await t.db.select().from(users).where(eq(users.id, company.id));
    expect(stillClosed!.isActive).toBe(false);

    // Audited, and answered for good.
    const [audited] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log where action = 'account.close' and entity_id = ${company.id}
          and actor_id = ${people.adminA.id}`,
    );
    expect(audited!.n).toBe(1);
    const twice = await api('POST', url, tokens.adminA);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('privacy.not_pending');
  });

  it('the MASTER closes an ADMIN; a missing id is 404 and a malformed one 400', async () => {
    const admin = await person('ADMIN');
    const request = (await api('POST', '/api/profile/closure', admin.token)).body;
    expect((await api('POST', `/api/privacy/requests/${request.id}/execute`, tokens.master)).status).toBe(
      200,
    );
    expect(await tracesOf(admin.email)).toEqual([]);
    expect((await api('POST', '/api/privacy/requests/99999999/execute', tokens.master)).status).toBe(404);
    expect((await api('POST', '/api/privacy/requests/abc/execute', tokens.master)).status).toBe(400);
  });

  it("a company's USER closes only its own account: the company and its wallet stay", async () => {
    const employee = await person('USER');
    const request = (await api('POST', '/api/profile/closure', employee.token)).body;
    expect((await api('POST', `/api/privacy/requests/${request.id}/execute`, tokens.adminB)).status).toBe(
      404,
    );
    expect((await api('POST', `/api/privacy/requests/${request.id}/execute`, tokens.adminA)).status).toBe(
      200,
    );
    expect(await tracesOf(employee.email)).toEqual([]);
    expect((await api('GET', '/api/auth/me', employee.token)).status).toBe(401);
    expect((await api('GET', '/api/auth/me', tokens.clientA)).status).toBe(200);
    const [company] = await t.db.select().from(users).where(eq(users.id, people.clientA.id));
    expect(company).toMatchObject({ isActive: true, email: people.clientA.email });
  });

  it('an account deleted before its closure was carried out: the request is answered, nothing fails', async () => {
    const company = await person('CLIENT');
    const request = (await api('POST', '/api/profile/closure', company.token)).body;
    expect((await t.call('DELETE', `/api/users/${company.id}`, tokens.adminA)).statusCode).toBeLessThan(300);
    const done = await api('POST', `/api/privacy/requests/${request.id}/execute`, tokens.adminA);
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('ANSWERED');
  });
});
