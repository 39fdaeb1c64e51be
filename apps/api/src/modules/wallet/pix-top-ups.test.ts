import { randomBytes } from 'node:crypto';
import { slack } from '../../../test/timeouts.ts';
import { Writable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PSP_TXID_PATTERN } from '@tenho/domain/wallet/pix-api.schemas';
import { auditLog } from '../../db/schema/audit-log.ts';
import { franchiseUnits } from '../../db/schema/franchise-units.ts';
import { pixApiConnections, pixReceived } from '../../db/schema/pix.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { walletTopUps, walletTransactions, wallets } from '../../db/schema/wallet.ts';
import { createPixSandbox, type PixSandbox } from '../../pix-sandbox/sandbox.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { bearer, createUnit, createUser, loginAs, type TestUser } from '../../../test/factories.ts';
import { connectSse } from '../../../test/sse-client.ts';

/**
 * Issue 23: automatic top-ups through the API Pix, against the PSP sandbox served on an ephemeral
 * port (real HTTP for the client), webhooks delivered back into the app.
 */

const PUBLIC_URL = 'https://tenho.teste';
const CLIENT_ID = 'cliente-psp-teste';
const CLIENT_SECRET = `segredo-${randomBytes(12).toString('hex')}`;
const PRIVATE_KEY_MARKER = `chave-privada-${randomBytes(8).toString('hex')}`;
const onPostgres = inject('testDatabase').kind === 'pg';

/** Every log line of the apps of this file, and every answer body. */
const logLines: string[] = [];
const answers: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let sandbox: PixSandbox;
let pspServer: FastifyInstance;
let baseUrl: string;
let a: TestContext;
let b: TestContext | null = null;
/** Deliveries alternate between the two apps when there are two (PostgreSQL). */
let deliverTo: 'a' | 'b' = 'a';

let unitId: number;
let otherUnitId: number;
let master: TestUser;
let admin: TestUser;
let otherAdmin: TestUser;
let company: TestUser;
let companyUser: TestUser;
const tokens: Record<string, string> = {};
/** The webhook tokens the PSP was given (secrets too). */
const webhookTokens: string[] = [];

const PIX_CONFIG = {
  secretsKey: randomBytes(32),
  reconcileSeconds: 60,
  chargeExpirySeconds: 3600,
  sandbox: false,
  sandboxOff: null,
  secretsKeyEphemeral: false,
  // The local PSP double, allowed by its exact origin as PIX_PSP_TEST_ORIGINS does (set once it listens).
  testOrigins: [] as string[],
};

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
  url: string,
  token?: string,
  payload?: unknown,
  app: TestContext = a,
) {
  const response = await app.call(method, url, token, payload);
  answers.push(response.body);
  return response;
}

const connectPayload = (overrides: Record<string, unknown> = {}) => ({
  base_url: baseUrl,
  client_id: CLIENT_ID,
  client_secret: CLIENT_SECRET,
  ...overrides,
});

async function balanceCents(clientId: number): Promise<number> {
  const [row] = await a.db
    .select({ balance: wallets.balanceCents })
    .from(wallets)
    .where(eq(wallets.clientId, clientId));
  return row?.balance ?? 0;
}

async function creditsOf(topUpId: number): Promise<number> {
  const rows = await a.db
    .select({ id: walletTransactions.id })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.referenceKind, 'TOP_UP'), eq(walletTransactions.referenceId, topUpId)));
  return rows.length;
}

async function settled() {
  await a.app.pix.topUps.idle();
  await b?.app.pix.topUps.idle();
}

async function createTopUp(amount = 25.5, token = tokens.company!) {
  const response = await call('POST', '/api/wallet/top-ups', token, { amount });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; txid: string; pixCode: string; status: string; automatic: boolean }>();
}

