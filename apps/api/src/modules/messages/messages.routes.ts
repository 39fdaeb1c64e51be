import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  inboundMessageDetailSchema,
  messageListQuerySchema,
  messageListResponseSchema,
  messageStatsSchema,
  recategorizeInputSchema,
  recategorizeResultSchema,
} from '@tenho/domain/messages/messages.schemas';
import { idParamsSchema } from '@tenho/domain/shared/schema-fields';
import { BEARER, errorResponses } from '../../lib/route-schema.ts';
import { currentUser, requireModule } from '../../plugins/authorization.ts';
import { createCategoriesService } from '../categories/categories.service.ts';
import { createMessagesService } from './messages.service.ts';
import { MESSAGE_ERRORS } from './messages.errors.ts';
import { openStoredMedia } from '../media/media.service.ts';

/** Central de Mensagens (spec §7 /webhooks/messages*), scoped per caller, guarded by `message.access`. */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMessagesService({
    db: app.db,
    routing: app.whatsapp.pipeline?.routing ?? null,
    categories: createCategoriesService({ db: app.db, categorizer: app.categorizer }),
    now: app.whatsapp.now,
  });

  app.get(
    '/messages',
    {
      onRequest: requireModule('message'),
      schema: {
        operationId: 'listMessages',
        tags: ['messages'],
        summary:
          'Pedidos recebidos (MASTER: todos; ADMIN: sua franquia; CLIENT: os oferecidos a ela), com filtros e paginação',
        security: BEARER,
        querystring: messageListQuerySchema,
        response: { 200: messageListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.list(currentUser(request), request.query),
  );

  app.get(
    '/messages/stats',
    {
      onRequest: requireModule('message'),
      schema: {
        operationId: 'getMessageStats',
        tags: ['messages'],
        summary:
          'Totais da Central de Mensagens no escopo de quem chama (tempo médio de resposta em segundos)',
        security: BEARER,
        response: { 200: messageStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => service.stats(currentUser(request)),
  );

  app.get(
    '/messages/:id',
    {
      onRequest: requireModule('message'),
      schema: {
        operationId: 'getMessage',
        tags: ['messages'],
        summary: 'Detalhes de um pedido: empresas notificadas (com entrega), respostas e contatos trocados',
        security: BEARER,
        params: idParamsSchema,
        response: { 200: inboundMessageDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.detail(currentUser(request), request.params.id),
  );

  app.get(
    '/messages/:id/media',
    {
      onRequest: requireModule('message'),
      schema: {
        operationId: 'getMessageMedia',
        tags: ['messages'],
        summary:
          'O áudio ou a foto de um pedido (MASTER: todos; ADMIN: sua franquia; empresa: só pedido que aceitou)',
        security: BEARER,
        params: idParamsSchema,
        response: { 200: z.any().describe('O arquivo'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const media = await service.mediaOf(currentUser(request), request.params.id);
      const file = await openStoredMedia(app.config.transcribe.mediaDir, media.key);
      if (!file) throw MESSAGE_ERRORS.notFound();
      return reply
        .header('content-type', media.mimeType)
        .header('content-length', String(file.size))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.post(
    '/messages/:id/recategorize',
    {
      onRequest: requireModule('message', 'inbound.edit'),
      schema: {
        operationId: 'recategorizeMessage',
        tags: ['messages'],
        summary:
          'Corrige a categoria de um pedido (ADMIN/MASTER): reencaminha às empresas e ensina o categorizador',
        security: BEARER,
        params: idParamsSchema,
        body: recategorizeInputSchema,
        response: { 200: recategorizeResultSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) =>
      service.recategorize(currentUser(request), request.params.id, request.body.categoryId, {
        ip: request.ip,
      }),
  );
};
