import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@tenho/domain/auth/auth.schemas';
import { idParamsSchema } from '@tenho/domain/shared/schema-fields';
import {
  simulatorConversationQuerySchema,
  simulatorConversationSchema,
  simulatorMessageInputSchema,
  simulatorMessageResultSchema,
  simulatorUnitSchema,
} from '@tenho/domain/whatsapp/simulator.schemas';
import { currentUser, requireModule } from '../../plugins/authorization.ts';
import { createSimulatorService } from './simulator.service.ts';

const bearer = [{ bearerAuth: [] }];

/** The WhatsApp simulator (MASTER: any unit; ADMIN: its own unit). */
export const simulatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSimulatorService({ db: app.db, app });

  app.post(
    '/messages',
    {
      onRequest: requireModule('message', 'inbound.create'),
      schema: {
        operationId: 'sendSimulatorMessage',
        tags: ['simulator'],
        summary:
          'Simula uma mensagem de WhatsApp (consumidor ou empresa) enviada ao número da franquia: passa pelo webhook real, assinada',
        security: bearer,
        body: simulatorMessageInputSchema,
        response: {
          200: simulatorMessageResultSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => service.send(currentUser(request), request.body),
  );

  app.get(
    '/units/:id',
    {
      onRequest: requireModule('message', 'inbound.view'),
      schema: {
        operationId: 'getSimulatorUnit',
        tags: ['simulator'],
        summary: 'Número da franquia no simulador e suas empresas (uma caixa de entrada por empresa)',
        security: bearer,
        params: idParamsSchema,
        response: {
          200: simulatorUnitSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => service.unitOverview(currentUser(request), request.params.id),
  );

  app.get(
    '/conversation',
    {
      onRequest: requireModule('message', 'inbound.view'),
      schema: {
        operationId: 'getSimulatorConversation',
        tags: ['simulator'],
        summary:
          'Conversa de um número (consumidor ou empresa) com a franquia: mensagens recebidas e enviadas',
        security: bearer,
        querystring: simulatorConversationQuerySchema,
        response: {
          200: simulatorConversationSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) =>
      service.conversation(currentUser(request), request.query.unit_id, request.query.number),
  );
};
