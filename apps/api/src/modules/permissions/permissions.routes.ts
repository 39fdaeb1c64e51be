import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ifMatchVersion } from '../../lib/record-version.ts';
import { z } from 'zod';
import {
  permissionFormSchema,
  permissionListSchema,
  permissionSchema,
  rolePermissionLinkListSchema,
  rolePermissionLinkSchema,
  rolePermissionSchema,
} from '@tenho/domain/permissions/permissions.schemas';
import { idParamsSchema } from '@tenho/domain/shared/schema-fields';
import { currentUser, requireModule } from '../../plugins/authorization.ts';
import { createPermissionsService } from './permissions.service.ts';
import { BEARER, errorResponses } from '../../lib/route-schema.ts';

const readErrors = { ...errorResponses(401, 403) };
const writeErrors = { ...errorResponses(400, 401, 403, 404) };

/**
 * /permissions (spec §7): the catalogue. Guarded by the permission data only (MASTER holds
 * permission.* and can never lose them); by default no other role does.
 */
export const permissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPermissionsService({ db: app.db, sessionCache: app.sessionCache });

  app.get(
    '/all',
    {
      onRequest: requireModule('permission', 'permission.view'),
      schema: {
        operationId: 'listAllPermissions',
        tags: ['permissions'],
        summary: 'Todas as permissões (id, name, description, created_at), por nome',
        security: BEARER,
        response: { 200: permissionListSchema, ...readErrors },
      },
    },
    async () => service.list(),
  );

  app.get(
    '',
    {
      onRequest: requireModule('permission', 'permission.view'),
      schema: {
        operationId: 'listPermissions',
        tags: ['permissions'],
        summary: 'Lista de permissões da tela Gerenciar Permissões (id, name, description, created_at)',
        security: BEARER,
        response: { 200: permissionListSchema, ...readErrors },
      },
    },
    async () => service.list(),
  );

  app.post(
    '',
    {
      onRequest: requireModule('permission', 'permission.create'),
      schema: {
        operationId: 'createPermission',
        tags: ['permissions'],
        summary: 'Cria uma permissão (nome snake_case ou area.acao, único; descrição obrigatória)',
        security: BEARER,
        body: permissionFormSchema,
        response: {
          201: permissionSchema,
          ...errorResponses(400, 401, 403, 409),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(currentUser(request), request.body, { ip: request.ip })),
  );

  app.put(
    '/:id',
    {
      onRequest: requireModule('permission', 'permission.edit'),
      schema: {
        operationId: 'updatePermission',
        tags: ['permissions'],
        summary: 'Altera nome e descrição de uma permissão (as do catálogo do sistema só mudam a descrição)',
        security: BEARER,
        params: idParamsSchema,
        body: permissionFormSchema,
        response: { 200: permissionSchema, ...writeErrors, ...errorResponses(409, 422) },
      },
    },
    async (request) =>
      service.update(currentUser(request), request.params.id, request.body, { ip: request.ip }),
  );

  app.delete(
    '/:id',
    {
      onRequest: requireModule('permission', 'permission.delete'),
      schema: {
        operationId: 'deletePermission',
        tags: ['permissions'],
        summary:
          'Exclui uma permissão; em uso por um perfil ou por um usuário (ou do catálogo do sistema): 400 com o motivo, e ela fica',
        security: BEARER,
        params: idParamsSchema,
        response: { 204: z.null().describe('Permissão excluída'), ...writeErrors },
      },
    },
    async (request, reply) => {
      await service.remove(currentUser(request), request.params.id, { ip: request.ip });
      return reply.status(204).send(null);
    },
  );
};

/** /role-permissions (spec §7): the role links; a missing link counts as disabled. */
export const rolePermissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPermissionsService({ db: app.db, sessionCache: app.sessionCache });

  app.get(
    '',
    {
      onRequest: requireModule('permission', 'permission.view'),
      schema: {
        operationId: 'listRolePermissions',
        tags: ['permissions'],
        summary: 'Vínculos perfil → permissão (id, role, permission_id, enabled, permission)',
        security: BEARER,
        response: { 200: rolePermissionLinkListSchema, ...readErrors },
      },
    },
    async () => service.listLinks(),
  );

  app.post(
    '',
    {
      onRequest: requireModule('permission', 'permission.edit'),
      schema: {
        operationId: 'updateRolePermissions',
        tags: ['permissions'],
        summary:
          'Ativa ou desativa uma permissão de um perfil (upsert do par); vale na hora para as sessões abertas',
        security: BEARER,
        body: rolePermissionSchema,
        response: { 200: rolePermissionLinkSchema, ...writeErrors, ...errorResponses(409, 422) },
      },
    },
    async (request) =>
      service.setLink(currentUser(request), request.body, { ip: request.ip }, ifMatchVersion(request)),
  );
};
