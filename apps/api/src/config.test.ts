import { describe, expect, it } from 'vitest';
import { loadConfig, LOOPBACK_PROXIES, REPO_ROOT } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      databaseUrl: null,
      dataDir: `${REPO_ROOT}/data`,
      webDist: `${REPO_ROOT}/apps/web/dist`,
      masterEmail: null,
      masterPassword: null,
      seedDemo: 'auto',
      redisUrl: null,
      bodyLimit: 1024 * 1024,
      loginThrottle: {
        maxFailuresPerEmail: 10,
        maxFailuresPerIp: 30,
        windowMs: 15 * 60_000,
        delayAfterFailures: 20,
        maxDelayMs: 60_000,
      },
      authRateLimitPerMinute: 60,
      registerRateLimitPerHour: 20,
    });
  });

  it('reads the environment and resolves relative paths against the repository root', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@h/db',
      DATA_DIR: 'var/tenho',
      WEB_DIST: '/srv/web',
      MASTER_EMAIL: ' Dono@Tenho.com.br ',
      MASTER_PASSWORD: 'Dono@2026!',
      SEED_DEMO: '0',
      LOGIN_MAX_FAILURES_PER_EMAIL: '0',
      LOGIN_DELAY_AFTER_FAILURES: '50',
      LOGIN_DELAY_MAX_SECONDS: '30',
      AUTH_RATE_LIMIT_PER_MINUTE: '5',
      REGISTER_RATE_LIMIT_PER_HOUR: '0',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@h/db',
      dataDir: `${REPO_ROOT}/var/tenho`,
      webDist: '/srv/web',
      masterEmail: 'dono@tenho.com.br',
      seedDemo: 'never',
      authRateLimitPerMinute: 5,
      registerRateLimitPerHour: 0,
    });
    expect(config.loginThrottle).toMatchObject({
      maxFailuresPerEmail: 0,
      delayAfterFailures: 50,
      maxDelayMs: 30_000,
    });
    expect(loadConfig({ SEED_DEMO: '1' }).seedDemo).toBe('always');
  });

  it('trusts only loopback (1) or explicitly listed proxy addresses, never a whole private network', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(LOOPBACK_PROXIES);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe('127.0.0.0/8, ::1/128');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/9,127.0.0.1 , fd00::7/128' }).trustProxy).toBe(
      '10.0.0.0/9, 127.0.0.1, fd00::7/128',
    );
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    for (const bad of [
      'uniquelocal',
      'loopback, 10.0.0.1',
      '10.0.0.0/0',
      '::/0',
      '10.0.0.1/33',
      '10.0.0',
      '*',
      '2',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(
        /TRUST_PROXY: .* is not an IP address or CIDR/,
      );
    }
  });

  it('refuses ranges that together trust more than a /8 (narrow ranges adding up to a catch-all)', () => {
    for (const wide of [
      '0.0.0.0/1, 128.0.0.0/1',
      '10.0.0.0/8, 172.16.0.0/12',
      '10.0.0.0/7',
      '10.0.0.0/8, 127.0.0.1',
      '::/1, 8000::/1',
      'fd00::/7',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: wide }), wide).toThrow(/more addresses than a \/8 in total/);
    }
  });

  it('reads the optional LLM provider; none without LLM_BASE_URL', () => {
    expect(loadConfig({}).llm).toBeNull();
    expect(
      loadConfig({
        LLM_BASE_URL: 'http://127.0.0.1:8080/v1',
        LLM_API_KEY: 'segredo',
        LLM_MODEL: 'qwen2.5',
        LLM_MODE: 'always',
        LLM_TIMEOUT_MS: '1500',
      }).llm,
    ).toEqual({
      baseUrl: 'http://127.0.0.1:8080/v1',
      apiKey: 'segredo',
      model: 'qwen2.5',
      mode: 'always',
      timeoutMs: 1500,
    });
    expect(loadConfig({ LLM_BASE_URL: 'https://api.example.com/v1', LLM_MODEL: 'm' }).llm).toMatchObject({
      mode: 'fallback',
      timeoutMs: 4000,
      apiKey: undefined,
    });
    expect(() => loadConfig({ LLM_BASE_URL: 'https://api.example.com/v1' })).toThrow(/LLM_MODEL/);
    expect(() => loadConfig({ LLM_BASE_URL: 'not a url', LLM_MODEL: 'm' })).toThrow(/LLM_BASE_URL/);
    expect(() => loadConfig({ LLM_BASE_URL: 'http://x/v1', LLM_MODEL: 'm', LLM_MODE: 'sometimes' })).toThrow(
      /LLM_MODE/,
    );
    expect(() => loadConfig({ LLM_BASE_URL: 'http://x/v1', LLM_MODEL: 'm', LLM_TIMEOUT_MS: '0' })).toThrow(
      /LLM_TIMEOUT_MS/,
    );
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });
});

