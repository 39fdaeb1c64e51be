import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { liveEventsQuerySchema } from '@tenho/domain/events/events.schemas';
import { COMMON_ERRORS } from '../../lib/app-error.ts';
import { currentUser, requireAuth } from '../../plugins/authorization.ts';
import { EVENTS_ERRORS } from './events.errors.ts';
import { createLiveStreams, type LiveStreams } from './live-streams.ts';
import { BEARER, errorResponses } from '../../lib/route-schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open GET /api/events streams of this process. */
    liveStreams: LiveStreams;
  }
}

/**
 * GET /events: the signed-in user's live event stream (text/event-stream), read by the browser with
 * fetch and the Authorization header (never a token in the URL). See live-streams.ts for the events.
 */
export type EventsRoutesOptions = { now?: () => Date };

export const eventsRoutes: FastifyPluginAsyncZod<EventsRoutesOptions> = async (app, options) => {
  const clock = options.now;
  const live = createLiveStreams({
    bus: app.events,
    auth: app.authService,
    limits: app.config.liveEvents,
    log: app.log,
    now: clock ? () => clock().getTime() : undefined,
  });
  app.decorate('liveStreams', live);
  // Before the server stops accepting: the streams would otherwise hold app.close() open.
  app.addHook('preClose', async () => live.dispose());

  app.get(
    '',
    {
      onRequest: requireAuth,
      schema: {
        operationId: 'streamEvents',
        tags: ['events'],
        summary:
          'Eventos ao vivo do usuário (text/event-stream): session {reason}, signout {reason}; heartbeat a cada ~15 s; aceita Last-Event-ID',
        security: BEARER,
        querystring: liveEventsQuerySchema,
        response: {
          200: z.string().describe('text/event-stream'),
          ...errorResponses(400, 401, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      // The session again, for its expiry (a cache hit): the stream ends when it expires.
      const session = await app.authService.resolveTokenHash(request.sessionTokenHash!);
      if (!session) throw COMMON_ERRORS.unauthenticated();
      const refusal = live.refusal(user.id);
      if (refusal === 'user_limit') throw EVENTS_ERRORS.tooManyStreams();
      if (refusal) {
        reply.header('retry-after', '5');
        throw EVENTS_ERRORS.busy();
      }
      const lastEventId = request.headers['last-event-id'];
      reply.hijack();
      live.open({
        user: session.user,
        tokenHash: session.tokenHash,
        expiresAt: session.expiresAt,
        raw: reply.raw,
        headers: reply.getHeaders(),
        lastEventId: typeof lastEventId === 'string' ? lastEventId : undefined,
      });
    },
  );
};
