import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  testCategorizeInputSchema,
  testCategorizeResultSchema,
} from '@tenho/domain/categories/categories.schemas';
import { perUserRateLimit } from '../../lib/user-rate-limit.ts';
import { currentUser, requireModule } from '../../plugins/authorization.ts';
import { createCategoriesService } from './categories.service.ts';
import { BEARER, errorResponses } from '../../lib/route-schema.ts';

/**
 * POST /webhooks/test-categorize (spec §7): the categories screens' test area. It may call a paid
 * LLM, so each user gets a few calls a minute (TEST_CATEGORIZE_RATE_LIMIT_PER_MINUTE).
 */
export const testCategorizeRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCategoriesService({ db: app.db, categorizer: app.categorizer });

  app.post(
    '/test-categorize',
    {
      onRequest: requireModule('category'),
      config: { rateLimit: perUserRateLimit(app.config.testCategorizeRateLimitPerMinute) },
      schema: {
        operationId: 'testCategorize',
        tags: ['categories'],
        summary: 'Testa o categorizador: categoria, documento (CPF/CNPJ) e alternativas',
        security: BEARER,
        body: testCategorizeInputSchema,
        response: {
          200: testCategorizeResultSchema,
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => service.testCategorize(currentUser(request), request.body.message),
  );
};
