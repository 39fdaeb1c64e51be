import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// Not a dependency of ours: the YAML parser @fastify/swagger and Vite already bring.
import { parse } from 'yaml';
import { CONFIG_ENV_NAMES, loadConfig, REPO_ROOT } from '../src/config.ts';

/**
 * No image can be built or pulled on our machines, so the deployment files are checked against the
 * code here: ports, environment names, commands and build outputs. A renamed variable, script or
 * workspace fails this test instead of a network operator's first `docker compose up`.
 */
const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');
const dockerfile = read('Dockerfile');
const compose = parse(read('deploy/compose.yaml'), { merge: true }) as Compose;
const envExample = read('deploy/.env.example');
const caddyfile = read('deploy/Caddyfile');
const rootPackage = JSON.parse(read('package.json')) as {
  scripts: Record<string, string>;
  workspaces: string[];
};
const buildScript = read('scripts/build-api.mjs');

type Service = {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[] | string;
  environment?: Record<string, string>;
  env_file?: string | string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test?: string[]; disable?: boolean };
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
  profiles?: string[];
};
type Compose = { services: Record<string, Service>; volumes: Record<string, unknown> };

/** Variables the app reads outside loadConfig (runtime.ts). */
const RUNTIME_ENV = ['SHUTDOWN_GRACE_MS'];
/** Variables only compose itself uses (interpolation, the proxy's site name). */
const COMPOSE_ENV = ['POSTGRES_PASSWORD', 'SITE_ADDRESS', 'VOICE_MODEL'];
const APP_ENV = new Set([...CONFIG_ENV_NAMES, ...RUNTIME_ENV]);

const envExampleNames = envExample
  .split('\n')
  .filter((line) => /^[A-Z_][A-Z0-9_]*=/.test(line))
  .map((line) => line.slice(0, line.indexOf('=')));
const apiServices = ['api-1', 'api-2'];
const stages = [...dockerfile.matchAll(/^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/gim)];
const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
const dockerEnv = Object.fromEntries(
  [...finalStage.matchAll(/^\s*(?:ENV\s+)?([A-Z_]+)=(\S+?)\s*\\?$/gm)].map((m) => [m[1]!, m[2]!]),
);
const exposed = Number(/^EXPOSE\s+(\d+)/m.exec(dockerfile)?.[1]);
/** The files `npm run build:api` writes: dist/<entry point name>.js. */
const bundleEntries = [...buildScript.matchAll(/(\w+): resolve\(api, 'src\/\w+\.ts'\)/g)].map(
  (m) => `apps/api/dist/${m[1]}.js`,
);

describe('Dockerfile', () => {
  it('builds in stages on Node 24 slim and runs as a non-root user', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    for (const [, image] of stages) expect(image).toMatch(/^node:24(\.\d+)*-slim$/);
    expect(finalStage).toMatch(/^USER node$/m);
    expect(finalStage).not.toMatch(/COPY --from=build \/app\/node_modules/);
  });

  it('runs the commands CI runs: npm ci, then npm run build', () => {
    expect(dockerfile).toMatch(/^RUN npm ci --no-audit --no-fund$/m);
    const scripts = [...dockerfile.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]!);
    expect(scripts).toContain('build');
    for (const script of scripts) expect(rootPackage.scripts, script).toHaveProperty(script);
  });

  it('copies the package.json of every workspace before npm ci (the lockfile install needs them)', () => {
    for (const workspace of rootPackage.workspaces) {
      expect(dockerfile).toContain(`COPY ${workspace}/package.json ${workspace}/`);
    }
  });

  it('starts the API bundle, checks /api/health and exposes the port it listens on', () => {
    expect(bundleEntries).toEqual(
      expect.arrayContaining(['apps/api/dist/main.js', 'apps/api/dist/worker.js']),
    );
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(finalStage)![1]!) as string[];
    expect(bundleEntries).toContain(cmd.at(-1));
    expect(finalStage).toMatch(/^HEALTHCHECK [\s\S]*\/api\/health/m);
    expect(Number(dockerEnv.PORT)).toBe(exposed);
    for (const name of Object.keys(dockerEnv)) expect(APP_ENV.has(name), name).toBe(true);
    expect(loadConfig(dockerEnv as NodeJS.ProcessEnv).port).toBe(exposed);
  });
});

