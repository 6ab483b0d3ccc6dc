import type { Worker } from 'node:worker_threads';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { Parser } from 'pg-protocol/dist/parser';
import type { BackendMessage } from 'pg-protocol/dist/messages';
import {
  errorResponse,
  INTERNAL_SQLSTATE,
  simpleQuery,
  startThread,
  STOPPED_SQLSTATE,
  TIMEOUT_SQLSTATE,
  toError,
  type Answer,
  type Reply,
  type WorkerOptions,
} from './embedded-database-messages';

export { STOPPED_SQLSTATE, TIMEOUT_SQLSTATE } from './embedded-database-messages';

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
 *
 * A watchdog (data folders only): a thread that dies, or is ended because a statement outran
 * `statementTimeoutMs`, is started again on the same folder; what was in flight fails, later statements
 * run on the new thread. docs/decisions/server-embedded-database-thread.md.
 */

export interface WatchdogOptions {
  /**
   * Longest a statement may run (ms; 0 or unset = no limit). PGlite cannot cancel a statement (no timer
   * signals in WebAssembly), so past it the thread is ended and started again on the same data folder, as a
   * supervisor would after kill -9; the statement answers 57014 as PostgreSQL's statement_timeout does.
   * Data folders only: an in-memory database would come back empty.
   */
  statementTimeoutMs?: number;
  /** Restarts allowed within `restartWindowMs` before the database is left stopped (default 5 in 10 min). */
  maxRestarts?: number;
  restartWindowMs?: number;
  /** Where the watchdog's lines go (default: stderr). */
  log?: (level: 'warn' | 'error', message: string) => void;
}

/** Frontend message types that wait for a later sync or flush before the server must answer. */
const HELD = new Set(['P', 'B', 'D', 'E', 'C'].map((letter) => letter.charCodeAt(0)));
const READY_FOR_QUERY = 0x5a;

interface Pending {
  resolve(answer: Answer): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
}

/** The answer without its first part, up to and including the first ReadyForQuery (the poison query's). */
function afterFirstReady(bytes: Buffer): Buffer {
  let offset = 0;
  while (offset + 5 <= bytes.length) {
    const type = bytes[offset];
    offset += 1 + bytes.readInt32BE(offset + 1);
    if (type === READY_FOR_QUERY) return bytes.subarray(offset);
  }
  return bytes;
}

function stderrLog(level: 'warn' | 'error', message: string): void {
  console.error(JSON.stringify({ level: level === 'warn' ? 40 : 50, time: Date.now(), msg: message }));
}

/** What the shim needs of a PGlite instance (execProtocolStream and waitReady), backed by the worker. */
export class EmbeddedDatabaseWorker {
  #worker: Worker;
  readonly #options: WorkerOptions;
  readonly #watchdog: Required<WatchdogOptions>;
  readonly #pending = new Map<number, Pending>();
  readonly #parser = new Parser();
  #held: Uint8Array[] = [];
  #nextId = 1;
  #stopped: string | null = null;
  /** While a new thread starts: statements wait for it. */
  #restarting: Promise<void> | null = null;
  readonly #restarts: number[] = [];
  /** The session's transaction status from the last real answer ('I' idle, 'T' in one, 'E' failed one). */
  #transactionStatus = 'I';
  /** A restarted session must first refuse the rest of the old session's transaction (see simpleQuery). */
  #failOpenTransaction = false;
  /** Why the thread is being ended by the watchdog (a statement's timeout), not a crash. */
  #ending: { id: number; reason: string } | null = null;
  readonly waitReady: Promise<void> = Promise.resolve();

