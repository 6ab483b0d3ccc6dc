import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../../server/app';
import { openDatabase, type DatabaseHandle } from '../../../server/db/connection';
import type { ResponseCacheOptions } from '../../../server/graphql/response-cache';

/**
 * The seeded database for one test file: embedded, a fresh in-memory PGlite loaded from the run's dump
 * (so files never see each other's writes); with TEST_DATABASE_URL, the shared PostgreSQL database.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const info = inject('seededDatabase');
  if (info.databaseUrl) return openDatabase({ databaseUrl: info.databaseUrl, poolSize: 4 });
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
    },
    db: database.db,
    responseCache: options.responseCache,
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
