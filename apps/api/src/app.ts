import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { isLoopbackHost, type AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import '@tenho/domain/shared/zod-locale'; // pt-BR fallback messages for every schema, set once
import { exemptAddresses, guardConnections } from './lib/connection-guard.ts';
import { requestIdOptions, requestIdPlugin, withSafeLogging } from './lib/logging.ts';
import { redisPlugin } from './lib/redis.ts';
import { readinessPlugin } from './modules/health/readiness.ts';
import { mailerPlugin } from './lib/mailer.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { franchiseDashboardRoutes, masterStatsRoutes } from './modules/dashboards/dashboards.routes.ts';
import { passwordResetRoutes } from './modules/auth/password-reset.routes.ts';
import { categoriesRoutes } from './modules/categories/categories.routes.ts';
import { testCategorizeRoutes } from './modules/categories/test-categorize.routes.ts';
import { userCategoriesRoutes } from './modules/categories/user-categories.routes.ts';
import { franchiseUnitsRoutes } from './modules/franchise-units/franchise-units.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { profilesRoutes, uploadsRoutes } from './modules/profiles/profiles.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { profileUsers } from './modules/users/users.service.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { permissionsRoutes, rolePermissionsRoutes } from './modules/permissions/permissions.routes.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { createPixApiService, type PixApiService } from './modules/pix/pix-api.service.ts';
import { pixApiRoutes } from './modules/pix/pix-api.routes.ts';
import type { PspClientOptions } from './lib/pix-client.ts';
import { createPixTopUpsService, type PixTopUpsService } from './modules/wallet/pix-top-ups.service.ts';
import { pixWebhookRoutes, sandboxPayRoutes } from './modules/wallet/pix-webhook.routes.ts';
import { createWalletService } from './modules/wallet/wallet.service.ts';
import { createTopUpsService } from './modules/wallet/top-ups.service.ts';
import { createPayInChatService, payInChatCreditHook } from './modules/pay-in-chat/pay-in-chat.service.ts';
import { createPixSandbox, type PixSandbox } from './pix-sandbox/sandbox.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { authPlugin } from './modules/auth/auth.plugin.ts';
import { eventsPlugin } from './plugins/events.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { sessionsRoutes, userSessionsRoutes } from './modules/auth/sessions.routes.ts';
import { authorizationPlugin } from './plugins/authorization.ts';
import { categorizerPlugin } from './modules/categories/categorizer.plugin.ts';
import { errorsPlugin, handleClientError, handleFrameworkError } from './plugins/errors.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { longResponsesPlugin } from './plugins/long-responses.ts';
import { configureSecurityHeaders, securityPlugin } from './plugins/security.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { metricsRoutes } from './modules/metrics/metrics.routes.ts';
import { staticPlugin } from './plugins/static.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { swaggerPlugin } from './plugins/swagger.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { clientDashboardRoutes } from './modules/client-dashboard/client-dashboard.routes.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { userDashboardRoutes } from './modules/user-dashboard/user-dashboard.routes.ts';
import { deadLettersRoutes } from './modules/messages/dead-letters.routes.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { simulatorRoutes } from './modules/messages/simulator.routes.ts';
import { whatsappWebhookRoutes } from './modules/messages/webhook.routes.ts';
import { offersRoutes } from './modules/offers/offers.routes.ts';
import { disputesRoutes } from './modules/disputes/disputes.routes.ts';
import { privacyRoutes } from './modules/privacy/privacy.routes.ts';
import { leadPreferencesRoutes } from './modules/lead-preferences/lead-preferences.routes.ts';
import { createLeadPreferencesService } from './modules/lead-preferences/lead-preferences.service.ts';
import { accountRequestsRoutes } from './modules/privacy/account-requests.routes.ts';
import { disputeRates } from './modules/disputes/disputes.service.ts';
import { createRatingsService } from './modules/ratings/ratings.service.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { indexPageKeys, renderIndexHtml } from './modules/seo/seo.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import type { WhatsappGateway } from './whatsapp/gateway.ts';
import { whatsappPlugin } from './modules/messages/whatsapp.plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
    /** Automatic Pix top-ups (issue 23): connections, settlement, and the sandbox when in use. */
    pix: { api: PixApiService; topUps: PixTopUpsService; sandbox: PixSandbox | null };
  }
}

/** Where the in-process PSP sandbox is served (outside /api: PSP calls carry their own bearer tokens). */
export const PIX_SANDBOX_PREFIX = '/pix-sandbox/api/v2';

