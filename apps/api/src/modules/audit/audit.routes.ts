import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditLogQuerySchema, auditLogResponseSchema } from '@tenho/domain/audit/audit.schemas';
import { attachmentDisposition, CSV_CONTENT_TYPE } from '../../lib/csv.ts';
import { requireModule } from '../../plugins/authorization.ts';
import { createAuditService } from './audit.service.ts';
import { BEARER, errorResponses } from '../../lib/route-schema.ts';

const csvText = z.string().describe('Com format=csv: planilha (text/csv; charset=utf-8, UTF-8 com BOM, `;`)');

export type AuditRoutesOptions = { now?: () => Date };

export const auditRoutes: FastifyPluginAsyncZod<AuditRoutesOptions> = async (app, options) => {
  const service = createAuditService({ db: app.db, now: options.now });

  app.get(
    '',
    {
      onRequest: requireModule('system', 'system.view'),
      schema: {
        operationId: 'listAuditLog',
        tags: ['audit'],
        summary:
          'Logs do sistema (MASTER): quem, ação, alvo, quando, IP. Filtros actor, action (código ou área), target e target_id, from/to (aaaa-mm-dd); paginado; format=csv exporta',
        security: BEARER,
        querystring: auditLogQuerySchema,
        response: {
          200: z.union([auditLogResponseSchema, csvText]),
          ...errorResponses(400, 401, 403, 422),
        },
      },
    },
    async (request, reply) => {
      const result = await service.list(request.query);
      if ('kind' in result) {
        return reply
          .type(CSV_CONTENT_TYPE)
          .header('content-disposition', attachmentDisposition(result.fileName))
          .send(result.body);
      }
      return result;
    },
  );
};