beforeAll(async () => {
  sandbox = createPixSandbox({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    deliver: async (url, body) => {
      const target = deliverTo === 'b' && b ? b : a;
      const response = await target.app.inject({ method: 'POST', url: new URL(url).pathname, payload: body });
      answers.push(response.body);
      return response.statusCode;
    },
  });
  pspServer = Fastify();
  await pspServer.register(sandbox.plugin, { prefix: '/api/v2' });
  await pspServer.listen({ host: '127.0.0.1', port: 0 });
  const address = pspServer.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v2`;
  PIX_CONFIG.testOrigins.push(new URL(baseUrl).origin);

  const options = {
    config: { publicUrl: PUBLIC_URL, pix: PIX_CONFIG },
    logger: { level: 'debug', stream: logStream },
    build: { pixClientOptions: { timeoutMs: slack(2000), retries: 1, backoffMs: 10 } },
  } as const;
  a = await createTestApp({ ...options, build: { ...options.build, pixSandbox: sandbox } });
  if (onPostgres) b = await createTestApp({ ...options, database: { db: a.db } });

  unitId = (await createUnit(a.db)).id;
  otherUnitId = (await createUnit(a.db)).id;
  await a.db
    .update(franchiseUnits)
    .set({ pixKey: 'financeiro@unidade.com.br' })
    .where(eq(franchiseUnits.id, unitId));
  await a.db
    .update(franchiseUnits)
    .set({ pixKey: 'outra@unidade.com.br' })
    .where(eq(franchiseUnits.id, otherUnitId));
  master = await createUser(a.db, { role: 'MASTER' });
  admin = await createUser(a.db, { role: 'ADMIN', unitId });
  otherAdmin = await createUser(a.db, { role: 'ADMIN', unitId: otherUnitId });
  company = await createUser(a.db, { role: 'CLIENT', unitId });
  companyUser = await createUser(a.db, { role: 'USER', unitId, parentId: company.id });
  await a.db
    .update(profiles)
    .set({ document: '11222333000181', documentType: 'CNPJ', legalName: 'Empresa Teste Ltda' })
    .where(eq(profiles.userId, company.id));
  for (const [name, user] of Object.entries({ master, admin, otherAdmin, company, companyUser }))
    tokens[name] = await loginAs(a.app, user);
});

afterAll(async () => {
  await b?.close();
  await a?.close();
  await pspServer?.close();
});

describe('connecting a unit to its PSP (PUT/GET/DELETE /franchise-units/{id}/pix-api)', () => {
  it('answers by role and unit: MASTER any, the unit ADMIN its own, another ADMIN 404, a company 403, nobody 401', async () => {
    expect((await call('GET', `/api/franchise-units/${unitId}/pix-api`)).statusCode).toBe(401);
    for (const who of ['company', 'companyUser'])
      expect(
        (await call('PUT', `/api/franchise-units/${unitId}/pix-api`, tokens[who], connectPayload()))
          .statusCode,
      ).toBe(403);
    expect((await call('GET', `/api/franchise-units/${unitId}/pix-api`, tokens.company)).statusCode).toBe(
      403,
    );
    const foreign = await call(
      'PUT',
      `/api/franchise-units/${unitId}/pix-api`,
      tokens.otherAdmin,
      connectPayload(),
    );
    expect(foreign.statusCode).toBe(404);
    expect((await call('GET', `/api/franchise-units/${unitId}/pix-api`, tokens.otherAdmin)).statusCode).toBe(
      404,
    );
    expect(
      (await call('DELETE', `/api/franchise-units/${unitId}/pix-api`, tokens.otherAdmin)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/franchise-units/999999/pix-api`, tokens.master)).statusCode).toBe(404);

    const before = await call('GET', `/api/franchise-units/${unitId}/pix-api`, tokens.admin);
    expect(before.json()).toMatchObject({ enabled: false, available: true, webhook_registered: false });
  });

  it('refuses bad input with pt-BR messages (never a 500)', async () => {
    const url = `/api/franchise-units/${unitId}/pix-api`;
    const cases: [Record<string, unknown>, string][] = [
      [connectPayload({ base_url: 'não é url' }), 'URL base'],
      [connectPayload({ client_secret: '' }), 'Client Secret'],
      [connectPayload({ client_id: '   ' }), 'Client ID'],
      [
        connectPayload({ certificate_pem: '-----BEGIN CERTIFICATE-----\nabc' }),
        'certificado e a chave privada',
      ],
      [connectPayload({ private_key_pem: 'sem marcador' }), 'Chave privada inválida'],
    ];
    for (const [payload, text] of cases) {
      const response = await call('PUT', url, tokens.master, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(text);
    }
    expect(
      (await call('PUT', `/api/franchise-units/abc/pix-api`, tokens.master, connectPayload())).statusCode,
    ).toBe(400);
  });

  it('shows the PSP failure in pt-BR and stores nothing (wrong secret, PSP down)', async () => {
    const url = `/api/franchise-units/${unitId}/pix-api`;
    const wrong = await call('PUT', url, tokens.admin, connectPayload({ client_secret: 'errado' }));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'pix_api.psp_auth' });
    expect(wrong.json().message).toContain('recusou as credenciais');
    sandbox.faults.down = true;
    try {
      const down = await call('PUT', url, tokens.admin, connectPayload());
      expect(down.statusCode).toBe(422);
      expect(down.json().message).toContain('Não foi possível falar com o banco');
    } finally {
      sandbox.faults.down = false;
    }
    expect((await call('GET', url, tokens.admin)).json().enabled).toBe(false);
  });

  it('a unit without a Pix key cannot connect', async () => {
    const bare = await createUnit(a.db);
    const response = await call(
      'PUT',
      `/api/franchise-units/${bare.id}/pix-api`,
      tokens.master,
      connectPayload(),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain('chave Pix');
  });

  it('saving gets a token, registers the webhook with a fresh token and answers no secret', async () => {
    const response = await call(
      'PUT',
      `/api/franchise-units/${unitId}/pix-api`,
      tokens.admin,
      connectPayload({
        token_url: `${baseUrl}/oauth/token`,
        // Plain HTTP to the sandbox: the mTLS agent is built but not used.
        certificate_pem: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----',
        private_key_pem: `-----BEGIN PRIVATE KEY-----\n${PRIVATE_KEY_MARKER}\n-----END PRIVATE KEY-----`,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      enabled: true,
      base_url: baseUrl,
      client_id: CLIENT_ID,
      webhook_registered: true,
      has_certificate: true,
    });
    const registered = sandbox.webhookUrl('financeiro@unidade.com.br')!;
    expect(registered).toMatch(new RegExp(`^${PUBLIC_URL}/api/webhooks/pix/[A-Za-z0-9_-]{32}$`));
    const token = registered.split('/').pop()!;
    webhookTokens.push(token);
    // ≥ 128 bits, stored only as a hash, never answered.
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const [row] = await a.db.select().from(pixApiConnections).where(eq(pixApiConnections.unitId, unitId));
    expect(row!.webhookTokenHash).not.toContain(token);
    expect(row!.secrets).not.toContain(CLIENT_SECRET);
    expect(row!.secrets).not.toContain(PRIVATE_KEY_MARKER);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(response.body).not.toContain(token);

    const read = await call('GET', `/api/franchise-units/${unitId}/pix-api`, tokens.master);
    expect(read.json()).toMatchObject({ enabled: true, client_id: CLIENT_ID, webhook_registered: true });
    const audit = await a.db.select().from(auditLog).where(eq(auditLog.action, 'pix_api.connect'));
    expect(audit.length).toBeGreaterThan(0);
  });

  it('Testar conexão gets a token and reads the webhook back', async () => {
    const response = await call('POST', `/api/franchise-units/${unitId}/pix-api/test`, tokens.admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ ok: true, message: 'Conexão com o banco funcionando.' });
    expect(
      (await call('POST', `/api/franchise-units/${otherUnitId}/pix-api/test`, tokens.master)).statusCode,
    ).toBe(404);
  });
});

