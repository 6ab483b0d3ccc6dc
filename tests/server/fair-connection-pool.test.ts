import Fastify from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/connection';
import { EmbeddedDatabaseWorker } from '../../server/db/embedded-database-thread';
import { currentStatementLane, runInStatementLane, type StatementLane } from '../../server/db/statement-lanes';
import type { Database } from '../../server/db/types';
import { statementLanes } from '../../server/http/statement-lane-hook';

/**
 * The embedded database's one connection is shared between requests by turns (server/db/fair-connection-pool.ts,
 * docs/decisions/server-embedded-database-fair-queue.md): a short read is not kept behind another request's
 * burst of statements or its heavy one, while transactions stay whole and a request's statements keep their order.
 */
let handle: DatabaseHandle;
let plainThread: EmbeddedDatabaseWorker;
let plainPool: Kysely<Database>;
beforeAll(async () => {
  [handle, plainThread] = await Promise.all([openDatabase({}), EmbeddedDatabaseWorker.start({})]);
  plainPool = new Kysely<Database>({ dialect: new PostgresDialect({ pool: plainThread.pool() }) });
  await sql`create table lane_probe (id serial primary key, lane text not null, step int not null)`.execute(handle.db);
});
afterAll(async () => {
  await plainPool.destroy();
  await Promise.all([handle.close(), plainThread.close()]);
});

/** Which of a burst of 8 sleeps (another request's) had ended when a short read sent after them was answered. */
async function sleepsDoneBeforeShortRead(db: Kysely<Database>): Promise<number> {
  let finished = 0;
  const burst = runInStatementLane(() =>
    Promise.all(Array.from({ length: 8 }, () => sql`select pg_sleep(0.03)`.execute(db).then(() => finished++))),
  );
  // The burst is queued before the read asks.
  await new Promise((resolve) => setTimeout(resolve, 5));
  const read = await runInStatementLane(async () => {
    await sql`select 1`.execute(db);
    return finished;
  });
  await burst;
  return read;
}

describe('fair turns on the embedded connection', () => {
  it('answers a short read queued behind a burst of another request before the burst ends', async () => {
    // First come, first served (pg.Pool alone): the read waits for all eight.
    expect(await sleepsDoneBeforeShortRead(plainPool)).toBe(8);
    // Taking turns: it waits for at most the statement running and one turn more.
    expect(await sleepsDoneBeforeShortRead(handle.db)).toBeLessThanOrEqual(2);
  });

  it('puts a request that held the connection long behind others until they catch up', async () => {
    const order: string[] = [];
    const statements = (name: string, seconds: number[]) =>
      runInStatementLane(() =>
        Promise.all(seconds.map((duration, index) => sql`select pg_sleep(${duration})`.execute(handle.db).then(() => order.push(`${name} ${index + 1}`)))),
      );
    // One request sends a heavy statement and two short ones at once (aliased fields run concurrently).
    const heavy = statements('heavy', [0.2, 0.01, 0.01]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Another sends three short ones while the heavy one runs: first come, first served would run them last;
    // by turns they run before the first request's next two, which already had 200 ms of the connection.
    const light = statements('light', [0.01, 0.01, 0.01]);
    await Promise.all([heavy, light]);
    expect(order).toEqual(['heavy 1', 'light 1', 'light 2', 'light 3', 'heavy 2', 'heavy 3']);
  });

  it('keeps a transaction whole and a request statements in the order it sent them', async () => {
    const seen: number[] = [];
    const writer = runInStatementLane(() =>
      handle.db.transaction().execute(async (trx) => {
        await sql`insert into lane_probe (lane, step) values ('tx', 1)`.execute(trx);
        await sql`select pg_sleep(0.05)`.execute(trx);
        await sql`insert into lane_probe (lane, step) values ('tx', 2)`.execute(trx);
      }),
    );
    const readers = Array.from({ length: 5 }, () =>
      runInStatementLane(async () => {
        const { rows } = await sql<{ count: number }>`select count(*)::int as count from lane_probe where lane = 'tx'`.execute(handle.db);
        seen.push(rows[0]!.count);
      }),
    );
    await Promise.all([writer, ...readers]);
    // Never inside the open transaction (it would show 1, uncommitted); before it or after its commit.
    expect(seen.every((count) => count === 0 || count === 2)).toBe(true);

    // Ten inserts sent at once from one request run in the order they were sent.
    await runInStatementLane(() =>
      Promise.all(
        Array.from({ length: 10 }, (_, step) => sql`insert into lane_probe (lane, step) values ('burst', ${step})`.execute(handle.db)),
      ),
    );
    const { rows } = await sql<{ step: number }>`select step from lane_probe where lane = 'burst' order by id`.execute(handle.db);
    expect(rows.map((row) => row.step)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('gives every HTTP request a lane of its own, still there after its body was read', async () => {
    const app = Fastify();
    statementLanes(app);
    const lanes: Array<StatementLane | undefined> = [];
    app.post('/probe', async (request) => {
      const lane = currentStatementLane();
      lanes.push(lane);
      await new Promise((resolve) => setTimeout(resolve, 1));
      return { same: currentStatementLane() === lane, body: request.body };
    });
    const answers = await Promise.all(
      [1, 2].map((n) => app.inject({ method: 'POST', url: '/probe', payload: { n } }).then((response) => response.json<{ same: boolean }>())),
    );
    await app.close();
    expect(answers.every((answer) => answer.same)).toBe(true);
    expect(lanes[0]).toBeDefined();
    expect(lanes[1]).toBeDefined();
    expect(lanes[0]).not.toBe(lanes[1]);
  });

  it('lets a request read through db inside its own transaction instead of waiting for itself', async () => {
    // The contact form's transaction reads a store setting through the context's db: queued behind its own
    // transaction on the one connection, it never ran, and every request after it waited too.
    const outcome = await runInStatementLane(() =>
      Promise.race([
        handle.db.transaction().execute(async (trx) => {
          await sql`insert into lane_probe (lane, step) values ('nested', 1)`.execute(trx);
          const { rows } = await sql<{ n: number }>`select count(*)::int as n from lane_probe where lane = 'nested'`.execute(handle.db);
          return rows[0]?.n;
        }),
        new Promise((resolve) => setTimeout(() => resolve('deadlocked'), 3_000)),
      ]),
    );
    // On the one session the read runs inside the transaction, so it sees the row.
    expect(outcome).toBe(1);
    // And the connection is free for the next request.
    await runInStatementLane(() => sql`select 1`.execute(handle.db));
  });
});
