import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  franchiseInputSchema,
  franchiseListAnswerSchema,
  franchiseListQuerySchema,
  franchisePatchSchema,
  franchiseUnitDetailSchema,
  franchiseUnitSchema,
} from '@tenho/domain/franchise/franchise.schemas';
import { idParamsSchema } from '@tenho/domain/shared/schema-fields';
import { ifMatchVersion, withEtag } from '../../lib/record-version.ts';
import { BEARER, errorResponses } from '../../lib/route-schema.ts';
import { actionMeta } from '../../lib/audit-trail.ts';
import { currentUser, requireModule } from '../../plugins/authorization.ts';
import {
  createFranchiseUnitsService,
  type CompanyRatings,
  type CompanyReceiving,
  type DisputeRates,
} from './franchise-units.service.ts';

export type FranchiseUnitsRoutesOptions = {
  disputeRates?: DisputeRates;
  companyRatings?: CompanyRatings;
  companyReceiving?: CompanyReceiving;
};

const errors = errorResponses(400, 401, 403, 404);

export const franchiseUnitsRoutes: FastifyPluginAsyncZod<FranchiseUnitsRoutesOptions> = async (
  app,
  options,
) => {
  const service = createFranchiseUnitsService({
    db: app.db,
    sessionCache: app.sessionCache,
    disputeRates: options.disputeRates,
    companyRatings: options.companyRatings,
    companyReceiving: options.companyReceiving,
  });

  app.get(
    '',
    {
      schema: {
        operationId: 'listFranchiseUnits',
        // The public list without a session, the full one with it.
        security: [{}, { bearerAuth: [] }],
        tags: ['franchise-units'],
        summary:
          'Franquias. Público (e CLIENT/USER): [{id, name}] das ativas, para o cadastro. Com franchise.view (MASTER: a rede; ADMIN: a sua): a lista completa, filtrada e paginada',
        querystring: franchiseListQuerySchema,
        response: { 200: franchiseListAnswerSchema, ...errorResponses(400) },
      },
    },
    async (request) => service.list(request.user, request.query),
  );

  app.get(
    '/:id',
    {
      onRequest: requireModule('franchise', 'franchise.view'),
      schema: {
        operationId: 'getFranchiseUnit',
        tags: ['franchise-units'],
        summary: 'Uma franquia com seus usuários e empresas (MASTER; ADMIN só a sua — outra responde 404)',
        security: BEARER,
        params: idParamsSchema,
        response: { 200: franchiseUnitDetailSchema, ...errors },
      },
    },
    async (request, reply) => withEtag(reply, await service.detail(currentUser(request), request.params.id)),
  );

  app.post(
    '',
    {
      onRequest: requireModule('franchise', 'franchise.create'),
      schema: {
        operationId: 'createFranchiseUnit',
        tags: ['franchise-units'],
        summary: 'Cria uma franquia (MASTER); código único, UF válida',
        security: BEARER,
        body: franchiseInputSchema,
        response: { 201: franchiseUnitSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(currentUser(request), request.body, actionMeta(request))),
  );

  app.patch(
    '/:id',
    {
      onRequest: requireModule('franchise', 'franchise.edit'),
      schema: {
        operationId: 'updateFranchiseUnit',
        tags: ['franchise-units'],
        summary: 'Altera os campos de uma franquia, ou só is_active (ativar/desativar)',
        security: BEARER,
        params: idParamsSchema,
        body: franchisePatchSchema,
        response: { 200: franchiseUnitSchema, ...errors, ...errorResponses(409) },
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
      onRequest: requireModule('franchise', 'franchise.delete'),
      schema: {
        operationId: 'deleteFranchiseUnit',
        tags: ['franchise-units'],
        summary:
          "Exclui uma franquia vazia; com usuários ou clientes vinculados: 409 ('não é possível excluir')",
        security: BEARER,
        params: idParamsSchema,
        response: { 204: z.null().describe('Franquia excluída'), ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      await service.remove(currentUser(request), request.params.id, actionMeta(request));
      return reply.status(204).send(null);
    },
  );
};
