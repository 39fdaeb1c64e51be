import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deadLetterListQuerySchema,
  deadLetterListResponseSchema,
  deadLetterRetryResultSchema,
} from '@tenho/domain/messages/messages.schemas';
import { idParamsSchema } from '@tenho/domain/shared/schema-fields';
import { BEARER, errorResponses } from '../../lib/route-schema.ts';
import { currentUser, requireModule } from '../../plugins/authorization.ts';
import { createDeadLettersService } from './dead-letters.service.ts';

/** Outbound WhatsApp messages that could not be sent (ADMIN: its unit; MASTER: all) and their retry. */
export const deadLettersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createDeadLettersService({ db: app.db, jobs: app.whatsapp.pipeline?.jobs ?? null });

  app.get(
    '/dead-letters',
    {
      onRequest: requireModule('message', 'inbound.view'),
      schema: {
        operationId: 'listDeadLetters',
        tags: ['whatsapp'],
        summary: 'Mensagens de WhatsApp que não puderam ser enviadas (tentativas esgotadas ou recusadas)',
        security: BEARER,
        querystring: deadLetterListQuerySchema,
        response: { 200: deadLetterListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.list(currentUser(request), request.query),
  );

  app.post(
    '/dead-letters/:id/retry',
    {
      onRequest: requireModule('message', 'inbound.edit'),
      schema: {
        operationId: 'retryDeadLetter',
        tags: ['whatsapp'],
        summary: 'Tentar novamente: devolve a mensagem à fila de envio',
        security: BEARER,
        params: idParamsSchema,
        response: { 200: deadLetterRetryResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.retry(currentUser(request), request.params.id, request.ip),
  );
};
