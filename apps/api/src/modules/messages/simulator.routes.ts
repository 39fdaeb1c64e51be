import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@tenho/domain/shared/schema-fields';
import {
  simulatorConversationQuerySchema,
  simulatorConversationSchema,
  SIMULATOR_MEDIA_MAX_BYTES,
  simulatorMediaFieldsSchema,
  simulatorMediaResultSchema,
  simulatorMessageInputSchema,
  simulatorMessageResultSchema,
  simulatorUnitSchema,
} from '@tenho/domain/whatsapp/simulator.schemas';
import { COMMON_ERRORS, isAppError } from '../../lib/app-error.ts';
import { BEARER, errorResponses } from '../../lib/route-schema.ts';
import { createSimulatorUploads } from '../media/media.service.ts';
import { SIMULATOR_ERRORS } from './messages.errors.ts';
import { currentUser, requireModule } from '../../plugins/authorization.ts';
import { createSimulatorService } from './simulator.service.ts';

/** The multipart fields POST /simulator/media reads; anything else in the form is ignored. */
const MEDIA_FIELDS = new Set(['unit_id', 'from', 'name', 'caption']);

/** @fastify/multipart's and busboy's errors, answered in Portuguese; ours pass through. */
function toUploadError(error: unknown): unknown {
  if (isAppError(error)) return error;
  const { code, syscall } = (error ?? {}) as { code?: unknown; syscall?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return SIMULATOR_ERRORS.tooLarge();
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return SIMULATOR_ERRORS.multipartRequired();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return SIMULATOR_ERRORS.fieldInvalid();
  // File-system failures are ours (500); anything else came from parsing what the client sent.
  if (typeof syscall === 'string') return error;
  return SIMULATOR_ERRORS.uploadInterrupted();
}

/** The WhatsApp simulator (MASTER: any unit; ADMIN: its own unit). */
export const simulatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSimulatorService({ db: app.db, app });
  const uploads = createSimulatorUploads(app.config.transcribe.mediaDir);

  // Issue 30: multipart only in this plugin (encapsulated), for the Simulador's voice notes and photos.
  await app.register(multipart, {
    limits: {
      // One byte over the cap is enough to refuse; the staging cap answers first.
      fileSize: SIMULATOR_MEDIA_MAX_BYTES + 1,
      files: 1,
      fields: 8,
      parts: 10,
      fieldSize: 4096,
      fieldNameSize: 100,
      headerPairs: 100,
    },
  });

  app.post(
    '/media',
    {
      onRequest: requireModule('message', 'inbound.create'),
      schema: {
        operationId: 'sendSimulatorMedia',
        tags: ['simulator'],
        summary:
          'Simula um áudio ou uma foto de um consumidor (multipart/form-data: `unit_id`, `from`, `name`, `caption` só para foto, e por último `file`): passa pelo webhook real como no WhatsApp',
        description:
          'Até 16 MB, o tipo conferido pelo conteúdo: áudio OGG, MP3, M4A, AMR, WAV ou WebM; foto JPEG, PNG ou WebP. ' +
          '413 `simulator.too_large`, 415 `simulator.not_media` / `simulator.multipart_required`.',
        consumes: ['multipart/form-data'],
        security: BEARER,
        response: {
          200: simulatorMediaResultSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415),
        },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw SIMULATOR_ERRORS.multipartRequired();
      const fields: Record<string, string> = {};
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (MEDIA_FIELDS.has(part.fieldname) && typeof part.value === 'string')
              fields[part.fieldname] = part.value;
            continue;
          }
          if (part.fieldname !== 'file') {
            part.file.resume();
            continue;
          }
          const parsed = simulatorMediaFieldsSchema.safeParse(fields);
          if (!parsed.success) {
            part.file.resume();
            throw COMMON_ERRORS.validation(
              parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
            );
          }
          return await service.sendMedia(currentUser(request), parsed.data, part.file, uploads);
        }
      } catch (error) {
        throw toUploadError(error);
      }
      throw SIMULATOR_ERRORS.fileRequired();
    },
  );

  app.post(
    '/messages',
    {
      onRequest: requireModule('message', 'inbound.create'),
      schema: {
        operationId: 'sendSimulatorMessage',
        tags: ['simulator'],
        summary:
          'Simula uma mensagem de WhatsApp (consumidor ou empresa) enviada ao número da franquia: passa pelo webhook real, assinada',
        security: BEARER,
        body: simulatorMessageInputSchema,
        response: { 200: simulatorMessageResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.send(currentUser(request), request.body),
  );

  app.get(
    '/units/:id',
    {
      onRequest: requireModule('message', 'inbound.view'),
      schema: {
        operationId: 'getSimulatorUnit',
        tags: ['simulator'],
        summary: 'Número da franquia no simulador e suas empresas (uma caixa de entrada por empresa)',
        security: BEARER,
        params: idParamsSchema,
        response: { 200: simulatorUnitSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.unitOverview(currentUser(request), request.params.id),
  );

  app.get(
    '/conversation',
    {
      onRequest: requireModule('message', 'inbound.view'),
      schema: {
        operationId: 'getSimulatorConversation',
        tags: ['simulator'],
        summary:
          'Conversa de um número (consumidor ou empresa) com a franquia: mensagens recebidas e enviadas',
        security: BEARER,
        querystring: simulatorConversationQuerySchema,
        response: { 200: simulatorConversationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      service.conversation(currentUser(request), request.query.unit_id, request.query.number),
  );
};
