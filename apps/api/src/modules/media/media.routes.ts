import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transcriptionStatusSchema, transcriptionTestResultSchema } from '@tenho/domain/media/media.schemas';
import { BEARER, errorResponses } from '../../lib/route-schema.ts';
import { requireModule } from '../../plugins/authorization.ts';
import { testTranscription } from './transcription-check.ts';

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

  app.post(
    '/transcription/test',
    {
      onRequest: requireModule('system'),
      schema: {
        operationId: 'testTranscription',
        tags: ['system'],
        summary:
          'Testa a transcrição (MASTER): envia ao provedor um áudio curto que acompanha o sistema e devolve o texto reconhecido',
        description:
          '409 `media.transcription_off` sem TRANSCRIBE_URL; 503 `media.provider_unavailable` (sem resposta, 5xx, 429 após 3 tentativas); ' +
          '422 `media.provider_unauthorized`, `media.provider_not_found`, `media.provider_refused`, `media.provider_empty`. ' +
          'O texto de erro do provedor nunca é repassado.',
        security: BEARER,
        response: {
          200: transcriptionTestResultSchema,
          ...errorResponses(401, 403, 409, 422, 503),
        },
      },
    },
    async () => testTranscription(app.config.transcribe),
  );
};
