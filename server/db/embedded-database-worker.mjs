// @ts-check
/**
 * The embedded database (PGlite) in its own thread, so its work never holds the HTTP event loop (issue 14).
 * server/db/embedded-database-thread.ts starts this file. It only runs PostgreSQL wire-protocol messages
 * through PGlite and sends the answer's bytes back; node-postgres in the main thread writes the messages
 * and reads the answers, as it did with PGlite in process.
 *
 * Plain JavaScript on purpose: a worker thread does not inherit the TypeScript loader of vitest's forks, and
 * this file must start the same way under `npm start` (tsx), the tests (vitest) and plain node. It imports
 * only packages, never project files.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** @typedef {{ dataDir?: string, loadDataDir?: ArrayBuffer }} WorkerOptions */
/** @typedef {{ id: number, kind: 'exec', messages: Uint8Array[] } | { id: number, kind: 'close' }} Request */

/** @param {unknown} error */
function plainError(error) {
  return error instanceof Error ? { name: error.name, message: error.message } : { message: String(error) };
}

async function main() {
  const port = parentPort;
  if (!port) throw new Error('embedded-database-worker.mjs runs only as a worker thread');
  const options = /** @type {WorkerOptions} */ (workerData ?? {});
  /** @type {PGlite} */
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
  // Requests are taken one at a time, in order: PGlite is one session, and the main thread's
  // node-postgres client already queues whole queries.
  let queue = Promise.resolve();
  port.on('message', (/** @type {Request} */ request) => {
    queue = queue.then(async () => {
      try {
        if (request.kind === 'close') {
          await lite.close();
          port.postMessage({ id: request.id, kind: 'closed' });
          return;
        }
        const answers = [];
        let length = 0;
        for (const message of request.messages) {
          const answer = await lite.execProtocolRaw(message);
          answers.push(answer);
          length += answer.length;
        }
        // A fresh buffer (PGlite's answer may be a view of its WebAssembly memory), handed over without a copy.
        const bytes = new Uint8Array(length);
        let offset = 0;
        for (const answer of answers) {
          bytes.set(answer, offset);
          offset += answer.length;
        }
        port.postMessage({ id: request.id, kind: 'result', bytes }, [bytes.buffer]);
      } catch (error) {
        port.postMessage({ id: request.id, kind: 'error', error: plainError(error) });
      }
    });
  });
  port.postMessage({ kind: 'ready' });
}

await main();
