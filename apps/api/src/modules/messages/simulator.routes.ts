import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@tenho/domain/shared/schema-fields';
import {
  simulatorConversationQuerySchema,
  simulatorConversationSchema,
  simulatorMessageInputSchema,
  simulatorMessageResultSchema,
  simulatorUnitSchema,
} from '@tenho/domain/whatsapp/simulator.schemas';
import { BEARER, errorResponses } from '../../lib/route-schema.ts';
import { currentUser, requireModule } from '../../plugins/authorization.ts';
import { createSimulatorService } from './simulator.service.ts';

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
        security: BEARER,
        body: simulatorMessageInputSchema,
        response: { 200: simulatorMessageResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
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
        security: BEARER,
        params: idParamsSchema,
        response: { 200: simulatorUnitSchema, ...errorResponses(400, 401, 403, 404) },
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
        security: BEARER,
        querystring: simulatorConversationQuerySchema,
        response: { 200: simulatorConversationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      service.conversation(currentUser(request), request.query.unit_id, request.query.number),
  );
};
