import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type {
  FastifyReply,
  FastifyRequest,
  onResponseAsyncHookHandler,
  onSendAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import {
  IDEMPOTENCY_KEY_FORMAT,
  IDEMPOTENCY_MSG,
  IDEMPOTENCY_REPLAYED_HEADER,
  IDEMPOTENCY_TTL_HOURS,
} from '@tenho/domain/shared/idempotency';
import { idempotencyKeys } from '../db/schema/idempotency.ts';
import { AppError } from '../lib/app-error.ts';

export type IdempotencyPluginOptions = {
  /** Injectable clock (tests travel past the 24 h). */
  now?: () => Date;
  /** How long a repeat waits for the first request to finish before answering 409 (ms). */
  waitMs?: number;
  /** How often a waiting repeat looks again (ms). */
  pollMs?: number;
};

/** The mutations the plugin looks at. */
const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Left alone: webhooks dedupe by the sender's own ids (WhatsApp message ids, PSP txid/endToEndId)
 * and never send the header; auth routes answer with session tokens or act on secrets (login,
 * register, password reset, logout): a stored answer would keep a token at rest for 24 h, and a
 * replayed login would hand out a session without checking the password again.
 */
export const IDEMPOTENCY_EXCLUDED_PREFIXES = ['/api/webhooks/', '/api/auth/'] as const;

/**
 * Also left alone: a unit's API Pix connection (`…/pix-api`, `…/pix-api/test`) answers with its
 * webhook address, whose path token is a credential stored only hashed; a PUT of settings is
 * idempotent by itself.
 */
const EXCLUDED_SEGMENTS = ['/pix-api'] as const;

/** Headers of the first answer sent again with its replay. */
const REPLAYED_HEADERS = ['content-type', 'location', 'etag', 'last-modified'] as const;

const TTL_MS = IDEMPOTENCY_TTL_HOURS * 60 * 60 * 1000;
/** A claim whose request never finished (the process died) may be taken over after this long. */
const STALE_CLAIM_MS = 5 * 60 * 1000;

type Claim = { id: string; state: 'claimed' | 'done' };

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed (null when it claimed none). */
    idempotencyClaim: Claim | null;
  }
}

/** Whether the plugin handles a request to this route (method + route template). */
export function isIdempotentRoute(method: string, url: string | undefined): url is string {
  return (
    MUTATIONS.has(method) &&
    url !== undefined &&
    url.startsWith('/api/') &&
    !IDEMPOTENCY_EXCLUDED_PREFIXES.some((prefix) => url.startsWith(prefix)) &&
    !EXCLUDED_SEGMENTS.some((segment) => url.includes(segment))
  );
}

/**
 * A route whose schema declares the header itself (POST /api/wallet/transaction: the ledger dedupes
 * by the key in the same transaction as the movement) keeps its own, stronger handling.
 */
function handlesKeyItself(schema: { headers?: unknown } | undefined): boolean {
  const headers = schema?.headers as { shape?: Record<string, unknown> } | undefined;
  return headers?.shape?.['idempotency-key'] !== undefined;
}

