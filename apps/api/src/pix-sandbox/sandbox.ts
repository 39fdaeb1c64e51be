import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

/**
 * A small PSP that speaks the subset of the Banco Central's API Pix that Tenho uses (issue 23), for
 * demos and tests: `POST /oauth/token` (client credentials, HTTP Basic), `PUT/GET/PATCH /cob/{txid}`,
 * `GET /cob` (window list), `PUT/GET/DELETE /webhook/{chave}`, plus what no real PSP offers:
 * `POST /sandbox/pay/{txid}` pays a charge (CONCLUIDA with one pix[] entry) and calls the registered
 * webhook (`POST {webhookUrl}/pix`). State lives in memory, per process. Errors are problem+json.
 * Every route but the OAuth token needs a bearer token it issued, 'pay' included; which route was
 * called is decided by the router (the path), never by looking at the URL text.
 *
 * Not for production: it accepts plain HTTP and keeps everything in memory. The API serves it only
 * outside production while listening on loopback (config.ts), with credentials of its own process.
 */

export const SANDBOX_CLIENT_ID = 'tenho-sandbox';
export const SANDBOX_CLIENT_SECRET = 'segredo-do-sandbox';

export type SandboxPix = {
  endToEndId: string;
  txid: string;
  valor: string;
  horario: string;
};

export type SandboxCharge = {
  txid: string;
  revisao: number;
  status: 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP';
  calendario: { criacao: string; expiracao: number };
  devedor?: { cpf?: string; cnpj?: string; nome?: string };
  valor: { original: string };
  chave: string;
  solicitacaoPagador?: string;
  loc: { id: number; location: string; tipoCob: 'cob' };
  location: string;
  pixCopiaECola: string;
  pix?: SandboxPix[];
};

export type WebhookDelivery = (url: string, body: { pix: SandboxPix[] }) => Promise<number>;

export type PixSandboxOptions = {
  clientId?: string;
  clientSecret?: string;
  /** Lifetime of the tokens it issues, in seconds (default 3600). */
  tokenTtlSeconds?: number;
  now?: () => number;
  /** How a webhook is delivered (default: an HTTP POST; tests deliver through app.inject). */
  deliver?: WebhookDelivery;
  /** Where the dynamic QR payloads say they live (the `location` host). */
  locationHost?: string;
};

/** The sandbox's state and controls; `plugin` serves it under any prefix. */
export type PixSandbox = ReturnType<typeof createPixSandbox>;

const TXID = /^[a-zA-Z0-9]{26,35}$/;
const AMOUNT = /^\d{1,10}\.\d{2}$/;

const httpDeliver: WebhookDelivery = async (url, body) => {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  return answer.status;
};

