import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@tenho/domain/auth/roles';
import type { User, UserListResponse } from '@tenho/domain/users/users.schemas';
import { useTestApp } from '../../../test/app.ts';
import { createUnit, createUser, loginAs, TEST_PASSWORD, type TestUser } from '../../../test/factories.ts';
import { mailsTo } from '../../../test/mailbox.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { users } from '../../db/schema/users.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'tenho-users-test-'));
const mailDir = join(dataDir, 'mail');
const PUBLIC_URL = 'https://painel.tenho.test';
const t = useTestApp({ config: { dataDir, publicUrl: PUBLIC_URL } });

type Actor = 'master' | 'adminA' | 'adminB' | 'clientA' | 'userA' | 'clientA2' | 'clientB' | 'anonymous';
type Target = Exclude<Actor, 'anonymous'>;
const TARGETS: Target[] = ['master', 'adminA', 'adminB', 'clientA', 'userA', 'clientA2', 'clientB'];
const ACTORS: Actor[] = [...TARGETS, 'anonymous'];

/** Architecture §5.1: who sees whom (besides themselves). */
const VISIBLE: Record<Exclude<Actor, 'anonymous'>, Target[]> = {
  master: TARGETS,
  adminA: ['adminA', 'clientA', 'userA', 'clientA2'],
  adminB: ['adminB', 'clientB'],
  clientA: ['clientA', 'userA'],
  userA: ['userA'],
  clientA2: ['clientA2'],
  clientB: ['clientB'],
};

let unitA: { id: number };
let unitB: { id: number };
const people = {} as Record<Target, TestUser>;
const tokens = {} as Record<Actor, string | null>;

beforeAll(async () => {
  unitA = await createUnit(t.db, { name: 'Tenho Centro' });
  unitB = await createUnit(t.db, { name: 'Tenho Zona Sul' });
  people.master = await createUser(t.db, { role: 'MASTER', name: 'Dona da Rede' });
  people.adminA = await createUser(t.db, { role: 'ADMIN', unitId: unitA.id, name: 'Admin Centro' });
  people.adminB = await createUser(t.db, { role: 'ADMIN', unitId: unitB.id, name: 'Admin Zona Sul' });
  people.clientA = await createUser(t.db, {
    role: 'CLIENT',
    unitId: unitA.id,
    name: 'Padaria Pão Dourado',
    phone: '11987654321',
  });
  people.userA = await createUser(t.db, {
    role: 'USER',
    unitId: unitA.id,
    parentId: people.clientA.id,
    name: 'Atendente da Padaria',
  });
  people.clientA2 = await createUser(t.db, { role: 'CLIENT', unitId: unitA.id, name: 'Farmácia Bem-Estar' });
  people.clientB = await createUser(t.db, {
    role: 'CLIENT',
    unitId: unitB.id,
    name: 'Construção Copacabana',
  });
  for (const name of TARGETS) tokens[name] = await loginAs(t.app, people[name]);
  tokens.anonymous = null;
});

