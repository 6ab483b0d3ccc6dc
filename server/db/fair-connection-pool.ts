import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { currentStatementLane, StatementLane } from './statement-lanes';

/**
 * The embedded database has one connection. pg.Pool hands it out first come, first served, so a request
 * that queued many statements at once (15 aliased fields run concurrently) or held it with a heavy one made
 * every shopper behind it wait for all of that (issue 14). This pool wraps that one-connection pg.Pool and
 * takes turns between statement lanes (one per HTTP request, statement-lanes.ts) by start-time fair
 * queueing: each lane's virtual time grows by how long it held the connection, and the connection goes to
 * the waiting lane with the least, so a short read waits for at most one turn of each other request, not
 * for their whole bursts. A lane that starts (or comes back) waiting enters at the current virtual time, so
 * it neither jumps ahead with credit saved while idle nor starves a lane that has run long.
 *
 * What stays whole: a Kysely transaction holds the connection from begin to commit (one turn), and a
 * lane's own callers are served in the order they asked. docs/decisions/server-embedded-database-fair-queue.md.
 */
export class FairConnectionPool implements PostgresPool {
  readonly #inner: pg.Pool;
  readonly #defaultLane = new StatementLane();
  /** Lanes with callers waiting, in the order they started waiting (ties go to the earliest). */
  readonly #active = new Set<StatementLane>();
  #holder: StatementLane | null = null;
  /** The connection as the holder checked it out, while it holds it. */
  #holderClient: pg.PoolClient | null = null;
  #clock = 0;

  constructor(inner: pg.Pool) {
    this.#inner = inner;
  }

  async connect(): Promise<PostgresPoolClient> {
    const lane = currentStatementLane() ?? this.#defaultLane;
    // The lane holding the connection asks again: a request inside its own transaction reading through `db`
    // (a setting, a cached lookup). Queued, it would wait for its own transaction to let go: a deadlock that
    // stalled the whole shop. It shares the checked-out connection instead (pg runs a client's queries in
    // order), so on the one embedded session the statement runs inside that transaction.
    if (this.#holder === lane && this.#holderClient) return sharedClient(this.#holderClient);
    if (this.#holder || this.#active.size > 0) {
      await new Promise<void>((resolve) => {
        if (!this.#active.has(lane)) {
          lane.virtualTime = Math.max(lane.virtualTime, this.#clock);
          this.#active.add(lane);
        }
        lane.waiting.push(resolve);
      });
    }
    this.#holder = lane;
    this.#clock = Math.max(this.#clock, lane.virtualTime);
    const started = performance.now();
    let client: pg.PoolClient;
    try {
      client = await this.#inner.connect();
    } catch (error) {
      this.#handOver(lane, started);
      throw error;
    }
    this.#holderClient = client;
    const release = client.release.bind(client);
    let released = false;
    // pg.Pool itself sets `release` on each checkout (and again on the next); this one also passes the turn on.
    client.release = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      release(error);
      this.#handOver(lane, started);
    };
    return client;
  }

  /** Charges `lane` for its turn and gives the connection to the waiting lane with the least virtual time. */
  #handOver(lane: StatementLane, started: number): void {
    lane.virtualTime += performance.now() - started;
    this.#holder = null;
    this.#holderClient = null;
    let next: StatementLane | undefined;
    for (const candidate of this.#active) {
      if (!next || candidate.virtualTime < next.virtualTime) next = candidate;
    }
    if (!next) return;
    const waiter = next.waiting.shift();
    if (next.waiting.length === 0) this.#active.delete(next);
    // Marked now, not when the waiter's continuation runs: a connect() arriving meanwhile must queue.
    this.#holder = next;
    waiter?.();
  }

  end(): Promise<void> {
    return this.#inner.end();
  }
}

/** The holder's connection lent to another of its statements: releasing the loan leaves the holder's turn alone. */
function sharedClient(client: pg.PoolClient): PostgresPoolClient {
  return { query: client.query.bind(client), release: () => undefined };
}
