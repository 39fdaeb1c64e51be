import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from './config.ts';

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
      loginThrottle: { maxFailuresPerEmail: 10, maxFailuresPerIp: 30, windowMs: 15 * 60_000 },
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
      AUTH_RATE_LIMIT_PER_MINUTE: '5',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@h/db',
      dataDir: `${REPO_ROOT}/var/tenho`,
      webDist: '/srv/web',
      masterEmail: 'dono@tenho.com.br',
      seedDemo: 'never',
      authRateLimitPerMinute: 5,
    });
    expect(config.loginThrottle.maxFailuresPerEmail).toBe(0);
    expect(loadConfig({ SEED_DEMO: '1' }).seedDemo).toBe('always');
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });
});
