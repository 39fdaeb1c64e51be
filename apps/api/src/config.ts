import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
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
  /** SMTP_URL: nodemailer's SMTP connection URL; null = write each e-mail as an .eml file under dataDir/mail. */
  smtpUrl: string | null;
  /** MAIL_FROM: the sender of every e-mail. */
  mailFrom: string;
  /** PUBLIC_URL without a trailing slash: the address in e-mailed links (default http://localhost:PORT). */
  publicUrl: string;
  /**
   * PRIVACY_PSEUDONYM_SECRET: the key of the HMAC that turns an erased consumer's number into its
   * pseudonym (issue 31). Keep it stable and secret; required to start in production (runtime.ts), null elsewhere = a fixed
   * development key.
   */
  privacyPseudonymSecret: string | null;
  /**
   * Fastify's trustProxy: false, or the explicit addresses/CIDRs of the proxies to trust. Never `true`
   * nor a whole private network: a client that is not a trusted proxy could then write its own
   * X-Forwarded-For and dodge every per-IP limit.
   */
  trustProxy: false | string;
  logLevel: string;
  /** Default request body limit in bytes. */
  bodyLimit: number;
  /**
   * Slow clients (issue 28): a request's headers must arrive within `headersMs` and the whole request
   * within `requestMs`; a socket idle for `idleMs` is closed; one address may hold at most
   * `maxConnectionsPerAddress` open connections (0 = no limit; trusted proxies and loopback exempt).
   */
  clientTimeouts: { headersMs: number; requestMs: number; idleMs: number; maxConnectionsPerAddress: number };
  /** The login throttle (lib/login-throttle.ts); a limit of 0 disables that counter. */
  loginThrottle: {
    /** Failures for one e-mail from one address (IP, or IPv6 /64) before that pair gets 429. */
    maxFailuresPerEmail: number;
    /** Failures from one address, whatever the e-mail, before that address gets 429. */
    maxFailuresPerIp: number;
    windowMs: number;
    /** Failures for one e-mail from anywhere after which its attempts are spaced by a growing delay. */
    delayAfterFailures: number;
    /** Cap of that delay. */
    maxDelayMs: number;
  };
  /** Requests per IP and minute on the public auth routes; 0 disables the limiter. */
  authRateLimitPerMinute: number;
  /** POST /webhooks/test-categorize calls per user and minute (it may call a paid LLM); 0 = no limit. */
  testCategorizeRateLimitPerMinute: number;
  /** POST /categories/examples calls per user and minute (each updates the categoriser); 0 = no limit. */
  categoryExamplesRateLimitPerMinute: number;
  /** Registrations per IP (IPv6 /64) and hour; 0 disables this limiter. */
  registerRateLimitPerHour: number;
  /** How long a resolved session stays in the in-process cache before it is re-read. */
  sessionCacheTtlMs: number;
  /** GET /api/events (live event streams): heartbeat and how many streams may stay open. */
  liveEvents: { heartbeatMs: number; maxStreamsPerUser: number; maxStreams: number };
  /** Optional OpenAI-compatible categoriser (LLM_*); null = offline categoriser only. */
  llm: LlmConfig | null;
  /** WhatsApp Cloud API or the built-in simulator (WHATSAPP_*). */
  whatsapp: WhatsappConfig;
  /** WORKERS=0: this process runs no background jobs (it still enqueues them). */
  workers: boolean;
  /** Automatic top-ups through the API Pix (issue 23). */
  pix: PixConfig;
  /** METRICS_TOKEN: the bearer token of GET /metrics; null = no metrics endpoint (404). */
  metricsToken: string | null;
  /** METRICS_PORT: a second listener serving only /metrics (the worker's way to be scraped); null = none. */
  metricsPort: number | null;
  /** Issue 30: speech to text for voice notes (an OpenAI-compatible provider) and media storage. */
  transcribe: TranscribeConfig;
};

export type TranscribeConfig = {
  /** TRANSCRIBE_URL: the provider's base (…/v1/audio/transcriptions is appended); null = off. */
  url: string | null;
  /** TRANSCRIBE_MODEL (default whisper-1). */
  model: string;
  /** TRANSCRIBE_API_KEY: sent as a bearer token when set. */
  apiKey: string | null;
  /** TRANSCRIBE_TIMEOUT_MS (default 30000). */
  timeoutMs: number;
  /** TRANSCRIBE_MAX_SECONDS (default 120): longer audio is not sent. */
  maxSeconds: number;
  /** First back-off between tries (doubles; 3 tries), milliseconds. */
  retryDelayMs: number;
  /** Where fetched media live (DATA_DIR/uploads/media). */
  mediaDir: string;
};

