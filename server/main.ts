import type { FastifyInstance } from 'fastify';
import { pathToFileURL } from 'node:url';
import { buildApp, type BuildAppOptions } from './app';
import { loadServerConfig, type ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/connection';
import { thaiProvinces } from './modules/checkout/thai-address';
import { migrateAndSeedOnce } from './db/start-up-lock';
import { builtServerEntry } from './render/page-render';
import { smtpTransport, startMailSender, type MailSender } from './mail/smtp-sender';
import { configureOrderAdmission } from './modules/checkout/order-admission';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

/**
 * Opens the database (PostgreSQL with DATABASE_URL, else embedded PGlite in the data folder, locked),
 * migrates, seeds a fresh database, and listens. A second start finds the store rows and skips the seed; nodes
 * started at the same moment on one PostgreSQL wait for each other's migrations and seed (start-up lock).
 */
export async function startServer(
  config: ServerConfig = loadServerConfig(process.env),
  /** Development: the page template and server entry from Vite (scripts/dev.ts). */
  pages: Pick<BuildAppOptions, 'serverEntry' | 'pageTemplate'> = {},
): Promise<RunningServer> {
  const logger = { level: process.env.LOG_LEVEL ?? 'info' };
  let database: DatabaseHandle | null = null;
  if (!config.magentoBackendUrl) {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      // PostgreSQL's from the first statement; the embedded database's once seeded (below).
      statementTimeoutMs: config.databaseUrl ? config.statementTimeoutMs : 0,
      embeddedThread: config.embeddedThread,
    });
    try {
      // Under an advisory lock: nodes started together on one PostgreSQL take turns, one seeds (start-up-lock.ts).
      const { seed } = await migrateAndSeedOnce(database.db, { mediaDir: config.mediaDir, log: (message) => console.log(message) });
      if (seed.seeded) console.log('Seeded the demo shop.');
      // The embedded database's watchdog enforces the timeout from here on: a first seed on a slow machine
      // may run statements longer than a shopper's request ever should (PostgreSQL has it from the start).
      database.setStatementTimeout?.(config.statementTimeoutMs);
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  // An operator's sizing of placeOrder's admission for a sale (else it follows the database's connections).
  if (database && Object.keys(config.checkoutAdmission).length > 0) configureOrderAdmission(database.db, config.checkoutAdmission);
  // Queued push notifications (order paid) are looked for every 2 s.
  const app = await buildApp({ config, db: database?.db ?? null, logger, ...pages, push: { intervalMs: 2_000, ...(config.workLeaseMs ? { leaseMs: config.workLeaseMs } : {}) } });
  // Queued mail goes out over SMTP only when one is configured; otherwise it waits in the outbox (/dev/mail).
  const mailSender: MailSender | null =
    database && config.mail.smtpUrl ? startMailSender(database.db, smtpTransport(config.mail.smtpUrl), config.mail.from, config.workLeaseMs ? { leaseMs: config.workLeaseMs } : {}) : null;
  let closing: Promise<void> | null = null;
  const close = (): Promise<void> => {
    // Fastify first (stop taking requests, finish the running ones), then the database and its lock.
    closing ??= (async () => {
      mailSender?.stop();
      await app.close();
      await database?.close();
    })();
    return closing;
  };
  try {
    // Thailand's address directory is indexed once per process (seconds of CPU on a busy machine): before
    // listening, so no shopper's first address form or country list waits for it, and nobody else's
    // requests share the CPU with that first indexing (issue 14's bench showed it as the slowest answer).
    if (database) await thaiProvinces();
    // The page renderer too (the SSR build and the DOM it installs for content): loaded on the first page
    // request, it held the event loop for 1.6 s on a loaded machine, every shopper's request waiting (issue
    // 14, profiled in docs/decisions/server-embedded-database-fair-queue.md). Development loads Vite's instead.
    if (!pages.serverEntry) await builtServerEntry(config.distDir)().catch(() => null);
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return { app, url: `http://${config.host}:${port}`, close };
}

/** Longest a shutdown may take before the process exits anyway (requests in flight, the database's close). */
const SHUTDOWN_LIMIT_MS = 20_000;

/**
 * SIGINT/SIGTERM close the server and release the data-folder lock before exiting. The handlers stay on
 * (not `once`): Ctrl-C under `npm start` reaches the server twice, from the terminal's process group and
 * relayed by tsx, and with `once` the second one killed the process mid-shutdown, leaving the data folder
 * unclosed and its lock behind. Later signals are ignored while the first shutdown runs, which is bounded.
 */
export function closeOnSignals(server: RunningServer): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(`${signal}: shutting down`);
    setTimeout(() => {
      console.error(`Shutdown took over ${SHUTDOWN_LIMIT_MS / 1000} s; exiting anyway.`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  startServer().then(
    (server) => {
      closeOnSignals(server);
      console.log(`talat is serving on ${server.url}`);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
