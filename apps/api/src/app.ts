import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import '@tenho/domain/shared/zod-locale'; // pt-BR fallback messages for every schema, set once
import { withSafeLogging } from './lib/logging.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { categoriesRoutes } from './modules/categories/categories.routes.ts';
import { testCategorizeRoutes } from './modules/categories/test-categorize.routes.ts';
import { userCategoriesRoutes } from './modules/categories/user-categories.routes.ts';
import { franchiseUnitsRoutes } from './modules/franchise-units/franchise-units.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { authorizationPlugin } from './plugins/authorization.ts';
import { categorizerPlugin } from './plugins/categorizer.ts';
import { errorsPlugin, toErrorResponse } from './plugins/errors.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityPlugin } from './plugins/security.ts';
import { staticPlugin } from './plugins/static.ts';
import { swaggerPlugin } from './plugins/swagger.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
  }
}

export type BuildAppOptions = {
  db: Database;
  config: AppConfig;
  /** Fastify logger option: false in tests, pino options in main.ts. */
  logger?: FastifyServerOptions['logger'];
  /** Injectable clock for sessions and throttling (tests travel in time with it). */
  now?: () => Date;
};

/** The whole HTTP application, without listening: used by main.ts, the tests and the bench. */
export async function buildApp({ db, config, logger = false, now }: BuildAppOptions) {
  const app = Fastify({
    // Redaction and a serializer that drops query parameters from errors, whoever builds the app.
    logger: withSafeLogging(logger),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // Errors raised before routing (bad URL encoding, ...) follow the same contract.
    frameworkErrors: (error, _request, reply) => {
      const { status, body } = toErrorResponse(error);
      void (reply as FastifyReply).status(status).send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(rateLimitPlugin, { now: now ? () => now().getTime() : undefined });
  await app.register(swaggerPlugin);
  await app.register(authPlugin, { now });
  await app.register(authorizationPlugin);
  await app.register(categorizerPlugin);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(franchiseUnitsRoutes, { prefix: '/api/franchise-units' });
  await app.register(categoriesRoutes, { prefix: '/api/categories' });
  await app.register(userCategoriesRoutes, { prefix: '/api/users' });
  await app.register(testCategorizeRoutes, { prefix: '/api/webhooks' });

  await app.register(staticPlugin, { root: config.webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
