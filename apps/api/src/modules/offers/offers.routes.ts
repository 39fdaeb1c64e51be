import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { offerAnswerInputSchema, offerAnswerResultSchema } from '@tenho/domain/messages/messages.schemas';
import { idParamsSchema } from '@tenho/domain/shared/schema-fields';
import { BEARER, errorResponses } from '../../lib/route-schema.ts';
import { currentUser, requireModule } from '../../plugins/authorization.ts';

/** POST /offers/{id}/answer: a company's TENHO / NÃO TENHO from the panel (same rules as WhatsApp). */
export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/answer',
    {
      onRequest: requireModule('message', 'message.edit'),
      schema: {
        operationId: 'answerOffer',
        tags: ['messages'],
        summary:
          'A empresa responde a um pedido pelo painel: ACCEPT (TENHO, cobra o crédito e libera o contato) ou REJECT (NÃO TENHO)',
        security: BEARER,
        params: idParamsSchema,
        body: offerAnswerInputSchema,
        response: { 200: offerAnswerResultSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      app.whatsapp.offers.answerAsCompany(
        currentUser(request),
        request.params.id,
        request.body.answer,
        request.ip,
      ),
  );
};
