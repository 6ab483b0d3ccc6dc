import { Worker } from 'node:worker_threads';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/**
 * The embedded database in a worker thread (embedded-database-worker.mjs), seen by Kysely's PostgresDialect
 * as a node-postgres pool of one connection. PGlite runs each statement synchronously in WebAssembly: in the
 * HTTP thread a slow statement froze every other request (issue 14); here it only delays other statements.
 *
 * One connection, handed to one caller at a time in arrival order (as pg.Pool with max 1 did in process), so
 * a transaction's statements are never interleaved with another request's.
 */

interface WorkerOptions {
  dataDir?: string;
  loadDataDir?: ArrayBuffer;
}

type Reply =
  | { kind: 'ready' }
  | { kind: 'failed'; error: ErrorFields }
  | { id: number; kind: 'result'; command: PostgresQueryResult<unknown>['command']; rowCount: number; rows: unknown[] }
  | { id: number; kind: 'error'; error: ErrorFields }
  | { id: number; kind: 'closed' };

interface ErrorFields {
  message: string;
  name?: string;
  [field: string]: unknown;
}

interface Pending {
  resolve(reply: Reply): void;
  reject(error: Error): void;
}

/** node-postgres' error as the caller would have had it in process: its fields (code, constraint…), our stack. */
function toError(fields: ErrorFields): Error {
  const error = new Error(fields.message);
  Object.assign(error, fields);
  return error;
}

export class EmbeddedWorkerPool implements PostgresPool {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #stopped: Error | null = null;
  /** Callers waiting for the one connection; the head holds it. */
  readonly #queue: Array<() => void> = [];
  #held = false;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: Reply) => {
      if (!('id' in reply)) return;
      const pending = this.#pending.get(reply.id);
      this.#pending.delete(reply.id);
      this.#idleCheck();
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
  static async start(options: WorkerOptions): Promise<EmbeddedWorkerPool> {
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
    const pool = new EmbeddedWorkerPool(worker);
    // Idle, the worker does not keep the process alive (as the in-process database did not); a query in
    // flight does, so a script awaiting its last statement is not cut short.
    worker.unref();
    return pool;
  }

  #idleCheck(): void {
    if (this.#pending.size === 0) this.#worker.unref();
  }

  #send(message: { kind: 'query'; sql: string; parameters: unknown[] } | { kind: 'close' }): Promise<Reply> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise<Reply>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.ref();
      this.#worker.postMessage({ id, ...message });
    });
  }

  async #query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
    const reply = await this.#send({ kind: 'query', sql, parameters: [...parameters] });
    if (reply.kind === 'error') throw toError(reply.error);
    if (reply.kind !== 'result') throw new Error(`Unexpected answer from the embedded database: ${reply.kind}`);
    return { command: reply.command, rowCount: reply.rowCount, rows: reply.rows as R[] };
  }

  async connect(): Promise<PostgresPoolClient> {
    if (this.#held) await new Promise<void>((resolve) => this.#queue.push(resolve));
    this.#held = true;
    let released = false;
    const query = (sql: string, parameters: ReadonlyArray<unknown>) => this.#query(sql, parameters);
    return {
      query: query as PostgresPoolClient['query'] & ((cursor: PostgresCursor<unknown>) => never),
      release: () => {
        if (released) return;
        released = true;
        const next = this.#queue.shift();
        if (next) next();
        else this.#held = false;
      },
    };
  }

  async end(): Promise<void> {
    if (this.#stopped) return;
    const reply = await this.#send({ kind: 'close' });
    if (reply.kind === 'error') throw toError(reply.error);
    this.#stopped = new Error('The embedded database is closed.');
    await this.#worker.terminate();
  }
}
