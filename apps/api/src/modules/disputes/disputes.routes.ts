import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  disputeCreateSchema,
  disputeListQuerySchema,
  disputeListSchema,
  disputeResolveSchema,
  disputeSchema,
} from '@tenho/domain/disputes/disputes.schemas';
import { idParamsSchema } from '@tenho/domain/shared/schema-fields';
import { BEARER, errorResponses } from '../../lib/route-schema.ts';
import { currentUser, requireModule } from '../../plugins/authorization.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 422);

/**
 * Disputes of charged leads, part of the messages module (`message.access` closes all of it):
 * - contesting is answering about one's own lead: `message.edit` (CLIENT; a USER given it);
 * - reading needs only the module; the service scopes (company its own, ADMIN its unit, MASTER all);
 * - deciding moves money back: `lead.edit` (ADMIN and MASTER by default), and the service admits
 *   only the unit's ADMIN or the MASTER, so a company never decides on its own dispute.
 */
export const disputesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = () => app.whatsapp.disputes;

  app.post(
    '/offers/:id/dispute',
    {
      onRequest: requireModule('message', 'message.edit'),
      schema: {
        operationId: 'createDispute',
        tags: ['messages'],
        summary:
          'A empresa contesta um lead cobrado (dentro do prazo disputeWindowDays após o TENHO): reason e note (obrigatória para other)',
        security: BEARER,
        params: idParamsSchema,
        body: disputeCreateSchema,
        response: { 201: disputeSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service().open(currentUser(request), request.params.id, request.body, { ip: request.ip }),
        ),
  );

  app.get(
    '/disputes',
    {
      onRequest: requireModule('message'),
      schema: {
        operationId: 'listDisputes',
        tags: ['messages'],
        summary:
          'Contestações: a empresa vê as suas, o ADMIN as da sua franquia, o MASTER todas; filtro por status',
        security: BEARER,
        querystring: disputeListQuerySchema,
        response: { 200: disputeListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service().list(currentUser(request), request.query),
  );

  app.post(
    '/disputes/:id/resolve',
    {
      onRequest: requireModule('message', 'lead.edit'),
      schema: {
        operationId: 'resolveDispute',
        tags: ['messages'],
        summary:
          'O ADMIN da franquia ou o MASTER decide: REFUND devolve exatamente o valor cobrado (uma vez), REJECT mantém a cobrança; a empresa é avisada',
        security: BEARER,
        params: idParamsSchema,
        body: disputeResolveSchema,
        response: { 200: disputeSchema, ...errors },
      },
    },
    async (request) =>
      service().resolve(currentUser(request), request.params.id, request.body, { ip: request.ip }),
  );
};
