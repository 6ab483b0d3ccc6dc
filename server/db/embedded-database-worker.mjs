// @ts-check
/**
 * The embedded database (PGlite) in its own thread, so its work never holds the HTTP event loop (issue 14).
 * server/db/embedded-worker-pool.ts starts this file and talks to it; it answers one message per query with
 * the rows node-postgres produced here, exactly as the in-process pool did.
 *
 * Plain JavaScript on purpose: a worker thread does not inherit the TypeScript loader of vitest's forks, and
 * this file must start the same way under `npm start` (tsx), the tests (vitest) and plain node. It imports
 * only packages, never project files.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import pg from 'pg';

// The same column parsing as server/db/connection.ts sets for the main thread's pools.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/** @typedef {{ dataDir?: string, loadDataDir?: ArrayBuffer }} WorkerOptions */
/** @typedef {{ id: number, kind: 'query', sql: string, parameters: unknown[] } | { id: number, kind: 'close' }} Request */

/** node-postgres' error fields (code, constraint, detail, …) survive the trip; the stack is the caller's. */
function plainError(/** @type {unknown} */ error) {
  if (!(error instanceof Error)) return { message: String(error) };
  /** @type {Record<string, unknown>} */
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue;
    fields[key] = typeof value === 'object' && value !== null ? String(value) : value;
  }
  return { ...fields, name: error.name, message: error.message };
}

async function main() {
  const port = parentPort;
  if (!port) throw new Error('embedded-database-worker.mjs runs only as a worker thread');
  const options = /** @type {WorkerOptions} */ (workerData ?? {});
  let lite;
  try {
    lite = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: new Blob([options.loadDataDir]) } : {}),
      extensions: { pg_trgm },
      // Durability: an answered commit must survive kill -9 (see connection.ts).
      relaxedDurability: false,
    });
  } catch (error) {
    port.postMessage({ kind: 'failed', error: plainError(error) });
    return;
  }
  // One connection, as before: the pool of the main thread hands it to one caller at a time, so a
  // transaction's statements are never interleaved with anyone else's.
  const pool = new pg.Pool(createPgConfig(lite));
  const client = await pool.connect();
  port.on('message', (/** @type {Request} */ request) => {
    if (request.kind === 'close') {
      client.release();
      pool
        .end()
        .then(() => lite.close())
        .then(
          () => port.postMessage({ id: request.id, kind: 'closed' }),
          (error) => port.postMessage({ id: request.id, kind: 'error', error: plainError(error) }),
        );
      return;
    }
    client.query(request.sql, request.parameters).then(
      (result) => port.postMessage({ id: request.id, kind: 'result', command: result.command, rowCount: result.rowCount ?? 0, rows: result.rows }),
      (error) => port.postMessage({ id: request.id, kind: 'error', error: plainError(error) }),
    );
  });
  port.postMessage({ kind: 'ready' });
}

await main();