describe('automatic top-ups (create → pay → credited once)', () => {
  it('creates the charge at the PSP with our txid, "25.50", the unit key, 3600 s and the debtor, and shows its pixCopiaECola', async () => {
    const topUp = await createTopUp(25.5);
    expect(topUp.automatic).toBe(true);
    expect(topUp.txid).toMatch(PSP_TXID_PATTERN);
    const charge = sandbox.charge(topUp.txid)!;
    expect(charge).toMatchObject({
      status: 'ATIVA',
      valor: { original: '25.50' },
      chave: 'financeiro@unidade.com.br',
      calendario: { expiracao: 3600 },
      devedor: { cnpj: '11222333000181', nome: 'Empresa Teste Ltda' },
    });
    expect(topUp.pixCode).toBe(charge.pixCopiaECola);
    const one = await call('GET', `/api/wallet/top-ups/${topUp.id}`, tokens.company);
    expect(one.json()).toMatchObject({ pixCode: charge.pixCopiaECola, automatic: true, status: 'PENDING' });
    expect(one.json().qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(one.json().message).toContain('entra sozinho');
  });

  it('a paid charge credits the wallet once, says so in the audit log, and the same webhook three times changes nothing', async () => {
    const before = await balanceCents(company.id);
    const topUp = await createTopUp(25.5);
    const { webhookStatus } = await sandbox.pay(topUp.txid);
    expect(webhookStatus).toBe(200);
    await settled();
    expect(await balanceCents(company.id)).toBe(before + 2550);
    const confirmed = (await call('GET', `/api/wallet/top-ups/${topUp.id}`, tokens.company)).json();
    expect(confirmed).toMatchObject({ status: 'CONFIRMED', confirmed_via: 'PSP' });

    for (let i = 0; i < 3; i++) expect(await sandbox.redeliver(topUp.txid)).toBe(200);
    await settled();
    expect(await creditsOf(topUp.id)).toBe(1);
    expect(await balanceCents(company.id)).toBe(before + 2550);

    const audit = await a.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'wallet.top_up.psp_confirm'), eq(auditLog.entityId, topUp.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.data).toMatchObject({ message: 'Pagamento confirmado pelo banco (API Pix)' });
    const e2e = await a.db.select().from(pixReceived).where(eq(pixReceived.topUpId, topUp.id));
    expect(e2e).toHaveLength(1);
  });

  it("the company's open panel is told at once (live event 'wallet')", async () => {
    await a.app.listen({ host: '127.0.0.1', port: 0 });
    const address = a.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const stream = await connectSse(`http://127.0.0.1:${port}`, tokens.company!);
    try {
      await stream.nextEvent('session');
      const topUp = await createTopUp(1.25);
      await sandbox.pay(topUp.txid);
      expect((await stream.nextEvent('wallet', 5000)).data).toEqual({ reason: 'top_up_confirmed' });
    } finally {
      stream.close();
    }
  });

  it(`two concurrent deliveries${onPostgres ? ' on two app instances' : ''} credit once`, async () => {
    const before = await balanceCents(company.id);
    const topUp = await createTopUp(10);
    await sandbox.pay(topUp.txid, { notify: false });
    const deliver = async (to: 'a' | 'b') => {
      deliverTo = to;
      return sandbox.redeliver(topUp.txid);
    };
    const statuses = await Promise.all([deliver('a'), deliver('b'), deliver('a'), deliver('b')]);
    deliverTo = 'a';
    expect(statuses).toEqual([200, 200, 200, 200]);
    await settled();
    expect(await creditsOf(topUp.id)).toBe(1);
    expect(await balanceCents(company.id)).toBe(before + 1000);
  });

  it('a webhook for an unpaid charge (forged, valid token) or an unknown txid credits nothing; an unknown token is 404', async () => {
    const before = await balanceCents(company.id);
    const topUp = await createTopUp(7);
    // The body claims a payment; the PSP says the charge is ATIVA.
    const forged = [
      {
        endToEndId: 'E00000000202601010000forged0001',
        txid: topUp.txid,
        valor: '7.00',
        horario: new Date().toISOString(),
      },
    ];
    expect(await sandbox.redeliver(topUp.txid, forged)).toBe(200);
    const token = sandbox.webhookUrl('financeiro@unidade.com.br')!.split('/').pop()!;
    const unknownTxid = await call('POST', `/api/webhooks/pix/${token}/pix`, undefined, {
      pix: [{ endToEndId: 'E1', txid: 'NAOEXISTE0000000000000000000', valor: '7.00' }],
    });
    expect(unknownTxid.statusCode).toBe(200);
    await settled();
    expect(await balanceCents(company.id)).toBe(before);
    expect((await call('GET', `/api/wallet/top-ups/${topUp.id}`, tokens.company)).json().status).toBe(
      'PENDING',
    );

    const requestsBefore = sandbox.faults.requests.length;
    const unknown = await call('POST', `/api/webhooks/pix/${'x'.repeat(32)}/pix`, undefined, { pix: forged });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'pix_api.webhook_not_found' });
    // Nothing was read from the PSP for it.
    await settled();
    expect(sandbox.faults.requests.length).toBe(requestsBefore);
    expect((await call('POST', `/api/webhooks/pix/${token}/pix`, undefined, { pix: 'não' })).statusCode).toBe(
      400,
    );
    await call('POST', `/api/wallet/top-ups/${topUp.id}/cancel`, tokens.company);
  });

  it("manual 'Confirmar' reads the charge first: unpaid or removed is refused with the PSP's state; paid is credited as the PSP says, once", async () => {
    const before = await balanceCents(company.id);
    const first = await createTopUp(5);
    const unpaid = await call('POST', `/api/wallet/top-ups/${first.id}/confirm`, tokens.admin);
    expect(unpaid.statusCode).toBe(422);
    expect(unpaid.json()).toMatchObject({ code: 'wallet.top_up_psp_unpaid' });
    expect(unpaid.json().message).toContain('não foi paga (situação ATIVA)');
    expect(await creditsOf(first.id)).toBe(0);
    await sandbox.pay(first.txid, { notify: false });
    const paid = await call('POST', `/api/wallet/top-ups/${first.id}/confirm`, tokens.admin);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'CONFIRMED', confirmed_via: 'PSP' });
    await sandbox.redeliver(first.txid);
    await settled();
    expect(await creditsOf(first.id)).toBe(1);

    const second = await createTopUp(6);
    await sandbox.pay(second.txid);
    await settled();
    const manual = await call('POST', `/api/wallet/top-ups/${second.id}/confirm`, tokens.admin);
    expect(manual.statusCode).toBe(200);
    expect(manual.json().confirmed_via).toBe('PSP');
    expect(await creditsOf(second.id)).toBe(1);
    expect(await balanceCents(company.id)).toBe(before + 500 + 600);

    const removed = await createTopUp(3);
    sandbox.charge(removed.txid)!.status = 'REMOVIDA_PELO_PSP';
    const refused = await call('POST', `/api/wallet/top-ups/${removed.id}/confirm`, tokens.admin);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'wallet.top_up_psp_removed' });
    expect(refused.json().message).toContain('REMOVIDA_PELO_PSP');
    expect(await creditsOf(removed.id)).toBe(0);
    await call('POST', `/api/wallet/top-ups/${removed.id}/cancel`, tokens.admin);
  });

  it("manual 'Confirmar' of a part-paid charge needs a reason, which is recorded", async () => {
    const before = await balanceCents(company.id);
    const topUp = await createTopUp(20);
    await sandbox.pay(topUp.txid, { valor: '12.00', notify: false });
    const bare = await call('POST', `/api/wallet/top-ups/${topUp.id}/confirm`, tokens.admin);
    expect(bare.statusCode).toBe(422);
    expect(bare.json()).toMatchObject({ code: 'wallet.top_up_reason_required' });
    expect(bare.json().message).toContain('R$ 12,00 pagos de R$ 20,00');
    const short = await call('POST', `/api/wallet/top-ups/${topUp.id}/confirm`, tokens.admin, {
      reason: 'ok',
    });
    expect(short.statusCode).toBe(400);
    expect(await creditsOf(topUp.id)).toBe(0);

    const reason = 'O restante (R$ 8,00) chegou em dinheiro na franquia';
    const done = await call('POST', `/api/wallet/top-ups/${topUp.id}/confirm`, tokens.admin, { reason });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'CONFIRMED', confirmed_via: 'MANUAL' });
    expect(await balanceCents(company.id)).toBe(before + 2000);
    const [entry] = await a.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'wallet.top_up.confirm'), eq(auditLog.entityId, topUp.id)));
    expect(entry!.actorId).toBe(admin.id);
    expect(entry!.data).toMatchObject({ reason, psp_status: 'CONCLUIDA', psp_paid_cents: 1200 });
  });

  it('each PSP credit names the connection that vouched for it; one saved < 24 h earlier is flagged for the MASTER', async () => {
    const fresh = await createTopUp(1.5);
    await sandbox.pay(fresh.txid);
    await settled();
    const [entry] = await a.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'wallet.top_up.psp_confirm'), eq(auditLog.entityId, fresh.id)));
    expect(entry!.data).toMatchObject({
      connection: {
        host: new URL(baseUrl).host,
        saved_by: { id: admin.id, email: admin.email },
        new_connection: true,
      },
    });
    const flagged = await a.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'wallet.top_up.psp_new_connection'), eq(auditLog.entityId, fresh.id)));
    expect(flagged).toHaveLength(1);
    const shown = (await call('GET', `/api/wallet/top-ups/${fresh.id}`, tokens.master)).json();
    expect(shown).toMatchObject({ status: 'CONFIRMED', new_psp_connection: true });
    const listed = await call('GET', '/api/wallet/top-ups?new_psp_connection=true', tokens.master);
    expect(listed.json().topUps.map((t: { id: number }) => t.id)).toContain(fresh.id);
    const elsewhere = await call('GET', '/api/wallet/top-ups?new_psp_connection=true', tokens.otherAdmin);
    expect(elsewhere.json().topUps).toEqual([]);
    const inLog = await call('GET', '/api/audit-log?action=wallet.top_up.psp_new_connection', tokens.master);
    expect(inLog.json().entries.some((e: { entity_id: number }) => e.entity_id === fresh.id)).toBe(true);

    await a.db
      .update(pixApiConnections)
      .set({ savedAt: sql`now() - interval '2 days'` })
      .where(eq(pixApiConnections.unitId, unitId));
    const settledIn = await createTopUp(1.75);
    await sandbox.pay(settledIn.txid);
    await settled();
    const old = (await call('GET', `/api/wallet/top-ups/${settledIn.id}`, tokens.master)).json();
    expect(old).toMatchObject({ status: 'CONFIRMED', new_psp_connection: false });
    const still = await call('GET', '/api/wallet/top-ups?new_psp_connection=true', tokens.master);
    expect(still.json().topUps.map((t: { id: number }) => t.id)).not.toContain(settledIn.id);
    const none = await a.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'wallet.top_up.psp_new_connection'), eq(auditLog.entityId, settledIn.id)),
      );
    expect(none).toHaveLength(0);
  });

  it("'Pagar com Pix' (Simulador) pays as the signed-in user who may see the top-up, once however often it is called", async () => {
    const before = await balanceCents(company.id);
    const topUp = await createTopUp(2.25);
    const url = `/api/wallet/top-ups/${topUp.id}/sandbox-pay`;
    expect((await call('POST', url)).statusCode).toBe(401);
    expect((await call('POST', url, tokens.company)).statusCode).toBe(403);
    expect((await call('POST', url, tokens.otherAdmin)).statusCode).toBe(404);
    const first = await call('POST', url, tokens.admin);
    expect(first.statusCode, first.body).toBe(200);
    const again = await call('POST', url, tokens.master);
    expect(again.statusCode).toBe(200);
    expect(again.json().end_to_end_id).toBe(first.json().end_to_end_id);
    await settled();
    expect(await creditsOf(topUp.id)).toBe(1);
    expect(await balanceCents(company.id)).toBe(before + 225);
    expect((await call('POST', '/api/wallet/top-ups/abc/sandbox-pay', tokens.admin)).statusCode).toBe(400);
  });

  it('a different amount paid is flagged for the ADMIN and not credited', async () => {
    const before = await balanceCents(company.id);
    const topUp = await createTopUp(20);
    await sandbox.pay(topUp.txid, { valor: '2.00' });
    await settled();
    expect(await balanceCents(company.id)).toBe(before);
    const list = await call('GET', '/api/wallet/top-ups?status=PENDING', tokens.admin);
    const flagged = list.json().topUps.find((t: { id: number }) => t.id === topUp.id);
    expect(flagged).toMatchObject({ flag: 'AMOUNT_MISMATCH', paid_amount: 2, status: 'PENDING' });
    expect(flagged.message).toContain('valor diferente');
    // The ADMIN may still drop it (the PSP keeps the paid charge).
    const dropped = await call('POST', `/api/wallet/top-ups/${topUp.id}/cancel`, tokens.admin);
    expect(dropped.json()).toMatchObject({ status: 'CANCELLED', flag: 'AMOUNT_MISMATCH' });
    expect(await balanceCents(company.id)).toBe(before);
  });

  it('a lost webhook is credited by reconciliation', async () => {
    const before = await balanceCents(company.id);
    const topUp = await createTopUp(12.34);
    await sandbox.pay(topUp.txid, { notify: false });
    await settled();
    expect(await balanceCents(company.id)).toBe(before);
    await a.app.pix.topUps.reconcile();
    expect(await balanceCents(company.id)).toBe(before + 1234);
    expect((await call('GET', `/api/wallet/top-ups/${topUp.id}`, tokens.company)).json().confirmed_via).toBe(
      'PSP',
    );
  });

  it('past its expiry a charge becomes Expirado and is removed at the PSP', async () => {
    const topUp = await createTopUp(3);
    await a.db
      .update(walletTopUps)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(walletTopUps.id, topUp.id));
    await a.app.pix.topUps.reconcile();
    expect((await call('GET', `/api/wallet/top-ups/${topUp.id}`, tokens.company)).json().status).toBe(
      'EXPIRED',
    );
    expect(sandbox.charge(topUp.txid)!.status).toBe('REMOVIDA_PELO_USUARIO_RECEBEDOR');
    expect((await call('POST', `/api/wallet/top-ups/${topUp.id}/confirm`, tokens.admin)).statusCode).toBe(
      409,
    );
  });

  it("the company's Cancelar removes the charge at the PSP; a charge paid meanwhile answers 409 and is credited", async () => {
    const topUp = await createTopUp(4);
    const cancelled = await call('POST', `/api/wallet/top-ups/${topUp.id}/cancel`, tokens.company);
    expect(cancelled.json().status).toBe('CANCELLED');
    expect(sandbox.charge(topUp.txid)!.status).toBe('REMOVIDA_PELO_USUARIO_RECEBEDOR');

    const before = await balanceCents(company.id);
    const paid = await createTopUp(4);
    await sandbox.pay(paid.txid, { notify: false });
    const refused = await call('POST', `/api/wallet/top-ups/${paid.id}/cancel`, tokens.company);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('já foi paga');
    expect(await balanceCents(company.id)).toBe(before + 400);
  });

  it('PSP down on create: a clear message and no pending top-up left', async () => {
    const count = async () =>
      (await a.db.select().from(walletTopUps).where(eq(walletTopUps.clientId, company.id))).length;
    const before = await count();
    sandbox.faults.down = true;
    try {
      const response = await call('POST', '/api/wallet/top-ups', tokens.company, { amount: 9 });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'wallet.psp_unavailable' });
      expect(response.json().message).toContain('Nenhum pedido foi criado');
    } finally {
      sandbox.faults.down = false;
    }
    expect(await count()).toBe(before);
  });

  it('a token the PSP stopped accepting is fetched again once', async () => {
    await createTopUp(1); // a token is cached now
    const before = sandbox.faults.tokenRequests;
    sandbox.revokeTokens();
    const topUp = await createTopUp(2);
    expect(topUp.automatic).toBe(true);
    expect(sandbox.faults.tokenRequests).toBe(before + 1);
    await createTopUp(1);
    expect(sandbox.faults.tokenRequests).toBe(before + 1);
    // Leave room under the pending cap for the other tests.
    const pending = (await call('GET', '/api/wallet/top-ups?status=PENDING', tokens.company)).json().topUps;
    for (const t of pending) await call('POST', `/api/wallet/top-ups/${t.id}/cancel`, tokens.company);
  });

  it('an unconnected unit keeps the static code and manual confirmation', async () => {
    const other = await createUser(a.db, { role: 'CLIENT', unitId: otherUnitId });
    const topUp = await createTopUp(8, await loginAs(a.app, other));
    expect(topUp.automatic).toBe(false);
    expect(topUp.txid).toMatch(/^TENHO\d{10}$/);
  });
});

