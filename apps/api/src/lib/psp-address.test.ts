import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPspClient, PspError } from './pix-client.ts';
import { normalizePspHost } from '@tenho/domain/settings/psp-hosts';
import { checkPspUrl, isForbiddenAddress, type PspAddressPolicy, type PspResolver } from './psp-address.ts';

/** A listener on loopback that only counts the connections it gets (a PSP must never reach it). */
let connections = 0;
let listener: net.Server;
let port = 0;

beforeAll(async () => {
  listener = net.createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as net.AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

/** Every name resolves to loopback (a rebinding DNS), unless listed. */
const resolver =
  (answers: Record<string, string[]> = {}): PspResolver =>
  async (host) =>
    (answers[host] ?? ['127.0.0.1']).map((address) => ({ address, family: net.isIP(address) === 6 ? 6 : 4 }));

function clientFor(baseUrl: string, resolve: PspResolver = resolver()) {
  return createPspClient({
    credentials: {
      baseUrl,
      tokenUrl: null,
      clientId: 'id',
      clientSecret: 'segredo',
      certificatePem: null,
      privateKeyPem: null,
    },
    timeoutMs: 500,
    retries: 0,
    resolve,
  });
}

const POLICY: PspAddressPolicy = {
  allowedHosts: ['api.banco.com.br', 'pix.bancodobrasil.test'],
  testOrigins: [],
  sandboxBaseUrl: null,
};

const INTERNAL_SPELLINGS = [
  '127.0.0.1',
  'localhost',
  '0x7f000001',
  '2130706433',
  '0177.0.0.1',
  '127.1',
  '[::1]',
  '[::ffff:127.0.0.1]',
  '[::ffff:7f00:1]',
  '[0:0:0:0:0:ffff:127.0.0.1]',
  '[::]',
  '0.0.0.0',
  '10.0.0.1',
  '172.16.0.1',
  '192.168.1.1',
  '100.64.0.1',
  '169.254.169.254',
  '224.0.0.1',
  '[fe80::1]',
  '[fd00::1]',
  '[64:ff9b::7f00:1]',
];

describe('PSP addresses: every call', () => {
  it('refuses loopback, private, link-local, CGNAT, multicast and IPv6 spellings without opening a connection', async () => {
    connections = 0;
    for (const host of INTERNAL_SPELLINGS) {
      const failure = await clientFor(`https://${host}:${port}/api/v2`)
        .checkToken()
        .catch((e: unknown) => e);
      expect(failure, host).toBeInstanceOf(PspError);
      expect((failure as PspError).kind, host).toBe('address_refused');
      expect((failure as PspError).message).toContain('rede interna');
      // Plain http is refused just the same.
      const plain = await clientFor(`http://${host}:${port}/api/v2`)
        .checkToken()
        .catch((e: unknown) => e);
      expect((plain as PspError).kind, host).toBe('address_refused');
    }
    expect(connections).toBe(0);
  });

  it('refuses a name that resolves to loopback (or has any internal answer), without a connection', async () => {
    connections = 0;
    for (const answers of [['127.0.0.1'], ['::1'], ['8.8.8.8', '10.0.0.7'], ['::ffff:127.0.0.1']]) {
      const failure = await clientFor(
        `https://api.banco.com.br:${port}/api/v2`,
        resolver({ 'api.banco.com.br': answers }),
      )
        .checkToken()
        .catch((e: unknown) => e);
      expect((failure as PspError).kind, answers.join()).toBe('address_refused');
    }
    const unresolved = await clientFor(`https://api.banco.com.br:${port}/api/v2`, async () => {
      throw new Error('ENOTFOUND');
    })
      .checkToken()
      .catch((e: unknown) => e);
    expect((unresolved as PspError).kind).toBe('address_refused');
    expect(connections).toBe(0);
  });

  it('reaches an exact origin allowed for a test double, and nothing else on that host', async () => {
    connections = 0;
    const allowed = createPspClient({
      credentials: {
        baseUrl: `http://127.0.0.1:${port}/api/v2`,
        tokenUrl: null,
        clientId: 'id',
        clientSecret: 'segredo',
        certificatePem: null,
        privateKeyPem: null,
      },
      timeoutMs: 500,
      retries: 0,
      addressPolicy: { testOrigins: [`http://127.0.0.1:${port}`], sandboxBaseUrl: null },
    });
    expect(((await allowed.checkToken().catch((e: unknown) => e)) as PspError).kind).toBe('unreachable');
    expect(connections).toBe(1);
    const otherPort = createPspClient({
      credentials: {
        baseUrl: `http://127.0.0.1:${port + 1}/api/v2`,
        tokenUrl: null,
        clientId: 'id',
        clientSecret: 'segredo',
        certificatePem: null,
        privateKeyPem: null,
      },
      retries: 0,
      addressPolicy: { testOrigins: [`http://127.0.0.1:${port}`], sandboxBaseUrl: null },
    });
    expect(((await otherPort.checkToken().catch((e: unknown) => e)) as PspError).kind).toBe(
      'address_refused',
    );
  });
});

describe('PSP addresses: saving a connection', () => {
  it('accepts https on an allow-listed host name', () => {
    expect(checkPspUrl('https://api.banco.com.br/api/v2', POLICY)).toBeNull();
    expect(checkPspUrl('https://API.Banco.com.br./oauth/token', POLICY)).toBeNull();
  });

  it('refuses plain http, IP literals in any spelling, and hosts outside the allow-list', () => {
    expect(checkPspUrl('http://api.banco.com.br/api/v2', POLICY)).toBe('not_https');
    for (const host of INTERNAL_SPELLINGS.filter((h) => h !== 'localhost'))
      expect(checkPspUrl(`https://${host}/api/v2`, POLICY), host).toBe('ip_literal');
    expect(checkPspUrl('https://localhost/api/v2', POLICY)).toBe('not_allowed');
    expect(checkPspUrl('https://evil.example.com/api/v2', POLICY)).toBe('not_allowed');
    expect(checkPspUrl('https://api.banco.com.br.evil.example.com/api/v2', POLICY)).toBe('not_allowed');
    expect(checkPspUrl('https://user:pw@api.banco.com.br/api/v2', POLICY)).toBe('invalid');
  });

  it('trusts a test origin or the running sandbox exactly, never a neighbour', () => {
    const policy = {
      ...POLICY,
      testOrigins: ['http://127.0.0.1:8123'],
      sandboxBaseUrl: 'http://127.0.0.1:3000/pix-sandbox/api/v2',
    };
    expect(checkPspUrl('http://127.0.0.1:8123/api/v2', policy)).toBeNull();
    expect(checkPspUrl('http://127.0.0.1:8124/api/v2', policy)).toBe('not_https');
    expect(checkPspUrl('http://127.0.0.1:3000/pix-sandbox/api/v2', policy)).toBeNull();
    expect(checkPspUrl('http://127.0.0.1:3000/pix-sandbox/api/v2/oauth/token', policy)).toBeNull();
    expect(checkPspUrl('http://127.0.0.1:3000/api/users', policy)).toBe('not_https');
    expect(checkPspUrl('http://127.0.0.1:3000/pix-sandbox/api/v2/../../../api/users', policy)).toBe(
      'not_https',
    );
  });
});

describe('PSP addresses: the rules', () => {
  it('knows which addresses are internal', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '100.127.255.255', '169.254.169.254', '::1', '::ffff:8.8.8.8'])
      expect(isForbiddenAddress(ip), ip).toBe(true);
    for (const ip of ['8.8.8.8', '200.160.2.3', '100.128.0.1', '2804:14c::1'])
      expect(isForbiddenAddress(ip), ip).toBe(false);
    expect(isForbiddenAddress('not-an-ip')).toBe(true);
  });

  it('keeps host names only in the allow-list', () => {
    expect(normalizePspHost(' API.Banco.com.br. ')).toBe('api.banco.com.br');
    for (const bad of [
      '127.0.0.1',
      'localhost',
      '::1',
      'a..b',
      '-x.com',
      'https://x.com',
      'x.com:443',
      '1.2.3',
      '0x7f.0x1',
    ])
      expect(normalizePspHost(bad), bad).toBeNull();
  });
});
