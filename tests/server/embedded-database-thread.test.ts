import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/connection';
import { EmbeddedDatabaseWorker, STOPPED_SQLSTATE } from '../../server/db/embedded-database-thread';
import type { Database } from '../../server/db/types';
import { INTERNAL_CATEGORY } from '../../server/graphql/errors';
import { graphqlPost } from './support/graphql-request';
import { buildTestApp } from './support/test-app';

/**
 * The embedded database in its worker thread (docs/decisions/server-embedded-database-thread.md), the
 * default of openDatabase: the HTTP thread keeps running during a statement, answers and errors are those of
 * PGlite in process, transactions stay whole on the one connection, and a closed or dead thread fails every
 * statement at once with SQLSTATE 08006 instead of leaving a request waiting. The whole server suite runs
 * on it too.
 */
let worker: DatabaseHandle;
let inProcess: DatabaseHandle;
beforeAll(async () => {
  [worker, inProcess] = await Promise.all([openDatabase({}), openDatabase({ embeddedThread: 'main' })]);
  for (const handle of [worker, inProcess]) {
    await sql`create table thread_probe (id int primary key, note text not null)`.execute(handle.db);
  }
});
afterAll(async () => {
  await Promise.all([worker.close(), inProcess.close()]);
});

/** A standalone worker and its Kysely, for the tests that end the thread. */
async function startWorker(): Promise<{ thread: EmbeddedDatabaseWorker; db: Kysely<Database> }> {
  const thread = await EmbeddedDatabaseWorker.start({});
  return { thread, db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: thread.pool() }) }) };
}

/** How a statement ended: its rows, or its error's SQLSTATE and message. */
async function outcome(query: RawBuilder<unknown>, db: Kysely<Database>): Promise<unknown> {
  try {
    return { rows: (await query.execute(db)).rows };
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    return { code, message };
  }
}

