import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { IDEMPOTENCY_KEY_PARAMETER, withIdempotencyKeyParameter } from './idempotency-openapi.ts';
import { IF_MATCH_PARAMETER, withIfMatchParameter } from '../lib/record-version.ts';

export const DOCS_PREFIX = '/api/docs';

/** OpenAPI generated from the routes' zod schemas; UI at /api/docs, document at /api/docs/json. */
export const swaggerPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Tenho API',
          description:
            'API da plataforma Tenho. Erros respondem `{ code, message, details? }` com mensagem em português.',
          version: '0.1.0',
        },
        // Paths start with /api: the server is the site's address (PUBLIC_URL).
        servers: [{ url: app.config.publicUrl, description: 'Esta instalação (PUBLIC_URL)' }],
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              description: 'Token da sessão (POST /api/auth/login)',
            },
          },
          parameters: { IdempotencyKey: IDEMPOTENCY_KEY_PARAMETER, IfMatch: IF_MATCH_PARAMETER },
        },
      },
      transform: createJsonSchemaTransform({ skipList: [] }),
      // Every mutation the idempotency plugin covers names the shared Idempotency-Key header once.
      transformObject: (documentObject) =>
        'openapiObject' in documentObject
          ? withIfMatchParameter(withIdempotencyKeyParameter(documentObject.openapiObject))
          : documentObject.swaggerObject,
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
  },
  { name: 'swagger', fastify: '5.x' },
);
