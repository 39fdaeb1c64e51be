import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@tenho/domain/auth/auth.schemas';
import { clientDashboardSchema } from '@tenho/domain/messages/client-dashboard.schemas';
import { currentUser, requireModule } from '../../plugins/authorization.ts';
import { createClientDashboardService } from './client-dashboard.service.ts';

/** GET /users/dashboard/client (spec §7): registered under /api/users (static segments win over /:id). */
export const clientDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createClientDashboardService({ db: app.db });
  app.get(
    '/dashboard/client',
    {
      onRequest: requireModule('dashboard', 'dashboard.view'),
      schema: {
        operationId: 'getClientDashboard',
        tags: ['dashboards'],
        summary:
          'Painel da empresa: saldo, interações (pedidos oferecidos), transações recentes e categorias',
        security: [{ bearerAuth: [] }],
        response: { 200: clientDashboardSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => service.get(currentUser(request)),
  );
};