const call = (actor: Actor, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.call(method, url, tokens[actor], payload);

/** A number of its own for each new account: two companies may not share one (issue 29 §6). */
let phoneSequence = 0;
const nextPhone = () => `119${String(12_345_678 + phoneSequence++)}`;
const newUserBody = (overrides: Record<string, unknown> = {}) => ({
  email: `novo-${Math.random().toString(36).slice(2)}@teste.com.br`,
  password: 'Segura#2024',
  display_name: 'Pessoa Nova',
  phones: [{ phone: nextPhone(), type: 'WHATSAPP', is_primary: true }],
  role: 'USER',
  ...overrides,
});

describe('scoping matrix (architecture §5.1)', () => {
  it('GET /users/{id}: visible users answer 200, the others exactly like a missing one (404)', async () => {
    const missing = await call('master', 'GET', '/api/users/999999');
    expect(missing.statusCode).toBe(404);
    for (const actor of ACTORS) {
      for (const target of TARGETS) {
        const response = await call(actor, 'GET', `/api/users/${people[target].id}`);
        const where = `${actor} -> ${target}`;
        if (actor === 'anonymous') expect(response.statusCode, where).toBe(401);
        else if (actor === 'userA')
          expect(response.statusCode, where).toBe(403); // no user.view
        else if (VISIBLE[actor].includes(target)) {
          expect(response.statusCode, where).toBe(200);
          const user = response.json<User>();
          expect(user.id).toBe(people[target].id);
          expect(user.email).toBe(people[target].email);
          expect(JSON.stringify(user)).not.toMatch(/password|hash/i);
        } else {
          expect(response.statusCode, where).toBe(404);
          expect(response.json()).toEqual(missing.json());
        }
      }
    }
  });

  it('GET /users lists exactly the visible users', async () => {
    const ids = (names: Target[]) => names.map((n) => people[n].id).sort((a, b) => a - b);
    for (const actor of ACTORS) {
      const response = await call(actor, 'GET', '/api/users?pageSize=100');
      if (actor === 'anonymous') {
        expect(response.statusCode).toBe(401);
        continue;
      }
      if (actor === 'userA') {
        expect(response.statusCode).toBe(403);
        continue;
      }
      expect(response.statusCode, actor).toBe(200);
      const body = response.json<UserListResponse>();
      const listed = body.users.map((u) => u.id).filter((id) => ids(TARGETS).includes(id));
      expect(
        listed.sort((a, b) => a - b),
        actor,
      ).toEqual(ids(VISIBLE[actor]));
      if (actor !== 'master') expect(body.total, actor).toBe(VISIBLE[actor].length);
      expect(response.body).not.toMatch(/password|hash/i);
    }
  });

  it('profile routes follow the same scope (USER reaches only its own profile)', async () => {
    for (const actor of ACTORS) {
      for (const target of TARGETS) {
        const id = people[target].id;
        const where = `${actor} -> ${target}`;
        const reads = [
          await call(actor, 'GET', `/api/users/${id}/profile`),
          await call(actor, 'GET', `/api/users/${id}/profile/photos`),
        ];
        const write = await call(actor, 'PATCH', `/api/users/${id}/profile`, {
          legal_name: `Razão ${actor}`,
        });
        const expected = actor === 'anonymous' ? 401 : VISIBLE[actor].includes(target) ? 200 : 404;
        for (const response of [...reads, write]) expect(response.statusCode, where).toBe(expected);
      }
    }
  });

  it('PATCH /users/{id}: only visible users, with user.edit', async () => {
    for (const actor of ACTORS) {
      for (const target of TARGETS) {
        const response = await call(actor, 'PATCH', `/api/users/${people[target].id}`, { is_active: true });
        const where = `${actor} -> ${target}`;
        if (actor === 'anonymous') expect(response.statusCode, where).toBe(401);
        else if (actor === 'userA') expect(response.statusCode, where).toBe(403);
        else expect(response.statusCode, where).toBe(VISIBLE[actor].includes(target) ? 200 : 404);
      }
    }
  });

  it('DELETE /users/{id} and POST …/profile/photo outside the scope answer 404 and change nothing', async () => {
    const png = `data:image/png;base64,${TINY_PNG.toString('base64')}`;
    for (const actor of ['adminA', 'adminB', 'clientA', 'clientA2'] as const) {
      for (const target of TARGETS.filter((n) => !VISIBLE[actor].includes(n))) {
        const id = people[target].id;
        expect((await call(actor, 'DELETE', `/api/users/${id}`)).statusCode, `${actor} x ${target}`).toBe(
          404,
        );
        const photo = await call(actor, 'POST', `/api/users/${id}/profile/photo`, { photo_data: png });
        expect(photo.statusCode, `${actor} photo ${target}`).toBe(404);
      }
    }
    for (const target of TARGETS) {
      expect((await call('master', 'GET', `/api/users/${people[target].id}`)).statusCode).toBe(200);
    }
    expect((await call('anonymous', 'DELETE', `/api/users/${people.userA.id}`)).statusCode).toBe(401);
    expect((await call('userA', 'DELETE', `/api/users/${people.clientA.id}`)).statusCode).toBe(403);
  });
});

/** The smallest valid PNG (1×1). */
const TINY_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

describe('POST /users (architecture §5.3)', () => {
  const cases: [Actor, Role, 'own' | 'other' | 'none', number][] = [
    ['master', 'MASTER', 'none', 201],
    ['master', 'ADMIN', 'own', 201],
    ['master', 'CLIENT', 'other', 201],
    ['master', 'USER', 'own', 201],
    ['master', 'ADMIN', 'none', 422],
    ['adminA', 'ADMIN', 'own', 201],
    ['adminA', 'CLIENT', 'none', 201],
    ['adminA', 'USER', 'own', 201],
    ['adminA', 'MASTER', 'none', 403],
    ['adminA', 'CLIENT', 'other', 403],
    ['clientA', 'USER', 'none', 201],
    ['clientA', 'CLIENT', 'own', 403],
    ['clientA', 'ADMIN', 'own', 403],
    ['clientA', 'MASTER', 'none', 403],
    ['userA', 'USER', 'none', 403],
    ['anonymous', 'USER', 'none', 401],
  ];

  it.each(cases)('%s creating %s (unit: %s) answers %i', async (actor, role, unit, status) => {
    const unitId = unit === 'own' ? unitA.id : unit === 'other' ? unitB.id : undefined;
    const body = newUserBody({ role, unit_id: unitId });
    const response = await call(actor, 'POST', '/api/users', body);
    expect(response.statusCode, response.body).toBe(status);
    if (status === 201) {
      const user = response.json<User>();
      expect(user.role).toBe(role);
      expect(user.profile?.display_name).toBe('Pessoa Nova');
      expect(user.profile?.phones).toEqual([
        { phone: body.phones[0]!.phone, type: 'WHATSAPP', is_primary: true },
      ]);
      if (actor === 'adminA') expect(user.unit_id).toBe(unitA.id);
      if (actor === 'clientA') {
        expect(user.parent_id).toBe(people.clientA.id);
        expect(user.unit_id).toBe(unitA.id);
        // The company sees its new staff member, its unit's ADMIN too, the other unit does not.
        expect((await call('clientA', 'GET', `/api/users/${user.id}`)).statusCode).toBe(200);
        expect((await call('adminA', 'GET', `/api/users/${user.id}`)).statusCode).toBe(200);
        expect((await call('adminB', 'GET', `/api/users/${user.id}`)).statusCode).toBe(404);
      }
    } else if (status !== 401) {
      expect(typeof response.json().message).toBe('string');
    }
  });

  it('stores user + profile with every tab (contacts, address, documents, settings)', async () => {
    const response = await call(
      'master',
      'POST',
      '/api/users',
      newUserBody({
        email: 'Completa@Teste.com.br',
        role: 'CLIENT',
        unit_id: unitA.id,
        legal_name: 'Completa Comércio Ltda',
        document: '11.222.333/0001-81',
        birth_date: '1990-05-20',
        gender: 'F',
        emails: [{ email: '' }, { email: 'financeiro@completa.com.br', is_primary: true }],
        phones: [
          { phone: '(11) 3333-4444', type: 'LANDLINE' },
          { phone: '(11) 98888-7777', is_primary: true },
        ],
        address: {
          street: 'Rua Augusta',
          number: '100',
          city: 'São Paulo',
          state: 'sp',
          zip_code: '01305-000',
        },
        is_active: false,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const user = response.json<User>();
    expect(user).toMatchObject({
      email: 'completa@teste.com.br',
      role: 'CLIENT',
      unit_id: unitA.id,
      is_active: false,
      lead_status: null,
      unit: { id: unitA.id, name: 'Tenho Centro' },
      profile: {
        legal_name: 'Completa Comércio Ltda',
        document: '11222333000181',
        document_type: 'CNPJ',
        birth_date: '1990-05-20',
        gender: 'F',
        emails: [{ email: 'financeiro@completa.com.br', is_primary: true }],
        phones: [
          { phone: '11988887777', type: 'MOBILE', is_primary: true },
          { phone: '1133334444', type: 'LANDLINE', is_primary: false },
        ],
        address: {
          street: 'Rua Augusta',
          number: '100',
          city: 'São Paulo',
          state: 'SP',
          zip_code: '01305000',
        },
      },
    });
    // Created inactive: the login is refused until someone activates it.
    const login = await t.call('POST', '/api/auth/login', undefined, {
      email: 'completa@teste.com.br',
      password: 'Segura#2024',
    });
    expect(login.statusCode).toBe(403);
  });

  it('refuses a taken e-mail (409), bad input (400) and a parent outside the scope, in pt-BR', async () => {
    const taken = await call(
      'master',
      'POST',
      '/api/users',
      newUserBody({ email: people.clientB.email.toUpperCase(), unit_id: unitA.id }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'users.email_taken',
      message: 'Este e-mail já está cadastrado',
    });

    const bad = await call('master', 'POST', '/api/users', {
      email: 'sem-arroba',
      password: 'fraca',
      display_name: ' ',
      phones: [{ phone: '12' }],
      role: 'ROOT',
    });
    expect(bad.statusCode).toBe(400);
    const messages = (bad.json<{ details: { message: string }[] }>().details ?? []).map((d) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Email inválido',
        'Senha não atende aos critérios de segurança',
        'Nome é obrigatório',
        'Telefone inválido',
        'Selecione um perfil válido',
      ]),
    );

    // A company needs a phone; a staff account (the franchise screen's new admin) may come without.
    const noPhone = { phones: [{ phone: '' }] };
    const company = await call(
      'master',
      'POST',
      '/api/users',
      newUserBody({ ...noPhone, role: 'CLIENT', unit_id: unitA.id }),
    );
    expect(company.statusCode).toBe(400);
    expect(company.json().message).toBe('Pelo menos um telefone válido é obrigatório');
    const admin = await call(
      'master',
      'POST',
      '/api/users',
      newUserBody({ phones: [], role: 'ADMIN', unit_id: unitA.id }),
    );
    expect(admin.statusCode, admin.body).toBe(201);
    expect(admin.json<User>().profile?.phones).toEqual([]);

    const foreignParent = await call(
      'adminA',
      'POST',
      '/api/users',
      newUserBody({ role: 'USER', parent_id: people.clientB.id }),
    );
    expect(foreignParent.statusCode).toBe(422);
    expect(foreignParent.json().message).toBe('Empresa não encontrada nesta franquia');
  });

  it('a failure inside the transaction leaves no user without profile', async () => {
    await t.db.execute(sql`
      create or replace function h3_fail_profile() returns trigger language plpgsql as $$
      begin
        if new.display_name = 'Falha Forçada' then raise exception 'forced failure'; end if;
        return new;
      end $$`);
    await t.db.execute(sql`create trigger h3_fail_profile before insert on profiles
      for each row execute function h3_fail_profile()`);
    try {
      const email = 'falha-forcada@teste.com.br';
      const response = await call(
        'master',
        'POST',
        '/api/users',
        newUserBody({ email, display_name: 'Falha Forçada', unit_id: unitA.id }),
      );
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 'internal', message: 'Erro interno do servidor' });
      const rows = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      expect(rows).toEqual([]);
      const orphans = await t.db.execute(
        sql`select u.id from users u left join profiles p on p.user_id = u.id where p.id is null and u.deleted_at is null and u.email like 'novo-%'`,
      );
      expect((orphans as unknown as { rows: unknown[] }).rows).toEqual([]);
    } finally {
      await t.db.execute(sql`drop trigger h3_fail_profile on profiles`);
    }
  });
});

