import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { erasureNoticeListSchema, erasureNoticeSchema } from '@tenho/domain/privacy/erasure-notices.schemas';
import {
  incidentCreateSchema,
  incidentListSchema,
  incidentPatchSchema,
  incidentSchema,
} from '@tenho/domain/privacy/incidents.schemas';
import { idParamsSchema } from '@tenho/domain/shared/schema-fields';
import { actionMeta } from '../../lib/audit-trail.ts';
import { ifMatchVersion, withEtag } from '../../lib/record-version.ts';
import { BEARER, errorResponses } from '../../lib/route-schema.ts';
import { currentUser, requireModule } from '../../plugins/authorization.ts';
import { createPrivacyIncidentsService } from './privacy-incidents.service.ts';
import { createPrivacyNoticesService } from './privacy-notices.service.ts';

/**
 * Privacidade, continued (issue 31): the incident register (MASTER all; ADMIN its unit) and the
 * erasure notices in a company's panel (Art. 18 §6).
 */
export const privacyIncidentsRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, options) => {
  const incidents = createPrivacyIncidentsService({ db: app.db, now: options.now });
  const notices = createPrivacyNoticesService({ db: app.db });

  app.get(
    '/incidents',
    {
      onRequest: requireModule('message', 'privacy.view'),
      schema: {
        operationId: 'listPrivacyIncidents',
        tags: ['messages'],
        summary:
          'Registro de incidentes de segurança (Res. CD/ANPD 15/2024) com o prazo de 3 dias úteis para comunicar',
        security: BEARER,
        response: { 200: incidentListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => incidents.list(currentUser(request)),
  );

  app.post(
    '/incidents',
    {
      onRequest: requireModule('message', 'privacy.view', 'privacy.edit'),
      schema: {
        operationId: 'createPrivacyIncident',
        tags: ['messages'],
        summary:
          'Registra um incidente: quando aconteceu e quando se soube, natureza, dados e pessoas afetados, medidas, comunicações',
        security: BEARER,
        body: incidentCreateSchema,
        response: { 201: incidentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          withEtag(reply, await incidents.create(currentUser(request), request.body, actionMeta(request))),
        ),
  );

  app.patch(
    '/incidents/:id',
    {
      onRequest: requireModule('message', 'privacy.view', 'privacy.edit'),
      schema: {
        operationId: 'updatePrivacyIncident',
        tags: ['messages'],
        summary:
          'Altera um incidente (If-Match com a versão lida): medidas, datas das comunicações à ANPD e aos titulares…',
        security: BEARER,
        params: idParamsSchema,
        body: incidentPatchSchema,
        response: { 200: incidentSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      withEtag(
        reply,
        await incidents.update(
          currentUser(request),
          request.params.id,
          request.body,
          actionMeta(request),
          ifMatchVersion(request),
        ),
      ),
  );

  app.get(
    '/notices',
    {
      onRequest: requireModule('message', 'message.view'),
      schema: {
        operationId: 'listErasureNotices',
        tags: ['messages'],
        summary:
          'Avisos de eliminação de dados à empresa (Art. 18 §6): o lead e a data do pedido, nunca o número; a empresa vê os seus',
        security: BEARER,
        response: { 200: erasureNoticeListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => notices.list(currentUser(request)),
  );

  app.post(
    '/notices/:id/read',
    {
      onRequest: requireModule('message', 'message.view'),
      schema: {
        operationId: 'markErasureNoticeRead',
        tags: ['messages'],
        summary: 'Marca um aviso de eliminação como lido (só a empresa que o recebeu)',
        security: BEARER,
        params: idParamsSchema,
        response: { 200: erasureNoticeSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => notices.markRead(currentUser(request), request.params.id, actionMeta(request)),
  );
};
