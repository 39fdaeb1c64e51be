import { existsSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { LlmConfig } from './categorizer/llm-provider.ts';

/**
 * The repository root. Relative DATA_DIR and WEB_DIST are resolved against it, not against the
 * working directory: `npm start -w @tenho/api` runs with cwd apps/api, `npm start` with cwd the root,
 * and both must find the same ./data and apps/web/dist.
 */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export type SeedDemoMode = 'auto' | 'always' | 'never';

export type AppConfig = {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** PostgreSQL connection string; null means embedded PGlite in `dataDir/pglite`. */
  databaseUrl: string | null;
  /** Absolute path. */
  dataDir: string;
  /** Absolute path of the built SPA (served only when it exists). */
  webDist: string;
  masterEmail: string | null;
  masterPassword: string | null;
  seedDemo: SeedDemoMode;
  redisUrl: string | null;
  /**
   * Fastify's trustProxy: false, or the addresses/CIDRs of the proxies to trust. Never `true`: that
   * takes the client-written left end of X-Forwarded-For as the client IP and lets anyone dodge the
   * per-IP throttles (and Fastify ignores hop counts).
   */
  trustProxy: false | string;
  logLevel: string;
  /** Default request body limit in bytes. */
  bodyLimit: number;
  /** Failed logins allowed per e-mail and per IP inside the window; 0 disables that counter. */
  loginThrottle: { maxFailuresPerEmail: number; maxFailuresPerIp: number; windowMs: number };
  /** Requests per IP and minute on the public auth routes; 0 disables the limiter. */
  authRateLimitPerMinute: number;
  /** How long a resolved session stays in the in-process cache before it is re-read. */
  sessionCacheTtlMs: number;
  /** Optional OpenAI-compatible categoriser (LLM_*); null = offline categoriser only. */
  llm: LlmConfig | null;
};

/** proxy-addr's names for loopback, link-local and private (RFC 1918 / fc00::/7) addresses. */
export const PRIVATE_PROXIES = 'loopback, linklocal, uniquelocal';

const int = (fallback: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : Number(v)))
    .pipe(z.number().int().min(0));

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : null));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).catch('development'),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PORT: int(3000),
  DATABASE_URL: optionalText,
  DATA_DIR: z.string().trim().min(1).default('./data'),
  WEB_DIST: z.string().trim().min(1).default('apps/web/dist'),
  MASTER_EMAIL: optionalText,
  MASTER_PASSWORD: z
    .string()
    .optional()
    .transform((v) => (v ? v : null)),
  SEED_DEMO: z
    .string()
    .trim()
    .optional()
    .transform((v): SeedDemoMode =>
      v === '1' || v === 'true' ? 'always' : v === '0' || v === 'false' ? 'never' : 'auto',
    ),
  REDIS_URL: optionalText,
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((v): false | string => {
      if (!v || v === '0' || v === 'false') return false;
      // '1' (the README's setting): a reverse proxy on this host or the private network.
      if (v === '1' || v === 'true') return PRIVATE_PROXIES;
      return v;
    }),
  LOG_LEVEL: z.string().trim().min(1).default('info'),
  BODY_LIMIT_BYTES: int(1024 * 1024),
  LOGIN_MAX_FAILURES_PER_EMAIL: int(10),
  LOGIN_MAX_FAILURES_PER_IP: int(30),
  LOGIN_THROTTLE_WINDOW_MINUTES: int(15),
  AUTH_RATE_LIMIT_PER_MINUTE: int(60),
  SESSION_CACHE_TTL_SECONDS: int(30),
  LLM_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).nullable()),
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  LLM_MODE: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : 'fallback'))
    .pipe(z.enum(['fallback', 'always'])),
  LLM_TIMEOUT_MS: int(4000).pipe(z.number().min(1)),
});

function llmConfig(e: z.output<typeof envSchema>): LlmConfig | null {
  if (!e.LLM_BASE_URL) return null;
  if (!e.LLM_MODEL) throw new Error('Invalid environment: LLM_MODEL: required when LLM_BASE_URL is set');
  return {
    baseUrl: e.LLM_BASE_URL,
    apiKey: e.LLM_API_KEY ?? undefined,
    model: e.LLM_MODEL,
    mode: e.LLM_MODE,
    timeoutMs: e.LLM_TIMEOUT_MS,
  };
}

function resolveFromRoot(path: string): string {
  return isAbsolute(path) ? path : resolve(REPO_ROOT, path);
}

/** Reads the environment once; throws a readable error naming the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolveFromRoot(e.DATA_DIR),
    webDist: resolveFromRoot(e.WEB_DIST),
    masterEmail: e.MASTER_EMAIL?.toLowerCase() ?? null,
    masterPassword: e.MASTER_PASSWORD,
    seedDemo: e.SEED_DEMO,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT_BYTES,
    loginThrottle: {
      maxFailuresPerEmail: e.LOGIN_MAX_FAILURES_PER_EMAIL,
      maxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      windowMs: e.LOGIN_THROTTLE_WINDOW_MINUTES * 60_000,
    },
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    sessionCacheTtlMs: e.SESSION_CACHE_TTL_SECONDS * 1000,
    llm: llmConfig(e),
  };
}

export function webDistExists(config: Pick<AppConfig, 'webDist'>): boolean {
  return existsSync(resolve(config.webDist, 'index.html'));
}