export type PixConfig = {
  /**
   * SECRETS_KEY: the 32-byte AES-256-GCM key that encrypts PSP secrets at rest (64 hex digits or
   * base64). Null: connecting a unit answers 503 'indisponível'. Outside production, with the
   * sandbox on and no SECRETS_KEY, a fixed development key is used (never in production).
   */
  secretsKey: Buffer | null;
  /** PIX_RECONCILE_SECONDS: how often pending PSP charges are read back (default 60). */
  reconcileSeconds: number;
  /** PIX_CHARGE_EXPIRY_SECONDS: calendario.expiracao of a new charge (default 3600). */
  chargeExpirySeconds: number;
  /**
   * PIX_SANDBOX=1: the built-in PSP sandbox is served under /pix-sandbox/api/v2 and the demo units are
   * connected to it at start-up (default: on in development, off otherwise; never in production, and
   * only while the server listens on loopback).
   */
  sandbox: boolean;
  /** Why the sandbox asked for is off ('exposed': HOST is not loopback), for the start-up log. */
  sandboxOff: 'exposed' | null;
  /**
   * True when `secretsKey` was made up for this process (development without SECRETS_KEY): it may
   * seal only the sandbox's own connections, never a real PSP's.
   */
  secretsKeyEphemeral: boolean;
  /** PIX_PSP_TEST_ORIGINS: exact origins of PSP test doubles the server may call (never in production). */
  testOrigins: string[];
};

export type WhatsappConfig = {
  /** `simulator` (default): messages stay in our database; `cloud`: the Graph API. */
  mode: 'simulator' | 'cloud';
  token: string | null;
  /** Signs webhook deliveries; required in cloud mode (the simulator signs with it too when set). */
  appSecret: string | null;
  verifyToken: string | null;
  apiBase: string;
  apiVersion: string;
  /** The approved utility template for lead alerts outside the 24-hour window. */
  alertTemplate: string | null;
  sendTimeoutMs: number;
  /**
   * Issue 33: the least time between two messages to one person (Meta's pair rate, about one every
   * 6 s). WHATSAPP_PAIR_INTERVAL_MS; default 6000 in cloud mode, 0 (no pacing) in simulator mode.
   */
  pairIntervalMs?: number;
  /**
   * Issue 33: a company with this many lead alerts still waiting to be sent (outbox QUEUED) is
   * skipped by routing until its queue drains. ALERT_BACKLOG_MAX, default 3; 0 turns the rule off.
   */
  alertBacklogMax?: number;
};

/** Meta's pair rate: about one message every 6 seconds to one person (issue 33). */
export const DEFAULT_PAIR_INTERVAL_MS = 6000;
/** Lead alerts a company may have waiting before routing skips it (issue 33). */
export const DEFAULT_ALERT_BACKLOG_MAX = 3;

/** What `TRUST_PROXY=1` means: a reverse proxy on this host (IPv4 and IPv6 loopback), nothing else. */
export const LOOPBACK_PROXIES = '127.0.0.0/8, ::1/128';

/**
 * TRUST_PROXY: unset/0/false = no proxy; 1/true = loopback only; otherwise a comma-separated list of
 * IP addresses or CIDRs. Names (`uniquelocal`, ...) and catch-all ranges are refused at start.
 */