function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** A dynamic BR Code (EMV QRCPS): tag 26 carries the location URL instead of the key. */
function dynamicBrCode(location: string, amount: string): string {
  const payload =
    tlv('00', '01') +
    tlv('01', '12') +
    tlv('26', tlv('00', 'br.gov.bcb.pix') + tlv('25', location)) +
    tlv('52', '0000') +
    tlv('53', '986') +
    tlv('54', amount) +
    tlv('58', 'BR') +
    tlv('59', 'TENHO SANDBOX') +
    tlv('60', 'SAO PAULO') +
    tlv('62', tlv('05', '***')) +
    '6304';
  return payload + crc16(payload);
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function createPixSandbox(options: PixSandboxOptions = {}) {
  const clientId = options.clientId ?? SANDBOX_CLIENT_ID;
  const clientSecret = options.clientSecret ?? SANDBOX_CLIENT_SECRET;
  const now = options.now ?? Date.now;
  const deliver = options.deliver ?? httpDeliver;
  const locationHost = options.locationHost ?? 'pix.sandbox.tenho.local';
  const tokens = new Map<string, number>();
  const charges = new Map<string, SandboxCharge>();
  const webhooks = new Map<string, string>();
  let nextLoc = 1;
  /** Test controls. */
  const faults = { down: false, tokenRequests: 0, requests: [] as string[] };

  const expired = (charge: SandboxCharge) =>
    Date.parse(charge.calendario.criacao) + charge.calendario.expiracao * 1000 <= now();

  function endToEndId(): string {
    const d = new Date(now());
    const stamp = d.toISOString().replace(/\D/g, '').slice(0, 12);
    return `E12345678${stamp}${randomBytes(8).toString('hex').slice(0, 11)}`.slice(0, 32);
  }

  /**
   * Pays an ATIVA charge (all of it, or `valor`), marks it CONCLUIDA and, unless `notify` is false,
   * calls the webhook registered for its key. Returns the Pix and the webhook's HTTP status.
   */
  async function pay(
    txid: string,
    { valor, notify = true }: { valor?: string; notify?: boolean } = {},
  ): Promise<{ pix: SandboxPix; webhookStatus: number | null }> {
    const charge = charges.get(txid);
    if (!charge) throw new Error('cobrança não encontrada');
    if (charge.status !== 'ATIVA') throw new Error(`cobrança em situação ${charge.status}`);
    if (expired(charge)) throw new Error('cobrança expirada');
    const pix: SandboxPix = {
      endToEndId: endToEndId(),
      txid,
      valor: valor ?? charge.valor.original,
      horario: new Date(now()).toISOString(),
    };
    charge.status = 'CONCLUIDA';
    charge.revisao += 1;
    charge.pix = [pix];
    const url = webhooks.get(charge.chave);
    let webhookStatus: number | null = null;
    if (notify && url) {
      webhookStatus = await deliver(`${url.replace(/\/+$/, '')}/pix`, { pix: [pix] }).catch(() => 0);
    }
    return { pix, webhookStatus };
  }

  /** Calls the webhook of `txid`'s key again with its pix[] (a PSP's retry, or a forged call). */
  async function redeliver(txid: string, pix?: SandboxPix[]): Promise<number | null> {
    const charge = charges.get(txid);
    const url = charge ? webhooks.get(charge.chave) : undefined;
    if (!charge || !url) return null;
    return deliver(`${url.replace(/\/+$/, '')}/pix`, {
      pix: pix ??
        charge.pix ?? [
          {
            endToEndId: endToEndId(),
            txid,
            valor: charge.valor.original,
            horario: new Date(now()).toISOString(),
          },
        ],
    });
  }

  const problem = (reply: FastifyReply, status: number, title: string, detail: string) =>
    reply
      .status(status)
      .type('application/problem+json')
      .send({
        type: `https://pix.bcb.gov.br/api/v2/error/${title.replace(/\s+/g, '')}`,
        title,
        status,
        detail,
      });
  const chargeNotFound = (reply: FastifyReply) =>
    problem(reply, 404, 'CobNaoEncontrado', 'Cobrança não encontrada para o txid informado.');
  const webhookNotFound = (reply: FastifyReply) =>
    problem(reply, 404, 'WebhookNaoEncontrado', 'Não há webhook para a chave informada.');

  function authorized(request: FastifyRequest): boolean {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bearer ')) return false;
    const expiresAt = tokens.get(header.slice(7));
    return expiresAt !== undefined && expiresAt > now();
  }

  const plugin: FastifyPluginAsync = async (app) => {
    // A PSP's API, not Tenho's: none of its routes belongs in the OpenAPI document.
    app.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true };
    });
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.addHook('onRequest', async (request, reply) => {
      faults.requests.push(
        `${request.method} ${request.url.replace(/^.*?(\/(oauth|cob|webhook|sandbox))/, '$1')}`,
      );
      if (faults.down)
        return problem(reply, 503, 'ServicoIndisponivel', 'Serviço temporariamente indisponível.');
      // The matched route's own flag: a query string or a crafted path cannot claim it.
      if ((request.routeOptions.config as { pspPublic?: boolean } | undefined)?.pspPublic === true) return;
      if (!authorized(request))
        return problem(reply, 401, 'AcessoNegado', 'Token de acesso inválido ou expirado.');
    });

    app.post('/oauth/token', { config: { pspPublic: true } }, async (request, reply) => {
      faults.tokenRequests += 1;
      const header = request.headers.authorization ?? '';
      const decoded = header.startsWith('Basic ')
        ? Buffer.from(header.slice(6), 'base64').toString('utf8')
        : '';
      const at = decoded.indexOf(':');
      const [id, secret] = at === -1 ? ['', ''] : [decoded.slice(0, at), decoded.slice(at + 1)];
      const grant = (request.body as Record<string, string> | undefined)?.grant_type;
      if (!safeEqual(id, clientId) || !safeEqual(secret, clientSecret))
        return problem(reply, 401, 'ClienteInvalido', 'Credenciais do cliente inválidas.');
      if (grant !== 'client_credentials')
        return problem(reply, 400, 'RequisicaoInvalida', 'grant_type deve ser client_credentials.');
      const value = randomBytes(24).toString('base64url');
      const ttl = options.tokenTtlSeconds ?? 3600;
      tokens.set(value, now() + ttl * 1000);
      return {
        access_token: value,
        token_type: 'Bearer',
        expires_in: ttl,
        scope: 'cob.write cob.read pix.read webhook.write webhook.read',
      };
    });

    app.put<{ Params: { txid: string } }>('/cob/:txid', async (request, reply) => {
      const { txid } = request.params;
      const body = (request.body ?? {}) as Partial<SandboxCharge> & { calendario?: { expiracao?: number } };
      const violacoes: { razao: string; propriedade: string }[] = [];
      if (!TXID.test(txid))
        violacoes.push({ razao: 'txid deve ter de 26 a 35 caracteres alfanuméricos', propriedade: 'txid' });
      if (
        !body.valor ||
        typeof body.valor.original !== 'string' ||
        !AMOUNT.test(body.valor.original) ||
        Number(body.valor.original) <= 0
      )
        violacoes.push({ razao: 'valor.original inválido', propriedade: 'valor.original' });
      if (typeof body.chave !== 'string' || !body.chave)
        violacoes.push({ razao: 'chave ausente', propriedade: 'chave' });
      if (violacoes.length > 0)
        return reply.status(400).type('application/problem+json').send({
          type: 'https://pix.bcb.gov.br/api/v2/error/CobOperacaoInvalida',
          title: 'Cobrança inválida.',
          status: 400,
          detail:
            'A requisição que busca alterar ou criar uma cobrança para pagamento imediato não respeita o schema ou está semanticamente errada.',
          violacoes,
        });
      if (charges.has(txid))
        return problem(reply, 409, 'CobOperacaoInvalida', 'Já existe uma cobrança com este txid.');
      const id = nextLoc++;
      const location = `${locationHost}/qr/v2/${randomBytes(16).toString('hex')}`;
      const charge: SandboxCharge = {
        txid,
        revisao: 0,
        status: 'ATIVA',
        calendario: {
          criacao: new Date(now()).toISOString(),
          expiracao: body.calendario?.expiracao ?? 86_400,
        },
        ...(body.devedor ? { devedor: body.devedor } : {}),
        valor: { original: body.valor!.original! },
        chave: body.chave!,
        ...(body.solicitacaoPagador ? { solicitacaoPagador: body.solicitacaoPagador } : {}),
        loc: { id, location, tipoCob: 'cob' },
        location,
        pixCopiaECola: dynamicBrCode(location, body.valor!.original!),
      };
      charges.set(txid, charge);
      return reply.status(201).send(charge);
    });

    app.get<{ Params: { txid: string } }>('/cob/:txid', async (request, reply) => {
      const charge = charges.get(request.params.txid);
      if (!charge) return chargeNotFound(reply);
      return charge;
    });

    app.patch<{ Params: { txid: string } }>('/cob/:txid', async (request, reply) => {
      const charge = charges.get(request.params.txid);
      if (!charge) return chargeNotFound(reply);
      const status = (request.body as { status?: string } | undefined)?.status;
      if (status === 'REMOVIDA_PELO_USUARIO_RECEBEDOR') {
        if (charge.status === 'CONCLUIDA')
          return problem(
            reply,
            400,
            'CobOperacaoInvalida',
            'A cobrança já foi paga e não pode ser removida.',
          );
        charge.status = 'REMOVIDA_PELO_USUARIO_RECEBEDOR';
        charge.revisao += 1;
      }
      return charge;
    });

    app.get<{ Querystring: { inicio?: string; fim?: string; status?: string } }>(
      '/cob',
      async (request, reply) => {
        const from = Date.parse(request.query.inicio ?? '');
        const to = Date.parse(request.query.fim ?? '');
        if (Number.isNaN(from) || Number.isNaN(to))
          return problem(reply, 400, 'ConsultaInvalida', 'inicio e fim são obrigatórios (ISO 8601).');
        const cobs = [...charges.values()].filter((c) => {
          const at = Date.parse(c.calendario.criacao);
          return at >= from && at <= to && (!request.query.status || c.status === request.query.status);
        });
        return {
          parametros: {
            inicio: request.query.inicio,
            fim: request.query.fim,
            paginacao: {
              paginaAtual: 0,
              itensPorPagina: cobs.length,
              quantidadeDePaginas: 1,
              quantidadeTotalDeItens: cobs.length,
            },
          },
          cobs,
        };
      },
    );

    app.put<{ Params: { chave: string } }>('/webhook/:chave', async (request, reply) => {
      const url = (request.body as { webhookUrl?: unknown } | undefined)?.webhookUrl;
      if (typeof url !== 'string' || !/^https?:\/\//.test(url))
        return problem(reply, 400, 'WebhookOperacaoInvalida', 'webhookUrl deve ser uma URL válida.');
      webhooks.set(request.params.chave, url);
      return reply.status(200).send({ webhookUrl: url, chave: request.params.chave });
    });

    app.get<{ Params: { chave: string } }>('/webhook/:chave', async (request, reply) => {
      const url = webhooks.get(request.params.chave);
      if (!url) return webhookNotFound(reply);
      return { webhookUrl: url, chave: request.params.chave, criacao: new Date(now()).toISOString() };
    });

    app.delete<{ Params: { chave: string } }>('/webhook/:chave', async (request, reply) => {
      if (!webhooks.delete(request.params.chave)) return webhookNotFound(reply);
      return reply.status(204).send();
    });

    app.post<{ Params: { txid: string }; Body: { valor?: string; notify?: boolean } | undefined }>(
      '/sandbox/pay/:txid',
      async (request, reply) => {
        try {
          return await pay(request.params.txid, request.body ?? {});
        } catch (error) {
          return problem(reply, 400, 'PagamentoRecusado', (error as Error).message);
        }
      },
    );
  };

  return {
    plugin,
    /** The client credentials it accepts (the API connects the demo units with them). */
    credentials: { clientId, clientSecret },
    pay,
    redeliver,
    /** The charge as the sandbox holds it (tests). */
    charge: (txid: string) => charges.get(txid),
    webhookUrl: (key: string) => webhooks.get(key) ?? null,
    /** Every token becomes invalid (the PSP rotated them): the next call gets 401. */
    revokeTokens: () => tokens.clear(),
    faults,
  };
}
