import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginResponseSchema,
  loginSchema,
  meResponseSchema,
  registerResponseSchema,
  registerSchema,
} from '@tenho/domain/auth/auth.schemas';
import { currentUser, requireAuth } from '../../plugins/authorization.ts';
import { toSessionUser, type RequestMeta } from './auth.service.ts';
import type { AuthUser } from '../../lib/session-cache.ts';
import { BEARER, errorResponses } from '../../lib/route-schema.ts';

const meta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
  log: request.log,
});

/**
 * GET /auth/me is called on every panel load and is load-tested against a bare route: the JSON of a
 * cached session user is built once and reused while that user object stays in the session cache
 * (any invalidation creates a new object, hence a new body).
 */
const meBodies = new WeakMap<AuthUser, string>();
function meBody(user: AuthUser): string {
  let body = meBodies.get(user);
  if (body === undefined) {
    body = JSON.stringify(meResponseSchema.parse({ user: toSessionUser(user) }));
    meBodies.set(user, body);
  }
  return body;
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.authService;
  const rateLimit = app.authRouteRateLimit;

  app.post(
    '/register',
    {
      onRequest: app.registerRateLimit,
      config: { rateLimit },
      schema: {
        operationId: 'register',
        security: [],
        tags: ['auth'],
        summary: 'Cadastro de empresa (CLIENT inativo até a franquia ativar)',
        body: registerSchema,
        response: {
          201: registerResponseSchema,
          ...errorResponses(400, 409, 422, 429),
        },
      },
    },
    async (request, reply) => reply.status(201).send(await service.register(request.body, meta(request))),
  );

  app.post(
    '/login',
    {
      config: { rateLimit },
      schema: {
        operationId: 'login',
        security: [],
        tags: ['auth'],
        summary: 'Login com e-mail e senha; devolve o usuário da sessão e o token',
        body: loginSchema,
        response: {
          200: loginResponseSchema,
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => service.login(request.body, meta(request)),
  );

  app.get(
    '/me',
    {
      onRequest: requireAuth,
      schema: {
        operationId: 'getCurrentUser',
        tags: ['auth'],
        summary: 'Usuário da sessão atual',
        security: BEARER,
        response: { 200: meResponseSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) =>
      // A string with a JSON content type is sent as is (already validated by meResponseSchema).
      reply.type('application/json; charset=utf-8').send(meBody(currentUser(request)) as never),
  );

  app.post(
    '/logout',
    {
      onRequest: requireAuth,
      schema: {
        operationId: 'logout',
        tags: ['auth'],
        summary: 'Encerra a sessão atual (revoga o token)',
        security: BEARER,
        response: { 204: z.null().describe('Sessão encerrada'), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await service.logout(request.sessionTokenHash!, currentUser(request), meta(request));
      return reply.status(204).send(null);
    },
  );
};
