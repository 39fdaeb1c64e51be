import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@tenho/domain/auth/auth.schemas';
import { offerAnswerInputSchema, offerAnswerResultSchema } from '@tenho/domain/messages/messages.schemas';
import { idParamsSchema } from '@tenho/domain/shared/schema-fields';
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
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        body: offerAnswerInputSchema,
        response: {
          200: offerAnswerResultSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
          422: errorSchema,
        },
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
