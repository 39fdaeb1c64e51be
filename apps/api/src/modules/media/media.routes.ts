import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transcriptionStatusSchema } from '@tenho/domain/media/media.schemas';
import { BEARER, errorResponses } from '../../lib/route-schema.ts';
import { requireModule } from '../../plugins/authorization.ts';

/** Issue 30: Configurações (MASTER) shows whether voice notes are transcribed, by which host and model. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/transcription',
    {
      onRequest: requireModule('system'),
      schema: {
        operationId: 'getTranscriptionStatus',
        tags: ['system'],
        summary:
          'Transcrição de áudios (MASTER): se está ligada (TRANSCRIBE_URL), o host do provedor e o modelo; nunca a chave',
        security: BEARER,
        response: { 200: transcriptionStatusSchema, ...errorResponses(401, 403) },
      },
    },
    async () => {
      const { url, model, maxSeconds } = app.config.transcribe;
      let host: string | null = null;
      if (url) {
        try {
          host = new URL(url).host;
        } catch {
          host = null;
        }
      }
      return { enabled: url !== null, host, model: url ? model : null, max_seconds: maxSeconds };
    },
  );
};