describe('embedded database in a worker thread', () => {
  it('leaves the event loop running while a statement runs', async () => {
    let last = performance.now();
    let longestStall = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longestStall = Math.max(longestStall, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    await sql`select count(*) from generate_series(1, 3000000)`.execute(worker.db);
    const took = performance.now() - started;
    longestStall = Math.max(longestStall, performance.now() - last);
    clearInterval(timer);
    // In process the timer cannot run at all during the statement (the stall is the statement's time).
    expect(took).toBeGreaterThan(300);
    expect(longestStall).toBeLessThan(took / 2);
  });

  it('answers exactly as PGlite in process: types, Thai text, nulls, many rows', async () => {
    const statements = [
      sql`select 9007199254740::int8 as big, 12.50::numeric(12,2) as price, date '2026-11-24' as day,
        timestamptz '2026-11-24 12:00:00+00' as at, '{"a":[1,2],"t":"ข้าวหอมมะลิ"}'::jsonb as doc,
        array[1,2,3]::int[] as ids, true as yes, null::text as nothing, '\\x00ff'::bytea as raw, 'น้ำปลา 🐟' as name`,
      sql`select g as id, md5(g::text) as hash, g * 1.5 as half from generate_series(1, 1000) as g`,
      sql`insert into thread_probe values (1, 'แรก'), (2, 'second') returning *`,
      sql`update thread_probe set note = note || '!' where id = 2 returning id, note`,
      sql`select * from thread_probe order by id`,
    ];
    for (const statement of statements) {
      const [there, here] = await Promise.all([outcome(statement, worker.db), outcome(statement, inProcess.db)]);
      expect(there).toEqual(here);
      expect(there).toHaveProperty('rows');
    }
  });

  it('keeps SQL errors as node-postgres reports them (SQLSTATE, constraint, position) and goes on', async () => {
    for (const handle of [worker, inProcess]) {
      const duplicate = handle.db.insertInto('thread_probe' as never).values({ id: 1, note: 'again' }).execute();
      await expect(duplicate).rejects.toMatchObject({ code: '23505', constraint: 'thread_probe_pkey', table: 'thread_probe' });
      await expect(sql`selec 1`.execute(handle.db)).rejects.toMatchObject({ code: '42601', position: '1' });
      await expect(sql`select 1 / 0`.execute(handle.db)).rejects.toMatchObject({ code: '22012' });
      expect((await sql<{ one: number }>`select 1 as one`.execute(handle.db)).rows).toEqual([{ one: 1 }]);
    }
  });

  it('keeps a transaction whole beside concurrent statements', async () => {
    const inside = worker.db.transaction().execute(async (trx) => {
      await trx.insertInto('thread_probe' as never).values({ id: 10, note: 'rolled back' }).execute();
      await sql`select pg_sleep(0.05)`.execute(trx);
      const seen = await sql<{ n: number }>`select count(*)::int as n from thread_probe where id = 10`.execute(trx);
      throw Object.assign(new Error('roll back'), { seen: seen.rows[0]?.n });
    });
    // Sent while the transaction is open: it waits for the connection and sees nothing of the rolled-back row.
    const outside = sql<{ n: number }>`select count(*)::int as n from thread_probe where id = 10`.execute(worker.db);
    await expect(inside).rejects.toMatchObject({ seen: 1 });
    expect((await outside).rows[0]?.n).toBe(0);
  });

  it('fails statements in flight, queued and later with 08006 when the thread dies, none hangs', async () => {
    const { thread, db } = await startWorker();
    await sql`select 1`.execute(db);
    const started = performance.now();
    const slow = outcome(sql`select count(*) from generate_series(1, 20000000)`, db);
    const queued = outcome(sql`select 2`, db);
    const transaction = db.transaction().execute((trx) => sql`select 3`.execute(trx));
    setTimeout(() => void thread.terminate(), 50);
    const stopped = { code: STOPPED_SQLSTATE, message: 'The embedded database was stopped.' };
    expect(await slow).toEqual(stopped);
    expect(await queued).toEqual(stopped);
    await expect(transaction).rejects.toMatchObject({ code: STOPPED_SQLSTATE });
    expect(await outcome(sql`select 4`, db)).toEqual(stopped);
    // The 20 M row count takes seconds: the failures came when the thread ended, not after the statement.
    expect(performance.now() - started).toBeLessThan(2000);
    expect(thread.stopped).toBe('The embedded database was stopped.');
    await db.destroy();
    await thread.close();
  });

  it('closes cleanly: the data folder keeps what was written, its lock is released, the thread ends', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'talat-thread-'));
    try {
      const first = await openDatabase({ dataDir });
      await sql`create table kept (note text)`.execute(first.db);
      await sql`insert into kept values ('ยังอยู่')`.execute(first.db);
      await first.close();
      await expect(sql`select 1`.execute(first.db)).rejects.toThrow();
      // Reopening would fail on the lock (or on a folder still open in a live thread) if close had left either.
      const second = await openDatabase({ dataDir });
      expect((await sql<{ note: string }>`select note from kept`.execute(second.db)).rows).toEqual([{ note: 'ยังอยู่' }]);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('fails to start (rejects, not hangs) when the database cannot open', async () => {
    const notAFolder = join(mkdtempSync(join(tmpdir(), 'talat-thread-')), 'file');
    writeFileSync(notAFolder, 'not a data folder');
    await expect(EmbeddedDatabaseWorker.start({ dataDir: join(notAFolder, 'data') })).rejects.toThrow(Error);
  });

  it('close ends a thread held by a long statement after its time limit, and can be called again', async () => {
    const { thread, db } = await startWorker();
    const slow = outcome(sql`select count(*) from generate_series(1, 20000000)`, db);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    await thread.close(200);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(await slow).toEqual({ code: STOPPED_SQLSTATE, message: 'The embedded database is closed.' });
    await thread.close();
    await db.destroy();
  });
});

const { dumpFile } = inject('seededDatabase');

describe.skipIf(!dumpFile)('the shop on a worker thread that dies', () => {
  it('answers typed GraphQL errors (internal, no SQL or thread detail) at once, and /health 503', async () => {
    const thread = await EmbeddedDatabaseWorker.start({ loadDataDir: new Uint8Array(readFileSync(dumpFile ?? '')).buffer });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: thread.pool() }) });
    const { app, close } = await buildTestApp({ database: { db, kind: 'embedded', close: () => db.destroy() } });
    try {
      const before = await graphqlPost<{ createEmptyCart: string }>(app, { query: 'mutation { createEmptyCart }' });
      expect(before.body.data?.createEmptyCart).toMatch(/^\w{32}$/);
      await thread.terminate();
      const started = performance.now();
      const after = await graphqlPost(app, { query: 'mutation { createEmptyCart }' });
      expect(performance.now() - started).toBeLessThan(2000);
      expect(after.response.statusCode).toBeLessThan(500);
      expect(after.body.errors?.length).toBeGreaterThan(0);
      for (const error of after.body.errors ?? []) expect(error.extensions?.category).toBe(INTERNAL_CATEGORY);
      expect(after.response.body).not.toMatch(/08006|embedded|thread|stopped/i);
      // What a supervisor watches: the health check says the database is gone.
      const health = await app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(503);
    } finally {
      await close();
      await db.destroy();
      await thread.close();
    }
  });
});
