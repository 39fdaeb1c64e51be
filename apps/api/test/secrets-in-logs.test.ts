import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testConfig, useTestApp } from './app.ts';
import { createUnit, createUser, loginAs } from './factories.ts';
import { mailsTo } from './mailbox.ts';

/** Everything the app's logger writes during this file, one JSON line per entry. */
const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

const QUERY_SECRET = 'valor-secreto-da-consulta';
const VERIFY_TOKEN = 'verificacao-secreta-da-meta';
const dataDir = mkdtempSync(join(tmpdir(), 'tenho-log-secrets-'));

const t = useTestApp({
  logger: { level: 'debug', stream },
  config: { dataDir, whatsapp: { ...testConfig().whatsapp, verifyToken: VERIFY_TOKEN } },
  setup: (app) => {
    // A query that fails with a bound value, as a real bug in a service would.
    app.get('/api/__test/failing-query', async () => {
      await app.db.execute(sql`select 1 / 0 where ${QUERY_SECRET} = ${QUERY_SECRET}`);
      return {};
    });
  },
});

describe('the logs keep no secrets', () => {
  it('leaves out passwords, bearer tokens, password hashes and query parameters', async () => {
    const unit = await createUnit(t.db);
    const user = await createUser(t.db, { role: 'CLIENT', unitId: unit.id, password: 'Login@Secreto42' });

    const token = await loginAs(t.app, user);
    expect((await t.call('GET', '/api/auth/me', token)).statusCode).toBe(200);
    const wrong = await t.call('POST', '/api/auth/login', undefined, {
      email: user.email,
      password: 'Errada@Secreta77',
    });
    expect(wrong.statusCode).toBe(401);

    // The profile insert fails after the user insert: the failing query's params hold the argon2 hash.
    const register = await t.call('POST', '/api/auth/register', undefined, {
      unit_id: unit.id,
      name: 'Empresa\u0000Nula',
      email: 'nula@teste.com.br',
      phone: '(11) 98765-4321',
      password: 'Cadastro@Secreto7',
      terms_accepted: true,
    });
    expect(register.statusCode).toBe(400);

    const crash = await t.call('GET', '/api/__test/failing-query');
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toEqual({ code: 'internal', message: 'Erro interno do servidor' });

    const logs = lines.join('\n');
    // The logger did write about these requests (a silent logger would prove nothing).
    expect(logs).toContain('request failed');
    expect(logs).toContain('request rejected');
    expect(logs).toContain('/api/auth/login');
    for (const secret of [
      'Login@Secreto42',
      'Errada@Secreta77',
      'Cadastro@Secreto7',
      token,
      '$argon2id$',
      QUERY_SECRET,
    ]) {
      expect(logs, secret).not.toContain(secret);
    }
  });

  it('blanks credentials wherever a log call puts them', () => {
    lines.length = 0;
    t.app.log.info(
      { headers: { authorization: 'Bearer abc.def' }, body: { password: 'P@ssw0rd!' }, token: 'tok-123' },
      'probe',
    );
    const logs = lines.join('\n');
    expect(logs).toContain('probe');
    for (const secret of ['abc.def', 'P@ssw0rd!', 'tok-123']) expect(logs).not.toContain(secret);
  });

  it('a whole journey with every token it issues (reset link, sessions, webhook tokens) logs none of them', async () => {
    lines.length = 0;
    const unit = await createUnit(t.db);
    const user = await createUser(t.db, { role: 'CLIENT', unitId: unit.id, password: 'Antiga@Senha42' });
    const session = await loginAs(t.app, user);
    expect((await t.call('GET', '/api/auth/me', session)).statusCode).toBe(200);

    expect(
      (await t.call('POST', '/api/auth/password-reset', undefined, { email: user.email })).statusCode,
    ).toBe(202);
    await t.app.mailer.idle();
    const [mail] = await mailsTo(join(dataDir, 'mail'), user.email);
    const link = /https?:\/\/\S+?(\/redefinir-senha\?token=([A-Za-z0-9_-]+))/.exec(mail?.text ?? '');
    expect(link).not.toBeNull();
    const [, path, resetToken] = link!;
    // The person opens the link (the SPA's page), then sets the new password with its token.
    await t.call('GET', path!);
    const reset = await t.call('POST', '/api/auth/password-reset/confirm', undefined, {
      token: resetToken,
      password: 'Nova#Senha2026',
    });
    expect(reset.statusCode).toBeLessThan(300);
    const fresh = await loginAs(t.app, { email: user.email, password: 'Nova#Senha2026' });

    const verify = await t.call(
      'GET',
      `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=73`,
    );
    expect(verify.body).toBe('73');
    const pixToken = 'tokenDoWebhookPix0123456789';
    await t.call('POST', `/api/webhooks/pix/${pixToken}?segredo=${pixToken}`, undefined, { pix: [] });

    const logs = lines.join('\n');
    expect(logs).toContain('/redefinir-senha?token=[omitido]');
    expect(logs).toContain('/api/webhooks/whatsapp?hub.mode=[omitido]');
    for (const secret of [resetToken!, session, fresh, VERIFY_TOKEN, pixToken, 'Nova#Senha2026']) {
      expect(logs, secret).not.toContain(secret);
    }
  });
});