/** A route option that may hold one hook or several, as a list. */
function hookList<T>(hooks: T | T[] | undefined): T[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The data of a request, as sent (the key is claimed before validation, so a refused request is
 * replayed too): the same key with other data is refused (422).
 */
function fingerprint(request: FastifyRequest): string {
  const body = request.body as unknown;
  const streamed =
    body !== null && typeof body === 'object' && typeof (body as { pipe?: unknown }).pipe === 'function';
  // A multipart upload is read by its handler: its size and type stand for it.
  const bodyPart =
    streamed || body === undefined
      ? `${request.headers['content-type'] ?? ''}|${request.headers['content-length'] ?? ''}`
      : JSON.stringify(body);
  return sha256(JSON.stringify([request.params ?? null, request.query ?? null, bodyPart]));
}

/**
 * `Idempotency-Key` on every POST/PUT/PATCH/DELETE under /api (issue 29), without any route opting
 * in: the same key from the same caller (user, or address when anonymous) to the same method and
 * route within 24 h gets the first answer again (status, body, content-type/location/etag, plus
 * `Idempotent-Replayed: true`) and the handler does not run again. The key is claimed by inserting
 * its row (a primary key, so two API processes cannot both claim it, on PostgreSQL and PGlite); a
 * repeat arriving while the first still runs waits for its answer (up to `waitMs`), then gets 409.
 * The same key with other data gets 422. Server errors (5xx), 429 and aborted requests release the
 * key so a retry runs again. Rows older than 24 h are deleted by the clean-up job (jobs/cleanup.ts).
 */
export const idempotencyPlugin = fp<IdempotencyPluginOptions>(
  async (app, options) => {
    const now = options.now ?? (() => new Date());
    const waitMs = options.waitMs ?? 10_000;
    const pollMs = options.pollMs ?? 100;
    const { db } = app;
    app.decorateRequest('idempotencyClaim', null);

    async function claim(id: string, print: string): Promise<boolean> {
      const at = now();
      const inserted = await db
        .insert(idempotencyKeys)
        .values({ id, fingerprint: print, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: idempotencyKeys.id });
      if (inserted.length > 0) return true;
      // An expired answer, or a claim whose request never finished: start over with this request.
      const taken = await db
        .update(idempotencyKeys)
        .set({
          fingerprint: print,
          createdAt: at,
          statusCode: null,
          headers: null,
          body: null,
          completedAt: null,
        })
        .where(
          and(
            eq(idempotencyKeys.id, id),
            or(
              lt(idempotencyKeys.createdAt, new Date(at.getTime() - TTL_MS)),
              and(
                isNull(idempotencyKeys.completedAt),
                lt(idempotencyKeys.createdAt, new Date(at.getTime() - STALE_CLAIM_MS)),
              ),
            ),
          ),
        )
        .returning({ id: idempotencyKeys.id });
      return taken.length > 0;
    }

    async function replay(id: string, print: string, reply: FastifyReply): Promise<FastifyReply> {
      const deadline = Date.now() + waitMs;
      for (;;) {
        const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.id, id));
        if (row && row.fingerprint !== print) {
          throw new AppError('idempotency.key_reused', 422, IDEMPOTENCY_MSG.keyReused);
        }
        if (row?.completedAt && row.statusCode !== null) {
          reply.code(row.statusCode);
          for (const [name, value] of Object.entries(row.headers ?? {})) reply.header(name, value);
          reply.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
          return reply.send(row.body ?? undefined);
        }
        if (!row) {
          // Released (the first request failed) meanwhile: this one may run now.
          if (await claim(id, print)) return reply;
          continue;
        }
        if (Date.now() >= deadline) {
          throw new AppError('idempotency.in_progress', 409, IDEMPOTENCY_MSG.inProgress);
        }
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    }

    async function release(request: FastifyRequest): Promise<void> {
      const claimed = request.idempotencyClaim;
      if (!claimed || claimed.state !== 'claimed') return;
      claimed.state = 'done';
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, claimed.id));
    }

    const preValidation: preValidationAsyncHookHandler = async (request, reply) => {
      const url = request.routeOptions.url;
      // A route of several methods: only its mutations.
      if (!isIdempotentRoute(request.method, url)) return;
      const header = request.headers['idempotency-key'];
      if (header === undefined) return;
      if (typeof header !== 'string' || !IDEMPOTENCY_KEY_FORMAT.test(header)) {
        throw new AppError('idempotency.invalid_key', 400, IDEMPOTENCY_MSG.invalidKey);
      }
      const caller = request.user ? `user:${request.user.id}` : `anonymous:${request.ip}`;
      const id = sha256(JSON.stringify([caller, request.method, url, header]));
      const print = fingerprint(request);
      if (await claim(id, print)) {
        request.idempotencyClaim = { id, state: 'claimed' };
        return;
      }
      const answered = await replay(id, print, reply);
      if (!reply.sent) request.idempotencyClaim = { id, state: 'claimed' };
      return answered;
    };

    const onSend: onSendAsyncHookHandler = async (request, reply, payload) => {
      const claimed = request.idempotencyClaim;
      if (!claimed || claimed.state !== 'claimed') return payload;
      const status = reply.statusCode;
      const storable =
        payload === null || payload === undefined || typeof payload === 'string' || Buffer.isBuffer(payload);
      // Worth retrying: the key is released so the retry runs the action again.
      if (status >= 500 || status === 429 || !storable) {
        await release(request);
        return payload;
      }
      const headers: Record<string, string> = {};
      for (const name of REPLAYED_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      claimed.state = 'done';
      await db
        .update(idempotencyKeys)
        .set({
          statusCode: status,
          headers,
          body: payload === null || payload === undefined ? null : payload.toString(),
          completedAt: now(),
        })
        .where(eq(idempotencyKeys.id, claimed.id));
      return payload;
    };

    // Never stored (the answer failed before onSend): the key is free again. An aborted request is
    // not released while its handler may still run, so a retry meanwhile waits instead of acting twice.
    const onResponse: onResponseAsyncHookHandler = async (request) => release(request);

    // The hooks go on the mutation routes only (each route registered after this plugin, whichever
    // module adds it): reads, by far the most requests, run none of them. A route whose schema
    // declares the header handles its key itself.
    app.addHook('onRoute', (route) => {
      const methods = hookList(route.method);
      if (!methods.some((method) => isIdempotentRoute(method, route.url)) || handlesKeyItself(route.schema))
        return;
      route.preValidation = [...hookList(route.preValidation), preValidation];
      route.onSend = [...hookList(route.onSend), onSend];
      route.onResponse = [...hookList(route.onResponse), onResponse];
    });
  },
  // Registered after the auth plugin (app.ts): the caller is `request.user` when signed in.
  { name: 'idempotency', fastify: '5.x' },
);
