import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userDashboardSchema } from '@tenho/domain/user-dashboard/user-dashboard.schemas';
import { currentUser, requireModule } from '../../plugins/authorization.ts';
import { createUserDashboardService } from './user-dashboard.service.ts';
import { BEARER, errorResponses } from '../../lib/route-schema.ts';

/** GET /users/dashboard/user: registered under /api/users (static segments win over /:id). */
export const userDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createUserDashboardService({ db: app.db });
  app.get(
    '/dashboard/user',
    {
      // It shows only the caller's own account, inside the dashboard module.
      onRequest: requireModule('dashboard', 'dashboard.view'),
      schema: {
        operationId: 'getUserDashboard',
        tags: ['dashboards'],
        summary:
          'Painel do usuário: a própria conta, a empresa, a atividade recente (log de auditoria) e notificações',
        security: BEARER,
        response: { 200: userDashboardSchema, ...errorResponses(401) },
      },
    },
    async (request) => service.get(currentUser(request)),
  );
};
