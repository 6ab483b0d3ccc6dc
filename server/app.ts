import fastifyPlugin from 'fastify-plugin';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from './config';
import type { Database } from './db/types';
import { dataVersionFor } from './graphql/data-version';
import { graphqlPlugin } from './graphql/plugin';
import { startCacheInvalidation } from './graphql/cache-invalidation';
import { DEFAULT_CUSTOMER_TOKEN_TTL_SECONDS } from './modules/customers/customer-tokens';
import { sandboxProviderRoutes } from './social/sandbox-provider-routes';
import { socialLoginRoutes } from './social/social-login-routes';
import { ResponseCache, type ResponseCacheOptions } from './graphql/response-cache';
import { compression } from './http/compression';
import { healthRoute } from './http/health-route';
import { magentoProxy } from './http/magento-proxy';
import { mediaRoutes } from './http/media-route';
import { errorReplies, frameworkErrorReply } from './http/error-reply';
import { HTTP_TIMEOUTS, ROUTER_OPTIONS } from './http/timeouts';
import { requestLog, serverLogOptions } from './http/request-log';
import { statementLanes } from './http/statement-lane-hook';
import { securityHeaders } from './http/security-headers';
import { spaRoutes } from './http/spa-routes';
import { pageResponder } from './render/page-response';
import type { RenderShedding } from './render/render-shedding';
import type { ServerEntryLoader } from './render/page-render';
import { sitemapRoutes } from './render/sitemap';
import { devMailRoutes } from './mail/dev-mail-route';
import { loadPaymentConfig, type PaymentConfig } from './payments/payment-config';
import { paymentsPlugin } from './payments/payments-plugin';
import { checkoutRestRoutes } from './rest/checkout-routes';
import { operatorRoutes } from './operator/operator-routes';
import { resolveOperatorToken } from './operator/operator-token';
import { startPushSender, type PushSenderOptions } from './modules/push/push-sender';
import { FIREBASE_WEB_ORIGINS, pushSettings } from './modules/push/push-settings';
import { summaryRefreshSettled } from './modules/search/search-summaries';

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when proxying to Magento. Writers in this process call `invalidate()` after changing data. */
    responseCache: ResponseCache | null;
    /** TALAT_BASE_URL's origin, or null to use the request's own (server/graphql/request-origin.ts). */
    publicBaseUrl: string | null;
  }
}

export interface BuildAppOptions {
  config: Pick<ServerConfig, 'dataDir' | 'distDir' | 'mediaDir' | 'magentoBackendUrl'> &
    Partial<Pick<ServerConfig, 'responseCache' | 'mail' | 'payments' | 'trustedProxies' | 'baseUrl' | 'paymentOrigins' | 'customerTokenTtlSeconds' | 'socialProviders' | 'socialSandbox' | 'mediaCacheBytes' | 'operatorToken' | 'databaseUrl' | 'httpCachePurgeUrls'>>;
  /** The open database; null only when config.magentoBackendUrl is set. */
  db: Kysely<Database> | null;
  logger?: FastifyServerOptions['logger'];
  responseCache?: ResponseCacheOptions;
  /**
   * Push delivery (default settings from the environment, server/modules/push/push-settings.ts). Queued pushes are
   * looked for every `intervalMs` (server/main.ts: 2 s); without it only the operator route sends at once.
   */
  push?: Partial<PushSenderOptions>;
  /** React's server entry for page bodies; default the SSR build in distDir/.ssr (development: Vite's). */
  serverEntry?: ServerEntryLoader;
  /** The page template; default distDir/index.html (development: Vite's transformed index.html). */
  pageTemplate?: () => Promise<string | null>;
  /** When a page may be rendered here; default by the event loop's load (server/render/render-shedding.ts). */
  pageShedding?: RenderShedding;
}

/**
 * TALAT_RESPONSE_CACHE=off: every GET runs its resolvers (benchmarks measure the uncached path). HTTP
 * caching headers stay as they are; only the in-process store of answers is skipped.
 */
