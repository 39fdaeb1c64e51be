import { Writable } from 'node:stream';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@tenho/domain/auth/auth.schemas';
import { TERMS_MSG, TERMS_VERSION } from '@tenho/domain/auth/terms';
import { auditLog } from '../../db/schema/audit-log.ts';
import { profileEmails, profilePhones, profilePhotos, profiles } from '../../db/schema/profiles.ts';
import { permissions, userPermissionOverrides } from '../../db/schema/permissions.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { users } from '../../db/schema/users.ts';
import { UNAUTHENTICATED } from '../../../test/answers.ts';
import { createTestApp, useTestApp, type TestContext } from '../../../test/app.ts';
import { bearer, createUnit, createUser, loginAs } from '../../../test/factories.ts';

const t = useTestApp();
const DAY = 24 * 60 * 60 * 1000;

const validRegistration = (
  unitId: number,
  email = `empresa-${Math.random().toString(36).slice(2)}@teste.com.br`,
) => ({
  unit_id: unitId,
  name: '  Mercadinho do Bairro  ',
  email,
  // A mobile number of its own (two companies may not share one, issue 29 §6): 9 + eight digits
  // starting with 9, so that its form without the ninth digit is a mobile number too.
  phone: `(11) 99${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
  password: 'Empresa@2026',
  terms_accepted: true,
  terms_version: TERMS_VERSION,
});

/** POST /api/auth/login with an e-mail and a password, as the login form sends them. */
const login = (email: string, password: string) =>
  t.call('POST', '/api/auth/login', undefined, { email, password });

describe('POST /api/auth/register', () => {
  it('creates an inactive CLIENT in the chosen unit with its company profile and WhatsApp', async () => {
    const unit = await createUnit(t.db);
    const payload = { ...validRegistration(unit.id, 'Contato@Mercadinho.com.br'), phone: '(11) 98765-4321' };
    const response = await t.call('POST', '/api/auth/register', undefined, payload);

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ email: 'contato@mercadinho.com.br', is_active: false });
    expect(body.message).toMatch(/Cadastro realizado com sucesso/);

    const [user] = await t.db.select().from(users).where(eq(users.id, body.id));
    expect(user).toMatchObject({ role: 'CLIENT', unitId: unit.id, isActive: false, parentId: null });
    // The terms accepted (issue 31 point 7): their version and when.
    expect(user!.termsVersion).toBe(TERMS_VERSION);
    expect(Math.abs(user!.termsAcceptedAt!.getTime() - Date.now())).toBeLessThan(60_000);
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, body.id));
    expect(profile!.displayName).toBe('Mercadinho do Bairro');
    const phones = await t.db.select().from(profilePhones).where(eq(profilePhones.profileId, profile!.id));
    expect(phones).toEqual([
      expect.objectContaining({ phone: '11987654321', type: 'WHATSAPP', isPrimary: true }),
    ]);
    const emails = await t.db.select().from(profileEmails).where(eq(profileEmails.profileId, profile!.id));
    expect(emails).toEqual([
      expect.objectContaining({ email: 'contato@mercadinho.com.br', isPrimary: true }),
    ]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.register'), eq(auditLog.entityId, body.id)));
    expect(audit).toHaveLength(1);
  });

  it('refuses a login before activation with the spec text', async () => {
    const unit = await createUnit(t.db);
    const payload = validRegistration(unit.id);
    await t.call('POST', '/api/auth/register', undefined, payload);

    const response = await login(payload.email, payload.password);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'auth.inactive',
      message: 'Conta ainda não foi ativada. Entre em contato com a franquia para ativar sua conta.',
    });
  });

  it('answers 409 for an e-mail already registered, whatever its case', async () => {
    const unit = await createUnit(t.db);
    const existing = await createUser(t.db, { unitId: unit.id });
    const response = await t.call(
      'POST',
      '/api/auth/register',
      undefined,
      validRegistration(unit.id, existing.email.toUpperCase()),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'auth.email_taken', message: 'Este e-mail já está cadastrado' });
  });

  it("answers 409 for another company's WhatsApp (either ninth-digit form), naming no company; nothing is created", async () => {
    const unit = await createUnit(t.db);
    const holder = validRegistration(unit.id);
    expect((await t.call('POST', '/api/auth/register', undefined, holder)).statusCode).toBe(201);
    const digits = holder.phone.replace(/\D/g, '');
    for (const phone of [holder.phone, `${digits.slice(0, 2)}${digits.slice(3)}`]) {
      const second = validRegistration(unit.id);
      const response = await t.call('POST', '/api/auth/register', undefined, { ...second, phone });
      expect(response.statusCode, phone).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'auth.whatsapp_taken',
        message: 'Este número de WhatsApp já é de outra empresa. Cada empresa precisa de um número próprio.',
      });
      expect(response.body).not.toContain('Mercadinho');
      expect(await t.db.select().from(users).where(eq(users.email, second.email))).toEqual([]);
    }
    // A number of its own goes through.
    expect(
      (await t.call('POST', '/api/auth/register', undefined, validRegistration(unit.id))).statusCode,
    ).toBe(201);
  });

  it('lets only one of two simultaneous registrations of the same e-mail through', async () => {
    const unit = await createUnit(t.db);
    const payload = validRegistration(unit.id);
    const responses = await Promise.all([
      t.call('POST', '/api/auth/register', undefined, payload),
      t.call('POST', '/api/auth/register', undefined, { ...payload, email: payload.email.toUpperCase() }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((r) => r.statusCode === 409)!.json().code).toBe('auth.email_taken');
  });

  it('leaves nothing behind when the registration fails half-way, and the e-mail stays free', async () => {
    const unit = await createUnit(t.db);
    const payload = validRegistration(unit.id);
    // The user row is written first; PostgreSQL then refuses the NUL in the profile's name.
    const failed = await t.call('POST', '/api/auth/register', undefined, {
      ...payload,
      name: 'Mercadinho\u0000',
    });
    expect(failed.statusCode).toBe(400);
    expect(failed.json()).toEqual({
      code: 'validation',
      message: 'O texto enviado contém caracteres inválidos',
    });
    expect(await t.db.select().from(users).where(eq(users.email, payload.email))).toEqual([]);

    const retried = await t.call('POST', '/api/auth/register', undefined, payload);
    expect(retried.statusCode).toBe(201);
  });

  it('refuses with 422 in Portuguese, and creates nothing, without the terms or with an older version', async () => {
    const unit = await createUnit(t.db);
    const {
      terms_accepted: _accepted,
      terms_version: _version,
      ...withoutTerms
    } = validRegistration(unit.id);
    const cases: [Record<string, unknown>, string][] = [
      [withoutTerms, TERMS_MSG.required],
      [{ ...withoutTerms, terms_accepted: false, terms_version: TERMS_VERSION }, TERMS_MSG.required],
      [{ ...withoutTerms, terms_accepted: true, terms_version: '2020-01' }, TERMS_MSG.outdated],
    ];
    for (const [payload, message] of cases) {
      const response = await t.call('POST', '/api/auth/register', undefined, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json()).toMatchObject({ code: 'auth.terms_required', message });
    }
    expect(await t.db.select().from(users).where(eq(users.email, withoutTerms.email))).toEqual([]);
    // Accepted without naming a version: the current one is stored.
    const accepted = await t.call('POST', '/api/auth/register', undefined, {
      ...withoutTerms,
      terms_accepted: true,
    });
    expect(accepted.statusCode).toBe(201);
    const [user] = await t.db.select().from(users).where(eq(users.email, withoutTerms.email));
    expect(user!.termsVersion).toBe(TERMS_VERSION);
  });

  it('answers 422 for an inactive or unknown unit', async () => {
    const inactive = await createUnit(t.db, { isActive: false });
    for (const unitId of [inactive.id, 999_999]) {
      const response = await t.call('POST', '/api/auth/register', undefined, validRegistration(unitId));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ code: 'auth.unit_invalid', message: 'Franquia inválida ou inativa' });
    }
  });

  it('validates in the spec order with the spec messages', async () => {
    const unit = await createUnit(t.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...validRegistration(unit.id), unit_id: '' }, MSG.unitRequired],
      [{ ...validRegistration(unit.id), name: '   ' }, MSG.companyRequired],
      [{ ...validRegistration(unit.id), email: '' }, MSG.emailRequired],
      [{ ...validRegistration(unit.id), email: 'sem-arroba' }, MSG.emailInvalid],
      [{ ...validRegistration(unit.id), phone: '' }, MSG.whatsappRequired],
      [{ ...validRegistration(unit.id), phone: '1234' }, MSG.whatsappInvalid],
      [{ ...validRegistration(unit.id), password: 'fraca' }, MSG.passwordWeak],
      [{}, MSG.unitRequired],
    ];
    for (const [payload, message] of cases) {
      const response = await t.call('POST', '/api/auth/register', undefined, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = response.json();
      expect(body.code).toBe('validation');
      expect(body.message).toBe(message);
      expect(body.details[0]).toMatchObject({ message });
    }
  });
});

describe('POST /api/auth/login', () => {
  it('returns the session user and a token, and records the login', async () => {
    const unit = await createUnit(t.db, { name: 'Tenho Teste' });
    const user = await createUser(t.db, { role: 'CLIENT', unitId: unit.id, name: 'Loja Boa Vista' });

    const response = await login(`  ${user.email.toUpperCase()} `, user.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toEqual({
      id: user.id,
      email: user.email,
      role: 'CLIENT',
      avatar: null,
      name: 'Loja Boa Vista',
      permissions: expect.arrayContaining(['dashboard.access', 'category.access', 'message.access']),
      permission_override: {},
      is_active: true,
      unit_id: unit.id,
      unit: { id: unit.id, name: 'Tenho Teste' },
    });
    expect(body.user.permissions).not.toContain('setting.access');
    expect(body.user.permissions).not.toContain('franchise.create');

    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.loginCount).toBe(1);
    expect(row!.lastLoginAt).toBeInstanceOf(Date);
    await loginAs(t.app, user);
    const [again] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(again!.loginCount).toBe(2);

    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id)).limit(1);
    expect(session!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(session!.tokenHash).not.toBe(body.token);
  });

  it('answers 401 with the same message for a wrong password and an unknown e-mail', async () => {
    const user = await createUser(t.db);
    for (const payload of [
      { email: user.email, password: 'Errada@123' },
      { email: 'ninguem@teste.com.br', password: 'Qualquer@1' },
    ]) {
      const response = await t.call('POST', '/api/auth/login', undefined, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'auth.invalid_credentials',
        message: 'E-mail ou senha inválidos',
      });
    }
  });

  it('does not tell an inactive account apart until the password is right', async () => {
    const user = await createUser(t.db, { isActive: false });
    const wrong = await login(user.email, 'Errada@123');
    expect(wrong.statusCode).toBe(401);
    const right = await login(user.email, user.password);
    expect(right.statusCode).toBe(403);
    expect(right.json().message).toBe(MSG.inactive);
  });

  it('requires e-mail and password, in Portuguese', async () => {
    const response = await login('', '');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation', message: 'E-mail é obrigatório' });
    const noPassword = await t.call('POST', '/api/auth/login', undefined, { email: 'a@b.com' });
    expect(noPassword.json()).toMatchObject({ code: 'validation', message: 'Senha é obrigatória' });
  });

  it('throttles 30 wrong passwords for one e-mail with a 429, even the right one afterwards', async () => {
    const user = await createUser(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const response = await login(user.email, `Errada@${i}`);
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses).toContain(429);
    const blocked = await login(user.email, user.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: 'auth.throttled',
      message: 'Muitas tentativas. Tente novamente em alguns minutos.',
    });
    // Until the window ends, said in whole seconds.
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Other accounts are not affected, and the block lifts when the window ends.
    const other = await createUser(t.db);
    expect((await login(other.email, other.password)).statusCode).toBe(200);
    t.clock.advance(15 * 60 * 1000 + 1);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/login under a parallel burst', () => {
  it('verifies at most the limit of passwords for one e-mail, however many arrive at once', async () => {
    const user = await createUser(t.db);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.call('POST', '/api/auth/login', undefined, { email: user.email, password: `Errada@${i}` }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(t.config.loginThrottle.maxFailuresPerEmail);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - t.config.loginThrottle.maxFailuresPerEmail);
    t.clock.advance(15 * 60 * 1000 + 1);
  });
});

describe('login throttle without lock-out', () => {
  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

  it('a locked-out e-mail still signs in from another address, and its failures are audited', async () => {
    const user = await createUser(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await login(user.email, `Errada@${i}`, '203.0.113.10')).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
    expect((await login(user.email, user.password, '203.0.113.10')).statusCode).toBe(429);

    const elsewhere = await login(user.email, user.password, '198.51.100.44');
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().user.id).toBe(user.id);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityId, user.id),
          inArray(auditLog.action, ['auth.login_failed', 'auth.login_throttled']),
        ),
      )
      .orderBy(auditLog.id);
    const failed = audit.filter((row) => row.action === 'auth.login_failed');
    expect(failed).toHaveLength(10);
    expect(failed[0]).toMatchObject({
      actorId: null,
      entity: 'user',
      ip: '203.0.113.10',
      data: { email: user.email, reason: 'wrong_password' },
    });
    const trips = audit.filter((row) => row.action === 'auth.login_throttled');
    expect(trips).toHaveLength(1);
    expect(trips[0]).toMatchObject({
      ip: '203.0.113.10',
      data: { email: user.email, limit: 'email_address' },
    });
    t.clock.advance(15 * 60 * 1000 + 1);
  });

  it('audits a failure for an unknown e-mail without an account id', async () => {
    const email = `ninguem-${Date.now()}@teste.com.br`;
    expect((await login(email, 'Errada@1', '203.0.113.11')).statusCode).toBe(401);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.login_failed'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({
      entityId: null,
      ip: '203.0.113.11',
      data: { email, reason: 'unknown_email' },
    });
  });

  it('spaces out guesses at one e-mail from many addresses with a growing delay, and the owner still gets in', async () => {
    const user = await createUser(t.db);
    // The owner signed in from home before the attack.
    expect((await login(user.email, user.password, '198.51.100.80')).statusCode).toBe(200);
    // 20 failures from 4 addresses (5 each, under every per-address limit) start the delay.
    for (let i = 0; i < 20; i++) {
      expect((await login(user.email, `Errada@${i}`, `192.0.2.${i % 4}`)).statusCode).toBe(401);
    }
    expect((await login(user.email, 'Errada@x', '192.0.2.50')).statusCode).toBe(401); // takes the 1 s slot
    const delayed = await login(user.email, user.password, '192.0.2.51');
    expect(delayed.statusCode).toBe(429);
    expect(delayed.headers['retry-after']).toBe('1');
    expect(delayed.json()).toEqual({
      code: 'auth.throttled',
      message: 'Muitas tentativas para este e-mail. Aguarde 1 segundo e tente novamente.',
    });

    t.clock.advance(1000);
    expect((await login(user.email, 'Errada@y', '192.0.2.52')).statusCode).toBe(401); // now a 2 s slot
    const longer = await login(user.email, user.password, '192.0.2.53');
    expect(longer.headers['retry-after']).toBe('2');
    expect(longer.json().message).toBe(
      'Muitas tentativas para este e-mail. Aguarde 2 segundos e tente novamente.',
    );

    // From home there is no delay at all; elsewhere, once the slot is free, the right password works.
    expect((await login(user.email, user.password, '198.51.100.80')).statusCode).toBe(200);
    expect((await login(user.email, user.password, '192.0.2.53')).statusCode).toBe(200);
    t.clock.advance(15 * 60 * 1000 + 1);
  });
});

describe('failed logins in the log', () => {
  const lines: string[] = [];
  let logged: TestContext;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    logged = await createTestApp({ database: { db: t.db }, logger: { level: 'info', stream } });
  });
  afterAll(async () => {
    await logged?.close();
  });

  it('logs each failure, each limit reached and each refused attempt, without the password', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 11; i++) {
      await logged.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: `Segredo@${i}` },
        remoteAddress: '203.0.113.77',
      });
    }
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const mine = entries.filter((entry) => entry.email === user.email);
    expect(mine.filter((entry) => entry.event === 'auth.login_failed')).toHaveLength(10);
    expect(mine.filter((entry) => entry.event === 'auth.login_throttled')).toEqual([
      expect.objectContaining({ limit: 'email_address', ip: '203.0.113.77', level: 40 }),
    ]);
    expect(mine.filter((entry) => entry.event === 'auth.login_refused')).toHaveLength(1);
    expect(lines.join('\n')).not.toContain('Segredo@');
  });
});

describe('caching of auth answers', () => {
  it('marks login, register, me and logout answers, and their errors, as no-store', async () => {
    const user = await createUser(t.db);
    const unit = await createUnit(t.db);
    const token = await loginAs(t.app, user);
    const answers = [
      await login(user.email, user.password),
      await login(user.email, 'Errada@1'),
      await t.call('POST', '/api/auth/register', undefined, validRegistration(unit.id)),
      await t.call('POST', '/api/auth/register', undefined, {}),
      await t.call('GET', '/api/auth/me', token),
      await t.call('GET', '/api/auth/me'),
      await t.call('POST', '/api/auth/logout', token),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 201, 400, 200, 401, 204]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/auth/me', () => {
  it('answers 401 without a session, with a malformed header and with an unknown token', async () => {
    for (const headers of [{}, { authorization: 'Basic abc' }, bearer('x'.repeat(43))]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHENTICATED);
    }
  });

  it('resolves a warm session at once (no promise), a cold one from the database, a malformed token as none', async () => {
    const unit = await createUnit(t.db);
    const admin = await createUser(t.db, { role: 'ADMIN', unitId: unit.id });
    const token = await loginAs(t.app, admin);
    t.app.sessionCache.invalidateUser(admin.id);
    const cold = t.app.authService.resolveSessionNow(token);
    expect(cold).toBeInstanceOf(Promise);
    expect((await cold)?.user.id).toBe(admin.id);
    const warm = t.app.authService.resolveSessionNow(token);
    expect(warm).not.toBeInstanceOf(Promise);
    expect((warm as { user: { id: number } }).user.id).toBe(admin.id);
    expect(t.app.authService.resolveSessionNow('não é um token')).toBeNull();
    expect(await t.app.authService.resolveSessionNow('x'.repeat(43))).toBeNull();
  });

  it('returns the session user with avatar, effective permissions and overrides', async () => {
    const unit = await createUnit(t.db, { name: 'Tenho Norte' });
    const admin = await createUser(t.db, { role: 'ADMIN', unitId: unit.id, name: 'Ana Admin' });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, admin.id));
    await t.db.insert(profilePhotos).values([
      { profileId: profile!.id, photoUrl: '/uploads/old.webp', isPrimary: false },
      { profileId: profile!.id, photoUrl: '/uploads/avatar.webp', isPrimary: true },
    ]);
    const [userCreate] = await t.db.select().from(permissions).where(eq(permissions.name, 'user.create'));
    const [settingEdit] = await t.db.select().from(permissions).where(eq(permissions.name, 'setting.edit'));
    await t.db.insert(userPermissionOverrides).values([
      { userId: admin.id, permissionId: userCreate!.id, enabled: false },
      { userId: admin.id, permissionId: settingEdit!.id, enabled: true },
    ]);

    const token = await loginAs(t.app, admin);
    const response = await t.call('GET', '/api/auth/me', token);
    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    expect(Object.keys(user).sort()).toEqual(
      [
        'avatar',
        'email',
        'id',
        'is_active',
        'name',
        'permission_override',
        'permissions',
        'role',
        'unit',
        'unit_id',
      ].sort(),
    );
    expect(user).toMatchObject({
      id: admin.id,
      role: 'ADMIN',
      avatar: '/uploads/avatar.webp',
      name: 'Ana Admin',
      unit_id: unit.id,
      unit: { id: unit.id, name: 'Tenho Norte' },
      permission_override: { 'user.create': false, 'setting.edit': true },
    });
    expect(user.permissions).toContain('setting.edit');
    expect(user.permissions).toContain('user.view');
    expect(user.permissions).not.toContain('user.create');
  });

  it('gives a MASTER without a unit every permission and unit null', async () => {
    const master = await createUser(t.db, { role: 'MASTER' });
    const token = await loginAs(t.app, master);
    const { user } = (await t.call('GET', '/api/auth/me', token)).json();
    expect(user.unit).toBeNull();
    expect(user.unit_id).toBeNull();
    expect(user.permissions).toEqual(
      expect.arrayContaining(['setting.access', 'permission.edit', 'franchise.delete']),
    );
  });
});

describe('sessions', () => {
  it('logout revokes the session (204, then 401 with the same token)', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const other = await loginAs(t.app, user);

    const logout = await t.call('POST', '/api/auth/logout', token);
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');
    expect((await t.call('GET', '/api/auth/me', token)).statusCode).toBe(401);
    expect((await t.call('POST', '/api/auth/logout', token)).statusCode).toBe(401);
    // The user's other session (another device) is still valid.
    expect((await t.call('GET', '/api/auth/me', other)).statusCode).toBe(200);
  });

  it('expires after 7 days, or 30 with remember-me', async () => {
    const user = await createUser(t.db);
    const short = await loginAs(t.app, user);
    const long = await loginAs(t.app, user, true);
    const me = (token: string) => t.call('GET', '/api/auth/me', token);

    t.clock.advance(7 * DAY - 60_000);
    expect((await me(short)).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    expect((await me(short)).statusCode).toBe(401);
    expect((await me(long)).statusCode).toBe(200);
    t.clock.advance(23 * DAY);
    expect((await me(long)).statusCode).toBe(401);
  });

  it('revokeUserSessions ends every session of a user at once (deactivation)', async () => {
    const user = await createUser(t.db);
    const tokens = [await loginAs(t.app, user), await loginAs(t.app, user)];
    const bystander = await createUser(t.db);
    const bystanderToken = await loginAs(t.app, bystander);

    const revoked = await t.app.authService.revokeUserSessions(user.id);
    expect(revoked).toBe(2);
    for (const token of tokens) {
      expect((await t.call('GET', '/api/auth/me', token)).statusCode).toBe(401);
    }
    expect((await t.call('GET', '/api/auth/me', bystanderToken)).statusCode).toBe(200);
  });

  it('a deactivated user loses a session that was not in the cache', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user);
    t.app.sessionCache.invalidateAll();
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await t.call('GET', '/api/auth/me', token)).statusCode).toBe(401);
  });
});
