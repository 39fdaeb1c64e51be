import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@tenho/domain/auth/auth.schemas';
import {
  settingsResponseSchema,
  settingsSchema,
  settingsUpdateSchema,
} from '@tenho/domain/settings/settings.schemas';
import { currentUser, requireAuth, requireModule } from '../../plugins/authorization.ts';
import { createSettingsService } from './settings.service.ts';

const bearer = [{ bearerAuth: [] }];

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
        security: bearer,
        response: { 200: settingsResponseSchema, 401: errorSchema },
      },
    },
    async (request) => service.read(currentUser(request)),
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
        security: bearer,
        body: settingsUpdateSchema,
        response: {
          200: settingsSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request) => service.update(currentUser(request), request.body, { ip: request.ip }),
  );
};
