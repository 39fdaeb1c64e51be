import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryCoverageSchema,
  categoryExampleInputSchema,
  categoryGroupsSchema,
  categoryInputSchema,
  categoryPatchSchema,
  categorySchema,
} from '@tenho/domain/categories/categories.schemas';
import { idParamSchema, idParamsSchema } from '@tenho/domain/shared/schema-fields';
import { currentUser, requireModule } from '../../plugins/authorization.ts';
import { perUserRateLimit } from '../../lib/user-rate-limit.ts';
import { actionMeta } from '../../lib/audit-trail.ts';
import { createCategoriesService } from './categories.service.ts';
import { ifMatchVersion, withEtag } from '../../lib/record-version.ts';
import { BEARER, errorResponses } from '../../lib/route-schema.ts';

const canSeeCategories = requireModule('category', 'category.view');

// The permission data is the only rule (issue 10): no role checks here. The catalogue is the
// network's, so by default only MASTER holds category.create/edit/delete; an override can grant them.
// Coverage counts companies (`client.view`), a correction steers the routing of received messages
// (`inbound.edit`): ADMIN and MASTER by default. The service scopes both (ADMIN its unit).

/** The stored correction, as POST /categories/examples answers it. */
const categoryExampleSchema = z.object({
  id: z.number().int().positive(),
  message: z.string(),
  categoryId: z.number().int().positive(),
  category: z.string(),
  unit_id: z
    .number()
    .int()
    .positive()
    .nullable()
    .describe('Franquia cuja roteirização a correção afeta; null = a rede toda'),
  created_at: z.string(),
});

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCategoriesService({ db: app.db, categorizer: app.categorizer });

  app.get(
    '',
    {
      onRequest: canSeeCategories,
      schema: {
        operationId: 'listCategories',
        tags: ['categories'],
        summary: 'Categorias (MASTER: ativas e inativas; demais: só ativas)',
        security: BEARER,
        response: { 200: z.array(categorySchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => service.list(currentUser(request)),
  );

  app.get(
    '/sync',
    {
      onRequest: canSeeCategories,
      schema: {
        operationId: 'listCategoryGroups',
        tags: ['categories'],
        summary: 'Categorias ativas agrupadas (groupName, categories[id, name])',
        security: BEARER,
        response: { 200: categoryGroupsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => service.groups(),
  );

  app.get(
    '/coverage',
    {
      onRequest: requireModule('category', 'category.view', 'client.view'),
      schema: {
        operationId: 'getCategoryCoverage',
        tags: ['categories'],
        summary:
          'Quantas empresas ativas cobrem cada categoria (ADMIN: sua franquia; MASTER: unit_id ou a rede)',
        security: BEARER,
        querystring: z.object({ unit_id: idParamSchema.optional() }),
        response: {
          200: z.array(categoryCoverageSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => service.coverage(currentUser(request), request.query.unit_id),
  );

  app.post(
    '',
    {
      onRequest: requireModule('category', 'category.create'),
      schema: {
        operationId: 'createCategory',
        tags: ['categories'],
        summary: 'Cria uma categoria (MASTER); sem código, ele é gerado a partir do nome',
        security: BEARER,
        body: categoryInputSchema,
        response: {
          201: categorySchema,
          ...errorResponses(400, 401, 403, 409),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(currentUser(request), request.body, actionMeta(request))),
  );

  app.post(
    '/examples',
    {
      onRequest: requireModule('category', 'inbound.edit'),
      // Each correction updates the live categoriser: a few a minute per user.
      config: { rateLimit: perUserRateLimit(app.config.categoryExamplesRateLimitPerMinute) },
      schema: {
        operationId: 'addCategoryExample',
        tags: ['categories'],
        summary:
          'Registra uma correção (mensagem → categoria) que o categorizador usa na hora: a do ADMIN vale para a sua franquia, a do MASTER para a rede',
        security: BEARER,
        body: categoryExampleInputSchema,
        response: {
          201: categoryExampleSchema,
          ...errorResponses(400, 401, 403, 404, 422, 429),
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.addExample(currentUser(request), request.body, actionMeta(request))),
  );

  app.patch(
    '/:id',
    {
      onRequest: requireModule('category', 'category.edit'),
      schema: {
        operationId: 'updateCategory',
        tags: ['categories'],
        summary: 'Altera uma categoria (MASTER), inclusive ativar/desativar',
        security: BEARER,
        params: idParamsSchema,
        body: categoryPatchSchema,
        response: {
          200: categorySchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) =>
      withEtag(
        reply,
        await service.update(
          currentUser(request),
          request.params.id,
          request.body,
          actionMeta(request),
          ifMatchVersion(request),
        ),
      ),
  );

  app.delete(
    '/:id',
    {
      onRequest: requireModule('category', 'category.delete'),
      schema: {
        operationId: 'deleteCategory',
        tags: ['categories'],
        summary: 'Exclui uma categoria (MASTER); em uso por empresas ou mensagens: 409, desative-a',
        security: BEARER,
        params: idParamsSchema,
        response: {
          204: z.null().describe('Categoria excluída'),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      await service.remove(currentUser(request), request.params.id, actionMeta(request));
      return reply.status(204).send(null);
    },
  );
};