describe('GET /users: filters, search, paging, counts', () => {
  let company: User;

  beforeAll(async () => {
    const created = await call(
      'adminA',
      'POST',
      '/api/users',
      newUserBody({
        email: 'contato@joaoferragens.com.br',
        role: 'CLIENT',
        display_name: 'João Ferragens',
        legal_name: 'Ferragens Irmãos Souza Ltda',
        phones: [{ phone: '(21) 97777-1234' }],
        is_active: false,
      }),
    );
    company = created.json<User>();
  });

  const list = async (actor: Actor, query: string) => {
    const response = await call(actor, 'GET', `/api/users?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<UserListResponse>();
  };

  it('searches display name (accents folded), legal name, e-mail and phone digits', async () => {
    for (const term of ['joao', 'JOÃO', 'irmãos souza', 'joaoferragens', '(21) 97777', '977771']) {
      const body = await list('adminA', `search=${encodeURIComponent(term)}`);
      expect(
        body.users.map((u) => u.id),
        term,
      ).toEqual([company.id]);
    }
    expect((await list('adminB', 'search=joao')).users).toEqual([]);
    const row = (await list('adminA', 'search=joao')).users[0]!;
    expect(row).toMatchObject({
      email: 'contato@joaoferragens.com.br',
      role: 'CLIENT',
      is_active: false,
      name: 'João Ferragens',
      profile: {
        display_name: 'João Ferragens',
        legal_name: 'Ferragens Irmãos Souza Ltda',
        phone: '21977771234',
        photo_url: null,
      },
      unit: { id: unitA.id, name: 'Tenho Centro' },
      lead_status: null,
      last_login_at: null,
      login_count: 0,
    });
    // A LIKE wildcard is searched for, not obeyed.
    expect((await list('adminA', 'search=%25')).users).toEqual([]);
  });

  it('counts the whole filtered set without the status filter; total follows it', async () => {
    const all = await list('adminA', 'status=all');
    const inactive = await list('adminA', 'status=inactive');
    const active = await list('adminA', 'status=active');
    expect(inactive.counts).toEqual(all.counts);
    expect(active.counts).toEqual(all.counts);
    expect(all.counts.total).toBe(all.counts.active + all.counts.inactive);
    expect(inactive.total).toBe(all.counts.inactive);
    expect(active.total).toBe(all.counts.active);
    expect(inactive.users.every((u) => !u.is_active)).toBe(true);
    expect(inactive.users.map((u) => u.id)).toContain(company.id);
    expect(all.counts.pending_activation).toBeGreaterThanOrEqual(1);
    const clients = await list('adminA', 'role=CLIENT');
    expect(clients.users.every((u) => u.role === 'CLIENT')).toBe(true);
    expect(clients.counts.total).toBe(clients.total);
  });

  it('pages and sorts on the server', async () => {
    const all = await list('master', 'pageSize=100&sort=email&order=asc');
    const emails = all.users.map((u) => u.email);
    expect(emails).toEqual([...emails].sort());
    const pages = [
      await list('master', 'pageSize=2&page=1&sort=email&order=asc'),
      await list('master', 'pageSize=2&page=2&sort=email&order=asc'),
    ];
    expect(pages.flatMap((p) => p.users.map((u) => u.email))).toEqual(emails.slice(0, 4));
    expect(pages[0]!.total).toBe(all.total);
    expect(pages[0]).toMatchObject({ page: 1, pageSize: 2 });
    const byName = (await list('master', 'pageSize=100&sort=name&order=desc')).users.map((u) =>
      (u.name ?? u.email).toLowerCase(),
    );
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    const newest = (await list('master', 'pageSize=1')).users[0]!;
    expect(newest.created_at >= company.created_at).toBe(true);
    expect((await list('master', 'page=999')).users).toEqual([]);
  });

  it('filters by unit and role inside the scope only', async () => {
    expect((await list('adminA', `unit_id=${unitB.id}`)).users).toEqual([]);
    const unitBForMaster = await list('master', `unit_id=${unitB.id}`);
    expect(unitBForMaster.users.every((u) => u.unit_id === unitB.id)).toBe(true);
    expect((await list('adminA', 'role=MASTER')).users).toEqual([]);
  });

  it('answers bad filters with 400 in pt-BR', async () => {
    const cases: [string, string][] = [
      ['pageSize=101', 'Tamanho de página inválido (1 a 100)'],
      ['page=0', 'Página inválida'],
      ['role=ROOT', 'Selecione um perfil válido'],
      ['sort=password_hash', 'Ordenação inválida'],
      ['status=deleted', 'Status inválido'],
      [`search=${'x'.repeat(101)}`, 'Busca muito longa (máximo de 100 caracteres)'],
    ];
    for (const [query, message] of cases) {
      const response = await call('master', 'GET', `/api/users?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(message);
    }
  });

  it('reflects a change at once (the list cache is validated on every request)', async () => {
    const before = await list('adminA', 'search=joao');
    expect(before.users[0]!.is_active).toBe(false);
    await call('adminA', 'PATCH', `/api/users/${company.id}`, { is_active: true });
    const after = await list('adminA', 'search=joao');
    expect(after.users[0]!.is_active).toBe(true);
    await t.db
      .update(profiles)
      .set({ displayName: 'João Ferragens e Tintas' })
      .where(eq(profiles.userId, company.id));
    expect((await list('adminA', 'search=joao')).users[0]!.name).toBe('João Ferragens e Tintas');
  });
});

