import fp from 'fastify-plugin';
import { ensureDefaultMetrics, httpRequestDuration } from '../lib/metrics.ts';

/**
 * Times every HTTP request into `http_request_duration_seconds` (route = the route pattern; requests
 * that matched no route share `unmatched`, so scanners cannot grow the label set) and turns on the
 * default process metrics. The metrics are per process, whatever the number of apps built in it.
 */
export const metricsPlugin = fp(
  async (app) => {
    ensureDefaultMetrics();
    app.addHook('onResponse', (request, reply, done) => {
      httpRequestDuration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
      done();
    });
  },
  { name: 'metrics', fastify: '5.x' },
);
