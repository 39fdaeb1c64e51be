import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  leadPreferencesSchema,
  leadPreferencesUpdateSchema,
} from '@tenho/domain/lead-preferences/lead-preferences.schemas';
import { idParamsSchema } from '@tenho/domain/shared/schema-fields';
import { actionMeta } from '../../lib/audit-trail.ts';
import { ifMatchVersion, withEtag } from '../../lib/record-version.ts';
import { BEARER, errorResponses } from '../../lib/route-schema.ts';
import { currentUser, requireModule } from '../../plugins/authorization.ts';
import { createLeadPreferencesService } from './lead-preferences.service.ts';

const errors = errorResponses(400, 401, 403, 404);

/**
 * /users/{id}/lead-preferences (issue 32): how a company receives leads, part of the wallet module
 * (what it spends on leads): wallet.access closes it. The scope is the service's: the company, its
 * unit's ADMIN and the MASTER read and change; the company's USERs read; everybody else gets 404.
 */
export const leadPreferencesRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, options) => {
  const service = createLeadPreferencesService({ db: app.db, now: options.now });

  app.get(
    '/:id/lead-preferences',
    {
      onRequest: requireModule('wallet'),
      schema: {
        operationId: 'getLeadPreferences',
        tags: ['wallet'],
        summary:
          'Como a empresa recebe pedidos: pausa, limite de gastos (e quanto já usou no período), horário de atendimento, se está aberta agora, próxima abertura e tempo de resposta (30 dias). A empresa, o ADMIN da franquia e o MASTER; um USER da empresa com wallet.access; demais: 404',
        security: BEARER,
        params: idParamsSchema,
        response: { 200: leadPreferencesSchema, ...errors },
      },
    },
    async (request, reply) => withEtag(reply, await service.get(currentUser(request), request.params.id)),
  );

  app.put(
    '/:id/lead-preferences',
    {
      onRequest: requireModule('wallet'),
      schema: {
        operationId: 'updateLeadPreferences',
        tags: ['wallet'],
        summary:
          'Altera pausa (data futura, "indefinite" ou null para voltar), limite de gastos ({period, amount} ou null) e horário de atendimento (null: sempre aberta); campos ausentes ficam como estão. If-Match com a versão lida. A empresa, o ADMIN da franquia e o MASTER',
        security: BEARER,
        params: idParamsSchema,
        body: leadPreferencesUpdateSchema,
        response: { 200: leadPreferencesSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) =>
      withEtag(
        reply,
        await service.update(
          currentUser(request),
          request.params.id,
          request.body,
          ifMatchVersion(request),
          actionMeta(request),
        ),
      ),
  );
};
