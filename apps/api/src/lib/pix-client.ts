import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { PIX_API_MSG } from '@tenho/domain/wallet/pix-api.schemas';
import { pixCallSeconds, pixCalls } from './pix-metrics.ts';
import {
  PspAddressRefused,
  systemResolver,
  vetPspTarget,
  type PspAddressPolicy,
  type PspResolver,
  type ResolvedAddress,
} from './psp-address.ts';

/**
 * A client of one PSP's API Pix (Banco Central standard, issue 23): OAuth 2.0 client credentials
 * (HTTP Basic, cached until shortly before expiry, fetched again once on a 401/403), mTLS with the
 * account holder's certificate when given, a timeout per attempt, bounded retries with back-off on
 * 5xx and network errors, failures told in our own pt-BR words (the PSP's answer text never reaches
 * a person), one log line per call (never a secret, a header or a body) and metrics. Every call
 * goes only to a vetted public address (lib/psp-address.ts), connecting to the address that was
 * checked; redirects are never followed.
 */

export type PspCredentials = {
  baseUrl: string;
  tokenUrl: string | null;
  clientId: string;
  clientSecret: string;
  certificatePem: string | null;
  privateKeyPem: string | null;
};

export type PspErrorKind =
  'unreachable' | 'timeout' | 'auth' | 'rejected' | 'invalid' | 'not_found' | 'address_refused';

/** A PSP call that failed; `message` is pt-BR, fit to show to the person who acted. */
export class PspError extends Error {
  readonly kind: PspErrorKind;
  readonly status: number | null;
  constructor(kind: PspErrorKind, message: string, status: number | null = null) {
    super(message);
    this.name = 'PspError';
    this.kind = kind;
    this.status = status;
  }
}

export type PspLogger = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
};

/** `calendario`, `valor`, `pix[]`… as the API Pix answers them (only what we read). */
export type PspCharge = {
  txid: string;
  status: 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP' | string;
  calendario?: { criacao?: string; expiracao?: number };
  valor?: { original?: string };
  chave?: string;
  pixCopiaECola?: string;
  location?: string;
  pix?: { endToEndId: string; txid?: string; valor: string; horario?: string }[];
};

export type PspChargeInput = {
  expirySeconds: number;
  amount: string;
  key: string;
  debtor?: { cpf?: string; cnpj?: string; nome: string } | null;
  payerRequest?: string;
};

export type PspClientOptions = {
  credentials: PspCredentials;
  log?: PspLogger;
  /** Labels the log lines (never a secret). */
  unitId?: number;
  /** Per attempt (default 10 s). */
  timeoutMs?: number;
  /** Extra attempts after a 5xx or a network error (default 2). */
  retries?: number;
  /** First back-off delay (doubles, with jitter; default 300 ms). */
  backoffMs?: number;
  now?: () => number;
  /** The origins trusted as they are (test doubles, the running sandbox); everything else is vetted. */
  addressPolicy?: Pick<PspAddressPolicy, 'testOrigins' | 'sandboxBaseUrl'>;
  /** How host names are resolved before each call (tests make a name resolve to loopback). */
  resolve?: PspResolver;
};

/** A token is thrown away this long before the PSP says it expires. */
const TOKEN_EARLY_MS = 60_000;
const NO_TRUSTED_ORIGINS = { testOrigins: [], sandboxBaseUrl: null } as const;

type HttpAnswer = { status: number; contentType: string; text: string };

class NetworkError extends Error {
  readonly timeout: boolean;
  constructor(message: string, timeout: boolean) {
    super(message);
    this.timeout = timeout;
  }
}

