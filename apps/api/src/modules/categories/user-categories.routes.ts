import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@tenho/domain/auth/auth.schemas';
import { userCategoriesInputSchema, userCategorySchema } from '@tenho/domain/categories/categories.schemas';
import { idParamsSchema } from '@tenho/domain/shared/schema-fields';
import { currentUser, requireModule } from '../../plugins/authorization.ts';
import { createUserCategoriesService } from './user-categories.service.ts';

const bearer = [{ bearerAuth: [] }];

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
        security: bearer,
        params: idParamsSchema,
        response: {
          200: z.array(userCategorySchema),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
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
        security: bearer,
        params: idParamsSchema,
        body: userCategoriesInputSchema,
        response: {
          200: z.array(userCategorySchema),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request) =>
      service.save(currentUser(request), request.params.id, request.body.categoryIds, { ip: request.ip }),
  );
};
