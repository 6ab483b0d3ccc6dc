import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../../../server/app';
import type { ServerEntryLoader } from '../../../server/render/page-render';
import { renderShedding } from '../../../server/render/render-shedding';
import { randomBytes } from 'node:crypto';
import { openDatabase, type DatabaseHandle } from '../../../server/db/connection';
import { databaseName, dropDatabase, recreateDatabase, withDatabase } from './seeded-database';
import type { ResponseCacheOptions } from '../../../server/graphql/response-cache';
import type { MailConfig } from '../../../server/config';

/**
 * The seeded database for one test file, so files never see each other's writes: embedded, a fresh
 * in-memory PGlite loaded from the run's dump; with TEST_DATABASE_URL, a copy of the seeded template
 * database, dropped again on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const info = inject('seededDatabase');
  const templateUrl = info.databaseUrl;
  if (templateUrl) {
    const template = databaseName(templateUrl);
    const name = `${template.replace(/_template$/, '')}_${randomBytes(4).toString('hex')}`;
    await recreateDatabase(templateUrl, name, template);
    const handle = await openDatabase({ databaseUrl: withDatabase(templateUrl, name), poolSize: 4 });
    return {
      ...handle,
      async close() {
        await handle.close();
        await dropDatabase(templateUrl, name);
      },
    };
  }
  if (!info.dumpFile) throw new Error('The global setup prepared no database');
  return openDatabase({ loadDataDir: new Blob([readFileSync(info.dumpFile)]) });
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Where resized images go for this app (a temporary folder). */
  dataDir: string;
  mediaDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** A built SPA to serve; default none (non-API GETs answer 404). */
  distDir?: string;
  responseCache?: ResponseCacheOptions;
  /** Reuse an open database instead of opening one. */
  database?: DatabaseHandle;
  /** Mail settings; default: the /dev/mail viewer on, no SMTP (as in development). */
  mail?: MailConfig;
  /** Customer token lifetime (TALAT_CUSTOMER_TOKEN_TTL_SECONDS); default 3600. */
  customerTokenTtlSeconds?: number;
  /** The sandbox social provider (TALAT_SOCIAL_SANDBOX); default on, as in development. */
  socialSandbox?: boolean;
  /** fastify logger settings (default: no logging). */
  logger?: FastifyServerOptions['logger'];
  /** Push delivery (e.g. an HTTPS agent trusting a test push service). */
  push?: BuildAppOptions['push'];
  /** React's server entry for page bodies (server/render/page-render.ts); default the build's, if any. */
  serverEntry?: ServerEntryLoader;
  /** When a page may be rendered (server/render/render-shedding.ts); default by the event loop's load. */
  pageShedding?: BuildAppOptions['pageShedding'];
  /** The page template, as `npm run dev` passes Vite's; default the build's index.html. */
  pageTemplate?: BuildAppOptions['pageTemplate'];
  /** Shared HTTP caches to purge (TALAT_HTTP_CACHE_PURGE_URLS); default none. */
  httpCachePurgeUrls?: string[];
  /** The database's URL on PostgreSQL, so the app LISTENs for changes as a node does; default none (poll only). */
  databaseUrl?: string;
}

/** A fastify instance on the seeded data, for `app.inject`. Close it in afterAll. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const info = inject('seededDatabase');
  const database = options.database ?? (await openTestDatabase());
  const dataDir = mkdtempSync(join(tmpdir(), 'talat-test-'));
  const app = await buildApp({
    config: {
      dataDir,
      distDir: options.distDir ?? join(dataDir, 'no-dist'),
      mediaDir: info.mediaDir,
      magentoBackendUrl: undefined,
      mail: options.mail ?? { smtpUrl: undefined, from: 'talat <no-reply@talat.localhost>', devViewer: true },
      customerTokenTtlSeconds: options.customerTokenTtlSeconds,
      socialSandbox: options.socialSandbox,
      httpCachePurgeUrls: options.httpCachePurgeUrls,
      databaseUrl: options.databaseUrl,
    },
    db: database.db,
    responseCache: options.responseCache,
    logger: options.logger,
    push: options.push,
    serverEntry: options.serverEntry,
    pageTemplate: options.pageTemplate,
    // Server tests render every page they ask for, whatever the test worker's load; shedding has its own tests
    // (render-shedding.test.ts, page-render-body.test.ts).
    pageShedding: options.pageShedding ?? renderShedding({ busy: () => 0, stop: () => undefined }),
  });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    mediaDir: info.mediaDir,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
