import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { NOT_FOUND } from './errors.ts';

export type StaticPluginOptions = { root: string };

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA (precompressed .br/.gz made at build time) and answers every other non-API
 * GET with index.html so client-side routes survive a reload. Does nothing when there is no build.
 */
export const staticPlugin = fp<StaticPluginOptions>(
  async (app, { root }) => {
    if (!existsSync(join(root, 'index.html'))) {
      app.log.warn({ root }, 'web build not found: only the API is served (run `npm run build`)');
      return;
    }
    const assetsDir = join(root, 'assets') + sep;
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      preCompressed: true,
      // Hashed file names under /assets never change; everything else must be revalidated.
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
      },
    });
    app.spaFallback = (request, reply) => {
      if (request.url.startsWith('/assets/')) return reply.status(404).send(NOT_FOUND);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    };
  },
  { name: 'static', fastify: '5.x', dependencies: ['errors'] },
);
