import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { NOT_FOUND } from './errors.ts';

export type StaticPluginOptions = { root: string };

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * True when a path names a hidden file or folder (`/.git/config`, `/%2eenv`): never served, and not
 * answered with index.html either, so a probe cannot tell what exists.
 */
export function hasDotSegment(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return decoded.split(/[/\\]/).some((segment) => segment.startsWith('.'));
}

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
      // Hidden files are not opened (send answers 404 and the not-found handler below takes over).
      dotfiles: 'ignore',
      // Hashed file names under /assets never change; everything else must be revalidated.
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
      },
    });
    app.spaFallback = (request, reply) => {
      if (request.url.startsWith('/assets/') || hasDotSegment(request.url)) {
        return reply.status(404).send(NOT_FOUND);
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    };
  },
  { name: 'static', fastify: '5.x', dependencies: ['errors'] },
);
