import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App, type BuildAppOptions } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { createTestDatabase } from './database.ts';

export type TestClock = {
  now: () => Date;
  /** Moves the clock forward (sessions, cache entries and throttle windows follow it). */
  advance: (ms: number) => void;
};

export function createTestClock(start = Date.now()): TestClock {
  let current = start;
  return { now: () => new Date(current), advance: (ms) => void (current += ms) };
}

/** Defaults for tests: no web build, throttles far away unless a test lowers them. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({
    NODE_ENV: 'test',
    WEB_DIST: '/nonexistent/tenho-web-dist',
    DATA_DIR: '/nonexistent/tenho-data',
  });
  return {
    ...base,
    loginThrottle: { ...base.loginThrottle, maxFailuresPerEmail: 10, maxFailuresPerIp: 1000 },
    authRateLimitPerMinute: 0,
    testCategorizeRateLimitPerMinute: 0,
    categoryExamplesRateLimitPerMinute: 0,
    registerRateLimitPerHour: 0,
    ...overrides,
  };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type TestContext = {
  app: App;
  db: Database;
  config: AppConfig;
  clock: TestClock;
  /**
   * One request as the web app sends it: signed in with `token` when given, a JSON body when given,
   * `headers` added (an Idempotency-Key).
   */
  call: (
    method: HttpMethod,
    url: string,
    token?: string | null,
    payload?: unknown,
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

export type TestAppOptions = {
  config?: Partial<AppConfig>;
  database?: { db: Database };
  /** Fastify logger options (off by default), e.g. `{ level: 'info', stream }` to read the logs. */
  logger?: BuildAppOptions['logger'];
  /** Runs before the app is ready, e.g. to add routes that exist only in a test. */
  setup?: (app: App) => void | Promise<void>;
  /** More buildApp options (a PSP sandbox, shorter PSP timeouts). */
  build?: Pick<BuildAppOptions, 'pixSandbox' | 'pixClientOptions'>;
};

/** The request helper of a test context (`t.call`), on `app`. */
export function callOf(app: App): TestContext['call'] {
  return (method, url, token, payload, headers = {}) =>
    app.inject({
      method,
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

/** The real app on a fresh database (or on `database` when several apps share one). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const owned = options.database ? null : await createTestDatabase();
  const db = options.database?.db ?? owned!.db;
  // Files the app writes (e-mails, avatars) go to a throwaway directory unless the test names one.
  const ownedDataDir = options.config?.dataDir ? null : await mkdtemp(join(tmpdir(), 'tenho-api-test-data-'));
  const config = testConfig({ ...(ownedDataDir ? { dataDir: ownedDataDir } : {}), ...options.config });
  const clock = createTestClock();
  const app = await buildApp({
    db,
    config,
    now: clock.now,
    logger: options.logger ?? false,
    ...options.build,
  });
  await options.setup?.(app);
  await app.ready();
  return {
    app,
    db,
    config,
    clock,
    call: callOf(app),
    close: async () => {
      await app.close();
      await owned?.close();
      if (ownedDataDir) await rm(ownedDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Registers beforeAll/afterAll for a test file and returns the context, filled once beforeAll ran:
 *   const t = useTestApp();
 *   it('...', async () => { await t.app.inject(...) });
 */
export function useTestApp(options: TestAppOptions = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    Object.assign(context, await createTestApp(options));
  });
  afterAll(async () => {
    await context.close?.();
  });
  return context;
}
