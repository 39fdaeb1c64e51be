import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { COMMON_MSG } from '@tenho/domain/shared/messages';
import { AppError, isAppError } from '../lib/app-error.ts';
import { pgErrorCode } from '../lib/db-errors.ts';
import { serializeError } from '../lib/logging.ts';
import { API_CACHE_CONTROL, applyBaseHeaders, getSecurityHeaders } from './security.ts';

export type ErrorBody = { code: string; message: string; details?: unknown };

/** A 429 that tells the client when to try again (`Retry-After`, whole seconds). */
export class RetryLaterError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(code: string, message: string, retryAfterMs: number) {
    super(code, 429, message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}

/** Fastify's own 4xx errors, answered in Portuguese with our codes. */
const FRAMEWORK_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'request.invalid_json',
    message: 'O corpo da requisição não é um JSON válido',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'request.empty_body',
    message: 'O corpo da requisição está vazio',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'request.too_large',
    message: 'O conteúdo enviado excede o tamanho permitido',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'request.invalid_body',
    message: 'Tamanho do conteúdo inválido',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'request.unsupported_media_type',
    message: 'Tipo de conteúdo não suportado',
  },
  FST_ERR_BAD_URL: { status: 400, code: 'request.bad_url', message: 'Endereço inválido' },
  FST_ERR_INVALID_URL: { status: 400, code: 'request.bad_url', message: 'Endereço inválido' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, code: 'request.invalid', message: 'Requisição inválida' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'request.url_too_long', message: 'Endereço longo demais' },
};

/** Database errors that a request can cause; anything else stays a 500. */
const DATABASE_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  '23505': { status: 409, code: 'conflict', message: 'Registro já existe' },
  '23503': { status: 409, code: 'conflict', message: 'Registro vinculado a outros dados' },
  '23001': { status: 409, code: 'conflict', message: 'Registro vinculado a outros dados' },
  '22P02': { status: 400, code: 'validation', message: 'Valor inválido' },
  '22003': { status: 400, code: 'validation', message: 'Número fora do intervalo permitido' },
  // NUL characters (\u0000) in text or JSON: PostgreSQL refuses them, the user sent them.
  '22021': { status: 400, code: 'validation', message: 'O texto enviado contém caracteres inválidos' },
  '22P05': { status: 400, code: 'validation', message: 'O texto enviado contém caracteres inválidos' },
};

/** A refused body up to this size is read to its end (drained) rather than cutting the connection. */
const DRAIN_LIMIT_BYTES = 32 * 1024 * 1024;

const INTERNAL: ErrorBody = { code: 'internal', message: 'Erro interno do servidor' };
export const NOT_FOUND: ErrorBody = { code: 'not_found', message: COMMON_MSG.notFound };

/** Turns any thrown value into the status and body of the error contract (architecture §4). */
export function toErrorResponse(error: unknown): { status: number; body: ErrorBody } {
  if (isAppError(error)) {
    const body: ErrorBody = { code: error.code, message: error.message };
    if (error.details !== undefined) body.details = error.details;
    return { status: error.statusCode, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message ?? 'Valor inválido',
    }));
    return {
      status: 400,
      body: { code: 'validation', message: details[0]?.message ?? COMMON_MSG.invalidData, details },
    };
  }
  if (isResponseSerializationError(error as Error)) return { status: 500, body: INTERNAL };

  const fastifyError = error as Partial<FastifyError> | null;
  const known = typeof fastifyError?.code === 'string' ? FRAMEWORK_ERRORS[fastifyError.code] : undefined;
  if (known) return { status: known.status, body: { code: known.code, message: known.message } };

  if (fastifyError?.validation) {
    // A non-zod schema (e.g. a plugin's JSON schema) rejected the request.
    return { status: 400, body: { code: 'validation', message: COMMON_MSG.invalidData } };
  }

  const sqlState = pgErrorCode(error);
  const dbError = sqlState ? DATABASE_ERRORS[sqlState] : undefined;
  if (dbError) return { status: dbError.status, body: { code: dbError.code, message: dbError.message } };

  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 404) return { status, body: NOT_FOUND };
    if (status === 429) return { status, body: { code: 'rate_limited', message: COMMON_MSG.rateLimited } };
    return { status, body: { code: 'request.invalid', message: 'Requisição inválida' } };
  }
  return { status: 500, body: INTERNAL };
}

/**
 * Fastify's `frameworkErrors`: errors raised before routing (bad URL encoding, a too-long path
 * parameter) skip every hook, so the security headers are added here.
 */
export function handleFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { status, body } = toErrorResponse(error);
  void applyBaseHeaders(reply).status(status).send(body);
}

const CLIENT_ERRORS: Record<string, { status: number; body: ErrorBody }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    body: { code: 'request.timeout', message: 'A requisição demorou demais para chegar' },
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    body: { code: 'request.headers_too_large', message: 'Os cabeçalhos da requisição são grandes demais' },
  },
};

/**
 * Fastify's `clientErrorHandler`: a request Node could not even parse (malformed HTTP, headers too
 * large) is answered on the raw socket in the error contract, with the security headers.
 */
export const handleClientError: NonNullable<FastifyServerOptions['clientErrorHandler']> = (
  error: Error & { code?: string },
  socket: Socket,
) => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = CLIENT_ERRORS[error.code ?? ''] ?? {
    status: 400,
    body: { code: 'request.invalid', message: 'Requisição inválida' },
  };
  const json = JSON.stringify(body);
  const headers = {
    ...getSecurityHeaders(),
    'cache-control': API_CACHE_CONTROL,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(json)),
    connection: 'close',
  };
  if (socket.writable) {
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n\r\n${json}`);
  }
  socket.destroy(error);
};

/** Hook for the SPA: set by the static plugin when a built web app exists. */
export type SpaFallback = (
  request: FastifyRequest,
  reply: FastifyReply,
) => FastifyReply | Promise<FastifyReply>;

declare module 'fastify' {
  interface FastifyInstance {
    spaFallback: SpaFallback | null;
  }
}

/** One error handler and one not-found handler for the whole app. */
export const errorsPlugin = fp(
  async (app) => {
    app.decorate('spaFallback', null);

    app.setErrorHandler((error, request, reply) => {
      const { status, body } = toErrorResponse(error);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      else if (!isAppError(error)) {
        const { type, code, message, cause } = serializeError(error);
        request.log.info({ rejection: { type, code, message, cause: cause?.message } }, 'request rejected');
      }
      if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(status).send(body);
    });

    // An early refusal (401/403 from a guard, 413 or 415 from the upload) of a request whose body
    // is still arriving: nothing would read the rest of that body (the multipart parser stopped at
    // the limit), so the next request sent on the same keep-alive connection would wait behind it
    // forever. A body of a declared, bounded size is drained (read and dropped) so the connection
    // stays usable and the client, still sending, never meets a closed socket before it reads the
    // answer; anything larger or of unknown size is answered with `Connection: close`.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (reply.statusCode >= 400 && !request.raw.complete) {
        const declared = Number(request.headers['content-length']);
        if (!(Number.isFinite(declared) && declared <= DRAIN_LIMIT_BYTES))
          reply.header('connection', 'close');
        request.raw.unpipe();
        request.raw.resume();
      }
      done(null, payload);
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?', 1)[0] ?? '';
      const isApi = path === '/api' || path.startsWith('/api/');
      if (!isApi && (request.method === 'GET' || request.method === 'HEAD') && app.spaFallback) {
        return app.spaFallback(request, reply);
      }
      return reply.status(404).send(NOT_FOUND);
    });
  },
  { name: 'errors', fastify: '5.x' },
);
