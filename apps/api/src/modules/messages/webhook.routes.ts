import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schema.ts';
import { safeEqualText, SIGNATURE_HEADER, verifyWebhookSignature } from '../../whatsapp/signature.ts';
import { parseWebhookPayload } from '../../whatsapp/webhook-payload.ts';
import { WEBHOOK_ERRORS } from './messages.errors.ts';

const verifyQuerySchema = z.object({
  'hub.mode': z.string().max(40).optional(),
  'hub.verify_token': z.string().max(512).optional(),
  'hub.challenge': z.string().max(512).optional(),
});

const ackSchema = z.object({ ok: z.literal(true) });

/**
 * The WhatsApp Cloud API webhook (public: Meta calls it). Registered in its own plugin so the raw
 * body parser below applies to these two routes only.
 */
export const whatsappWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  // The signature is an HMAC of the exact bytes received: keep them, parse after verifying.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.get(
    '/whatsapp',
    {
      schema: {
        operationId: 'verifyWhatsappWebhook',
        tags: ['whatsapp'],
        summary: 'Verificação do webhook pela Meta (hub.challenge em texto puro)',
        security: [],
        querystring: verifyQuerySchema,
        response: { 200: z.string(), ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      const expected = app.config.whatsapp.verifyToken;
      const query = request.query;
      const challenge = query['hub.challenge'];
      if (
        !expected ||
        query['hub.mode'] !== 'subscribe' ||
        !challenge ||
        !safeEqualText(query['hub.verify_token'] ?? '', expected)
      ) {
        throw WEBHOOK_ERRORS.verification();
      }
      return reply.type('text/plain; charset=utf-8').send(challenge);
    },
  );

  app.post(
    '/whatsapp',
    {
      schema: {
        operationId: 'receiveWhatsappWebhook',
        tags: ['whatsapp'],
        summary:
          'Entregas da WhatsApp Cloud API (mensagens e status), assinadas com X-Hub-Signature-256; responde 200 assim que armazena',
        security: [],
        response: { 200: ackSchema, ...errorResponses(400, 401, 413, 503) },
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : null;
      const { whatsapp } = app;
      if (!verifyWebhookSignature(whatsapp.appSecret, body, request.headers[SIGNATURE_HEADER])) {
        request.log.warn(
          { event: 'whatsapp.bad_signature', ip: request.ip },
          'webhook with a bad or missing signature',
        );
        throw WEBHOOK_ERRORS.signature();
      }
      let json: unknown;
      try {
        json = JSON.parse(body!.toString('utf8'));
      } catch {
        throw WEBHOOK_ERRORS.payload();
      }
      const pipeline = whatsapp.pipeline;
      if (!pipeline) throw WEBHOOK_ERRORS.unavailable();
      const parsed = parseWebhookPayload(json, whatsapp.now());
      if (parsed.skipped > 0)
        request.log.warn({ skipped: parsed.skipped }, 'webhook items skipped (malformed)');
      await pipeline.ingest.ingest(parsed);
      return { ok: true as const };
    },
  );
};
