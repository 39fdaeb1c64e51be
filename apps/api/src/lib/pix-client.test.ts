import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPspClient, PspError } from './pix-client.ts';

/** A scripted PSP: each request takes the next answer of its path's queue (else 200 {}). */
const script = new Map<string, { status: number; body?: unknown; delayMs?: number }[]>();
const seen: { method: string; path: string; authorization: string }[] = [];
let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({
      method: req.method!,
      path: req.url!,
      authorization: String(req.headers.authorization ?? ''),
    });
    const next = script.get(req.url!)?.shift() ?? { status: 200, body: {} };
    const send = () => {
      res.writeHead(next.status, {
        'content-type': next.status >= 400 ? 'application/problem+json' : 'application/json',
      });
      res.end(JSON.stringify(next.body ?? {}));
    };
    if (next.delayMs) setTimeout(send, next.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v2`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const token = (value = 'tk', expires = 3600) => ({
  status: 200,
  body: { access_token: value, token_type: 'Bearer', expires_in: expires },
});

function client(retries = 2) {
  return createPspClient({
    credentials: {
      baseUrl: base,
      tokenUrl: null,
      clientId: 'id',
      clientSecret: 'segredo',
      certificatePem: null,
      privateKeyPem: null,
    },
    timeoutMs: 300,
    retries,
    backoffMs: 5,
    // The scripted PSP listens on loopback: allowed by its exact origin, as PIX_PSP_TEST_ORIGINS does.
    addressPolicy: { testOrigins: [new URL(base).origin], sandboxBaseUrl: null },
  });
}

describe('PSP client (API Pix)', () => {
  it('sends client credentials with HTTP Basic and reuses the token until it expires', async () => {
    script.set('/v2/oauth/token', [token('primeiro')]);
    script.set('/v2/cob/T1', [
      { status: 200, body: { txid: 'T1', status: 'ATIVA' } },
      { status: 200, body: { txid: 'T1', status: 'ATIVA' } },
    ]);
    seen.length = 0;
    const psp = client();
    await psp.getCharge('T1');
    await psp.getCharge('T1');
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /v2/oauth/token',
      'GET /v2/cob/T1',
      'GET /v2/cob/T1',
    ]);
    expect(seen[0]!.authorization).toBe(`Basic ${Buffer.from('id:segredo').toString('base64')}`);
    expect(seen[1]!.authorization).toBe('Bearer primeiro');
  });

  it('retries 5xx and network trouble with back-off, a bounded number of times', async () => {
    script.set('/v2/oauth/token', [token()]);
    script.set('/v2/cob/T2', [
      { status: 503 },
      { status: 502 },
      { status: 200, body: { txid: 'T2', status: 'CONCLUIDA' } },
    ]);
    expect((await client(2).getCharge('T2')).status).toBe('CONCLUIDA');

    script.set('/v2/oauth/token', [token()]);
    script.set('/v2/cob/T3', [
      { status: 500 },
      { status: 500 },
      { status: 500 },
      { status: 200, body: { status: 'ATIVA' } },
    ]);
    const failure = await client(2)
      .getCharge('T3')
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PspError);
    expect((failure as PspError).kind).toBe('unreachable');
    expect((failure as PspError).message).toContain('Não foi possível falar com o banco');
  });

  it('gives up on a PSP that does not answer in time', async () => {
    script.set('/v2/oauth/token', [token()]);
    script.set('/v2/cob/T4', [
      { status: 200, delayMs: 1000 },
      { status: 200, delayMs: 1000 },
    ]);
    const failure = (await client(1)
      .getCharge('T4')
      .catch((e: unknown) => e)) as PspError;
    expect(failure.kind).toBe('timeout');
    expect(failure.message).toContain('demorou demais');
  });

  it('says in our own pt-BR words that the PSP refused, never with the PSP’s answer text', async () => {
    script.set('/v2/oauth/token', [token()]);
    script.set('/v2/cob/T5T5T5T5T5T5T5T5T5T5T5T5T5', [
      {
        status: 400,
        body: {
          type: 'https://pix.bcb.gov.br/api/v2/error/CobOperacaoInvalida',
          title: 'Cobrança inválida.',
          status: 400,
          detail: 'A requisição não respeita o schema. +OK redis_version:7.2',
          violacoes: [{ razao: 'valor.original inválido', propriedade: 'valor.original' }],
        },
      },
    ]);
    const failure = (await client()
      .createCharge('T5T5T5T5T5T5T5T5T5T5T5T5T5', { expirySeconds: 3600, amount: '1.00', key: 'k' })
      .catch((e: unknown) => e)) as PspError;
    expect(failure.kind).toBe('rejected');
    expect(failure.message).toBe('O banco (PSP) recusou o pedido (HTTP 400).');
    expect(failure.message).not.toContain('redis');
  });

  it('follows no redirect', async () => {
    script.set('/v2/oauth/token', [token()]);
    script.set('/v2/cob/T8', [{ status: 302, body: {} }]);
    seen.length = 0;
    const failure = (await client()
      .getCharge('T8')
      .catch((e: unknown) => e)) as PspError;
    expect(failure.kind).toBe('rejected');
    expect(seen.map((s) => s.path)).toEqual(['/v2/oauth/token', '/v2/cob/T8']);
  });

  it('fetches a new token once on 401, and does not loop when the PSP keeps refusing', async () => {
    script.set('/v2/oauth/token', [token('velho'), token('novo'), token('outro')]);
    script.set('/v2/cob/T6', [
      { status: 200, body: { status: 'ATIVA' } },
      { status: 401 },
      { status: 200, body: { status: 'ATIVA' } },
    ]);
    seen.length = 0;
    const psp = client();
    await psp.getCharge('T6');
    await psp.getCharge('T6');
    expect(seen.filter((s) => s.path.endsWith('/token'))).toHaveLength(2);
    expect(seen.at(-1)!.authorization).toBe('Bearer novo');

    script.set('/v2/cob/T7', [{ status: 403 }, { status: 403 }, { status: 403 }]);
    const failure = (await psp.getCharge('T7').catch((e: unknown) => e)) as PspError;
    expect(failure.kind).toBe('auth');
    expect(script.get('/v2/cob/T7')).toHaveLength(1);
  });
});
