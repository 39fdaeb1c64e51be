import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@tenho/domain/shared/schema-fields';
import {
  pixApiInputSchema,
  pixApiStatusSchema,
  pixApiTestResultSchema,
} from '@tenho/domain/wallet/pix-api.schemas';
import { actionMeta } from '../../lib/audit-trail.ts';
import { BEARER, errorResponses } from '../../lib/route-schema.ts';
import { currentUser, requireModule } from '../../plugins/authorization.ts';
import type { PixApiService } from './pix-api.service.ts';

const errors = errorResponses(400, 401, 403, 404);
/** Reading the connection: the unit's screen. Changing it: also the money permission (receiving). */
const VIEW = ['franchise.view'] as const;
const MANAGE = [...VIEW, 'transaction.create'] as const;

export type PixApiRoutesOptions = { pixApi: PixApiService };

/** /api/franchise-units/{id}/pix-api (issue 23, point 1). */
export const pixApiRoutes: FastifyPluginAsyncZod<PixApiRoutesOptions> = async (app, { pixApi }) => {
  app.get(
    '/:id/pix-api',
    {
      onRequest: requireModule('franchise', ...VIEW),
      schema: {
        tags: ['franchise-units'],
        operationId: 'getUnitPixApi',
        summary:
          'Recebimento automático (API Pix) da franquia, sem nenhum segredo (MASTER: qualquer franquia; ADMIN: a sua)',
        security: BEARER,
        params: idParamsSchema,
        response: { 200: pixApiStatusSchema, ...errors },
      },
    },
    async (request) => pixApi.status(currentUser(request), request.params.id),
  );

  app.put(
    '/:id/pix-api',
    {
      onRequest: requireModule('franchise', ...MANAGE),
      schema: {
        tags: ['franchise-units'],
        operationId: 'connectUnitPixApi',
        summary:
          'Conecta a API Pix do PSP da franquia: obtém um token e registra o webhook (PUT {base_url}/webhook/{chave}). Segredos são guardados cifrados (AES-256-GCM) e nunca devolvidos; sem SECRETS_KEY responde 503',
        security: BEARER,
        params: idParamsSchema,
        body: pixApiInputSchema,
        response: { 200: pixApiStatusSchema, ...errors, ...errorResponses(422, 503) },
      },
    },
    async (request) =>
      pixApi.connect(currentUser(request), request.params.id, request.body, actionMeta(request)),
  );

  app.post(
    '/:id/pix-api/test',
    {
      onRequest: requireModule('franchise', ...MANAGE),
      schema: {
        tags: ['franchise-units'],
        operationId: 'testUnitPixApi',
        summary: 'Testar conexão: obtém um token no PSP e lê o webhook registrado de volta',
        security: BEARER,
        params: idParamsSchema,
        response: { 200: pixApiTestResultSchema, ...errors, ...errorResponses(422, 503) },
      },
    },
    async (request) => pixApi.test(currentUser(request), request.params.id),
  );

  app.delete(
    '/:id/pix-api',
    {
      onRequest: requireModule('franchise', ...MANAGE),
      schema: {
        tags: ['franchise-units'],
        operationId: 'disconnectUnitPixApi',
        summary:
          'Desconecta a API Pix (remove o webhook no PSP): as cargas voltam ao código Pix estático e à confirmação manual',
        security: BEARER,
        params: idParamsSchema,
        response: { 200: pixApiStatusSchema, ...errors },
      },
    },
    async (request) => pixApi.disconnect(currentUser(request), request.params.id, actionMeta(request)),
  );
};
