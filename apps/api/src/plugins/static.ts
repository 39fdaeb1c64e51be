import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NOT_FOUND } from './errors.ts';

/**
 * The pages' head tags and their routes (robots.txt, sitemap), given by app.ts (modules/seo): the
 * kernel serves the files, the seo module knows the pages.
 */
export type StaticPages = {
  /** For a template, which variant of it each path gets (a bounded set of keys; see indexVariants). */
  indexPageKeys: (template: string) => (path: string) => string;
  renderIndexHtml: (template: string, publicUrl: string, path: string) => string;
  routes: FastifyPluginAsync<{ publicUrl: string; lastModified: Date }>;
};

/** `publicUrl`: PUBLIC_URL (app.config's when not given), for the canonical links and the sitemap. */
export type StaticPluginOptions = { root: string; publicUrl?: string; pages: StaticPages };

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

type IndexVariant = { raw: Buffer; br: Buffer; gzip: Buffer; etag: string };

/**
 * index.html as served for one kind of path (each public page, each panel screen with preloads of its
 * own, everything else), rendered once with its head tags and compressed once: a cheap answer for
 * every client-side route. The keys come from the template, so unknown paths add no variant.
 */
function indexVariants(template: string, publicUrl: string, { indexPageKeys, renderIndexHtml }: StaticPages) {
  const cache = new Map<string, IndexVariant>();
  const keyOf = indexPageKeys(template);
  return (path: string): IndexVariant => {
    const key = keyOf(path);
    let variant = cache.get(key);
    if (!variant) {
      const raw = Buffer.from(renderIndexHtml(template, publicUrl, key), 'utf8');
      variant = {
        raw,
        br: brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(raw, { level: 9 }),
        etag: `W/"${createHash('sha256').update(raw).digest('base64url').slice(0, 22)}"`,
      };
      cache.set(key, variant);
    }
    return variant;
  };
}

/** Picks br, then gzip, when the client accepts them (q=0 refuses). */
function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?\s*$/.test(part))
      .map((part) => part.split(';', 1)[0]!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Serves the built SPA (precompressed .br/.gz made at build time) and answers every other non-API
 * GET with index.html so client-side routes survive a reload. Does nothing when there is no build.
 */
export const staticPlugin = fp<StaticPluginOptions>(
  async (app, options) => {
    if (!existsSync(join(options.root, 'index.html'))) {
      app.log.warn(
        { root: options.root },
        'web build not found: only the API is served (run `npm run build`)',
      );
      return;
    }
    // The build this server started with, for its whole life: `npm run build` publishes the next one
    // by switching the apps/web/dist symlink (scripts/publish-build.mjs) and keeps this one on disk.
    const root = realpathSync(options.root);
    const assetsDir = join(root, 'assets') + sep;
    const publicUrl = options.publicUrl ?? app.config.publicUrl;
    const indexPath = join(root, 'index.html');
    const variantFor = indexVariants(readFileSync(indexPath, 'utf8'), publicUrl, options.pages);
    const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?', 1)[0] ?? '/';
      const variant = variantFor(path);
      reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .header('etag', variant.etag);
      reply.type('text/html; charset=utf-8');
      if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === variant.etag)) {
        return reply.status(304).send();
      }
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(encoding ? variant[encoding] : variant.raw);
    };

    await app.register(options.pages.routes, { publicUrl, lastModified: statSync(indexPath).mtime });
    // `/` is the landing page: index.html with its head tags (the file itself is never sent as is).
    app.get('/', { schema: { hide: true } }, sendIndex);
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      preCompressed: true,
      index: false,
      allowedPath: (pathName) => pathName !== '/index.html',
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
      return sendIndex(request, reply);
    };
  },
  { name: 'static', fastify: '5.x', dependencies: ['errors'] },
);