function request(
  url: URL,
  options: {
    method: string;
    headers: Record<string, string>;
    body?: string;
    agent?: https.Agent;
    timeoutMs: number;
    /** The vetted address to connect to (null: a trusted origin, connected as it is). */
    target: ResolvedAddress | null;
  },
): Promise<HttpAnswer> {
  const transport = url.protocol === 'https:' ? https : http;
  const { target } = options;
  // The name stays in the URL (TLS checks the certificate against it); the socket goes to `target`.
  const lookup: LookupFunction | undefined = target
    ? (_hostname, lookupOptions, callback) => {
        if (lookupOptions.all) callback(null, [{ address: target.address, family: target.family }]);
        else callback(null, target.address, target.family);
      }
    : undefined;
  return new Promise((resolve, reject) => {
    const req = transport.request(
      url,
      {
        method: options.method,
        headers: {
          ...options.headers,
          ...(options.body !== undefined ? { 'content-length': Buffer.byteLength(options.body) } : {}),
        },
        ...(options.agent && url.protocol === 'https:' ? { agent: options.agent } : {}),
        ...(lookup ? { lookup } : {}),
        timeout: options.timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > 2 * 1024 * 1024) {
            req.destroy(new NetworkError('answer too large', false));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', (error) => reject(new NetworkError(error.message, false)));
      },
    );
    req.on('timeout', () => req.destroy(new NetworkError('timeout', true)));
    req.on('error', (error) =>
      reject(error instanceof NetworkError ? error : new NetworkError(error.message, false)),
    );
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A refusal in our own words: the PSP's answer text is logged at most, never shown. */
function errorFromAnswer(answer: HttpAnswer): PspError {
  if (answer.status === 401 || answer.status === 403)
    return new PspError('auth', PIX_API_MSG.pspAuthFailed, answer.status);
  if (answer.status === 404)
    return new PspError('not_found', `${PIX_API_MSG.pspRejected}: não encontrado.`, 404);
  if (answer.status >= 500) return new PspError('unreachable', PIX_API_MSG.pspUnreachable, answer.status);
  if (answer.status >= 300 && answer.status < 400)
    return new PspError(
      'rejected',
      `${PIX_API_MSG.pspRejected}: redirecionamento não seguido.`,
      answer.status,
    );
  return new PspError('rejected', `${PIX_API_MSG.pspRejected} (HTTP ${answer.status}).`, answer.status);
}

/** The path as logged: a Pix key (possibly a CPF or an e-mail) is not written to the logs. */
const loggedPath = (url: URL) => url.pathname.replace(/\/webhook\/[^/]+/, '/webhook/[chave]');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function createPspClient(options: PspClientOptions) {
  const { credentials, log } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = options.retries ?? 2;
  const backoffMs = options.backoffMs ?? 300;
  const now = options.now ?? Date.now;
  const addressPolicy = options.addressPolicy ?? NO_TRUSTED_ORIGINS;
  const resolveName = options.resolve ?? systemResolver;
  const base = credentials.baseUrl.replace(/\/+$/, '');
  const tokenUrl = credentials.tokenUrl ?? `${base}/oauth/token`;
  const agent =
    credentials.certificatePem && credentials.privateKeyPem
      ? new https.Agent({
          cert: credentials.certificatePem,
          key: credentials.privateKeyPem,
          keepAlive: true,
          maxSockets: 8,
        })
      : undefined;

  let token: { value: string; expiresAt: number } | null = null;
  let tokenInFlight: Promise<string> | null = null;

  /** One HTTP exchange with retries on 5xx and network errors; the answer of the last attempt. */
  async function exchange(
    operation: string,
    url: URL,
    init: { method: string; headers: Record<string, string>; body?: string },
  ): Promise<HttpAnswer> {
    const started = performance.now();
    let target: ResolvedAddress | null;
    try {
      target = await vetPspTarget(url, addressPolicy, resolveName);
    } catch (error) {
      if (!(error instanceof PspAddressRefused)) throw error;
      log?.warn(
        {
          event: 'pix.call',
          unitId: options.unitId,
          operation,
          failure: 'address_refused',
          reason: error.message,
        },
        'PSP call refused: address not allowed',
      );
      pixCalls.inc({ operation, outcome: 'address_refused' });
      throw new PspError('address_refused', PIX_API_MSG.pspAddressRefused);
    }
    let attempt = 0;
    for (;;) {
      attempt += 1;
      try {
        const answer = await request(url, { ...init, agent, timeoutMs, target });
        const retryable = answer.status >= 500 && attempt <= retries;
        log?.info(
          {
            event: 'pix.call',
            unitId: options.unitId,
            operation,
            method: init.method,
            path: loggedPath(url),
            status: answer.status,
            attempt,
            ms: Math.round(performance.now() - started),
          },
          'PSP call',
        );
        if (!retryable) {
          pixCallSeconds.observe({ operation }, (performance.now() - started) / 1000);
          return answer;
        }
      } catch (error) {
        const timeout = error instanceof NetworkError && error.timeout;
        log?.warn(
          {
            event: 'pix.call',
            unitId: options.unitId,
            operation,
            method: init.method,
            path: loggedPath(url),
            failure: timeout ? 'timeout' : 'network',
            reason: error instanceof Error ? error.message.slice(0, 200) : 'unknown',
            attempt,
          },
          'PSP call failed',
        );
        if (attempt > retries) {
          pixCallSeconds.observe({ operation }, (performance.now() - started) / 1000);
          pixCalls.inc({ operation, outcome: timeout ? 'timeout' : 'unreachable' });
          throw new PspError(
            timeout ? 'timeout' : 'unreachable',
            timeout ? PIX_API_MSG.pspTimeout : PIX_API_MSG.pspUnreachable,
          );
        }
      }
      const delay = backoffMs * 2 ** (attempt - 1);
      await sleep(delay + Math.random() * delay * 0.25);
    }
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`, 'utf8').toString(
      'base64',
    );
    const answer = await exchange('token', new URL(tokenUrl), {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    if (answer.status < 200 || answer.status >= 300) {
      const error = errorFromAnswer(answer);
      // A refused token is a credentials problem whatever status the PSP chose.
      const failure =
        error.kind === 'rejected' || error.kind === 'not_found'
          ? new PspError('auth', PIX_API_MSG.pspAuthFailed, answer.status)
          : error;
      pixCalls.inc({ operation: 'token', outcome: failure.kind });
      throw failure;
    }
    const body = parseJson(answer.text) as { access_token?: unknown; expires_in?: unknown } | undefined;
    if (!body || typeof body.access_token !== 'string' || !body.access_token) {
      pixCalls.inc({ operation: 'token', outcome: 'invalid' });
      throw new PspError('invalid', PIX_API_MSG.pspInvalidAnswer, answer.status);
    }
    pixCalls.inc({ operation: 'token', outcome: 'ok' });
    const lifetimeMs =
      (typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 300) * 1000;
    token = {
      value: body.access_token,
      expiresAt: now() + Math.max(lifetimeMs - TOKEN_EARLY_MS, lifetimeMs / 2),
    };
    return body.access_token;
  }

  /** The cached token, or a new one (concurrent callers share one token request). */
  async function accessToken(): Promise<string> {
    if (token && now() < token.expiresAt) return token.value;
    tokenInFlight ??= fetchToken().finally(() => {
      tokenInFlight = null;
    });
    return tokenInFlight;
  }

  /** An authenticated call; a 401/403 with a cached token fetches a new token once. */
  async function call(
    operation: string,
    method: string,
    path: string,
    body?: unknown,
    okStatuses: number[] = [200, 201, 204],
  ): Promise<HttpAnswer> {
    const url = new URL(`${base}${path}`);
    for (let round = 0; ; round += 1) {
      const bearer = await accessToken();
      const answer = await exchange(operation, url, {
        method,
        headers: {
          authorization: `Bearer ${bearer}`,
          accept: 'application/json',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if ((answer.status === 401 || answer.status === 403) && round === 0) {
        token = null;
        continue;
      }
      if (!okStatuses.includes(answer.status)) {
        const error = errorFromAnswer(answer);
        pixCalls.inc({ operation, outcome: error.kind });
        throw error;
      }
      pixCalls.inc({ operation, outcome: 'ok' });
      return answer;
    }
  }

  function chargeOf(answer: HttpAnswer): PspCharge {
    const body = parseJson(answer.text) as PspCharge | undefined;
    if (!body || typeof body !== 'object' || typeof body.status !== 'string')
      throw new PspError('invalid', PIX_API_MSG.pspInvalidAnswer, answer.status);
    return body;
  }

  const cobPath = (txid: string) => `/cob/${encodeURIComponent(txid)}`;
  const webhookPath = (key: string) => `/webhook/${encodeURIComponent(key)}`;

  return {
    /** Gets a token now (the connection test): throws PspError when the credentials fail. */
    async checkToken(): Promise<void> {
      token = null;
      await accessToken();
    },
    /** PUT /cob/{txid}: the charge, with its pixCopiaECola. */
    async createCharge(txid: string, input: PspChargeInput): Promise<PspCharge> {
      const answer = await call('cob_put', 'PUT', cobPath(txid), {
        calendario: { expiracao: input.expirySeconds },
        ...(input.debtor ? { devedor: input.debtor } : {}),
        valor: { original: input.amount },
        chave: input.key,
        ...(input.payerRequest ? { solicitacaoPagador: input.payerRequest.slice(0, 140) } : {}),
      });
      const charge = chargeOf(answer);
      if (typeof charge.pixCopiaECola !== 'string' || !charge.pixCopiaECola)
        throw new PspError('invalid', PIX_API_MSG.pspInvalidAnswer, answer.status);
      return charge;
    },
    /** GET /cob/{txid}. */
    async getCharge(txid: string): Promise<PspCharge> {
      return chargeOf(await call('cob_get', 'GET', cobPath(txid)));
    },
    /** PATCH /cob/{txid} {status: REMOVIDA_PELO_USUARIO_RECEBEDOR}. */
    async removeCharge(txid: string): Promise<PspCharge> {
      return chargeOf(
        await call('cob_patch', 'PATCH', cobPath(txid), { status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR' }),
      );
    },
    /** PUT /webhook/{chave}. */
    async registerWebhook(key: string, webhookUrl: string): Promise<void> {
      await call('webhook_put', 'PUT', webhookPath(key), { webhookUrl });
    },
    /** GET /webhook/{chave}: the registered URL, or null when none. */
    async readWebhook(key: string): Promise<string | null> {
      try {
        const answer = await call('webhook_get', 'GET', webhookPath(key));
        const body = parseJson(answer.text) as { webhookUrl?: unknown } | undefined;
        return typeof body?.webhookUrl === 'string' ? body.webhookUrl : null;
      } catch (error) {
        if (error instanceof PspError && error.kind === 'not_found') return null;
        throw error;
      }
    },
    /** DELETE /webhook/{chave} (a missing one is fine). */
    async deleteWebhook(key: string): Promise<void> {
      try {
        await call('webhook_delete', 'DELETE', webhookPath(key));
      } catch (error) {
        if (!(error instanceof PspError && error.kind === 'not_found')) throw error;
      }
    },
    close(): void {
      agent?.destroy();
    },
  };
}

export type PspClient = ReturnType<typeof createPspClient>;

/** Who vouched for a unit's PSP connection: its host, who saved it and when (issue 28). */
export type PspVoucher = {
  host: string;
  savedById: number | null;
  savedByEmail: string | null;
  savedAt: Date;
};

/**
 * What the top-ups need of the units' PSP connections (implemented by the pix module, handed over
 * by the composition root): the client of a connected unit, and the unit a webhook token names.
 */
export type PixConnections = {
  /** The unit's PSP client and Pix key, or null when the unit is not connected. */
  chargeClient(unitId: number): Promise<{ client: PspClient; pixKey: string } | null>;
  /** The unit whose webhook token this is, or null. */
  unitForWebhookToken(token: string): Promise<number | null>;
  /** The connection that vouches for the unit's PSP credits, or null when not connected. */
  voucher(unitId: number): Promise<PspVoucher | null>;
};
