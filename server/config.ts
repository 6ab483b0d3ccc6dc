import { loadSocialProviders, type RealProviderConfig } from './social/provider-config';
import { resolve } from 'node:path';
import { loadPaymentConfig, paymentCspOrigins, type PaymentConfig } from './payments/payment-config';

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
  /** Lifetime of a customer's bearer token in seconds (TALAT_CUSTOMER_TOKEN_TTL_SECONDS, default 3600). */
  customerTokenTtlSeconds: number;
  /** Real social login providers (TALAT_SOCIAL_<TYPE>_*); networks without one use the sandbox provider. */
  socialProviders: RealProviderConfig[];
  /** The sandbox social provider (TALAT_SOCIAL_SANDBOX): on outside production unless off; on forces it. */
  socialSandbox: boolean;
  /** Mail delivery (server/mail): SMTP when TALAT_SMTP_URL is set, else mail stays in the outbox. */
  mail: MailConfig;
  /** Payment providers: live credentials or our sandboxes (server/payments/payment-config.ts). */
  payments: PaymentConfig;
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
  /** Where the embedded database runs (TALAT_EMBEDDED_DATABASE_THREAD: worker, the default, or main). */
  embeddedThread: 'worker' | 'main';
  /** The shop operator's token for /operator/* (TALAT_OPERATOR_TOKEN); else generated once into the database. */
  operatorToken: string | undefined;
  /** How long a mail or push sender's claim holds (TALAT_WORK_LEASE_SECONDS); unset: each sender's own default. */
  workLeaseMs?: number | undefined;
  /**
   * Shared HTTP caches in front (Varnish) to send `PURGE` with `xkey-purge: <tags>` when data changes
   * (TALAT_HTTP_CACHE_PURGE_URLS, comma-separated URLs; empty: no purge).
   */
  httpCachePurgeUrls: string[];
  /**
   * placeOrder's admission in a rush (server/modules/checkout/order-admission.ts): placements at once
   * (TALAT_CHECKOUT_PLACING) and the longest a buyer is kept waiting before "try again" (TALAT_CHECKOUT_MAX_WAIT_MS);
   * unset: sized from the database's connections, and 1,500 ms.
   */
  checkoutAdmission: { placing?: number; maxWaitMs?: number };
}

function parseMegabytes(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback * 1024 * 1024;
  const megabytes = Number(value);
  if (!Number.isFinite(megabytes) || megabytes <= 0) throw new Error(`${name} must be a positive number of megabytes, got ${value}`);
  return Math.round(megabytes * 1024 * 1024);
}

function parseEmbeddedThread(value: string | undefined): 'worker' | 'main' {
  if (value === undefined || value === '' || value === 'worker') return 'worker';
  if (value === 'main') return 'main';
  throw new Error(`TALAT_EMBEDDED_DATABASE_THREAD must be worker or main, got ${value}`);
}

function parseMilliseconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`${name} must be a whole number of milliseconds (0 = none), got ${value}`);
  return ms;
}

export interface MailConfig {
  /** smtp://user:password@host:587 or smtps://…; unset: nothing is sent, /dev/mail shows the outbox. */
  smtpUrl: string | undefined;
  /** The sender address (TALAT_MAIL_FROM). */
  from: string;
  /** The /dev/mail viewer: on outside production unless TALAT_DEV_MAIL=off; TALAT_DEV_MAIL=on forces it. */
  devViewer: boolean;
}

function parseList(value: string | undefined): string[] {
  return (value ?? '').split(',').map((item) => item.trim()).filter((item) => item !== '');
}

function parseHttpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must list http(s) URLs, got ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must list http(s) URLs, got ${value}`);
  return url.href;
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

function parsePositiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a whole number above 0, got ${value}`);
  return parsed;
}

export function loadServerConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): ServerConfig {
  const payments = loadPaymentConfig(env);
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
    socialProviders: loadSocialProviders(env),
    socialSandbox: parseSwitch('TALAT_SOCIAL_SANDBOX', env.TALAT_SOCIAL_SANDBOX, env.NODE_ENV !== 'production'),
    customerTokenTtlSeconds: parsePositiveInt('TALAT_CUSTOMER_TOKEN_TTL_SECONDS', env.TALAT_CUSTOMER_TOKEN_TTL_SECONDS, 3600),
    mail: {
      smtpUrl: env.TALAT_SMTP_URL || undefined,
      from: env.TALAT_MAIL_FROM || 'talat <no-reply@talat.localhost>',
      devViewer: parseSwitch('TALAT_DEV_MAIL', env.TALAT_DEV_MAIL, env.NODE_ENV !== 'production'),
    },
    payments,
    trustedProxies: parseList(env.TALAT_TRUSTED_PROXIES),
    baseUrl: env.TALAT_BASE_URL ? parseOrigin('TALAT_BASE_URL', env.TALAT_BASE_URL) : undefined,
    // The configured origins plus those of the live payment providers' browser-facing URLs (none for the
    // same-origin sandboxes).
    paymentOrigins: [...new Set([
      ...parseList(env.TALAT_PAYMENT_ORIGINS).map((origin) => parseOrigin('TALAT_PAYMENT_ORIGINS', origin)),
      ...paymentCspOrigins(payments),
    ])],
    mediaCacheBytes: parseMegabytes('TALAT_MEDIA_CACHE_MB', env.TALAT_MEDIA_CACHE_MB, 512),
    statementTimeoutMs: parseMilliseconds('TALAT_STATEMENT_TIMEOUT_MS', env.TALAT_STATEMENT_TIMEOUT_MS, 15_000),
    operatorToken: env.TALAT_OPERATOR_TOKEN || undefined,
    workLeaseMs: env.TALAT_WORK_LEASE_SECONDS ? parsePositiveInt('TALAT_WORK_LEASE_SECONDS', env.TALAT_WORK_LEASE_SECONDS, 1) * 1000 : undefined,
    httpCachePurgeUrls: parseList(env.TALAT_HTTP_CACHE_PURGE_URLS).map((url) => parseHttpUrl('TALAT_HTTP_CACHE_PURGE_URLS', url)),
    embeddedThread: parseEmbeddedThread(env.TALAT_EMBEDDED_DATABASE_THREAD),
    checkoutAdmission: {
      ...(env.TALAT_CHECKOUT_PLACING ? { placing: parsePositiveInt('TALAT_CHECKOUT_PLACING', env.TALAT_CHECKOUT_PLACING, 1) } : {}),
      ...(env.TALAT_CHECKOUT_MAX_WAIT_MS ? { maxWaitMs: parsePositiveInt('TALAT_CHECKOUT_MAX_WAIT_MS', env.TALAT_CHECKOUT_MAX_WAIT_MS, 1) } : {}),
    },
  };
}
