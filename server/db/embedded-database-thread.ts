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

/**
 * A PostgreSQL ErrorResponse ('E') then ReadyForQuery ('Z', idle), as a server sends them: how a failure
 * outside SQL reaches node-postgres. Thrown from execProtocolStream instead, the shim would emit it as a
 * socket error: node-postgres raises that as an 'error' event on a client nobody listens to while Kysely
 * holds it (an uncaught exception), and the queries waiting for the pool never settle.
 */
function errorResponse(code: string, message: string): Buffer {
  const fields = Buffer.from(`SERROR\0VERROR\0C${code}\0M${message.replaceAll('\0', ' ')}\0\0`, 'utf8');
  const error = Buffer.alloc(5);
  error.write('E', 0, 'latin1');
  error.writeInt32BE(4 + fields.length, 1);
  const ready = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);
  return Buffer.concat([error, fields, ready]);
}

/** SQLSTATE 08006 connection_failure: what node-postgres reports when a PostgreSQL server's connection dies. */
export const STOPPED_SQLSTATE = '08006';
/** SQLSTATE XX000 internal_error: PGlite itself threw (not a SQL error, which comes as its own ErrorResponse). */
const INTERNAL_SQLSTATE = 'XX000';

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
  #stopped: string | null = null;
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
    worker.on('error', (error) => this.#stop(`The embedded database failed: ${error.message}`));
    worker.on('exit', (code) => this.#stop(`The embedded database stopped (thread exit code ${code}).`));
  }

  /** The first reason wins; statements in flight fail with it, and so do later ones: none waits forever. */
  #stop(reason: string): void {
    this.#stopped ??= reason;
    for (const pending of this.#pending.values()) pending.reject(new Error(this.#stopped));
    this.#pending.clear();
  }

  /** Why the database no longer answers, or null while it runs. */
  get stopped(): string | null {
    return this.#stopped;
  }

  /** Starts the worker and waits until the database is open (a failure to open rejects with its reason). */
  static async start(options: WorkerOptions): Promise<EmbeddedDatabaseWorker> {
    const worker = new Worker(new URL('./embedded-database-worker.mjs', import.meta.url), {
      workerData: options,
      ...(options.loadDataDir ? { transferList: [options.loadDataDir] } : {}),
    });
    const ready = new Promise<void>((resolve, reject) => {
      // A thread that ends before it is ready (PGlite aborting while it opens) fails the start, not hangs it.
      const onExit = (code: number): void => reject(new Error(`The embedded database stopped while opening (thread exit code ${code}).`));
      const onMessage = (reply: Reply): void => {
        if (reply.kind === 'ready') resolve();
        else if (reply.kind === 'failed') reject(toError(reply.error));
        else return;
        worker.off('message', onMessage);
        worker.off('error', reject);
        worker.off('exit', onExit);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
      worker.once('exit', onExit);
    });
    try {
      await ready;
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    const database = new EmbeddedDatabaseWorker(worker);
    worker.unref();
    return database;
  }

  #send(message: { kind: 'exec'; messages: Uint8Array[] } | { kind: 'close' }): Promise<Answer> {
    if (this.#stopped) return Promise.reject(new Error(this.#stopped));
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
    let bytes: Buffer;
    try {
      const answer = await this.#send({ kind: 'exec', messages });
      bytes =
        answer.kind === 'result'
          ? Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength)
          : errorResponse(INTERNAL_SQLSTATE, answer.kind === 'error' ? answer.error.message : `unexpected answer ${answer.kind}`);
    } catch (reason) {
      bytes = errorResponse(STOPPED_SQLSTATE, reason instanceof Error ? reason.message : String(reason));
    }
    const parsed: BackendMessage[] = [];
    this.#parser.parse(bytes, (backend) => parsed.push(backend));
    return parsed;
  }

  /** A node-postgres pool of one connection on this database, as `pg.Pool(createPgConfig(lite))` was. */
  pool(): pg.Pool {
    return new pg.Pool(createPgConfig(this as unknown as PGlite));
  }

  /**
   * Closes PGlite in its thread (a clean checkpoint of the data folder), then ends the thread. A thread still
   * busy after `timeoutMs` (a long statement ahead of the close) is ended anyway, as kill -9 would: PostgreSQL
   * recovers the data folder on the next start. Safe to call twice or after a crash.
   */
  async close(timeoutMs = 10_000): Promise<void> {
    if (this.#stopped) {
      await this.#worker.terminate();
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), timeoutMs);
    });
    try {
      const answer = await Promise.race([this.#send({ kind: 'close' }), late]);
      if (answer !== 'late' && answer.kind === 'error') throw toError(answer.error);
    } finally {
      clearTimeout(timer);
      this.#stop('The embedded database is closed.');
      await this.#worker.terminate();
    }
  }

  /** Ends the thread at once: statements in flight and later ones fail with SQLSTATE 08006. */
  async terminate(): Promise<void> {
    this.#stop('The embedded database was stopped.');
    await this.#worker.terminate();
  }

}