function parseTrustProxy(value: string | undefined, ctx: z.RefinementCtx): false | string {
  if (!value || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return LOOPBACK_PROXIES;
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const maxPrefix = family === 4 ? 32 : 128;
    const prefixOk =
      prefix === undefined ||
      (/^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= maxPrefix);
    if (family === 0 || extra !== undefined || !prefixOk) {
      ctx.addIssue({
        code: 'custom',
        message: `"${entry}" is not an IP address or CIDR; list the proxies' addresses (e.g. 10.0.0.5, 172.18.0.0/16), or use 1 for a proxy on this host`,
      });
      return z.NEVER;
    }
  }
  // Many narrow ranges add up to a catch-all too (0.0.0.0/1 + 128.0.0.0/1 trusts every address):
  // what is trusted, per address family, may not exceed the size of one /8 of it.
  const trusted = { 4: 0n, 6: 0n };
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) as 4 | 6;
    const bits = family === 4 ? 32 : 128;
    trusted[family] += 1n << BigInt(bits - (prefix === undefined ? bits : Number(prefix)));
  }
  if (trusted[4] > 1n << 24n || trusted[6] > 1n << 120n) {
    ctx.addIssue({
      code: 'custom',
      message: `TRUST_PROXY "${value}" trusts more addresses than a /8 in total; list only the proxies' own addresses or subnets`,
    });
    return z.NEVER;
  }
  return entries.join(', ');
}

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
  // Unset: every address in production, loopback otherwise (see defaultHost).
  HOST: optionalText,
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
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).nullable()),
  MAIL_FROM: z.string().trim().min(3).default('Tenho <nao-responda@tenho.com.br>'),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).nullable()),
  PRIVACY_PSEUDONYM_SECRET: optionalText,
  TRUST_PROXY: z.string().trim().optional().transform(parseTrustProxy),
  LOG_LEVEL: z.string().trim().min(1).default('info'),
  BODY_LIMIT_BYTES: int(1024 * 1024),
  HEADERS_TIMEOUT_SECONDS: int(15).pipe(z.number().min(1).max(30)),
  REQUEST_TIMEOUT_SECONDS: int(30).pipe(z.number().min(1).max(30)),
  IDLE_TIMEOUT_SECONDS: int(30).pipe(z.number().min(1)),
  MAX_CONNECTIONS_PER_IP: int(128),
  LOGIN_MAX_FAILURES_PER_EMAIL: int(10),
  LOGIN_MAX_FAILURES_PER_IP: int(30),
  LOGIN_THROTTLE_WINDOW_MINUTES: int(15),
  LOGIN_DELAY_AFTER_FAILURES: int(20),
  LOGIN_DELAY_MAX_SECONDS: int(60),
  AUTH_RATE_LIMIT_PER_MINUTE: int(60),
  TEST_CATEGORIZE_RATE_LIMIT_PER_MINUTE: int(30),
  CATEGORY_EXAMPLES_RATE_LIMIT_PER_MINUTE: int(20),
  REGISTER_RATE_LIMIT_PER_HOUR: int(20),
  SESSION_CACHE_TTL_SECONDS: int(30),
  LIVE_EVENTS_HEARTBEAT_SECONDS: int(15).pipe(z.number().min(1)),
  LIVE_EVENTS_MAX_STREAMS_PER_USER: int(10).pipe(z.number().min(1)),
  LIVE_EVENTS_MAX_STREAMS: int(2000).pipe(z.number().min(1)),
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
  WHATSAPP_MODE: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : 'simulator'))
    .pipe(z.enum(['simulator', 'cloud'])),
  WHATSAPP_TOKEN: optionalText,
  WHATSAPP_APP_SECRET: optionalText,
  WHATSAPP_VERIFY_TOKEN: optionalText,
  WHATSAPP_API_BASE: optionalText.pipe(z.url({ protocol: /^https?$/ }).nullable()),
  WHATSAPP_API_VERSION: z
    .string()
    .trim()
    .regex(/^v\d+\.\d+$/)
    .default('v23.0'),
  WHATSAPP_ALERT_TEMPLATE: optionalText,
  WHATSAPP_SEND_TIMEOUT_MS: int(10_000).pipe(z.number().min(1)),
  WHATSAPP_PAIR_INTERVAL_MS: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === undefined || v === '' ? null : Number(v)))
    .pipe(z.number().int().min(0).max(600_000).nullable()),
  ALERT_BACKLOG_MAX: int(3).pipe(z.number().min(0).max(1000)),
  WORKERS: z
    .string()
    .trim()
    .optional()
    .transform((v) => v !== '0' && v !== 'false'),
  SECRETS_KEY: optionalText.pipe(
    z
      .string()
      .nullable()
      .refine((v) => v === null || parseSecretsKey(v) !== null, {
        message: 'use 32 bytes as 64 hex digits or as base64 (e.g. `openssl rand -base64 32`)',
      }),
  ),
  PIX_RECONCILE_SECONDS: int(60).pipe(z.number().min(1)),
  PIX_CHARGE_EXPIRY_SECONDS: int(3600).pipe(
    z
      .number()
      .min(60)
      .max(86_400 * 30),
  ),
  PIX_SANDBOX: optionalText,
  PIX_PSP_TEST_ORIGINS: optionalText,
  TRANSCRIBE_URL: optionalText,
  TRANSCRIBE_MODEL: optionalText,
  TRANSCRIBE_API_KEY: optionalText,
  TRANSCRIBE_TIMEOUT_MS: int(30_000).pipe(z.number().min(1)),
  TRANSCRIBE_MAX_SECONDS: int(120).pipe(z.number().min(1)),
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'at least 16 characters').nullable()),
  METRICS_PORT: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? Number(v) : null))
    .pipe(z.number().int().min(1).max(65535).nullable()),
});

