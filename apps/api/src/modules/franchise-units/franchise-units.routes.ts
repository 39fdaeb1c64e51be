import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unitRefSchema } from '@tenho/domain/auth/auth.schemas';
import { createFranchiseUnitsService } from './franchise-units.service.ts';

export const franchiseUnitsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createFranchiseUnitsService({ db: app.db });

  app.get(
    '',
    {
      schema: {
        tags: ['franchise-units'],
        summary: 'Franquias ativas (público: id e nome, para o cadastro)',
        response: { 200: z.array(unitRefSchema) },
      },
    },
    async () => service.listPublic(),
  );
};
