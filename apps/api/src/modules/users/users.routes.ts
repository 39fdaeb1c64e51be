import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@tenho/domain/shared/schema-fields';
import {
  createUserBodySchema,
  updateUserSchema,
  userListQuerySchema,
  userListResponseSchema,
  userSchema,
} from '@tenho/domain/users/users.schemas';
import { currentUser, requireModule } from '../../plugins/authorization.ts';
import { createAvatarStorage } from '../profiles/profiles.service.ts';
import { createUsersService } from './users.service.ts';
import { BEARER, errorResponses } from '../../lib/route-schema.ts';
import { ifMatchVersion, withEtag } from '../../lib/record-version.ts';

/** The service always fills `version`; the schema keeps it optional for older fixtures. */
const withVersion = <T extends { version?: number }>(user: T) => ({ ...user, version: user.version ?? 0 });

const errors = errorResponses(400, 401, 403, 404);

/** /users: the management table and the user modals (spec §7), scoped by architecture §5.1. */
export const usersRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, options) => {
  const service = createUsersService({
    now: options.now,
    db: app.db,
    mailer: app.mailer,
    authService: app.authService,
    sessionCache: app.sessionCache,
    avatars: createAvatarStorage(app.config.dataDir),
    publicUrl: app.config.publicUrl,
    logger: app.log,
  });

  app.get(
    '',
    {
      onRequest: requireModule('user', 'user.view'),
      schema: {
        operationId: 'listUsers',
        tags: ['users'],
        summary:
          'Lista paginada dos usuários visíveis (filtros role, unit_id, status, search; ordenação), com total e contadores',
        security: BEARER,
        querystring: userListQuerySchema,
        response: { 200: userListResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      // Already validated JSON (userListResponseSchema), sent as is.
      reply
        .type('application/json; charset=utf-8')
        .send((await service.listBody(currentUser(request), request.query)) as never),
  );

  app.get(
    '/:id',
    {
      onRequest: requireModule('user', 'user.view'),
      schema: {
        operationId: 'getUser',
        tags: ['users'],
        summary: 'Um usuário com o perfil completo (404 fora do escopo ou excluído)',
        security: BEARER,
        params: idParamsSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request, reply) =>
      withEtag(reply, withVersion(await service.get(currentUser(request), request.params.id))),
  );

  app.post(
    '',
    {
      onRequest: requireModule('user', 'user.create'),
      schema: {
        operationId: 'createUser',
        tags: ['users'],
        summary: 'Cria usuário e perfil numa transação (quem cria quem: arquitetura §5.3)',
        security: BEARER,
        body: createUserBodySchema,
        response: { 201: userSchema, ...errors, ...errorResponses(409, 422) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(currentUser(request), request.body, { ip: request.ip })),
  );

  app.patch(
    '/:id',
    {
      onRequest: requireModule('user', 'user.edit'),
      schema: {
        operationId: 'updateUser',
        tags: ['users'],
        summary:
          'Ativa/desativa (desativar encerra todas as sessões) e, só o MASTER, grava permission_override',
        security: BEARER,
        params: idParamsSchema,
        body: updateUserSchema,
        response: { 200: userSchema, ...errors, ...errorResponses(409, 422) },
      },
    },
    async (request, reply) =>
      withEtag(
        reply,
        withVersion(
          await service.update(
            currentUser(request),
            request.params.id,
            request.body,
            { ip: request.ip },
            ifMatchVersion(request),
          ),
        ),
      ),
  );

  app.delete(
    '/:id',
    {
      onRequest: requireModule('user', 'user.delete'),
      schema: {
        operationId: 'deleteUser',
        tags: ['users'],
        summary: 'Exclui o acesso e os dados pessoais; fica só uma referência anônima para o histórico',
        security: BEARER,
        params: idParamsSchema,
        response: { 204: z.null().describe('Usuário excluído'), ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      await service.remove(currentUser(request), request.params.id, { ip: request.ip });
      return reply.status(204).send(null);
    },
  );
};
