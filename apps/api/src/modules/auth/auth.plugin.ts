import fp from 'fastify-plugin';
import { createAuthService, type AuthService, type ResolvedSession } from './auth.service.ts';
import { createSessionCache, createSharedSessionCache, type SessionCache } from '../../lib/session-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessionCache: SessionCache;
    authService: AuthService;
  }
}

export type AuthPluginOptions = { now?: () => Date };

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Resolves `Authorization: Bearer <token>` on API requests into `request.user` (with effective
 * permissions). Warm sessions come from an in-process cache (session-cache.ts) whose invalidations
 * travel to every API process over the event bus.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, options) => {
    const shared = createSharedSessionCache({
      local: createSessionCache({ ttlMs: app.config.sessionCacheTtlMs }),
      bus: app.events,
      log: app.log,
    });
    const sessionCache = shared.cache;
    const authService = createAuthService({
      db: app.db,
      sessionCache,
      throttle: app.loginThrottle,
      now: options.now,
      log: app.log,
    });
    app.decorate('sessionCache', sessionCache);
    app.decorate('authService', authService);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionTokenHash', null);

    // A warm session is resolved without a promise (resolveSessionNow): this hook runs on every
    // request of the panel, and GET /api/auth/me is load-tested against a bare route.
    app.addHook('onRequest', (request, _reply, done) => {
      const header = request.headers.authorization;
      const token = header && request.url.startsWith('/api/') ? BEARER.exec(header)?.[1] : undefined;
      if (!token) {
        done();
        return;
      }
      const signIn = (session: ResolvedSession | null) => {
        if (session) {
          request.user = session.user;
          request.sessionTokenHash = session.tokenHash;
        }
      };
      const found = authService.resolveSessionNow(token);
      if (found === null || !(found instanceof Promise)) {
        signIn(found);
        done();
        return;
      }
      found.then((session) => {
        signIn(session);
        done();
      }, done);
    });

    // A write is answered only once its cache invalidations reached the other processes (bounded
    // by the bus), so the client's next request sees the change wherever it lands. Reads never
    // wait; call sites that await the invalidation themselves find nothing left here.
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (request.method === 'GET' || request.method === 'HEAD' || sessionCache.inFlight === 0) {
        done(null, payload);
        return;
      }
      sessionCache.settled().then(
        () => done(null, payload),
        () => done(null, payload),
      );
    });

    app.addHook('onClose', async () => {
      shared.close();
      await authService.flushTouches();
    });
  },
  { name: 'auth', fastify: '5.x', dependencies: ['errors', 'rate-limit', 'events'] },
);
