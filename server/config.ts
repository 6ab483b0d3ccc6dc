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
  /** The in-process GraphQL response cache (TALAT_RESPONSE_CACHE=off disables it, for benchmarks). */
  responseCache: boolean;
  /**
   * Addresses (or CIDR ranges) of the reverse proxies whose X-Forwarded-For/-Proto/-Host are believed
   * (TALAT_TRUSTED_PROXIES, comma-separated). Empty: forwarded headers are ignored, from anyone.
   */
  trustedProxies: string[];
  /** The shop's public origin for links in answers (TALAT_BASE_URL); else the request's own host. */
  baseUrl: string | undefined;
  /** Origins of card-payment providers the browser loads scripts and frames from (TALAT_PAYMENT_ORIGINS). */
  paymentOrigins: string[];
  /** Bytes of resized images kept under <dataDir>/cache/media (TALAT_MEDIA_CACHE_MB, default 512). */
  mediaCacheBytes: number;
  /** PostgreSQL statement_timeout in ms for a real server (TALAT_STATEMENT_TIMEOUT_MS, default 15000, 0 = none). */
  statementTimeoutMs: number;
}

function parseMegabytes(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback * 1024 * 1024;
  const megabytes = Number(value);
  if (!Number.isFinite(megabytes) || megabytes <= 0) throw new Error(`${name} must be a positive number of megabytes, got ${value}`);
  return Math.round(megabytes * 1024 * 1024);
}

function parseMilliseconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`${name} must be a whole number of milliseconds (0 = none), got ${value}`);
  return ms;
}

function parseList(value: string | undefined): string[] {
  return (value ?? '').split(',').map((item) => item.trim()).filter((item) => item !== '');
}

function parseOrigin(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) URL, got ${value}`);
  return url.origin;
}

function parseSwitch(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`${name} must be on or off, got ${value}`);
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
    responseCache: parseSwitch('TALAT_RESPONSE_CACHE', env.TALAT_RESPONSE_CACHE, true),
    trustedProxies: parseList(env.TALAT_TRUSTED_PROXIES),
    baseUrl: env.TALAT_BASE_URL ? parseOrigin('TALAT_BASE_URL', env.TALAT_BASE_URL) : undefined,
    paymentOrigins: parseList(env.TALAT_PAYMENT_ORIGINS).map((origin) => parseOrigin('TALAT_PAYMENT_ORIGINS', origin)),
    mediaCacheBytes: parseMegabytes('TALAT_MEDIA_CACHE_MB', env.TALAT_MEDIA_CACHE_MB, 512),
    statementTimeoutMs: parseMilliseconds('TALAT_STATEMENT_TIMEOUT_MS', env.TALAT_STATEMENT_TIMEOUT_MS, 15_000),
  };
}
