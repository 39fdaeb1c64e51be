import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@tenho/domain/shared/schema-fields';
import { BEARER, errorResponses } from '../../lib/route-schema.ts';
import type { PixConnections } from '../../lib/pix-client.ts';
import type { PixSandbox } from '../../pix-sandbox/sandbox.ts';
import { currentUser, requireModule } from '../../plugins/authorization.ts';
import { pixWebhooks } from '../../lib/pix-metrics.ts';
import type { PixTopUpsService } from './pix-top-ups.service.ts';
import { findTopUp } from './top-ups.repository.ts';
import { canReadWallet } from './wallet.scope.ts';
import { PIX_TOP_UP_ERRORS, WALLET_ERRORS } from './wallet.errors.ts';

/** The PSP's notice: `{pix: [{endToEndId, txid, valor, horario, …}]}`; only the txids are used (as hints). */
const webhookBodySchema = z.object({
  pix: z
    .array(
      z.looseObject({ txid: z.string().max(100).optional(), endToEndId: z.string().max(100).optional() }),
    )
    .max(1000),
});
const TXID = /^[a-zA-Z0-9]{1,35}$/;

export type PixWebhookRoutesOptions = { pixApi: PixConnections; pixTopUps: PixTopUpsService };

/**
 * POST /api/webhooks/pix/{token}/pix (issue 23, point 3). The token (≥ 128 bits, stored hashed)
 * names the unit; an unknown one answers 404 before the body is even parsed. The notice is stored,
 * 200 goes out at once, and each txid is then read back from the PSP — the body is never trusted.
 */
export const pixWebhookRoutes: FastifyPluginAsyncZod<PixWebhookRoutesOptions> = async (
  app,
  { pixApi, pixTopUps },
) => {
  app.decorateRequest('pixUnitId', null);
  app.decorateRequest('pixAfterAnswer', null);
  app.post(
    '/pix/:token/pix',
    {
      onRequest: async (request) => {
        const { token } = request.params as { token?: string };
        const unitId = token ? await pixApi.unitForWebhookToken(token) : null;
        if (unitId === null) {
          pixWebhooks.inc({ outcome: 'unknown_token' });
          throw PIX_TOP_UP_ERRORS.webhookNotFound();
        }
        request.pixUnitId = unitId;
      },
      schema: {
        tags: ['webhooks'],
        operationId: 'receivePixWebhook',
        summary:
          'Webhook da API Pix (o PSP acrescenta /pix): guarda o aviso, responde 200 na hora e confere cada txid com GET /cob/{txid} no PSP antes de creditar. Token desconhecido: 404',
        security: [],
        params: z.object({ token: z.string().max(200) }),
        body: webhookBodySchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const txids = [
        ...new Set(request.body.pix.map((p) => p.txid).filter((t): t is string => !!t && TXID.test(t))),
      ].slice(0, 200);
      const { afterAnswer } = await pixTopUps.receiveWebhook(request.pixUnitId!, txids);
      pixWebhooks.inc({ outcome: 'accepted' });
      request.pixAfterAnswer = afterAnswer;
      return reply.status(200).send({ ok: true as const });
    },
  );
  // Settling starts once the 200 is out (the notice is already stored).
  app.addHook('onResponse', async (request) => {
    request.pixAfterAnswer?.();
  });
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The unit whose webhook token the request carried (Pix webhook only). */
    pixUnitId: number | null;
    pixAfterAnswer: (() => void) | null;
  }
}

export type SandboxPayRoutesOptions = { sandbox: PixSandbox | null };

/**
 * POST /api/wallet/top-ups/{id}/sandbox-pay: the Simulador's 'Pagar com Pix' — the sandbox PSP pays
 * the charge and calls the unit's webhook, exactly as a bank would. Exists only while the sandbox
 * is in use (never in production). The browser never talks to the sandbox: this route pays as the
 * signed-in user, for a top-up that user may see; paying again answers the same payment.
 */
export const sandboxPayRoutes: FastifyPluginAsyncZod<SandboxPayRoutesOptions> = async (app, { sandbox }) => {
  app.get(
    '/pix-sandbox',
    {
      onRequest: requireModule('message', 'inbound.create'),
      schema: {
        tags: ['simulator'],
        operationId: 'getPixSandboxStatus',
        summary:
          "Simulador: se o PSP de testes (sandbox da API Pix) está em uso, o que habilita 'Pagar com Pix'",
        security: BEARER,
        response: { 200: z.object({ enabled: z.boolean() }), ...errorResponses(401, 403) },
      },
    },
    async () => ({ enabled: sandbox !== null }),
  );
  if (!sandbox) return;

  app.post(
    '/top-ups/:id/sandbox-pay',
    {
      onRequest: requireModule('message', 'inbound.create', 'wallet.view'),
      schema: {
        tags: ['simulator'],
        operationId: 'payTopUpInSandbox',
        summary:
          'Simulador: o PSP de testes paga a cobrança Pix do pedido e chama o webhook da franquia (só com o sandbox ligado, nunca em produção). Só um pedido que o usuário pode ver (ADMIN: da sua franquia; MASTER: qualquer); pagar de novo devolve o mesmo pagamento',
        security: BEARER,
        params: idParamsSchema,
        response: {
          200: z.object({
            paid: z.literal(true),
            end_to_end_id: z.string(),
            webhook_status: z.number().nullable(),
          }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const topUp = await findTopUp(app.db, request.params.id);
      if (!topUp || !canReadWallet(actor, { id: topUp.clientId, unitId: topUp.ownerUnitId }))
        throw WALLET_ERRORS.topUpNotFound();
      const charge = topUp.pspCharge && topUp.txid ? sandbox.charge(topUp.txid) : undefined;
      if (!charge) throw PIX_TOP_UP_ERRORS.sandboxNotAutomatic();
      // Idempotent: a charge this sandbox already paid answers its payment again, nothing moves.
      const paid = charge.status === 'CONCLUIDA' ? charge.pix?.[0] : undefined;
      if (paid) return { paid: true as const, end_to_end_id: paid.endToEndId, webhook_status: null };
      try {
        const { pix, webhookStatus } = await sandbox.pay(charge.txid);
        return { paid: true as const, end_to_end_id: pix.endToEndId, webhook_status: webhookStatus };
      } catch (error) {
        throw PIX_TOP_UP_ERRORS.sandboxRefused((error as Error).message);
      }
    },
  );
};
