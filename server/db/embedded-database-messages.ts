import { Worker } from 'node:worker_threads';

/** What starts a thread of embedded-database-worker.mjs (see embedded-database-thread.ts). */
export interface WorkerOptions {
  dataDir?: string;
  loadDataDir?: ArrayBuffer;
}

export interface ErrorFields {
  name?: string;
  message: string;
}

export type Reply =
  | { kind: 'ready' }
  | { kind: 'failed'; error: ErrorFields }
  | { id: number; kind: 'result'; bytes: Uint8Array }
  | { id: number; kind: 'error'; error: ErrorFields }
  | { id: number; kind: 'closed' };

export type Answer = Extract<Reply, { id: number }>;

/** SQLSTATE 08006 connection_failure: what node-postgres reports when a PostgreSQL server's connection dies. */
export const STOPPED_SQLSTATE = '08006';
/** SQLSTATE 57014 query_canceled: PostgreSQL's answer to a statement past statement_timeout. */
export const TIMEOUT_SQLSTATE = '57014';
/** SQLSTATE XX000 internal_error: PGlite itself threw (not a SQL error, which comes as its own ErrorResponse). */
export const INTERNAL_SQLSTATE = 'XX000';

/**
 * A PostgreSQL ErrorResponse ('E') then ReadyForQuery ('Z', idle), as a server sends them: how a failure
 * outside SQL reaches node-postgres. Thrown from execProtocolStream instead, the shim would emit it as a
 * socket error: node-postgres raises that as an 'error' event on a client nobody listens to while Kysely
 * holds it (an uncaught exception), and the queries waiting for the pool never settle.
 */
export function errorResponse(code: string, message: string): Buffer {
  const fields = Buffer.from(`SERROR\0VERROR\0C${code}\0M${message.replaceAll('\0', ' ')}\0\0`, 'utf8');
  const error = Buffer.alloc(5);
  error.write('E', 0, 'latin1');
  error.writeInt32BE(4 + fields.length, 1);
  const ready = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);
  return Buffer.concat([error, fields, ready]);
}

/**
 * A simple Query message ('Q'). `begin; select 1/0` puts a fresh session into a failed transaction: sent
 * first to a restarted thread when the old session was inside a transaction, so the rest of that
 * transaction fails (25P02) until the client rolls back, as on a real server, instead of running outside
 * any transaction and committing half of it.
 */
export function simpleQuery(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`, 'utf8');
  const message = Buffer.alloc(5 + body.length);
  message.write('Q', 0, 'latin1');
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}

export function toError(fields: ErrorFields): Error {
  const error = new Error(fields.message);
  if (fields.name) error.name = fields.name;
  return error;
}

/** Starts a thread and waits until the database is open (a failure to open rejects with its reason). */
export async function startThread(options: WorkerOptions): Promise<Worker> {
  // A dump is moved, not copied: only in-memory databases load one, and those are never restarted.
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
  worker.unref();
  return worker;
}
