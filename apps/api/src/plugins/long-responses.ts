import type { Socket } from 'node:net';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer may take longer than the idle deadline before its first byte (a backup's dump). */
    longResponse?: boolean;
  }
}

/** How long a long answer may go without writing a byte: a national database's dump or CSV. */
export const LONG_RESPONSE_IDLE_MS = 10 * 60_000;

/** Whether a request asks for work that may be silent for long: a route marked so, or a CSV export. */
export function isLongResponse(request: FastifyRequest): boolean {
  if (request.routeOptions.config?.longResponse === true) return true;
  const query = request.query as Record<string, unknown> | undefined;
  return request.method === 'GET' && query?.format === 'csv';
}

/**
 * The socket idle deadline (issue 28's slow clients: 30 s) is right for every ordinary request, but
 * a backup dumps the whole database before its first byte and the largest CSV exports read for a
 * while: for those requests only, the socket may stay silent up to LONG_RESPONSE_IDLE_MS. The
 * ordinary deadline comes back once the answer is sent (a keep-alive socket idles as before).
 */
const longResponses: FastifyPluginAsync<{ idleMs: number; longIdleMs?: number }> = async (
  app,
  { idleMs, longIdleMs = LONG_RESPONSE_IDLE_MS },
) => {
  app.addHook('onRequest', (request, reply, done) => {
    const socket = request.raw.socket as Partial<Socket> | undefined;
    // app.inject's requests have no real socket (and no deadline to lift).
    if (isLongResponse(request) && typeof socket?.setTimeout === 'function') {
      socket.setTimeout(longIdleMs);
      reply.raw.once('finish', () => {
        if (!socket.destroyed) socket.setTimeout?.(idleMs);
      });
    }
    done();
  });
};

export const longResponsesPlugin = fp(longResponses, { name: 'long-responses' });
