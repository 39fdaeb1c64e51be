import { PGlite } from '@electric-sql/pglite';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, DatabaseDriver } from '../../db/client.ts';
import { attachmentDisposition } from '../../lib/csv.ts';
import { currentUser, requireModule } from '../../plugins/authorization.ts';
import { createBackupService } from './backup.service.ts';
import { BEARER, errorResponses } from '../../lib/route-schema.ts';

function driverOf(db: Database): DatabaseDriver {
  return (db as unknown as { $client?: unknown }).$client instanceof PGlite ? 'pglite' : 'pg';
}

export type SystemRoutesOptions = { now?: () => Date };

export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (app, options) => {
  const backups = createBackupService({
    db: app.db,
    driver: driverOf(app.db),
    dataDir: app.config.dataDir,
    now: options.now,
  });

  app.get(
    '/backup',
    {
      // Downloading the whole database (password hashes included) is the system's owner's job.
      onRequest: requireModule('system'),
      // The dump comes before the first byte: on a large database longer than the idle deadline.
      config: { longResponse: true },
      schema: {
        operationId: 'downloadBackup',
        tags: ['system'],
        summary:
          'Backup completo (MASTER): o banco inteiro (um único instante) e os arquivos de DATA_DIR/uploads, em .tar.gz; restaure com `npm run restore -- <arquivo>`',
        security: BEARER,
        response: {
          200: z.string().describe('Arquivo .tar.gz (application/gzip)'),
          ...errorResponses(401, 403, 409),
        },
      },
    },
    async (request, reply) => {
      const backup = await backups.createBackup(currentUser(request), { ip: request.ip });
      return (
        reply
          .type('application/gzip')
          .header('content-disposition', attachmentDisposition(backup.fileName))
          .header('cache-control', 'no-store')
          // A stream is sent as it is (never serialised); the schema above only documents it.
          .send(backup.stream as never)
      );
    },
  );
};