describe('PATCH /users/{id}', () => {
  it('deactivation ends every session of that user at once; activation lets it log in again', async () => {
    const target = await createUser(t.db, { role: 'CLIENT', unitId: unitA.id });
    const first = await loginAs(t.app, target);
    const second = await loginAs(t.app, target, true);
    for (const token of [first, second]) {
      expect((await t.call('GET', '/api/auth/me', token)).statusCode).toBe(200);
    }
    const off = await call('adminA', 'PATCH', `/api/users/${target.id}`, { is_active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json<User>().is_active).toBe(false);
    for (const token of [first, second]) {
      const me = await t.call('GET', '/api/auth/me', token);
      expect(me.statusCode).toBe(401);
    }
    const refused = await t.call('POST', '/api/auth/login', undefined, {
      email: target.email,
      password: TEST_PASSWORD,
    });
    expect(refused.statusCode).toBe(403);
    expect((await call('adminA', 'PATCH', `/api/users/${target.id}`, { is_active: true })).statusCode).toBe(
      200,
    );
    await loginAs(t.app, target);
  });

  it('activating a self-registered company confirms the lead and e-mails it; it can then log in', async () => {
    const email = 'contato@borracharia-rapida.com.br';
    const registered = await t.call('POST', '/api/auth/register', undefined, {
      unit_id: unitA.id,
      name: 'Borracharia Rápida',
      email,
      phone: '(11) 95555-4444',
      password: 'Pneu#Aro15',
      terms_accepted: true,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const id = registered.json<{ id: number }>().id;

    const waiting = await call('adminA', 'GET', `/api/users?search=${encodeURIComponent(email)}`);
    expect(waiting.json<UserListResponse>().users[0]).toMatchObject({
      id,
      is_active: false,
      lead_status: 'PENDING_CONFIRMATION',
    });
    expect((await call('adminB', 'PATCH', `/api/users/${id}`, { is_active: true })).statusCode).toBe(404);

    const activated = await call('adminA', 'PATCH', `/api/users/${id}`, { is_active: true });
    expect(activated.statusCode).toBe(200);
    expect(activated.json<User>()).toMatchObject({ is_active: true, lead_status: 'CONFIRMED' });

    await t.app.mailer.idle();
    const mails = await mailsTo(mailDir, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Sua conta no Tenho foi ativada');
    expect(mails[0]!.from).toContain('Tenho');
    expect(mails[0]!.text).toContain('Olá, Borracharia Rápida!');
    expect(mails[0]!.text).toContain(`${PUBLIC_URL}/`);
    expect(mails[0]!.html).toContain(`href="${PUBLIC_URL}/"`);

    await loginAs(t.app, { email, password: 'Pneu#Aro15' });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['auth.register', 'users.activate']));
  });

  it('a user created inactive is e-mailed when activated', async () => {
    const created = await call(
      'clientA',
      'POST',
      '/api/users',
      newUserBody({ email: 'caixa@padaria.com.br', is_active: false }),
    );
    expect(created.statusCode).toBe(201);
    await call('clientA', 'PATCH', `/api/users/${created.json<User>().id}`, { is_active: true });
    await t.app.mailer.idle();
    expect((await mailsTo(mailDir, 'caixa@padaria.com.br')).map((m) => m.subject)).toEqual([
      'Sua conta no Tenho foi ativada',
    ]);
  });

  it('nobody changes their own status; overrides are the MASTER’s and checked', async () => {
    const self = await call('adminA', 'PATCH', `/api/users/${people.adminA.id}`, { is_active: false });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('Você não pode ativar ou desativar a própria conta');
    expect(
      (await call('clientA', 'PATCH', `/api/users/${people.clientA.id}`, { is_active: false })).statusCode,
    ).toBe(403);

    const byAdmin = await call('adminA', 'PATCH', `/api/users/${people.clientA2.id}`, {
      permission_override: { 'report.access': false },
    });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe('Somente o Master pode alterar permissões de usuários');

    const unknown = await call('master', 'PATCH', `/api/users/${people.clientA2.id}`, {
      permission_override: { 'nao.existe': true },
    });
    expect(unknown.statusCode).toBe(422);
    const lockout = await call('master', 'PATCH', `/api/users/${people.master.id}`, {
      permission_override: { 'setting.access': false },
    });
    expect(lockout.statusCode).toBe(422);

    const ok = await call('master', 'PATCH', `/api/users/${people.clientA2.id}`, {
      permission_override: { 'report.access': false, 'lead.view': true },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<User>().permission_override).toEqual({ 'report.access': false, 'lead.view': true });
    const me = await t.call('GET', '/api/auth/me', tokens.clientA2);
    expect(me.json().user.permissions).not.toContain('report.access');
    expect(me.json().user.permissions).toContain('lead.view');
    const listed = await call(
      'master',
      'GET',
      `/api/users?search=${encodeURIComponent(people.clientA2.email)}`,
    );
    expect(listed.json<UserListResponse>().users[0]!.permission_override).toEqual({
      'report.access': false,
      'lead.view': true,
    });
    await call('master', 'PATCH', `/api/users/${people.clientA2.id}`, { permission_override: {} });
  });

  it('rejects an empty or malformed patch in pt-BR', async () => {
    const empty = await call('adminA', 'PATCH', `/api/users/${people.clientA2.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Nenhuma alteração informada');
    const wrong = await call('adminA', 'PATCH', `/api/users/${people.clientA2.id}`, { is_active: 'sim' });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('DELETE /users/{id}', () => {
  it('removes the login and personal data, keeps an anonymised reference, answers 404 afterwards', async () => {
    const created = await call(
      'clientA',
      'POST',
      '/api/users',
      newUserBody({ email: 'estoque@padaria.com.br', display_name: 'Estoquista' }),
    );
    const victim = created.json<User>();
    const token = await loginAs(t.app, { email: 'estoque@padaria.com.br', password: 'Segura#2024' });

    const removed = await call('clientA', 'DELETE', `/api/users/${victim.id}`);
    expect(removed.statusCode).toBe(204);

    expect((await call('clientA', 'GET', `/api/users/${victim.id}`)).statusCode).toBe(404);
    expect((await call('master', 'GET', `/api/users/${victim.id}`)).statusCode).toBe(404);
    expect((await call('master', 'GET', `/api/users/${victim.id}/profile`)).statusCode).toBe(404);
    expect((await call('master', 'DELETE', `/api/users/${victim.id}`)).statusCode).toBe(404);
    const listed = await call('master', 'GET', '/api/users?pageSize=100&search=estoque');
    expect(listed.json<UserListResponse>().users).toEqual([]);
    expect((await t.call('GET', '/api/auth/me', token)).statusCode).toBe(401);
    const login = await t.call('POST', '/api/auth/login', undefined, {
      email: 'estoque@padaria.com.br',
      password: 'Segura#2024',
    });
    expect(login.statusCode).toBe(401);

    const [row] = await t.db.select().from(users).where(eq(users.id, victim.id));
    expect(row).toMatchObject({ email: `excluido-${victim.id}@excluido.invalid`, isActive: false });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(profiles).where(eq(profiles.userId, victim.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, victim.id))).toEqual([]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, victim.id));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['users.create', 'auth.login', 'users.delete']),
    );
    expect(JSON.stringify(audit)).not.toContain('estoque@padaria.com.br');
    // The e-mail is free for a new account.
    expect(
      (await call('clientA', 'POST', '/api/users', newUserBody({ email: 'estoque@padaria.com.br' })))
        .statusCode,
    ).toBe(201);
  });

  it('refuses deleting oneself and a company that still has users', async () => {
    const self = await call('adminA', 'DELETE', `/api/users/${people.adminA.id}`);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('Você não pode excluir a própria conta');
    const parent = await call('adminA', 'DELETE', `/api/users/${people.clientA.id}`);
    expect(parent.statusCode).toBe(409);
    expect(parent.json().message).toBe(
      'Esta empresa possui usuários vinculados. Exclua-os antes de excluir a empresa.',
    );
    expect((await call('adminA', 'GET', `/api/users/${people.clientA.id}`)).statusCode).toBe(200);
    const client = await createUser(t.db, { role: 'CLIENT', unitId: unitA.id });
    expect((await call('clientA', 'DELETE', `/api/users/${client.id}`)).statusCode).toBe(404);
    expect((await call('adminA', 'DELETE', `/api/users/${client.id}`)).statusCode).toBe(204);
  });
});
