import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  settingsResponseSchema,
  settingsSchema,
  settingsUpdateSchema,
} from '@tenho/domain/settings/settings.schemas';
import { recordVersionField } from '@tenho/domain/shared/record-version';
import { BEARER, errorResponses } from '../../lib/route-schema.ts';
import { ifMatchVersion, withEtag } from '../../lib/record-version.ts';
import { currentUser, requireAuth, requireModule } from '../../plugins/authorization.ts';
import { createSettingsService } from './settings.service.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSettingsService({ db: app.db });

  app.get(
    '',
    {
      onRequest: requireAuth,
      schema: {
        operationId: 'getSettings',
        tags: ['settings'],
        summary:
          'Configurações: creditValue para qualquer usuário com sessão; prazo da oferta, empresas por pedido e franquia padrão para quem tem setting.view (MASTER, ADMIN)',
        security: BEARER,
        response: {
          200: settingsResponseSchema.extend({ version: recordVersionField }),
          ...errorResponses(401),
        },
      },
    },
    async (request, reply) => withEtag(reply, await service.read(currentUser(request))),
  );

  app.post(
    '',
    {
      onRequest: requireModule('setting', 'setting.edit'),
      schema: {
        operationId: 'updateSettings',
        tags: ['settings'],
        summary:
          'Salva configurações (MASTER): creditValue, offerTtlHours, maxCompaniesPerRequest, defaultUnitId',
        security: BEARER,
        body: settingsUpdateSchema,
        response: {
          200: settingsSchema.extend({ version: recordVersionField }),
          ...errorResponses(400, 401, 403, 409, 422),
        },
      },
    },
    async (request, reply) =>
      withEtag(
        reply,
        await service.update(currentUser(request), request.body, { ip: request.ip }, ifMatchVersion(request)),
      ),
  );
};
