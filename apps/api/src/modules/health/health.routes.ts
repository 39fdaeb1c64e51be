import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'error']) });

const readySchema = z.object({
  status: z.enum(['ready', 'starting', 'draining', 'unavailable']),
  db: z.enum(['ok', 'error']),
  /** `disabled` without REDIS_URL; `error` does not make the process unready (in-memory limits). */
  redis: z.enum(['ok', 'error', 'disabled']),
});

const DB_CHECK_TIMEOUT_MS = 2000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const databaseOk = async (log: { error: (obj: object, msg: string) => void }) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        app.db.execute(sql`select 1`),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('database check timed out')), DB_CHECK_TIMEOUT_MS);
        }),
      ]);
      return true;
    } catch (error) {
      log.error({ err: error }, 'readiness check: database unreachable');
      return false;
    } finally {
      clearTimeout(timer);
    }
  };

  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        summary: 'Saúde do serviço e do banco de dados (liveness)',
        security: [],
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, db: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'error', db: 'error' });
      }
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        operationId: 'getReadiness',
        tags: ['health'],
        summary: 'Pronto para receber tráfego: banco respondendo, migrações aplicadas, sem estar encerrando',
        description:
          'Para o balanceador de carga: 503 enquanto o processo inicia (migrações), durante o encerramento ' +
          'gracioso (SIGTERM) ou quando o banco de dados não responde. O Redis não decide: sem ele os ' +
          'limites contam em memória e o processo segue servindo; seu estado vem em `redis` ' +
          '(e no log e na métrica `tenho_redis_up`), para que um Redis fora do ar não tire todos os ' +
          'processos do balanceador ao mesmo tempo.',
        security: [],
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (request, reply) => {
      const lifecycle = app.hasDecorator('readiness') ? app.readiness.state : 'ready';
      const [db, redis] = await Promise.all([
        databaseOk(request.log),
        app.redis ? app.redis.ping() : Promise.resolve(null),
      ]);
      const body = {
        status: lifecycle !== 'ready' ? lifecycle : db ? ('ready' as const) : ('unavailable' as const),
        db: db ? ('ok' as const) : ('error' as const),
        redis: redis === null ? ('disabled' as const) : redis ? ('ok' as const) : ('error' as const),
      };
      if (body.status !== 'ready') reply.header('cache-control', 'no-store');
      return reply.status(body.status === 'ready' ? 200 : 503).send(body);
    },
  );
};
