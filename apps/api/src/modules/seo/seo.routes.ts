import type { FastifyPluginAsync } from 'fastify';
import { robotsTxt, SEO_CACHE_CONTROL, sitemapXml } from './seo.ts';

export type SeoRoutesOptions = { publicUrl: string; lastModified?: Date };

/**
 * GET /robots.txt and GET /sitemap.xml of the public site, built once from PUBLIC_URL. Registered by
 * the static plugin next to the SPA (no web build, no public site to describe). Not API routes: kept
 * out of the OpenAPI document.
 */
export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, { publicUrl, lastModified }) => {
  const robots = robotsTxt(publicUrl);
  const sitemap = sitemapXml(publicUrl, lastModified);

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', SEO_CACHE_CONTROL).type('text/plain; charset=utf-8').send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', SEO_CACHE_CONTROL).type('application/xml; charset=utf-8').send(sitemap),
  );
};
