import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  register,
  type CounterConfiguration,
  type GaugeConfiguration,
  type HistogramConfiguration,
} from 'prom-client';

/**
 * Prometheus metrics: every metric lives in prom-client's default registry, created once per
 * process (module level). The helpers below return the metric already registered under the name,
 * so a module evaluated twice in one process (test runners) never throws on a duplicate name.
 */
export const metricsRegistry = register;

function existing<M>(name: string): M | undefined {
  return register.getSingleMetric(name) as M | undefined;
}

export function counter<T extends string>(config: CounterConfiguration<T>): Counter<T> {
  return existing<Counter<T>>(config.name) ?? new Counter(config);
}

export function gauge<T extends string>(config: GaugeConfiguration<T>): Gauge<T> {
  return existing<Gauge<T>>(config.name) ?? new Gauge(config);
}

export function histogram<T extends string>(config: HistogramConfiguration<T>): Histogram<T> {
  return existing<Histogram<T>>(config.name) ?? new Histogram(config);
}

/** The process metrics (CPU, memory, event loop lag, GC, Node version), registered once. */
export function ensureDefaultMetrics(): void {
  if (!existing('process_cpu_user_seconds_total')) collectDefaultMetrics();
}

/** Every HTTP request: `route` is the route pattern (`/api/users/:id`), never the raw URL. */
export const httpRequestDuration = histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request duration in seconds, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

export type MetricsAccess = 'ok' | 'disabled' | 'unauthorized';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time (both sides hashed to the same
 * length first). `disabled` without a token: the endpoint does not exist.
 */
export function checkMetricsAccess(token: string | null, authorization: string | undefined): MetricsAccess {
  if (!token) return 'disabled';
  const match = /^Bearer\s+(.+)$/i.exec(authorization?.trim() ?? '');
  const presented = match?.[1] ?? '';
  return timingSafeEqual(digest(presented), digest(token)) && presented.length > 0 ? 'ok' : 'unauthorized';
}

export type MetricsServerOptions = { token: string; host: string; port: number };

/**
 * A listener that answers only `GET /metrics` (the worker has no HTTP server of its own; an API
 * process may expose its metrics on a private port too). Same token rule as the API's route.
 */
export async function startMetricsServer({ token, host, port }: MetricsServerOptions): Promise<Server> {
  ensureDefaultMetrics();
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    if (checkMetricsAccess(token, request.headers.authorization) !== 'ok') {
      response
        .writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer' })
        .end('unauthorized\n');
      return;
    }
    register.metrics().then(
      (text) => response.writeHead(200, { 'content-type': register.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
