import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountClosureSchema,
  accountClosureStatusSchema,
  accountExportSchema,
} from '@tenho/domain/privacy/account.schemas';
import { actionMeta } from '../../lib/audit-trail.ts';
import { BEARER, errorResponses } from '../../lib/route-schema.ts';
import { currentUser, requireAuth } from '../../plugins/authorization.ts';
import { createAvatarStorage } from '../profiles/profiles.service.ts';
import { createAccountRequests } from './account-requests.service.ts';

/** The account requests of this app (the routes below, and Privacidade's execute). */
export function accountRequestsFor(app: FastifyInstance) {
  const avatars = createAvatarStorage(app.config.dataDir);
  return createAccountRequests({
    db: app.db,
    sessionCache: app.sessionCache,
    removeAvatars: (urls) => avatars.remove(urls),
    log: app.log,
  });
}

/**
 * /profile/export and /profile/closure (issue 31 point 6): every signed-in person's own data and
 * the request to close their account. Outside every module's `.access`: a data subject's rights
 * (LGPD Art. 18) do not depend on a panel permission.
 */
export const accountRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = accountRequestsFor(app);

  app.get(
    '/export',
    {
      onRequest: requireAuth,
      schema: {
        operationId: 'exportMyData',
        tags: ['profiles'],
        summary:
          'Meus dados (LGPD, Art. 18): conta, perfil, sessões, registros de auditoria e, para empresas, a carteira, em JSON; auditado',
        security: BEARER,
        response: { 200: accountExportSchema, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const body = await service.exportData(currentUser(request), actionMeta(request));
      const day = body.exported_at.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="meus-dados-tenho-${day}.json"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.get(
    '/closure',
    {
      onRequest: requireAuth,
      schema: {
        operationId: 'getMyAccountClosure',
        tags: ['profiles'],
        summary: 'O último pedido de encerramento da própria conta (ou null)',
        security: BEARER,
        response: { 200: accountClosureStatusSchema, ...errorResponses(401) },
      },
    },
    async (request) => service.status(currentUser(request)),
  );

  app.post(
    '/closure',
    {
      onRequest: requireAuth,
      schema: {
        operationId: 'requestMyAccountClosure',
        tags: ['profiles'],
        summary:
          'Pede o encerramento da própria conta: vira um pedido ACCOUNT_CLOSURE (canal PANEL) em Privacidade; 422 para o último Master ativo',
        security: BEARER,
        response: { 201: accountClosureSchema, ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.requestClosure(currentUser(request), actionMeta(request))),
  );

  app.delete(
    '/closure',
    {
      onRequest: requireAuth,
      schema: {
        operationId: 'cancelMyAccountClosure',
        tags: ['profiles'],
        summary: 'Cancela o pedido de encerramento da própria conta que ainda aguarda (404 se não há)',
        security: BEARER,
        response: { 200: accountClosureSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => service.cancelClosure(currentUser(request), actionMeta(request)),
  );
};