class DisabledResponseCache extends ResponseCache {
  override get(): undefined {
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
  const trustedProxies = config.trustedProxies ?? [];
  const app = Fastify({
    ...serverLogOptions(options.logger ?? false),
    // request-log.ts writes one line per request instead.
    logController: new LogController({ disableRequestLogging: true }),
    // Forwarded headers only from the configured proxies (TALAT_TRUSTED_PROXIES); anyone can send them.
    trustProxy: trustedProxies.length > 0 ? trustedProxies : false,
    bodyLimit: 1024 * 1024,
    ...HTTP_TIMEOUTS,
    routerOptions: ROUTER_OPTIONS,
    // A URL the router cannot decode (/%ff) answers like any other bad request, without fastify's code.
    frameworkErrors: frameworkErrorReply,
  });
  app.decorate('publicBaseUrl', config.baseUrl ?? null);
  errorReplies(app);
  securityHeaders(app, { paymentOrigins: config.paymentOrigins ?? [], connectOrigins: pushSettings().firebase ? FIREBASE_WEB_ORIGINS : [] });
  requestLog(app);
  // Each request's database statements take turns with other requests' (server/db/fair-connection-pool.ts).
  statementLanes(app);
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
    // Changes reach this cache (poll, LISTEN/NOTIFY on PostgreSQL) and the shared HTTP caches in front (purge).
    startCacheInvalidation(app, db, responseCache, { databaseUrl: config.databaseUrl, purgeUrls: config.httpCachePurgeUrls });
    const customerTokenTtlSeconds = config.customerTokenTtlSeconds ?? DEFAULT_CUSTOMER_TOKEN_TTL_SECONDS;
    // Without settings (tests, benchmarks) the sandbox provider stands in, as in development.
    const social = { real: config.socialProviders ?? [], sandbox: config.socialSandbox ?? true };
    app.decorate('socialSetup', social);
    // Not encapsulated: the page renderer (server/render) runs queries in-process through app.graphql.
    await app.register(fastifyPlugin(graphqlPlugin), { db, responseCache, customerTokenTtlSeconds });
    // Social login: the popup's start and callback pages, and the sandbox OpenID provider.
    await app.register(socialLoginRoutes, { db, social, customerTokenTtlSeconds });
    await app.register(sandboxProviderRoutes, { db, social });
    await app.register(mediaRoutes, { mediaDir: config.mediaDir, dataDir: config.dataDir, cacheBytes: config.mediaCacheBytes });
    await app.register(checkoutRestRoutes, { db });
    // The shop operator's actions (company credit, order cancel), behind TALAT_OPERATOR_TOKEN or a generated one.
    // Queued push notifications (order paid, operator messages) go out through the Web Push protocol; the server
    // process polls for them (server/main.ts), tests and benchmarks only when they ask.
    const pushSender = startPushSender(db, { settings: pushSettings(), ...options.push });
    app.addHook('onClose', async () => pushSender.stop());
    // A background rebuild of search summaries finishes before the database may be closed.
    app.addHook('onClose', async () => summaryRefreshSettled(db));
    // One token for every node: configured, else generated once into the database (a copy for the scripts
    // only on the embedded database, which they cannot open while the server runs).
    const operatorToken = await resolveOperatorToken(db, { configured: config.operatorToken, copyInto: config.databaseUrl ? null : config.dataDir });
    await app.register(operatorRoutes, { db, token: operatorToken, pushSender });
    sitemapRoutes(app, db);
    // The mail outbox viewer: on by default outside production (loadServerConfig), off when not configured.
    if (config.mail?.devViewer) await app.register(devMailRoutes, { db });
    // Without payment settings (tests, benchmarks) every provider is our sandbox.
    const payments: PaymentConfig = config.payments ?? loadPaymentConfig({});
    await app.register(paymentsPlugin, { db, config: payments, root: app });
  }
  await app.register(spaRoutes, {
    distDir: config.distDir,
    // Development renders pages from Vite's template, with no build on disk.
    pagesWithoutBuild: options.pageTemplate !== undefined,
    page: pageResponder(app, { db, distDir: config.distDir, serverEntry: options.serverEntry, template: options.pageTemplate, shedding: options.pageShedding }),
  });
  return app;
}