describe('disconnecting, and the unavailable state', () => {
  it('DELETE turns it off and removes the webhook at the PSP; new top-ups are static again', async () => {
    const response = await call('DELETE', `/api/franchise-units/${unitId}/pix-api`, tokens.admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ enabled: false });
    expect(sandbox.webhookUrl('financeiro@unidade.com.br')).toBeNull();
    const topUp = await createTopUp(1.5);
    expect(topUp.automatic).toBe(false);
    await call('POST', `/api/wallet/top-ups/${topUp.id}/cancel`, tokens.company);
  });

  it('without SECRETS_KEY the PUT answers 503 indisponível and GET says unavailable', async () => {
    const bare = await createTestApp({ database: { db: a.db }, config: { publicUrl: PUBLIC_URL } });
    try {
      const token = await loginAs(bare.app, master);
      const put = await bare.app.inject({
        method: 'PUT',
        url: `/api/franchise-units/${unitId}/pix-api`,
        headers: bearer(token),
        payload: connectPayload(),
      });
      expect(put.statusCode).toBe(503);
      expect(put.json().message).toContain('indisponível');
      const get = await bare.app.inject({
        method: 'GET',
        url: `/api/franchise-units/${unitId}/pix-api`,
        headers: bearer(token),
      });
      expect(get.json()).toMatchObject({ available: false, enabled: false });
    } finally {
      await bare.close();
    }
  });

  it('secrets never appear in any answer or log line', async () => {
    expect(logLines.length).toBeGreaterThan(20);
    expect(logLines.some((l) => l.includes('"event":"pix.call"'))).toBe(true);
    expect(logLines.some((l) => l.includes('/api/webhooks/pix/[omitido]/pix'))).toBe(true);
    expect(logLines.some((l) => l.includes('/webhook/[chave]'))).toBe(true);
    expect(logLines.every((l) => !l.includes('"path":"/api/v2/webhook/financeiro'))).toBe(true);
    expect(webhookTokens.length).toBeGreaterThan(0);
    for (const text of [...logLines, ...answers]) {
      expect(text).not.toContain(CLIENT_SECRET);
      expect(text).not.toContain(PRIVATE_KEY_MARKER);
      for (const token of webhookTokens) expect(text).not.toContain(token);
    }
  });
});
