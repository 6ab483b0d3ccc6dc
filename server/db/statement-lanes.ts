import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whose statement is asking for the embedded database's one connection: each HTTP request runs in a lane of
 * its own (server/http/statement-lane-hook.ts), so fair-connection-pool.ts can take turns between requests
 * instead of serving them first come, first served. Code outside a request (migrations, seeds, scripts,
 * timers) has no lane and shares the pool's default one.
 */
export class StatementLane {
  /** Connection time this lane has been given, on the pool's virtual clock (ms; see fair-connection-pool.ts). */
  virtualTime = 0;
  /** Its callers waiting for the connection, oldest first: a request's statements keep their order. */
  readonly waiting: Array<() => void> = [];
}

const lanes = new AsyncLocalStorage<StatementLane>();

/** Runs `work` (and everything it starts) in a new lane of its own. */
export function runInStatementLane<T>(work: () => T): T {
  return lanes.run(new StatementLane(), work);
}

/** The lane of the code running now, or undefined outside any. */
export function currentStatementLane(): StatementLane | undefined {
  return lanes.getStore();
}
