import { Worker } from 'node:worker_threads';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { Parser } from 'pg-protocol/dist/parser';
import type { BackendMessage } from 'pg-protocol/dist/messages';

/**
 * The embedded database in a worker thread (embedded-database-worker.mjs), used through the same
 * node-postgres shim as in process (`createPgConfig`): the shim talks to a stand-in for PGlite whose
 * `execProtocolStream` sends the wire-protocol bytes to the worker and parses the answer's bytes here.
 * PGlite runs each statement synchronously in WebAssembly: in the HTTP thread a slow statement froze every
 * other request (issue 14); in the worker only the WebAssembly runs, and this thread keeps serving.
 *
 * node-postgres writes a query as several messages (parse, bind, describe, execute, sync), one shim call
 * each, every call waiting for the one before. Messages up to a sync or flush are held and sent together,
 * as a socket's buffer would, so a query costs one trip to the worker, not five.
 */

interface WorkerOptions {
  dataDir?: string;
  loadDataDir?: ArrayBuffer;
}

interface ErrorFields {
  name?: string;
  message: string;
}

type Reply =
  | { kind: 'ready' }
  | { kind: 'failed'; error: ErrorFields }
  | { id: number; kind: 'result'; bytes: Uint8Array }
  | { id: number; kind: 'error'; error: ErrorFields }
  | { id: number; kind: 'closed' };

type Answer = Extract<Reply, { id: number }>;

/** Frontend message types that wait for a later sync or flush before the server must answer. */
const HELD = new Set(['P', 'B', 'D', 'E', 'C'].map((letter) => letter.charCodeAt(0)));

function toError(fields: ErrorFields): Error {
  const error = new Error(fields.message);
  if (fields.name) error.name = fields.name;
  return error;
}

/** What the shim needs of a PGlite instance (execProtocolStream and waitReady), backed by the worker. */
export class EmbeddedDatabaseWorker {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(answer: Answer): void; reject(error: Error): void }>();
  readonly #parser = new Parser();
  #held: Uint8Array[] = [];
  #nextId = 1;
  #stopped: Error | null = null;
  readonly waitReady: Promise<void> = Promise.resolve();

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: Reply) => {
      if (!('id' in reply)) return;
      const pending = this.#pending.get(reply.id);
      this.#pending.delete(reply.id);
      // Idle, the worker does not keep the process alive (the in-process database did not either).
      if (this.#pending.size === 0) worker.unref();
      pending?.resolve(reply);
    });
    const stop = (error: Error): void => {
      this.#stopped ??= error;
      for (const pending of this.#pending.values()) pending.reject(this.#stopped);
      this.#pending.clear();
    };
    worker.on('error', stop);
    worker.on('exit', (code) => stop(new Error(`The embedded database stopped (worker exit code ${code}).`)));
  }

  /** Starts the worker and waits until the database is open (a failure to open rejects with its reason). */
  static async start(options: WorkerOptions): Promise<EmbeddedDatabaseWorker> {
    const worker = new Worker(new URL('./embedded-database-worker.mjs', import.meta.url), {
      workerData: options,
      ...(options.loadDataDir ? { transferList: [options.loadDataDir] } : {}),
    });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (reply: Reply): void => {
        if (reply.kind === 'ready') resolve();
        else if (reply.kind === 'failed') reject(toError(reply.error));
        else return;
        worker.off('message', onMessage);
        worker.off('error', reject);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
    const database = new EmbeddedDatabaseWorker(worker);
    worker.unref();
    return database;
  }

  #send(message: { kind: 'exec'; messages: Uint8Array[] } | { kind: 'close' }): Promise<Answer> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise<Answer>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      // In flight, it does: a script awaiting its last statement is not cut short.
      this.#worker.ref();
      this.#worker.postMessage({ id, ...message });
    });
  }

  /** The shim's one call: a frontend message in, the backend messages it produced out (PGlite's contract). */
  async execProtocolStream(message: Uint8Array): Promise<BackendMessage[]> {
    // The shim's buffer may be reused by node-postgres' writer: keep a copy.
    this.#held.push(Uint8Array.from(message));
    if (HELD.has(message[0] ?? 0)) return [];
    const messages = this.#held;
    this.#held = [];
    const answer = await this.#send({ kind: 'exec', messages });
    if (answer.kind === 'error') throw toError(answer.error);
    if (answer.kind !== 'result') throw new Error(`Unexpected answer from the embedded database: ${answer.kind}`);
    const parsed: BackendMessage[] = [];
    this.#parser.parse(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength), (backend) => parsed.push(backend));
    return parsed;
  }

  /** A node-postgres pool of one connection on this database, as `pg.Pool(createPgConfig(lite))` was. */
  pool(): pg.Pool {
    return new pg.Pool(createPgConfig(this as unknown as PGlite));
  }

  async close(): Promise<void> {
    if (this.#stopped) return;
    const answer = await this.#send({ kind: 'close' });
    if (answer.kind === 'error') throw toError(answer.error);
    this.#stopped = new Error('The embedded database is closed.');
    await this.#worker.terminate();
  }
}
