import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  endedSessionsSchema,
  endSessionsQuerySchema,
  loginThrottleStatsSchema,
  sessionListSchema,
} from '@tenho/domain/auth/sessions.schemas';
import { idParamsSchema } from '@tenho/domain/shared/schema-fields';
import { currentUser, requireAuth, requireModule } from '../../plugins/authorization.ts';
import { createSessionsService } from './sessions.service.ts';
import { BEARER, errorResponses } from '../../lib/route-schema.ts';

const errors = errorResponses(400, 401, 403, 404);

export type SessionsRoutesOptions = { now?: () => Date };

const service = (app: Parameters<FastifyPluginAsyncZod>[0], now?: () => Date) =>
  createSessionsService({
    db: app.db,
    sessionCache: app.sessionCache,
    loginThrottle: app.config.loginThrottle,
    now,
  });

/** /auth/sessions and /auth/login-throttle (Perfil and Configurações → Segurança). */
export const sessionsRoutes: FastifyPluginAsyncZod<SessionsRoutesOptions> = async (app, options) => {
  const sessions = service(app, options.now);

  app.get(
    '/sessions',
    {
      onRequest: requireAuth,
      schema: {
        operationId: 'listSessions',
        tags: ['auth'],
        summary: 'Sessões abertas do usuário da sessão (dispositivo, IP, criada em, último uso)',
        security: BEARER,
        response: { 200: sessionListSchema, ...errorResponses(401) },
      },
    },
    async (request) => sessions.list(currentUser(request).id, request.sessionTokenHash),
  );

  app.delete(
    '/sessions/:id',
    {
      onRequest: requireAuth,
      schema: {
        operationId: 'endSession',
        tags: ['auth'],
        summary: 'Encerra uma sessão própria (404 se não for do usuário ou já encerrada)',
        security: BEARER,
        params: idParamsSchema,
        response: { 204: z.null().describe('Sessão encerrada'), ...errors },
      },
    },
    async (request, reply) => {
      await sessions.endOwn(currentUser(request), request.params.id, { ip: request.ip });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/sessions',
    {
      onRequest: requireAuth,
      schema: {
        operationId: 'endOtherSessions',
        tags: ['auth'],
        summary: 'Encerra todas as outras sessões do usuário (scope=others); a atual continua',
        security: BEARER,
        querystring: endSessionsQuerySchema,
        response: { 200: endedSessionsSchema, ...errors },
      },
    },
    async (request) =>
      sessions.endOthers(currentUser(request), request.sessionTokenHash!, { ip: request.ip }),
  );

  app.get(
    '/login-throttle',
    {
      onRequest: requireModule('system', 'system.view'),
      schema: {
        operationId: 'getLoginThrottleReport',
        tags: ['system'],
        summary: 'Limites de tentativas de login em vigor e falhas na janela (do log de auditoria)',
        security: BEARER,
        response: { 200: loginThrottleStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => sessions.loginThrottleStats(),
  );
};

/** /users/{id}/sessions: ends every session of a user in the caller's scope. */
export const userSessionsRoutes: FastifyPluginAsyncZod<SessionsRoutesOptions> = async (app, options) => {
  const sessions = service(app, options.now);

  app.delete(
    '/:id/sessions',
    {
      onRequest: requireModule('user', 'user.edit'),
      schema: {
        operationId: 'endUserSessions',
        tags: ['users'],
        summary: 'Encerra todas as sessões de um usuário (404 fora do escopo ou excluído)',
        security: BEARER,
        params: idParamsSchema,
        response: { 200: endedSessionsSchema, ...errors },
      },
    },
    async (request) => sessions.endAllOfUser(currentUser(request), request.params.id, { ip: request.ip }),
  );
};
