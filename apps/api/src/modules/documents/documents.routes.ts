import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DOCUMENT_MAX_BYTES,
  documentListQuerySchema,
  documentListSchema,
  documentSchema,
} from '@tenho/domain/documents/documents.schemas';
import { idParamsSchema } from '@tenho/domain/shared/schema-fields';
import { createLocalStorage } from '../../lib/storage.ts';
import { currentUser, requireModule } from '../../plugins/authorization.ts';
import { DOCUMENTS_ERRORS } from './documents.errors.ts';
import { createDocumentsService } from './documents.service.ts';
import { BEARER, errorResponses } from '../../lib/route-schema.ts';

const errors = errorResponses(400, 401, 403, 404);
/** Staged uploads older than this are leftovers of a crash. */
const STALE_STAGED_MS = 60 * 60 * 1000;

/**
 * /documents (issue 11). Multipart is parsed only in this plugin (encapsulated): every other route
 * keeps answering 415 to it, and JSON bodies keep the app's global body limit.
 */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploads = join(app.config.dataDir, 'uploads');
  const storage = createLocalStorage({ root: join(uploads, 'documents'), stagingDir: join(uploads, 'tmp') });
  const service = createDocumentsService({ db: app.db, storage, logger: app.log });
  void storage
    .sweepStaged(STALE_STAGED_MS)
    .catch((error: unknown) => app.log.warn({ err: error }, 'could not sweep staged uploads'));

  await app.register(multipart, {
    limits: {
      // One byte over the limit is enough to refuse; busboy stops reading there.
      fileSize: DOCUMENT_MAX_BYTES + 1,
      files: 1,
      fields: 10,
      parts: 12,
      fieldSize: 4096,
      fieldNameSize: 100,
      headerPairs: 100,
    },
  });

  app.get(
    '',
    {
      onRequest: requireModule('document'),
      schema: {
        operationId: 'listDocuments',
        tags: ['documents'],
        summary:
          'Documentos que a pessoa pode ver (rede, unidade, privados da empresa), mais novos primeiro; `search` no título e no nome do arquivo',
        security: BEARER,
        querystring: documentListQuerySchema,
        response: { 200: documentListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.list(currentUser(request), request.query),
  );

  app.post(
    '',
    {
      onRequest: requireModule('document', 'document.create'),
      schema: {
        operationId: 'uploadDocument',
        tags: ['documents'],
        summary:
          'Envia um documento (multipart/form-data: `file`, `title`, `visibility`, `unit_id` opcional)',
        description:
          'Até 10 MB; o tipo é conferido pelo conteúdo: PDF, PNG, JPEG, GIF, WebP, DOCX, XLSX, PPTX, ODT, ODS, ODP, DOC, XLS, PPT, CSV e TXT. ' +
          '`visibility`: NETWORK (só o Master), UNIT (o Master escolhe a franquia em `unit_id`; o administrador publica na sua), ' +
          'PRIVATE (da empresa e dos seus usuários; do próprio autor para administradores e Master). ' +
          '413 `documents.too_large`, 415 `documents.type_not_allowed`.',
        consumes: ['multipart/form-data'],
        security: BEARER,
        response: { 201: documentSchema, ...errors, ...errorResponses(413, 415) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw DOCUMENTS_ERRORS.multipartRequired();
      const document = await service.upload(currentUser(request), request.parts(), { ip: request.ip });
      return reply.status(201).send(document);
    },
  );

  app.get(
    '/:id/download',
    {
      onRequest: requireModule('document'),
      schema: {
        operationId: 'downloadDocument',
        tags: ['documents'],
        summary: 'Baixa o arquivo (Content-Disposition: attachment, com o tipo conferido no envio)',
        security: BEARER,
        params: idParamsSchema,
        response: { 200: z.any().describe('O arquivo'), ...errors },
      },
    },
    async (request, reply) => {
      const file = await service.download(currentUser(request), request.params.id);
      return reply
        .header('content-type', file.mimeType)
        .header('content-length', String(file.size))
        .header('content-disposition', file.disposition)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: requireModule('document', 'document.delete'),
      schema: {
        operationId: 'deleteDocument',
        tags: ['documents'],
        summary:
          'Exclui o documento e o seu arquivo (quem enviou, a empresa dona, o administrador da unidade ou o Master)',
        security: BEARER,
        params: idParamsSchema,
        response: { 204: z.null().describe('Excluído'), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(currentUser(request), request.params.id, { ip: request.ip });
      return reply.status(204).send(null);
    },
  );
};
