import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientDashboardSchema } from '@tenho/domain/messages/client-dashboard.schemas';
import { BEARER, errorResponses } from '../../lib/route-schema.ts';
import { currentUser, requireModule } from '../../plugins/authorization.ts';
import { createClientDashboardService } from './client-dashboard.service.ts';

/** GET /users/dashboard/client (spec §7): registered under /api/users (static segments win over /:id). */
export const clientDashboardRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, options) => {
  const service = createClientDashboardService({ db: app.db, now: options.now });
  app.get(
    '/dashboard/client',
    {
      onRequest: requireModule('dashboard', 'dashboard.view'),
      schema: {
        operationId: 'getClientDashboard',
        tags: ['dashboards'],
        summary:
          'Painel da empresa: saldo, interações (pedidos oferecidos), transações recentes e categorias',
        security: BEARER,
        response: { 200: clientDashboardSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => service.get(currentUser(request)),
  );
};