/** Every environment variable loadConfig reads (the deployment files are checked against it). */
export const CONFIG_ENV_NAMES = Object.keys(envSchema.shape);

/** SECRETS_KEY as 32 bytes: 64 hex digits, or base64 of 32 bytes; null otherwise. */
export function parseSecretsKey(value: string): Buffer | null {
  const text = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) {
    const bytes = Buffer.from(text, 'base64');
    if (bytes.length === 32) return bytes;
  }
  return null;
}

/** The tests' key (published here: it protects nothing, it only lets the test journeys run). */
const DEVELOPMENT_SECRETS_KEY = Buffer.from('tenho-development-only-secrets!!', 'utf8');

/** Production listens on every address (behind its proxy); anything else on this machine only. */
const defaultHost = (nodeEnv: AppConfig['nodeEnv']) => (nodeEnv === 'production' ? '0.0.0.0' : '127.0.0.1');

/** True when a listen address is reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare === '::1') return true;
  return isIP(bare) === 4 && bare.startsWith('127.');
}

/** PIX_PSP_TEST_ORIGINS: `http://127.0.0.1:8123,https://psp.test:8443` → exact origins. */
function parseTestOrigins(value: string | null, production: boolean): string[] {
  if (!value) return [];
  if (production)
    throw new Error(
      'Invalid environment: PIX_PSP_TEST_ORIGINS is for test doubles, never with NODE_ENV=production',
    );
  return value.split(',').map((entry) => {
    const text = entry.trim();
    let url: URL | null = null;
    try {
      url = new URL(text);
    } catch {
      url = null;
    }
    if (
      !url ||
      !/^https?:$/.test(url.protocol) ||
      url.origin.toLowerCase() !== text.toLowerCase().replace(/\/$/, '')
    )
      throw new Error(
        `Invalid environment: PIX_PSP_TEST_ORIGINS: "${text}" is not an origin (scheme://host:port, no path)`,
      );
    return url.origin.toLowerCase();
  });
}

function pixConfig(e: z.output<typeof envSchema>, host: string): PixConfig {
  const production = e.NODE_ENV === 'production';
  const sandboxFlag = e.PIX_SANDBOX;
  const wanted =
    !production &&
    (sandboxFlag === null ? e.NODE_ENV === 'development' : sandboxFlag === '1' || sandboxFlag === 'true');
  const sandbox = wanted && isLoopbackHost(host);
  const configured = e.SECRETS_KEY ? parseSecretsKey(e.SECRETS_KEY) : null;
  // Without SECRETS_KEY nothing real is sealed: tests keep a published key, development a key of
  // this process that only the sandbox's connections (made again at each start) may use.
  const fallback =
    configured || !sandbox ? null : e.NODE_ENV === 'test' ? DEVELOPMENT_SECRETS_KEY : randomBytes(32);
  return {
    secretsKey: configured ?? fallback,
    secretsKeyEphemeral: !configured && fallback !== null && e.NODE_ENV !== 'test',
    reconcileSeconds: e.PIX_RECONCILE_SECONDS,
    chargeExpirySeconds: e.PIX_CHARGE_EXPIRY_SECONDS,
    sandbox,
    sandboxOff: wanted && !sandbox ? 'exposed' : null,
    testOrigins: parseTestOrigins(e.PIX_PSP_TEST_ORIGINS, production),
  };
}

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