/** The in-process sandbox's base URL, as the server reaches itself on its loopback listener. */
export function sandboxBaseUrl(config: Pick<AppConfig, 'host' | 'port'>): string {
  const host = config.host === '::1' ? '[::1]' : config.host === 'localhost' ? '127.0.0.1' : config.host;
  return `http://${host}:${config.port}${PIX_SANDBOX_PREFIX}`;
}

export type BuildAppOptions = {
  db: Database;
  config: AppConfig;
  /** Fastify logger option: false in tests, pino options in main.ts. */
  logger?: FastifyServerOptions['logger'];
  /** Injectable clock for sessions and throttling (tests travel in time with it). */
  now?: () => Date;
  /** pg-boss, started by the caller (main.ts, WhatsApp loop tests); without it signed webhooks answer 503. */
  jobs?: JobQueue | null;
  /** Overrides the WhatsApp gateway WHATSAPP_MODE picks (tests). */
  whatsappGateway?: WhatsappGateway;
  /**
   * A PSP sandbox the tests run themselves (it enables the Simulador's 'Pagar com Pix' route);
   * without it, PIX_SANDBOX=1 serves one in-process under PIX_SANDBOX_PREFIX.
   */
  pixSandbox?: PixSandbox;
  /** Timeouts and retries of the PSP clients (tests shorten them), and how they resolve names. */
  pixClientOptions?: Pick<PspClientOptions, 'timeoutMs' | 'retries' | 'backoffMs' | 'resolve'>;
};

