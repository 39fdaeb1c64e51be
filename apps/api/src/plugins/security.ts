import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The CSP the built SPA needs: no inline scripts, no CDNs, images from data:/blob: (avatars). */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
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
  },
  // Plain-HTTP installs on a LAN must keep working; HSTS belongs to the TLS terminator.
  strictTransportSecurity: false,
};

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

/** Security headers (helmet's set, with our CSP) on every response. */
export const securityPlugin = fp(
  async (app) => {
    const headers = computeSecurityHeaders();
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security', fastify: '5.x' },
);