describe('deploy/compose.yaml', () => {
  const services = compose.services;

  it('API processes listen on every address (the proxy reaches them) and serve no PSP sandbox (issue 28)', () => {
    for (const name of apiServices) {
      const environment = services[name]!.environment as Record<string, string>;
      expect(environment.PIX_SANDBOX).toBeUndefined();
      expect(environment.PIX_PSP_TEST_ORIGINS).toBeUndefined();
      const config = loadConfig({ ...dockerEnv, ...environment });
      expect(config.nodeEnv).toBe('production');
      expect(config.host).toBe('0.0.0.0');
      expect(config.pix.sandbox).toBe(false);
    }
    expect(envExampleNames).not.toContain('PIX_PSP_TEST_ORIGINS');
  });

  it('runs PostgreSQL, Redis, two API processes, one worker and the proxy, on named volumes', () => {
    expect(Object.keys(services)).toEqual(
      expect.arrayContaining(['postgres', 'redis', ...apiServices, 'worker', 'proxy', 'backup']),
    );
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(['database', 'uploads', 'backups']));
    expect(services.postgres!.volumes).toContain('database:/var/lib/postgresql/data');
    expect(services.backup!.volumes).toContain('backups:/backups');
    for (const name of [...apiServices, 'worker']) {
      const service = services[name]!;
      expect(service.build).toEqual({ context: '..', dockerfile: 'Dockerfile' });
      expect(service.volumes).toContain(`uploads:${service.environment!.DATA_DIR}`);
      expect(service.depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      });
    }
    expect(services.proxy!.depends_on).toEqual({
      'api-1': { condition: 'service_healthy' },
      'api-2': { condition: 'service_healthy' },
    });
    expect(services.postgres!.healthcheck?.test).toBeTruthy();
    expect(services.redis!.healthcheck?.test).toBeTruthy();
  });

  it('starts the worker from the worker bundle, with its metrics port; the APIs run no jobs', () => {
    const worker = services.worker!;
    expect(Array.isArray(worker.command)).toBe(true);
    expect(bundleEntries).toContain((worker.command as string[]).at(-1));
    expect((worker.command as string[]).at(-1)).toBe('apps/api/dist/worker.js');
    expect(worker.environment!.WORKERS).toBe('1');
    expect(loadConfig({ ...worker.environment, METRICS_TOKEN: 'x'.repeat(32) }).metricsPort).toBe(9464);
    for (const name of apiServices) expect(loadConfig(services[name]!.environment).workers).toBe(false);
  });

  it('uses only environment names the app reads, and keeps every secret in the env file', () => {
    for (const name of [...apiServices, 'worker']) {
      const env = services[name]!.environment!;
      for (const key of Object.keys(env)) expect(APP_ENV.has(key), `${name}: ${key}`).toBe(true);
      for (const [key, value] of Object.entries(env)) {
        expect(/PASSWORD|TOKEN|SECRET|KEY|DATABASE_URL/.test(key), `${name}: ${key} inline`).toBe(false);
        expect(String(value)).not.toMatch(/:\/\/[^/@]+:[^/@]+@/);
      }
      expect(services[name]!.env_file).toBe('.env');
    }
    const interpolated = [...read('deploy/compose.yaml').matchAll(/\$\{([A-Z_][A-Z0-9_]*)/g)].map(
      (m) => m[1]!,
    );
    for (const name of interpolated) expect(envExampleNames, name).toContain(name);
  });

  it('lists in .env.example every secret the app knows, and nothing it does not read', () => {
    for (const name of envExampleNames) {
      expect(APP_ENV.has(name) || COMPOSE_ENV.includes(name), name).toBe(true);
    }
    const secrets = CONFIG_ENV_NAMES.filter((name) =>
      /PASSWORD|TOKEN|SECRET|_KEY$|DATABASE_URL|SMTP_URL/.test(name),
    );
    expect(secrets.length).toBeGreaterThan(5);
    for (const name of secrets) expect(envExampleNames, name).toContain(name);
  });

  it('trusts X-Forwarded-For from the proxy alone, and the proxy sends to every API process on its port', () => {
    const proxy = services.proxy!;
    const address = (proxy.networks as Record<string, { ipv4_address: string }>).tenho!.ipv4_address;
    for (const name of apiServices) {
      const env = services[name]!.environment!;
      expect(env.TRUST_PROXY).toBe(address);
      expect(loadConfig(env).trustProxy).toBe(address);
      expect(caddyfile).toContain(`${name}:${env.PORT}`);
      expect(Number(env.PORT)).toBe(exposed);
    }
    expect(caddyfile).toMatch(/health_uri \/api\/ready/);
    expect(caddyfile).toMatch(/respond \/metrics 404/);
  });

  it("offers self-hosted speech to text as the optional 'voice' profile, inside the network only (issue 30)", () => {
    const voice = services.voice as unknown as Record<string, unknown>;
    expect(voice.profiles).toEqual(['voice']);
    expect(voice.ports).toBeUndefined();
    expect(voice.networks).toEqual(['tenho']);
    expect(envExample).toMatch(/^# +TRANSCRIBE_URL=http:\/\/voice:8000$/m);
    expect(voice.expose).toEqual(['8000']);
  });
});
