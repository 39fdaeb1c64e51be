import fp from 'fastify-plugin';
import { createAuthService, type AuthService } from '../modules/auth/auth.service.ts';
import { createSessionCache, type AuthUser, type SessionCache } from '../modules/auth/session-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessionCache: SessionCache;
    authService: AuthService;
  }
  interface FastifyRequest {
    /** The signed-in user, or null; guards in plugins/authorization.ts turn null into a 401. */
    user: AuthUser | null;
    /** SHA-256 of the bearer token of this request's session. */
    sessionTokenHash: string | null;
  }
}

export type AuthPluginOptions = { now?: () => Date };

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Resolves `Authorization: Bearer <token>` on API requests into `request.user` (with effective
 * permissions). Warm sessions come from an in-process cache; see session-cache.ts.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, options) => {
    const sessionCache = createSessionCache({ ttlMs: app.config.sessionCacheTtlMs });
    const authService = createAuthService({
      db: app.db,
      sessionCache,
      throttle: app.loginThrottle,
      now: options.now,
    });
    app.decorate('sessionCache', sessionCache);
    app.decorate('authService', authService);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionTokenHash', null);

    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header || !request.url.startsWith('/api/')) return;
      const token = BEARER.exec(header)?.[1];
      if (!token) return;
      const session = await authService.resolveSession(token);
      if (session) {
        request.user = session.user;
        request.sessionTokenHash = session.tokenHash;
      }
    });
  },
  { name: 'auth', fastify: '5.x', dependencies: ['errors', 'rate-limit'] },
);
