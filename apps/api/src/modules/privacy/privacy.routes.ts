import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  privacyExportQuerySchema,
  privacyExportSchema,
  privacyRequestCreateSchema,
  privacyRequestListSchema,
  privacyRequestSchema,
} from '@tenho/domain/privacy/privacy.schemas';
import { privacyNoticeSchema } from '@tenho/domain/settings/settings.schemas';
import { idParamsSchema } from '@tenho/domain/shared/schema-fields';
import { actionMeta } from '../../lib/audit-trail.ts';
import { BEARER, errorResponses } from '../../lib/route-schema.ts';
import { currentUser, requireModule } from '../../plugins/authorization.ts';
import { createSettingsService } from '../settings/settings.service.ts';
import { privacyIncidentsRoutes } from './privacy-incidents.routes.ts';
import { accountRequestsFor } from './account-requests.routes.ts';
import { createPrivacyService, privacyLedgerFile } from './privacy.service.ts';

/**
 * Privacidade (issue 31 point 5): the consumers' privacy requests, registered and carried out in
 * the panel, and the export of one number. MASTER sees all; ADMIN its unit's consumers (service).
 */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPrivacyService({
    db: app.db,
    jobs: app.whatsapp.pipeline?.jobs ?? null,
    secret: app.config.privacyPseudonymSecret,
    ledgerFile: privacyLedgerFile(app.config.dataDir),
    now: app.whatsapp.now,
    accounts: accountRequestsFor(app),
  });

  app.get(
    '/requests',
    {
      onRequest: requireModule('message', 'privacy.view'),
      schema: {
        operationId: 'listPrivacyRequests',
        tags: ['messages'],
        summary: 'Pedidos de titulares (LGPD): tipo, canal, recebido, prazo de 15 dias, respondido',
        security: BEARER,
        response: { 200: privacyRequestListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => service.list(currentUser(request)),
  );

  app.post(
    '/requests',
    {
      onRequest: requireModule('message', 'privacy.view', 'privacy.edit'),
      schema: {
        operationId: 'createPrivacyRequest',
        tags: ['messages'],
        summary: 'Registra um pedido recebido por e-mail ou telefone (ACCESS ou ERASURE) para um número',
        security: BEARER,
        body: privacyRequestCreateSchema,
        response: { 201: privacyRequestSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(currentUser(request), request.body, actionMeta(request))),
  );

  app.post(
    '/requests/:id/execute',
    {
      onRequest: requireModule('message', 'privacy.view', 'privacy.edit'),
      schema: {
        operationId: 'executePrivacyRequest',
        tags: ['messages'],
        summary:
          'Executa um pedido pendente: ERASURE apaga o titular (pseudônimo) e avisa as empresas que receberam o contato',
        security: BEARER,
        params: idParamsSchema,
        response: { 200: privacyRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.execute(currentUser(request), request.params.id, actionMeta(request)),
  );

  app.get(
    '/export',
    {
      onRequest: requireModule('message', 'privacy.view', 'privacy.edit'),
      schema: {
        operationId: 'exportPrivacySubject',
        tags: ['messages'],
        summary: 'Tudo o que está guardado sobre um número, em JSON (portabilidade, Art. 18 V); auditado',
        security: BEARER,
        querystring: privacyExportQuerySchema,
        response: { 200: privacyExportSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const body = await service.exportData(currentUser(request), request.query.phone, actionMeta(request));
      return reply
        .header('content-disposition', `attachment; filename="dados-${body.subject}.json"`)
        .send(body);
    },
  );

  // The incident register and the companies' erasure notices (their own file: the same prefix).
  await app.register(privacyIncidentsRoutes, { now: app.whatsapp.now });

  const settings = createSettingsService({ db: app.db });

  app.get(
    '/notice',
    {
      schema: {
        operationId: 'getPrivacyNotice',
        security: [],
        tags: ['messages'],
        summary: 'Público: controlador, contatos do encarregado e prazo de guarda mostrados em /privacidade',
        response: { 200: privacyNoticeSchema },
      },
    },
    async () => {
      const current = await settings.get();
      return {
        controllerName: current.privacyControllerName,
        contactEmail: current.privacyContactEmail,
        contactPhone: current.privacyContactPhone,
        consumerDataRetentionDays: current.consumerDataRetentionDays,
      };
    },
  );
};
