import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config.ts';
import { franchiseUnits } from '../../db/schema/franchise-units.ts';
import { pixApiConnections } from '../../db/schema/pix.ts';
import { PIX_SANDBOX_PREFIX } from '../../app.ts';
import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET } from '../../pix-sandbox/sandbox.ts';
import { disconnectSandboxUnits } from './pix-demo.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createUnit, createUser, loginAs } from '../../../test/factories.ts';

/**
 * Issue 28, points 1 and 2: the sandbox is a sandbox (token on every call but the OAuth token,
 * routes matched on the path, loopback only), and a unit's PSP address is one the network trusts
 * (https, allow-listed host, public address — checked before any connection is opened).
 */

const pixConfig = (overrides: Partial<AppConfig['pix']> = {}): AppConfig['pix'] => ({
  secretsKey: randomBytes(32),
  reconcileSeconds: 60,
  chargeExpirySeconds: 3600,
  sandbox: false,
  sandboxOff: null,
  secretsKeyEphemeral: false,
  testOrigins: [],
  ...overrides,
});

/** A listener on loopback that counts the connections it gets: none may arrive. */
let connections = 0;
let listener: net.Server;
let port = 0;
/** What names resolve to in this file: anything not listed resolves to loopback. */
const dns: Record<string, string[]> = {};

let t: TestContext;
let unitId: number;
let tokens: { master: string; admin: string };

beforeAll(async () => {
  listener = net.createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as net.AddressInfo).port;
  t = await createTestApp({
    config: { pix: pixConfig() },
    build: {
      pixClientOptions: {
        timeoutMs: 500,
        retries: 0,
        resolve: async (host) =>
          (dns[host] ?? ['127.0.0.1']).map((address) => ({
            address,
            family: net.isIP(address) === 6 ? 6 : 4,
          })),
      },
    },
  });
  unitId = (await createUnit(t.db)).id;
  await t.db
    .update(franchiseUnits)
    .set({ pixKey: 'financeiro@confianca.com.br' })
    .where(eq(franchiseUnits.id, unitId));
  const master = await createUser(t.db, { role: 'MASTER' });
  const admin = await createUser(t.db, { role: 'ADMIN', unitId });
  tokens = { master: await loginAs(t.app, master), admin: await loginAs(t.app, admin) };
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => listener.close(() => resolve()));
});

const connect = (baseUrl: string, tokenUrl?: string) =>
  t.call('PUT', `/api/franchise-units/${unitId}/pix-api`, tokens.admin, {
    base_url: baseUrl,
    ...(tokenUrl ? { token_url: tokenUrl } : {}),
    client_id: 'cliente',
    client_secret: 'segredo',
  });

