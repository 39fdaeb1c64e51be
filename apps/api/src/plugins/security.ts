import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The CSP the built SPA needs: no inline scripts, no CDNs, images from data:/blob: (avatars). */
const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
} satisfies HelmetOptions['contentSecurityPolicy'];

export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: CONTENT_SECURITY_POLICY,
  // Outside production HSTS stays off (a developer's http://localhost must not be pinned to https);
  // production sends it (helmetOptionsFor). Browsers ignore it on plain http, so a LAN install
  // without TLS keeps working.
  strictTransportSecurity: false,
};

/** One year of HTTPS only for this host (not its subdomains: the network may run others on http). */
export const PRODUCTION_HSTS = { maxAge: 31_536_000, includeSubDomains: false, preload: false } as const;

/** helmet's options for this process: HSTS on in production. */
export function helmetOptionsFor(production: boolean): HelmetOptions {
  return production
    ? { contentSecurityPolicy: CONTENT_SECURITY_POLICY, strictTransportSecurity: PRODUCTION_HSTS }
    : HELMET_OPTIONS;
}

/**
 * Runs helmet's middleware once against a recording response and returns the headers it sets.
 * The options never change per request, so this replaces @fastify/helmet's per-request rebuild of
 * the middleware (a third of the throughput of a small JSON route) with one constant header set.
 */
export function computeSecurityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

let securityHeaders: Record<string, string> | undefined;

/** Sets the process's security headers from its environment (buildApp, once per app). */
export function configureSecurityHeaders(production: boolean): void {
  securityHeaders = computeSecurityHeaders(helmetOptionsFor(production));
}

/** The app's security headers, computed once. */
export function getSecurityHeaders(): Record<string, string> {
  return (securityHeaders ??= computeSecurityHeaders());
}

/** API answers are personal (sessions, tokens, users): never stored by a browser or a proxy. */
export const API_CACHE_CONTROL = 'no-store';

export const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Security headers (helmet's set, with our CSP) on every response, and `Cache-Control: no-store` on
 * every /api answer. Both are set before the route runs, so a route that sets its own Cache-Control
 * (e.g. a long-cached avatar) overrides it. Errors answered before routing get the same headers
 * from plugins/errors.ts (they skip this hook).
 */
export const securityPlugin = fp(
  async (app) => {
    const headers = getSecurityHeaders();
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      if (isApiPath(request.url)) reply.header('cache-control', API_CACHE_CONTROL);
      done();
    });
  },
  { name: 'security', fastify: '5.x' },
);

/** The headers of an answer sent outside the hooks (errors raised before routing). */
export function applyBaseHeaders(reply: FastifyReply): FastifyReply {
  return reply.headers(getSecurityHeaders()).header('cache-control', API_CACHE_CONTROL);
}
