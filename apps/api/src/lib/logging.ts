import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';

/** Paths pino blanks out wherever a log call puts them (headers, credentials, tokens). */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'password',
  'token',
  '*.password',
  '*.token',
  '*.passwordHash',
  '*.tokenHash',
];

const MAX_CAUSE_DEPTH = 3;

/**
 * Drizzle's query errors carry the bound values (`params`) on a property and inside the message
 * ("Failed query: …\nparams: …"): password hashes, token hashes, personal data. Only the SQL text
 * and the driver's error survive.
 */
function stripParams(text: string): string {
  const at = text.indexOf('\nparams: ');
  if (at === -1) return text;
  const stackStart = text.indexOf('\n    at ', at);
  return `${text.slice(0, at)}\nparams: [omitidos]${stackStart === -1 ? '' : text.slice(stackStart)}`;
}

export type SerializedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  query?: string;
  cause?: SerializedError;
};

/** The `err` serializer of the app's logger: what a thrown value may reveal in the logs. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    const message = typeof error === 'string' ? stripParams(error) : 'non-Error value';
    return { type: typeof error, message, stack: '' };
  }
  const source = error as Error & { code?: unknown; statusCode?: unknown; query?: unknown };
  const out: SerializedError = {
    type: error.name,
    message: stripParams(error.message),
    stack: stripParams(error.stack ?? ''),
  };
  if (typeof source.code === 'string') out.code = source.code;
  if (typeof source.statusCode === 'number') out.statusCode = source.statusCode;
  if (typeof source.query === 'string') out.query = source.query;
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH)
    out.cause = serializeError(error.cause, depth + 1);
  return out;
}

type LoggerOption = FastifyServerOptions['logger'];

/**
 * URL path segments that are credentials themselves (the Pix webhook token, issue 23): masked in
 * every logged URL.
 */
const SECRET_PATH_SEGMENTS = /(\/api\/webhooks\/pix\/)[^/?#]+/g;

export function maskSecretPaths(url: string): string {
  return url.replace(SECRET_PATH_SEGMENTS, '$1[omitido]');
}

/**
 * A request URL as it may be logged: secret path segments masked and every query parameter's value
 * blanked (a password-reset link's `?token=`, the webhook's `hub.verify_token`), names kept so the
 * line still says what was asked.
 */
export function maskUrlForLog(url: string): string {
  const masked = maskSecretPaths(url);
  const question = masked.indexOf('?');
  if (question === -1) return masked;
  const hash = masked.indexOf('#', question);
  const query = masked.slice(question + 1, hash === -1 ? undefined : hash);
  const names = query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals === -1 ? '[omitido]' : `${pair.slice(0, equals)}=[omitido]`;
    });
  return `${masked.slice(0, question)}?${names.join('&')}`;
}

type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
};

/** Fastify's request serializer, with secret path segments and query values masked. */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: maskUrlForLog(request.url),
    version: request.headers?.['accept-version'] as string | undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The app's logger options with redaction and the safe error serializer always on, whatever the
 * caller passed (main.ts, a test, the bench). `false` stays off.
 */
export function withSafeLogging(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    redact: { paths: LOG_REDACT_PATHS, censor: '[omitido]' },
    serializers: { req: serializeRequest, ...options.serializers, err: serializeError },
  };
}

/** A client's X-Request-Id is kept when it is short and plain (no spaces, quotes or control bytes). */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * Fastify options for request ids: an incoming `X-Request-Id` (set by the reverse proxy or the
 * caller) when sane, otherwise a new UUID. It labels every log line of the request (Fastify's `reqId`)
 * and is sent back as `X-Request-Id` (requestIdPlugin).
 */
export const requestIdOptions = {
  requestIdHeader: false as const,
  genReqId: (req: IncomingMessage): string => {
    const header = req.headers['x-request-id'];
    const value = Array.isArray(header) ? header[0] : header;
    return value && SANE_REQUEST_ID.test(value) ? value : randomUUID();
  },
} satisfies Pick<FastifyServerOptions, 'requestIdHeader' | 'genReqId'>;

/** Sends the request id back as `X-Request-Id` on every answer (errors and 404s included). */
export const requestIdPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });
  },
  { name: 'request-id', fastify: '5.x' },
);