describe("the network's PSP allow-list (pixPspHosts)", () => {
  it('is a MASTER setting of host names only, refused in pt-BR otherwise', async () => {
    const saved = await t.call('POST', '/api/settings', tokens.master, {
      pixPspHosts: [' API.Banco.test ', 'api.banco.test', 'pix.outro.test'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().pixPspHosts).toEqual(['api.banco.test', 'pix.outro.test']);
    expect((await t.call('GET', '/api/settings', tokens.admin)).json().pixPspHosts).toEqual([
      'api.banco.test',
      'pix.outro.test',
    ]);
    expect(
      (await t.call('POST', '/api/settings', tokens.admin, { pixPspHosts: ['x.test'] })).statusCode,
    ).toBe(403);
    for (const bad of ['127.0.0.1', 'https://api.banco.test', 'api.banco.test:443', 'localhost', '[::1]']) {
      const refused = await t.call('POST', '/api/settings', tokens.master, { pixPspHosts: [bad] });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().message).toContain('não é um nome de servidor válido');
    }
    expect(
      (await t.call('POST', '/api/settings', tokens.master, { pixPspHosts: 'api.banco.test' })).statusCode,
    ).toBe(400);
  });
});

describe('saving a unit PSP address', () => {
  it('refuses loopback, private and metadata addresses in every spelling, without opening a connection', async () => {
    connections = 0;
    for (const host of [
      '127.0.0.1',
      '0x7f000001',
      '2130706433',
      '[::1]',
      '[::ffff:127.0.0.1]',
      '10.0.0.1',
      '169.254.169.254',
    ]) {
      const response = await connect(`https://${host}:${port}/api/v2`);
      expect(response.statusCode, host).toBe(422);
      expect(response.json(), host).toMatchObject({ code: 'pix_api.psp_url_ip_literal' });
      expect(response.json().message).toContain('não um endereço IP');
    }
    const local = await connect(`https://localhost:${port}/api/v2`);
    expect(local.json()).toMatchObject({ code: 'pix_api.psp_url_not_allowed' });
    const plain = await connect(`http://api.banco.test:${port}/api/v2`);
    expect(plain.json()).toMatchObject({ code: 'pix_api.psp_url_not_https' });
    expect(plain.json().message).toContain('https://');
    const token = await connect(`https://api.banco.test:${port}/api/v2`, `https://127.0.0.1:${port}/token`);
    expect(token.json()).toMatchObject({ code: 'pix_api.psp_url_ip_literal' });
    expect(connections).toBe(0);
  });

  it('refuses a host outside the allow-list with a clear pt-BR message', async () => {
    connections = 0;
    const response = await connect(`https://psp.desconhecido.test:${port}/api/v2`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'pix_api.psp_url_not_allowed' });
    expect(response.json().message).toContain(`psp.desconhecido.test:${port} não está na lista`);
    expect(connections).toBe(0);
  });

  it('refuses an allow-listed name that resolves to loopback or a private address, in our words', async () => {
    connections = 0;
    for (const answers of [['127.0.0.1'], ['::1'], ['200.160.2.3', '192.168.0.9']]) {
      dns['api.banco.test'] = answers;
      const response = await connect(`https://api.banco.test:${port}/api/v2`);
      expect(response.statusCode, answers.join()).toBe(422);
      expect(response.json()).toMatchObject({ code: 'pix_api.psp_address_refused' });
      expect(response.json().message).toContain('rede interna');
    }
    expect(connections).toBe(0);
    expect((await t.call('GET', `/api/franchise-units/${unitId}/pix-api`, tokens.admin)).json().enabled).toBe(
      false,
    );
  });
});