function whatsappConfig(e: z.output<typeof envSchema>): WhatsappConfig {
  if (e.WHATSAPP_MODE === 'cloud' && (!e.WHATSAPP_TOKEN || !e.WHATSAPP_APP_SECRET)) {
    throw new Error('Invalid environment: WHATSAPP_MODE=cloud needs WHATSAPP_TOKEN and WHATSAPP_APP_SECRET');
  }
  return {
    mode: e.WHATSAPP_MODE,
    token: e.WHATSAPP_TOKEN,
    appSecret: e.WHATSAPP_APP_SECRET,
    verifyToken: e.WHATSAPP_VERIFY_TOKEN,
    apiBase: (e.WHATSAPP_API_BASE ?? 'https://graph.facebook.com').replace(/\/+$/, ''),
    apiVersion: e.WHATSAPP_API_VERSION,
    alertTemplate: e.WHATSAPP_ALERT_TEMPLATE,
    sendTimeoutMs: e.WHATSAPP_SEND_TIMEOUT_MS,
    pairIntervalMs:
      e.WHATSAPP_PAIR_INTERVAL_MS ?? (e.WHATSAPP_MODE === 'cloud' ? DEFAULT_PAIR_INTERVAL_MS : 0),
    alertBacklogMax: e.ALERT_BACKLOG_MAX,
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
  const host = e.HOST ?? defaultHost(e.NODE_ENV);
  if (e.METRICS_PORT !== null && !e.METRICS_TOKEN) {
    throw new Error(
      'Invalid environment: METRICS_PORT needs METRICS_TOKEN (the metrics are never served openly)',
    );
  }
  return {
    nodeEnv: e.NODE_ENV,
    host,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolveFromRoot(e.DATA_DIR),
    webDist: resolveFromRoot(e.WEB_DIST),
    masterEmail: e.MASTER_EMAIL?.toLowerCase() ?? null,
    masterPassword: e.MASTER_PASSWORD,
    seedDemo: e.SEED_DEMO,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    privacyPseudonymSecret: e.PRIVACY_PSEUDONYM_SECRET,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT_BYTES,
    clientTimeouts: {
      // Node requires the headers' deadline to be at most the whole request's.
      headersMs: Math.min(e.HEADERS_TIMEOUT_SECONDS, e.REQUEST_TIMEOUT_SECONDS) * 1000,
      requestMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      idleMs: e.IDLE_TIMEOUT_SECONDS * 1000,
      maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_IP,
    },
    loginThrottle: {
      maxFailuresPerEmail: e.LOGIN_MAX_FAILURES_PER_EMAIL,
      maxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      windowMs: e.LOGIN_THROTTLE_WINDOW_MINUTES * 60_000,
      delayAfterFailures: e.LOGIN_DELAY_AFTER_FAILURES,
      maxDelayMs: e.LOGIN_DELAY_MAX_SECONDS * 1000,
    },
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    testCategorizeRateLimitPerMinute: e.TEST_CATEGORIZE_RATE_LIMIT_PER_MINUTE,
    categoryExamplesRateLimitPerMinute: e.CATEGORY_EXAMPLES_RATE_LIMIT_PER_MINUTE,
    registerRateLimitPerHour: e.REGISTER_RATE_LIMIT_PER_HOUR,
    sessionCacheTtlMs: e.SESSION_CACHE_TTL_SECONDS * 1000,
    liveEvents: {
      heartbeatMs: e.LIVE_EVENTS_HEARTBEAT_SECONDS * 1000,
      maxStreamsPerUser: e.LIVE_EVENTS_MAX_STREAMS_PER_USER,
      maxStreams: e.LIVE_EVENTS_MAX_STREAMS,
    },
    llm: llmConfig(e),
    whatsapp: whatsappConfig(e),
    workers: e.WORKERS,
    pix: pixConfig(e, host),
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    transcribe: {
      url: e.TRANSCRIBE_URL ? e.TRANSCRIBE_URL.replace(/\/+$/, '') : null,
      model: e.TRANSCRIBE_MODEL ?? 'whisper-1',
      apiKey: e.TRANSCRIBE_API_KEY,
      timeoutMs: e.TRANSCRIBE_TIMEOUT_MS,
      maxSeconds: e.TRANSCRIBE_MAX_SECONDS,
      retryDelayMs: 1000,
      mediaDir: resolve(resolveFromRoot(e.DATA_DIR), 'uploads', 'media'),
    },
  };
}

export function webDistExists(config: Pick<AppConfig, 'webDist'>): boolean {
  return existsSync(resolve(config.webDist, 'index.html'));
}
