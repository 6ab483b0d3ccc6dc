import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './types';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import { EmbeddedDatabaseWorker } from './embedded-database-thread';
import { FairConnectionPool } from './fair-connection-pool';
import { recordConnectionCount } from './connection-count';

// node-postgres parses every column on the client, for PGlite's shim too. int8 (counts, sums) becomes a
// JS number: our sums are satang and stay far below 2^53. Dates stay text: a Date would shift by time zone.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export type DatabaseKind = 'embedded' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
  /**
   * The embedded database in its thread on a data folder: enforce a statement timeout from now on (the
   * watchdog, embedded-database-thread.ts). server/main.ts calls it after migrating and seeding.
   */
  setStatementTimeout?(ms: number): void;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL: when set, the real server is used and dataDir is ignored. */
  databaseUrl?: string | undefined;
  /** The embedded database's folder; omitted means in memory (tests). */
  dataDir?: string | undefined;
  /** A PGlite data-folder dump to start from (tests seed once and load the dump per worker). */
  loadDataDir?: Blob | File | undefined;
  /** Connections to a real server. */
  poolSize?: number;
  /**
   * Longest a statement may run (ms; 0 = none). A real server: PostgreSQL's statement_timeout on every
   * connection. The embedded database cannot cancel a statement (WebAssembly has no timer signals): on a data
   * folder in its worker thread, the watchdog ends the thread past the limit and starts it again on the same
   * folder (embedded-database-thread.ts); in memory or in the main thread nothing enforces it, and the input
   * limits of server/graphql/input-limits.ts bound the work (docs/decisions/server-embedded-database-thread.md).
   */
  statementTimeoutMs?: number;
  /**
   * Where the embedded database runs: 'worker' (default), a thread of its own so its statements never hold
   * the HTTP event loop; 'main', in this thread as before (TALAT_EMBEDDED_DATABASE_THREAD=main, a fallback
   * and the comparison in docs/decisions/server-embedded-database-thread.md).
   */
  embeddedThread?: EmbeddedThread;
}

export type EmbeddedThread = 'worker' | 'main';

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.statementTimeoutMs ?? 0);
  if ((options.embeddedThread ?? 'worker') === 'worker') return openEmbeddedWorker(options.dataDir, options.loadDataDir, options.statementTimeoutMs ?? 0);
  return openEmbedded(options.dataDir, options.loadDataDir);
}

async function openPostgres(connectionString: string, max: number, statementTimeoutMs: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max, ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}) });
  // Fail at start-up, with the server's own message, rather than on the first request.
  const client = await pool.connect();
  client.release();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  // placeOrder's admission leaves most of the pool to others (modules/checkout/order-admission.ts).
  recordConnectionCount(db, max);
  return { db, kind: 'postgres', close: () => db.destroy() };
}

async function openEmbeddedWorker(dataDir: string | undefined, loadDataDir: Blob | File | undefined, statementTimeoutMs: number): Promise<DatabaseHandle> {
  // PGlite takes no lock of its own: two processes on one folder would corrupt it.
  const lock: DataDirLock | null = dataDir ? acquireDataDirLock(dataDir) : null;
  try {
    const worker = await EmbeddedDatabaseWorker.start(
      {
        ...(dataDir ? { dataDir } : {}),
        ...(loadDataDir ? { loadDataDir: await loadDataDir.arrayBuffer() } : {}),
      },
      // A dead thread is started again on its folder (a limited number of times), and so is one held by a
      // statement past the timeout.
      { statementTimeoutMs },
    );
    // The same node-postgres shim and one connection as in process (see openEmbedded), shared fairly.
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new FairConnectionPool(worker.pool()) }) });
    return {
      db,
      kind: 'embedded',
      async close() {
        await db.destroy();
        await worker.close();
        lock?.release();
      },
      setStatementTimeout: (ms) => worker.setStatementTimeout(ms),
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function openEmbedded(dataDir: string | undefined, loadDataDir: Blob | File | undefined): Promise<DatabaseHandle> {
  // PGlite takes no lock of its own: two processes on one folder would corrupt it.
  const lock: DataDirLock | null = dataDir ? acquireDataDirLock(dataDir) : null;
  try {
    const lite = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
      extensions: { pg_trgm },
      // Durability: an answered commit must survive kill -9. With the Node file system PGlite writes each
      // page and WAL record straight to the data folder during the query; relaxedDurability (off here and by
      // default) would let it answer before syncing. tests/server/checkout-durability.test.ts kills a server.
      relaxedDurability: false,
    });
    // The node-postgres shim serialises queries over one connection, so Kysely transactions stay whole
    // (kysely-pglite would interleave concurrent queries into an open transaction); requests take turns on it.
    const pool = new FairConnectionPool(new pg.Pool(createPgConfig(lite)));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'embedded',
      async close() {
        await db.destroy();
        await lite.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
