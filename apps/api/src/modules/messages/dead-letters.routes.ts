import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@tenho/domain/auth/auth.schemas';
import {
  deadLetterListQuerySchema,
  deadLetterListResponseSchema,
  deadLetterRetryResultSchema,
} from '@tenho/domain/messages/messages.schemas';
import { idParamsSchema } from '@tenho/domain/shared/schema-fields';
import { currentUser, requireModule } from '../../plugins/authorization.ts';
import { createDeadLettersService } from './dead-letters.service.ts';

const bearer = [{ bearerAuth: [] }];

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
        security: bearer,
        querystring: deadLetterListQuerySchema,
        response: { 200: deadLetterListResponseSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
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
        security: bearer,
        params: idParamsSchema,
        response: {
          200: deadLetterRetryResultSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => service.retry(currentUser(request), request.params.id, request.ip),
  );
};
