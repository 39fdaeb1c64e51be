import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { franchiseDashboardSchema, masterStatsSchema } from '@tenho/domain/dashboards/dashboards.schemas';
import { idParamSchema } from '@tenho/domain/shared/schema-fields';
import { BEARER, errorResponses } from '../../lib/route-schema.ts';
import { currentUser, requireModule } from '../../plugins/authorization.ts';
import { createDashboardsService } from './dashboards.service.ts';

export type DashboardsRoutesOptions = { now?: () => Date };

/** GET /franchise-units/{unit_id}/dashboard-data: registered under /api/franchise-units. */
export const franchiseDashboardRoutes: FastifyPluginAsyncZod<DashboardsRoutesOptions> = async (
  app,
  options,
) => {
  const service = createDashboardsService({ db: app.db, now: options.now });

  app.get(
    '/:unit_id/dashboard-data',
    {
      onRequest: requireModule('dashboard', 'franchise.view'),
      schema: {
        operationId: 'getFranchiseDashboard',
        tags: ['dashboards'],
        summary:
          "'Dashboard - {franquia}': cartões, crescimento (7 meses), empresas e transações recentes (ADMIN da franquia ou MASTER; outra franquia responde 404)",
        security: BEARER,
        params: z.object({ unit_id: idParamSchema }),
        response: { 200: franchiseDashboardSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.franchiseDashboard(currentUser(request), request.params.unit_id),
  );
};

/** GET /users/stats/master: registered under /api/users (a static segment wins over /:id). */
export const masterStatsRoutes: FastifyPluginAsyncZod<DashboardsRoutesOptions> = async (app, options) => {
  const service = createDashboardsService({ db: app.db, now: options.now });

  app.get(
    '/stats/master',
    {
      onRequest: requireModule('dashboard', 'system.view'),
      schema: {
        operationId: 'getMasterStats',
        tags: ['dashboards'],
        summary:
          "'Dashboard Master': pessoas, franquias, leads, saldo total, transações, top franquias (MASTER)",
        security: BEARER,
        response: { 200: masterStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => service.masterStats(),
  );
};