describe('the PSP sandbox served in-process', () => {
  let sandboxApp: TestContext;
  const base = '/pix-sandbox/api/v2';

  beforeAll(async () => {
    sandboxApp = await createTestApp({
      database: { db: t.db },
      config: { host: '127.0.0.1', pix: pixConfig({ sandbox: true }) },
    });
  });
  afterAll(async () => {
    await sandboxApp?.close();
  });

  it("answers no anonymous call: 'pay' and every route but the OAuth token need its token", async () => {
    const txid = 'A'.repeat(30);
    for (const [method, url] of [
      ['POST', `${base}/sandbox/pay/${txid}`],
      ['GET', `${base}/cob?inicio=2020-01-01T00:00:00Z&fim=2100-01-01T00:00:00Z`],
      ['GET', `${base}/cob/${txid}`],
      ['GET', `${base}/webhook/financeiro@confianca.com.br`],
      ['DELETE', `${base}/webhook/financeiro@confianca.com.br`],
      ['PATCH', `${base}/cob/${txid}`],
    ] as const) {
      const response = await sandboxApp.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('matches on the path alone: a `/sandbox/` or `/oauth/token` in the query string skips nothing', async () => {
    for (const url of [
      `${base}/cob?inicio=2020-01-01T00:00:00Z&fim=2100-01-01T00:00:00Z&x=/sandbox/`,
      `${base}/webhook/financeiro@confianca.com.br?x=/sandbox/`,
      `${base}/cob/${'B'.repeat(30)}?x=/oauth/token`,
    ]) {
      const response = await sandboxApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('has credentials of its own process: the published ones get no token', async () => {
    const basic = (id: string, secret: string) =>
      `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
    const published = await sandboxApp.app.inject({
      method: 'POST',
      url: `${base}/oauth/token`,
      headers: {
        authorization: basic(SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=client_credentials',
    });
    expect(published.statusCode).toBe(401);
    const { clientId, clientSecret } = sandboxApp.app.pix.sandbox!.credentials;
    const own = await sandboxApp.app.inject({
      method: 'POST',
      url: `${base}/oauth/token?x=/sandbox/`,
      headers: {
        authorization: basic(clientId, clientSecret),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=client_credentials',
    });
    expect(own.statusCode).toBe(200);
    const pay = await sandboxApp.app.inject({
      method: 'POST',
      url: `${base}/sandbox/pay/${'C'.repeat(30)}`,
      headers: { authorization: `Bearer ${own.json().access_token}` },
    });
    // Past the token check: the charge does not exist.
    expect(pay.statusCode).toBe(400);
  });

  it('is not served at all when the server listens on every address (HOST=0.0.0.0)', async () => {
    const exposed = await createTestApp({
      database: { db: t.db },
      config: { host: '0.0.0.0', pix: pixConfig({ sandbox: true }) },
    });
    try {
      expect(exposed.app.pix.sandbox).toBeNull();
      const response = await exposed.app.inject({ method: 'POST', url: `${base}/oauth/token` });
      expect(response.statusCode).toBe(404);
      const status = await exposed.call('GET', '/api/wallet/pix-sandbox', tokens.master);
      expect(status.json()).toEqual({ enabled: false });
    } finally {
      await exposed.close();
    }
  });
});

describe('without SECRETS_KEY outside a test', () => {
  it("refuses to seal a person's PSP connection with the process's own key (503), and says unavailable", async () => {
    const dev = await createTestApp({
      database: { db: t.db },
      config: { pix: pixConfig({ secretsKeyEphemeral: true }) },
    });
    try {
      const token = await loginAs(dev.app, await createUser(t.db, { role: 'MASTER' }));
      const put = await dev.call('PUT', `/api/franchise-units/${unitId}/pix-api`, token, {
        base_url: 'https://api.banco.test/api/v2',
        client_id: 'cliente',
        client_secret: 'segredo',
      });
      expect(put.statusCode).toBe(503);
      expect(put.json()).toMatchObject({ code: 'pix_api.unavailable' });
      expect(put.json().message).toContain('SECRETS_KEY');
      const get = await dev.call('GET', `/api/franchise-units/${unitId}/pix-api`, token);
      expect(get.json()).toMatchObject({ available: false });
    } finally {
      await dev.close();
    }
  });
});

describe('the demo units and the sandbox', () => {
  it('are disconnected from an earlier sandbox when it does not run; other connections stay', async () => {
    const demo = (await createUnit(t.db)).id;
    const real = (await createUnit(t.db)).id;
    const row = (unit: number, baseUrl: string) => ({
      unitId: unit,
      baseUrl,
      clientId: 'c',
      secrets: 'x',
      pixKey: `k${unit}@t.com.br`,
      webhookTokenHash: `hash-${unit}-${Math.random()}`,
    });
    await t.db
      .insert(pixApiConnections)
      .values([
        row(demo, `http://127.0.0.1:3999${PIX_SANDBOX_PREFIX}`),
        row(real, 'https://api.banco.test/pix-sandbox/api/v2'),
      ]);
    expect(await disconnectSandboxUnits(t.db, PIX_SANDBOX_PREFIX)).toEqual([demo]);
    const left = await t.db.select({ unitId: pixApiConnections.unitId }).from(pixApiConnections);
    expect(left.map((r) => r.unitId)).toContain(real);
    expect(left.map((r) => r.unitId)).not.toContain(demo);
  });
});