/** The whole HTTP application, without listening: used by main.ts, the tests and the bench. */
export async function buildApp({
  db,
  config,
  logger = false,
  now,
  jobs,
  whatsappGateway,
  pixSandbox,
  pixClientOptions,
}: BuildAppOptions) {
  const app = Fastify({
    // Redaction and a serializer that drops query parameters from errors, whoever builds the app.
    logger: withSafeLogging(logger),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // Slow headers and slow bodies are cut (408) and idle sockets closed; Node checks the deadlines
    // every second instead of every 30 s, so a cut comes on time.
    requestTimeout: config.clientTimeouts.requestMs,
    connectionTimeout: config.clientTimeouts.idleMs,
    http: { headersTimeout: config.clientTimeouts.headersMs, connectionsCheckingInterval: 1000 },
    // Errors raised before routing (bad URL encoding, unparsable HTTP, ...) follow the same
    // contract and carry the same security headers.
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
    // X-Request-Id: a sane incoming one, else a new UUID; logged as reqId and sent back.
    ...requestIdOptions,
  }).withTypeProvider<ZodTypeProvider>();

  configureSecurityHeaders(config.nodeEnv === 'production');
  guardConnections(app.server, {
    maxPerAddress: config.clientTimeouts.maxConnectionsPerAddress,
    exempt: exemptAddresses(config.trustProxy, { loopback: config.nodeEnv !== 'test' }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);

  await app.register(requestIdPlugin);
  await app.register(metricsPlugin);
  await app.register(readinessPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(longResponsesPlugin, { idleMs: config.clientTimeouts.idleMs });
  await app.register(redisPlugin);
  await app.register(rateLimitPlugin, { now: now ? () => now().getTime() : undefined });
  await app.register(swaggerPlugin);
  await app.register(eventsPlugin);
  await app.register(authPlugin, { now });
  await app.register(authorizationPlugin);
  // Every mutation under /api honours Idempotency-Key (issue 29), whichever module adds it.
  await app.register(idempotencyPlugin, { now });
  await app.register(categorizerPlugin);
  await app.register(mailerPlugin);

  // The sandbox runs only outside production and only on a loopback listener (issue 28), with
  // credentials of this process; the demo units are connected to it at start (runtime.ts).
  const sandbox =
    pixSandbox ??
    (config.pix.sandbox && config.nodeEnv !== 'production' && isLoopbackHost(config.host)
      ? createPixSandbox({ clientSecret: randomBytes(24).toString('base64url') })
      : null);
  // Issue 32: every way a top-up is confirmed (webhook, reconciliation, 'Confirmar') posts its CREDIT
  // through a wallet carrying this hook, which applies the TENHO waiting for that top-up.
  const afterTopUpCredit = jobs ? payInChatCreditHook(jobs) : null;
  const pixApi = createPixApiService({
    db,
    config,
    log: app.log,
    clientOptions: pixClientOptions,
    sandboxBaseUrl: sandbox && !pixSandbox ? sandboxBaseUrl(config) : null,
    allowedHosts: async () => (await createSettingsService({ db }).get()).pixPspHosts,
  });
  const pixTopUps = createPixTopUpsService({
    db,
    wallet: createWalletService({ db, afterTopUpCredit }),
    pixApi,
    events: app.events,
    log: app.log,
    now,
    chargeExpirySeconds: config.pix.chargeExpirySeconds,
  });
  app.decorate('pix', { api: pixApi, topUps: pixTopUps, sandbox });
  app.addHook('onClose', async () => {
    await pixTopUps.idle();
    pixApi.close();
  });
  if (sandbox && !pixSandbox) await app.register(sandbox.plugin, { prefix: PIX_SANDBOX_PREFIX });

  // Issue 32 (pay in the chat): a WhatsApp TENHO without balance gets a Pix, applied once it is paid.
  const payInChat = jobs
    ? createPayInChatService({
        db,
        jobs,
        wallet: createWalletService({ db }),
        settings: createSettingsService({ db }),
        topUps: createTopUpsService({
          db,
          wallet: createWalletService({ db, events: app.events, afterTopUpCredit }),
          pix: { api: pixApi, topUps: pixTopUps },
          events: app.events,
        }),
        now: now ?? (() => new Date()),
        events: app.events,
      })
    : null;
  await app.register(whatsappPlugin, { jobs, gateway: whatsappGateway, now, payInChat });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(metricsRoutes);
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(sessionsRoutes, { prefix: '/api/auth', now });
  await app.register(userSessionsRoutes, { prefix: '/api/users', now });
  await app.register(eventsRoutes, { prefix: '/api/events', now });
  await app.register(passwordResetRoutes, { prefix: '/api/auth', now });
  await app.register(usersRoutes, { prefix: '/api/users', now });
  await app.register(profilesRoutes, { prefix: '/api/users', users: profileUsers });
  await app.register(uploadsRoutes, { prefix: '/api/uploads' });
  await app.register(franchiseUnitsRoutes, {
    prefix: '/api/franchise-units',
    // The quality signal of the ADMIN's company list comes from the disputes module.
    disputeRates: (companyIds) => disputeRates(db, companyIds, now ? now() : new Date()),
    // Ratings and their newest comment beside each company (issue 29), from the ratings module.
    companyRatings: (companyIds) => createRatingsService({ db }).summariesWithComments(companyIds),
    // How each company receives leads and answers them (issue 32), from the lead-preferences module.
    companyReceiving: (companyIds) => createLeadPreferencesService({ db, now }).summaries(companyIds),
  });
  await app.register(categoriesRoutes, { prefix: '/api/categories' });
  await app.register(userCategoriesRoutes, { prefix: '/api/users' });
  await app.register(testCategorizeRoutes, { prefix: '/api/webhooks' });
  await app.register(whatsappWebhookRoutes, { prefix: '/api/webhooks' });
  await app.register(messagesRoutes, { prefix: '/api/webhooks' });
  await app.register(offersRoutes, { prefix: '/api/offers' });
  await app.register(disputesRoutes, { prefix: '/api' });
  await app.register(deadLettersRoutes, { prefix: '/api/whatsapp' });
  await app.register(simulatorRoutes, { prefix: '/api/simulator' });
  await app.register(clientDashboardRoutes, { prefix: '/api/users', now });
  await app.register(leadPreferencesRoutes, { prefix: '/api/users', now });
  await app.register(userDashboardRoutes, { prefix: '/api/users' });
  await app.register(documentsRoutes, { prefix: '/api/documents' });
  await app.register(auditRoutes, { prefix: '/api/audit-log', now });
  await app.register(systemRoutes, { prefix: '/api/system', now });
  await app.register(franchiseDashboardRoutes, { prefix: '/api/franchise-units', now });
  await app.register(masterStatsRoutes, { prefix: '/api/users', now });
  await app.register(walletRoutes, {
    prefix: '/api/wallet',
    pix: { api: pixApi, topUps: pixTopUps },
    afterTopUpCredit,
  });
  await app.register(pixApiRoutes, { prefix: '/api/franchise-units', pixApi });
  await app.register(pixWebhookRoutes, { prefix: '/api/webhooks', pixApi, pixTopUps });
  await app.register(sandboxPayRoutes, { prefix: '/api/wallet', sandbox });
  await app.register(settingsRoutes, { prefix: '/api/settings' });
  await app.register(mediaRoutes, { prefix: '/api/media' });
  await app.register(permissionsRoutes, { prefix: '/api/permissions' });
  await app.register(rolePermissionsRoutes, { prefix: '/api/role-permissions' });
  await app.register(reportsRoutes, { prefix: '/api/reports', now });
  await app.register(privacyRoutes, { prefix: '/api/privacy' });
  await app.register(accountRequestsRoutes, { prefix: '/api/profile' });

  await app.register(staticPlugin, {
    root: config.webDist,
    pages: { indexPageKeys, renderIndexHtml, routes: seoRoutes },
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
