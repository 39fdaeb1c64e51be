import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_MSG } from '@tenho/domain/auth/password-reset.schemas';
import { testConfig, useTestApp } from '../../../test/app.ts';
import { createUnit, createUser, loginAs } from '../../../test/factories.ts';
import { mailsTo, readMailbox } from '../../../test/mailbox.ts';
import { passwordResets } from '../../db/schema/password-resets.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'tenho-reset-test-'));
const mailDir = join(dataDir, 'mail');
const PUBLIC_URL = 'https://app.tenho.test';
const t = useTestApp({
  config: {
    dataDir,
    publicUrl: PUBLIC_URL,
    loginThrottle: { ...testConfig().loginThrottle, maxFailuresPerIp: 40 },
  },
});

let unitId: number;

beforeAll(async () => {
  unitId = (await createUnit(t.db)).id;
});

const requestReset = (email: string, ip = '198.51.100.7') =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress: ip });
const confirm = (token: string, password: string) =>
  t.call('POST', '/api/auth/password-reset/confirm', undefined, { token, password });
const me = (token: string) => t.call('GET', '/api/auth/me', token);

/** The token of the newest reset e-mail to `email`, read from the link like a person would click it. */
async function tokenFromMail(email: string): Promise<string> {
  await t.app.mailer.idle();
  const mails = await mailsTo(mailDir, email);
  const link = /https?:\/\/\S+\/redefinir-senha\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '');
  if (!link) throw new Error(`no reset link for ${email}`);
  return link[1]!;
}

describe('POST /auth/password-reset', () => {
  it('answers 202 with the same text for a known and an unknown e-mail; only the known one gets mail', async () => {
    const user = await createUser(t.db, { role: 'CLIENT', unitId, name: 'Mercado Central' });
    const known = await requestReset(user.email);
    const unknown = await requestReset('ninguem@teste.com.br');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: PASSWORD_RESET_MSG.requested });

    await t.app.mailer.idle();
    expect(await mailsTo(mailDir, 'ninguem@teste.com.br')).toEqual([]);
    const [mail] = await mailsTo(mailDir, user.email);
    expect(mail!.subject).toBe('Redefinição de senha do Tenho');
    expect(mail!.text).toContain('Olá, Mercado Central!');
    expect(mail!.text).toMatch(new RegExp(`${PUBLIC_URL}/redefinir-senha\\?token=[A-Za-z0-9_-]{43}`));
    expect(mail!.text).toContain('O link vale por 1 hora');
    expect(mail!.html).toContain(`${PUBLIC_URL}/redefinir-senha?token=`);

    // Only the SHA-256 of the token is stored.
    const token = await tokenFromMail(user.email);
    const rows = await t.db.select().from(passwordResets);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('sets the new password once, ends every old session, and the old password stops working', async () => {
    const user = await createUser(t.db, { role: 'ADMIN', unitId });
    const sessions = [await loginAs(t.app, user), await loginAs(t.app, user, true)];
    await requestReset(user.email);
    const token = await tokenFromMail(user.email);

    const done = await confirm(token, 'Nova#Senha2026');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: PASSWORD_RESET_MSG.done });
    for (const session of sessions) expect((await me(session)).statusCode).toBe(401);

    const old = await t.call('POST', '/api/auth/login', undefined, {
      email: user.email,
      password: user.password,
    });
    expect(old.statusCode).toBe(401);
    const fresh = await loginAs(t.app, { email: user.email, password: 'Nova#Senha2026' });
    expect((await me(fresh)).statusCode).toBe(200);

    const again = await confirm(token, 'Outra#Senha2026');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'auth.reset_invalid', message: PASSWORD_RESET_MSG.invalidToken });
    expect((await me(fresh)).statusCode).toBe(200);
  });

  it('a token expires after 1 hour; a newer request retires the older link', async () => {
    const user = await createUser(t.db, { role: 'CLIENT', unitId });
    await requestReset(user.email);
    const first = await tokenFromMail(user.email);
    await requestReset(user.email);
    const second = await tokenFromMail(user.email);
    expect(second).not.toBe(first);
    expect((await confirm(first, 'Nova#Senha2026')).statusCode).toBe(400);

    t.clock.advance(59 * 60_000);
    await requestReset(user.email);
    const third = await tokenFromMail(user.email);
    t.clock.advance(60 * 60_000 + 1000);
    const expired = await confirm(third, 'Nova#Senha2026');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(PASSWORD_RESET_MSG.invalidToken);
    await loginAs(t.app, user);
  });

  it('checks the password rule and the token shape in pt-BR', async () => {
    const user = await createUser(t.db, { role: 'CLIENT', unitId });
    await requestReset(user.email);
    const token = await tokenFromMail(user.email);
    const weak = await confirm(token, 'fraca');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(
      'Senha deve ter pelo menos 8 caracteres com: letra maiúscula, minúscula, número e caractere especial',
    );
    expect((await confirm('x', 'Nova#Senha2026')).json().message).toBe(PASSWORD_RESET_MSG.invalidToken);
    expect((await confirm('A'.repeat(43), 'Nova#Senha2026')).statusCode).toBe(400);
    const badEmail = await requestReset('sem-arroba');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe('E-mail inválido');
    // The weak attempt did not spend the token.
    expect((await confirm(token, 'Nova#Senha2026')).statusCode).toBe(200);
  });

  it('is throttled per e-mail and address like login, and never mails one account too often', async () => {
    const user = await createUser(t.db, { role: 'CLIENT', unitId });
    const limit = t.config.loginThrottle.maxFailuresPerEmail;
    for (let i = 0; i < limit; i++)
      expect((await requestReset(user.email, '203.0.113.9')).statusCode).toBe(202);
    const refused = await requestReset(user.email, '203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Muitas tentativas. Tente novamente em alguns minutos.');
    expect(refused.headers['retry-after']).toBeDefined();
    // Another address may still ask (the owner is not locked out), but no more e-mails go out.
    expect((await requestReset(user.email, '203.0.113.10')).statusCode).toBe(202);
    await t.app.mailer.idle();
    expect((await mailsTo(mailDir, user.email)).length).toBe(5);
  });

  it('counts failed confirmations per address', async () => {
    const limit = t.config.loginThrottle.maxFailuresPerIp;
    const ip = '192.0.2.55';
    let last = 0;
    for (let i = 0; i <= limit && last !== 429; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        payload: { token: `${'B'.repeat(40)}${String(i).padStart(3, '0')}`, password: 'Nova#Senha2026' },
        remoteAddress: ip,
      });
      last = response.statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('mail files', () => {
  it('are complete MIME messages with a sender, text and HTML', async () => {
    const mails = await readMailbox(mailDir);
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      expect(mail.from).toContain('Tenho');
      expect(mail.text.length).toBeGreaterThan(50);
      expect(mail.html).toContain('<!doctype html>');
    }
  });
});
