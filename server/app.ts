import fastifyPlugin from 'fastify-plugin';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from './config';
import type { Database } from './db/types';
import { dataVersionFor } from './graphql/data-version';
import { graphqlPlugin } from './graphql/plugin';
import { ResponseCache, type ResponseCacheOptions } from './graphql/response-cache';
import { compression } from './http/compression';
import { healthRoute } from './http/health-route';
import { magentoProxy } from './http/magento-proxy';
import { mediaRoutes } from './http/media-route';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { spaRoutes } from './http/spa-routes';
import { pageResponder } from './render/page-response';
import { sitemapRoutes } from './render/sitemap';

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when proxying to Magento. Writers in this process call `invalidate()` after changing data. */
    responseCache: ResponseCache | null;
  }
}

export interface BuildAppOptions {
  config: Pick<ServerConfig, 'dataDir' | 'distDir' | 'mediaDir' | 'magentoBackendUrl'> & Partial<Pick<ServerConfig, 'responseCache'>>;
  /** The open database; null only when config.magentoBackendUrl is set. */
  db: Kysely<Database> | null;
  logger?: FastifyServerOptions['logger'];
  responseCache?: ResponseCacheOptions;
}

/**
 * TALAT_RESPONSE_CACHE=off: every GET runs its resolvers (benchmarks measure the uncached path). HTTP
 * caching headers stay as they are; only the in-process store of answers is skipped.
 */
class DisabledResponseCache extends ResponseCache {
  override get(): string | undefined {
    return undefined;
  }

  override set(): void {
    // Nothing is kept.
  }
}

/**
 * The whole HTTP server without listening: used by server/main.ts, the tests (`app.inject`) and the
 * benchmarks. With MAGENTO_BACKEND_URL the API and media go to Magento and no database is needed.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    // request-log.ts writes one line per request instead.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  });
  securityHeaders(app);
  requestLog(app);
  await compression(app);
  healthRoute(app, db);

  if (config.magentoBackendUrl) {
    app.decorate('responseCache', null);
    await magentoProxy(app, config.magentoBackendUrl);
  } else {
    if (!db) throw new Error('buildApp needs a database unless MAGENTO_BACKEND_URL is set');
    const responseCache = config.responseCache === false
      ? new DisabledResponseCache(dataVersionFor(db))
      : new ResponseCache(dataVersionFor(db), options.responseCache);
    app.decorate('responseCache', responseCache);
    // Not encapsulated: the page renderer (server/render) runs queries in-process through app.graphql.
    await app.register(fastifyPlugin(graphqlPlugin), { db, responseCache });
    await app.register(mediaRoutes, { mediaDir: config.mediaDir, dataDir: config.dataDir });
    sitemapRoutes(app, db);
  }
  await app.register(spaRoutes, { distDir: config.distDir, page: pageResponder(app, { db, distDir: config.distDir }) });
  return app;
}
