import type { FastifyPluginAsync } from 'fastify';
import { checkMetricsAccess, metricsRegistry } from '../../lib/metrics.ts';
import { METRICS_ERRORS } from './metrics.errors.ts';

/**
 * GET /metrics (outside /api, where Prometheus looks by default): the Prometheus text format of
 * prom-client's default registry, only with `Authorization: Bearer $METRICS_TOKEN`. Without a
 * token configured the route answers 404 like any unknown path. Not in the OpenAPI document: it is
 * for the operator's scraper, not for integrators.
 */
export const metricsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const access = checkMetricsAccess(app.config.metricsToken, request.headers.authorization);
    if (access === 'disabled') throw METRICS_ERRORS.notFound();
    if (access === 'unauthorized') {
      reply.header('www-authenticate', 'Bearer');
      throw METRICS_ERRORS.unauthorized();
    }
    const text = await metricsRegistry.metrics();
    return reply.header('cache-control', 'no-store').type(metricsRegistry.contentType).send(text);
  });
};