describe('loadConfig: API Pix (issue 23)', () => {
  it('reads SECRETS_KEY as 64 hex digits or base64 of 32 bytes, and refuses anything else', () => {
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ NODE_ENV: 'production', SECRETS_KEY: hex }).pix.secretsKey).toEqual(
      Buffer.from(hex, 'hex'),
    );
    const base64 = Buffer.alloc(32, 9).toString('base64');
    expect(loadConfig({ NODE_ENV: 'production', SECRETS_KEY: base64 }).pix.secretsKey).toEqual(
      Buffer.alloc(32, 9),
    );
    expect(() => loadConfig({ SECRETS_KEY: 'curta' })).toThrow(/SECRETS_KEY/);
    expect(() => loadConfig({ SECRETS_KEY: Buffer.alloc(16).toString('base64') })).toThrow(/SECRETS_KEY/);
  });

  it('has the sandbox (and its development key) in development only, never in production', () => {
    expect(loadConfig({}).pix).toMatchObject({
      sandbox: true,
      reconcileSeconds: 60,
      chargeExpirySeconds: 3600,
    });
    expect(loadConfig({}).pix.secretsKey).toHaveLength(32);
    expect(loadConfig({ NODE_ENV: 'test' }).pix).toMatchObject({ sandbox: false, secretsKey: null });
    expect(loadConfig({ NODE_ENV: 'production', PIX_SANDBOX: '1' }).pix).toMatchObject({
      sandbox: false,
      secretsKey: null,
    });
    expect(loadConfig({ PIX_RECONCILE_SECONDS: '15' }).pix.reconcileSeconds).toBe(15);
  });
});

describe('loadConfig: trust boundaries of the PSP (issue 28)', () => {
  it('listens on loopback by default outside production, on every address in production', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('runs the sandbox only while listening on loopback, and PIX_SANDBOX=0 turns it off anyway', () => {
    expect(loadConfig({}).pix).toMatchObject({ sandbox: true, sandboxOff: null });
    expect(loadConfig({ HOST: '::1' }).pix.sandbox).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.0.10'])
      expect(loadConfig({ HOST: host }).pix, host).toMatchObject({ sandbox: false, sandboxOff: 'exposed' });
    expect(loadConfig({ PIX_SANDBOX: '0' }).pix).toMatchObject({ sandbox: false, sandboxOff: null });
    expect(loadConfig({ NODE_ENV: 'test', PIX_SANDBOX: '1', HOST: '0.0.0.0' }).pix.sandbox).toBe(false);
  });

  it('without SECRETS_KEY seals nothing real with a known key: development gets a key of its own process for the sandbox only', () => {
    const first = loadConfig({}).pix;
    const second = loadConfig({}).pix;
    expect(first.secretsKeyEphemeral).toBe(true);
    expect(first.secretsKey).toHaveLength(32);
    expect(first.secretsKey!.equals(second.secretsKey!)).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0' }).pix).toMatchObject({
      secretsKey: null,
      secretsKeyEphemeral: false,
    });
    const configured = loadConfig({ SECRETS_KEY: 'ab'.repeat(32) }).pix;
    expect(configured.secretsKeyEphemeral).toBe(false);
    // The test journeys keep a fixed key (published: only test doubles and the sandbox use it).
    expect(loadConfig({ NODE_ENV: 'test', PIX_SANDBOX: '1' }).pix.secretsKeyEphemeral).toBe(false);
  });

  it('reads PIX_PSP_TEST_ORIGINS as exact origins, refused in production', () => {
    expect(
      loadConfig({ PIX_PSP_TEST_ORIGINS: 'http://127.0.0.1:8123, https://PSP.test:8443' }).pix.testOrigins,
    ).toEqual(['http://127.0.0.1:8123', 'https://psp.test:8443']);
    expect(loadConfig({}).pix.testOrigins).toEqual([]);
    expect(() => loadConfig({ PIX_PSP_TEST_ORIGINS: 'http://127.0.0.1:8123/api' })).toThrow(
      /PIX_PSP_TEST_ORIGINS/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PIX_PSP_TEST_ORIGINS: 'http://127.0.0.1:8123' }),
    ).toThrow(/production/);
  });

  it('reads the pair interval (by mode) and the alert backlog maximum (issue 33)', () => {
    expect(loadConfig({}).whatsapp).toMatchObject({ pairIntervalMs: 0, alertBacklogMax: 3 });
    const cloud = { WHATSAPP_MODE: 'cloud', WHATSAPP_TOKEN: 't', WHATSAPP_APP_SECRET: 's' };
    expect(loadConfig(cloud).whatsapp.pairIntervalMs).toBe(6000);
    expect(loadConfig({ ...cloud, WHATSAPP_PAIR_INTERVAL_MS: '0' }).whatsapp.pairIntervalMs).toBe(0);
    expect(loadConfig({ WHATSAPP_PAIR_INTERVAL_MS: '2500', ALERT_BACKLOG_MAX: '0' }).whatsapp).toMatchObject({
      pairIntervalMs: 2500,
      alertBacklogMax: 0,
    });
    expect(() => loadConfig({ WHATSAPP_PAIR_INTERVAL_MS: '-1' })).toThrow();
    expect(() => loadConfig({ ALERT_BACKLOG_MAX: 'x' })).toThrow();
  });
});