  private constructor(worker: Worker, options: WorkerOptions, watchdog: WatchdogOptions) {
    this.#options = options;
    this.#watchdog = {
      statementTimeoutMs: options.dataDir ? (watchdog.statementTimeoutMs ?? 0) : 0,
      maxRestarts: watchdog.maxRestarts ?? 5,
      restartWindowMs: watchdog.restartWindowMs ?? 600_000,
      log: watchdog.log ?? stderrLog,
    };
    this.#worker = worker;
    this.#attach(worker);
  }

  #attach(worker: Worker): void {
    worker.on('message', (reply: Reply) => {
      if (!('id' in reply)) return;
      const pending = this.#pending.get(reply.id);
      this.#pending.delete(reply.id);
      clearTimeout(pending?.timer);
      // Idle, the worker does not keep the process alive (the in-process database did not either).
      if (this.#pending.size === 0) worker.unref();
      pending?.resolve(reply);
    });
    worker.on('error', (error) => this.#ended(worker, `The embedded database failed: ${error.message}`));
    worker.on('exit', (code) => this.#ended(worker, `The embedded database stopped (thread exit code ${code}).`));
  }

  /** The thread ended without close() or terminate(): fail what was in flight, then restart if allowed. */
  #ended(worker: Worker, reason: string): void {
    if (worker !== this.#worker || this.#stopped) return;
    const ending = this.#ending;
    this.#ending = null;
    for (const [id, pending] of this.#pending) {
      clearTimeout(pending.timer);
      const timedOut = ending?.id === id;
      pending.reject(Object.assign(new Error(timedOut ? ending.reason : reason), { code: timedOut ? TIMEOUT_SQLSTATE : STOPPED_SQLSTATE }));
    }
    this.#pending.clear();
    const why = ending ? ending.reason : reason;
    const now = Date.now();
    while (this.#restarts.length > 0 && now - (this.#restarts[0] ?? 0) > this.#watchdog.restartWindowMs) this.#restarts.shift();
    if (!this.#options.dataDir || this.#restarts.length >= this.#watchdog.maxRestarts) {
      const limit = this.#options.dataDir ? `${this.#watchdog.maxRestarts} restarts within ${this.#watchdog.restartWindowMs / 1000} s` : 'an in-memory database';
      this.#watchdog.log('error', `${why} Not restarted (${limit}); statements fail until the server is restarted.`);
      this.#stop(why);
      return;
    }
    this.#restarts.push(now);
    this.#watchdog.log('warn', `${why} Restarting the embedded database thread on its data folder (restart ${this.#restarts.length} of ${this.#watchdog.maxRestarts} allowed within ${this.#watchdog.restartWindowMs / 1000} s).`);
    this.#failOpenTransaction = this.#transactionStatus !== 'I';
    this.#transactionStatus = 'I';
    this.#restarting = startThread(this.#options).then(
      (next) => {
        this.#restarting = null;
        if (this.#stopped) {
          void next.terminate();
          return;
        }
        this.#worker = next;
        this.#attach(next);
        this.#watchdog.log('warn', 'The embedded database thread is running again.');
      },
      (error: unknown) => {
        this.#restarting = null;
        const message = `The embedded database could not be restarted: ${error instanceof Error ? error.message : String(error)}`;
        this.#watchdog.log('error', message);
        this.#stop(message);
      },
    );
  }

  /** The first reason wins; statements in flight fail with it, and so do later ones: none waits forever. */
  #stop(reason: string): void {
    this.#stopped ??= reason;
    for (const pending of this.#pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(new Error(this.#stopped));
    }
    this.#pending.clear();
  }

  /**
   * Sets the statement timeout from now on (data folders only; 0 = none). The server sets it once its
   * migrations and first seed are done, so a slow first start is not cut short.
   */
  setStatementTimeout(ms: number): void {
    this.#watchdog.statementTimeoutMs = this.#options.dataDir ? ms : 0;
  }

  /** Why the database no longer answers, or null while it runs (or restarts). */
  get stopped(): string | null {
    return this.#stopped;
  }

  /** Starts the worker and waits until the database is open (a failure to open rejects with its reason). */
  static async start(options: WorkerOptions, watchdog: WatchdogOptions = {}): Promise<EmbeddedDatabaseWorker> {
    const { loadDataDir, ...kept } = options;
    const worker = await startThread(options);
    // The dump was moved into the first thread; a restart reopens the data folder instead.
    return new EmbeddedDatabaseWorker(worker, loadDataDir ? kept : options, watchdog);
  }

  async #send(message: { kind: 'exec'; messages: Uint8Array[] } | { kind: 'close' }): Promise<Answer> {
    if (this.#restarting) await this.#restarting;
    if (this.#stopped) throw new Error(this.#stopped);
    const id = this.#nextId++;
    const worker = this.#worker;
    return new Promise<Answer>((resolve, reject) => {
      const pending: Pending = { resolve, reject };
      const limit = this.#watchdog.statementTimeoutMs;
      if (message.kind === 'exec' && limit > 0) {
        pending.timer = setTimeout(() => {
          this.#ending = { id, reason: `canceling statement due to statement timeout (${limit} ms)` };
          void worker.terminate();
        }, limit);
      }
      this.#pending.set(id, pending);
      // In flight, it does: a script awaiting its last statement is not cut short.
      worker.ref();
      worker.postMessage({ id, ...message });
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
    let real = false;
    // A restarted session first refuses the rest of the old session's transaction (see simpleQuery).
    const poisoned = this.#failOpenTransaction;
    this.#failOpenTransaction = false;
    try {
      const answer = await this.#send({ kind: 'exec', messages: poisoned ? [simpleQuery('begin; select 1/0'), ...messages] : messages });
      real = answer.kind === 'result';
      bytes =
        answer.kind === 'result'
          ? Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength)
          : errorResponse(INTERNAL_SQLSTATE, answer.kind === 'error' ? answer.error.message : `unexpected answer ${answer.kind}`);
    } catch (reason) {
      const code = (reason as { code?: string }).code ?? STOPPED_SQLSTATE;
      bytes = errorResponse(code, reason instanceof Error ? reason.message : String(reason));
    }
    if (poisoned && real) bytes = afterFirstReady(bytes);
    if (real) this.#noteTransactionStatus(bytes);
    const parsed: BackendMessage[] = [];
    this.#parser.parse(bytes, (backend) => parsed.push(backend));
    return parsed;
  }

  /** The status byte of the answer's last ReadyForQuery, the session's state for the next statement. */
  #noteTransactionStatus(bytes: Buffer): void {
    if (bytes.length >= 6 && bytes[bytes.length - 6] === READY_FOR_QUERY) this.#transactionStatus = String.fromCharCode(bytes[bytes.length - 1] ?? 0x49);
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
    // A thread being started again on the folder is let finish, then closed: the folder's lock goes after.
    await this.#restarting;
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

  /** Ends the thread at once, for good: statements in flight and later ones fail with SQLSTATE 08006. */
  async terminate(): Promise<void> {
    this.#stop('The embedded database was stopped.');
    await this.#restarting;
    await this.#worker.terminate();
  }
}
