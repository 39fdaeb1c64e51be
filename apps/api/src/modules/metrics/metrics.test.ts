import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createUser } from '../../../test/factories.ts';
import { messageDelivery, newMobile, useLoopTestApp } from '../../../test/whatsapp-loop.ts';
import { REPO_ROOT } from '../../config.ts';
import { startMetricsServer } from '../../lib/metrics.ts';

/** Every metric the Grafana dashboard beside the compose file queries. */
function dashboardMetrics(): string[] {
  const dashboard = JSON.parse(readFileSync(join(REPO_ROOT, 'deploy/grafana-dashboard.json'), 'utf8')) as {
    panels: { targets: { expr: string }[] }[];
  };
  const names = dashboard.panels.flatMap((panel) =>
    panel.targets.flatMap((target) =>
      [...target.expr.matchAll(/\b((?:tenho|http|process|nodejs)_\w+)/g)].map((m) => m[1]!),
    ),
  );
  return [...new Set(names)];
}

const TOKEN = 'metrics-token-for-tests-0123456789';

/** The families the issue asks for, plus the Redis state; the dashboard reads these. */
const FAMILIES = [
  'http_request_duration_seconds',
  'tenho_webhook_messages_total',
  'tenho_outbound_messages_total',
  'tenho_job_queue_depth',
  'tenho_jobs_failed_total',
  'tenho_dead_letters',
  'tenho_login_throttled_total',
  'tenho_event_bus_lag_seconds',
  'tenho_redis_up',
  'process_cpu_user_seconds_total',
  'process_resident_memory_bytes',
  'nodejs_eventloop_lag_seconds',
];

describe('GET /metrics with METRICS_TOKEN', () => {
  const t = useLoopTestApp({
    config: {
      metricsToken: TOKEN,
      loginThrottle: {
        maxFailuresPerEmail: 1,
        maxFailuresPerIp: 1000,
        windowMs: 60_000,
        delayAfterFailures: 0,
        maxDelayMs: 0,
      },
    },
  });
  const scrape = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };

  it('runs on Node 22.12 or newer (the node package from the lockfile)', () => {
    const [major, minor] = process.versions.node.split('.').map(Number) as [number, number];
    expect(major > 22 || (major === 22 && minor >= 12)).toBe(true);
  });

  it('exposes every family after requests, a webhook delivery and a throttled login', async () => {
    const user = await createUser(t.db, { role: 'ADMIN' });
    await t.call('GET', '/api/health');
    await t.call('GET', '/api/nao-existe');
    const login = () =>
      t.call('POST', '/api/auth/login', undefined, { email: user.email, password: 'Senha-Errada-123!' });
    expect((await login()).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(429);
    const delivered = await t.deliver(
      messageDelivery({ from: `55${newMobile('31')}`, text: 'alguém tem pneu aro 15?' }),
    );
    expect(delivered.statusCode).toBe(200);
    await t.settle();

    const text = await scrape();
    for (const family of FAMILIES) expect(text).toContain(`# TYPE ${family} `);
    // The route label is the pattern; an unknown path never becomes a label of its own.
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\} [1-9]/,
    );
    expect(text).not.toContain('/api/nao-existe');
    expect(text).toMatch(/tenho_webhook_messages_total\{outcome="stored"\} [1-9]/);
    expect(text).toMatch(/tenho_login_throttled_total\{limit="email_address"\} [1-9]/);
    expect(text).toMatch(/tenho_job_queue_depth\{queue="whatsapp-send"\} \d/);
    expect(text).toMatch(/tenho_dead_letters\{queue="whatsapp-send"\} \d/);
    expect(text).toMatch(/nodejs_version_info\{version="v2[2-9]\./);
    // The dashboard reads only series this endpoint exposes.
    const queried = dashboardMetrics();
    expect(queried.length).toBeGreaterThan(8);
    for (const name of queried) {
      const family = name.replace(/_(bucket|count|sum)$/, '');
      // A family without samples yet (no failed job so far) still declares itself.
      expect(text, name).toMatch(new RegExp(`^(# TYPE ${family} |${name}[{ ])`, 'm'));
    }
  });

  it('answers 401 to a missing or wrong token', async () => {
    const missing = await t.call('GET', '/metrics');
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({
      code: 'metrics.unauthorized',
      message: 'Token de métricas ausente ou inválido',
    });
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('http_request_duration_seconds');
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  const t = useTestApp();

  it('does not exist (404), whatever the header', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Recurso não encontrado' });
  });
});

describe('METRICS_PORT listener (the worker)', () => {
  it('serves the same registry with the token only', async () => {
    const server = await startMetricsServer({ token: TOKEN, host: '127.0.0.1', port: 0 });
    const port = (server.address() as AddressInfo).port;
    const get = (path: string, authorization?: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path, headers: authorization ? { authorization } : {} },
          (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        req.end();
      });
    try {
      expect((await get('/metrics')).status).toBe(401);
      expect((await get('/metrics', 'Bearer nope')).status).toBe(401);
      expect((await get('/api/health', `Bearer ${TOKEN}`)).status).toBe(404);
      const ok = await get('/metrics', `Bearer ${TOKEN}`);
      expect(ok.status).toBe(200);
      expect(ok.body).toContain('# TYPE process_cpu_user_seconds_total counter');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
