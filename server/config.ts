import { resolve } from 'node:path';

/** Everything the server reads from the environment, in one place (README lists these). */
export interface ServerConfig {
  host: string;
  port: number;
  /** The embedded database's folder (TALAT_DATA_DIR, default ./data). */
  dataDir: string;
  /** Real PostgreSQL when set (DATABASE_URL). */
  databaseUrl: string | undefined;
  /** Proxy /graphql, /rest and /media to a real Magento store instead of the embedded server. */
  magentoBackendUrl: string | undefined;
  /** Where the built SPA lives. */
  distDir: string;
  /** Where seeded and uploaded media live (default <dataDir>/media). */
  mediaDir: string;
}

export function loadServerConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): ServerConfig {
  const port = Number.parseInt(env.PORT ?? '8080', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const dataDir = resolve(cwd, env.TALAT_DATA_DIR ?? 'data');
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    magentoBackendUrl: env.MAGENTO_BACKEND_URL || undefined,
    distDir: resolve(cwd, env.TALAT_DIST_DIR ?? 'dist'),
    mediaDir: resolve(cwd, env.TALAT_MEDIA_DIR ?? resolve(dataDir, 'media')),
  };
}
