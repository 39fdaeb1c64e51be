import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userCategoriesInputSchema, userCategorySchema } from '@tenho/domain/categories/categories.schemas';
import { idParamsSchema } from '@tenho/domain/shared/schema-fields';
import { currentUser, requireModule } from '../../plugins/authorization.ts';
import { createUserCategoriesService } from './user-categories.service.ts';
import { BEARER, errorResponses } from '../../lib/route-schema.ts';

/** /users/{id}/categories: scoped to the company itself, its unit's ADMIN and MASTER. */
export const userCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createUserCategoriesService({ db: app.db });

  app.get(
    '/:id/categories',
    {
      onRequest: requireModule('category', 'category.view'),
      schema: {
        operationId: 'listUserCategories',
        tags: ['categories'],
        summary: 'Categorias escolhidas pela empresa (só as ativas)',
        security: BEARER,
        params: idParamsSchema,
        response: {
          200: z.array(userCategorySchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => service.get(currentUser(request), request.params.id),
  );

  app.post(
    '/:id/categories',
    {
      // Its own permission (not category.edit, which changes the catalogue): CLIENT, ADMIN, MASTER.
      onRequest: requireModule('category', 'category.select'),
      schema: {
        operationId: 'replaceUserCategories',
        tags: ['categories'],
        summary: 'Salva as categorias da empresa (substitui a seleção); devolve a lista salva',
        security: BEARER,
        params: idParamsSchema,
        body: userCategoriesInputSchema,
        response: {
          200: z.array(userCategorySchema),
          ...errorResponses(400, 401, 403, 404, 422),
        },
      },
    },
    async (request) =>
      service.save(currentUser(request), request.params.id, request.body.categoryIds, { ip: request.ip }),
  );
};
