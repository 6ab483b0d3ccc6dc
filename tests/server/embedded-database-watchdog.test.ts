import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedDatabaseWorker, STOPPED_SQLSTATE, TIMEOUT_SQLSTATE } from '../../server/db/embedded-database-thread';
import type { Database } from '../../server/db/types';

/**
 * The embedded database's watchdog (docs/decisions/server-embedded-database-thread.md): on a data folder, a
 * statement past the timeout ends the thread, which is started again on the same folder; the statement answers
 * 57014 as on PostgreSQL, later statements run on the new thread with every committed row, the rest of a
 * transaction cut short fails instead of committing half, and past the restart limit the database stays
 * stopped (08006) with an error line.
 */
let dataDir: string;
let thread: EmbeddedDatabaseWorker;
let db: Kysely<Database>;
const lines: Array<{ level: string; message: string }> = [];

/** Long enough to outrun 400 ms even on an idle machine (seconds of work). */
const long = sql`select count(*) from generate_series(1, 60000000)`;

async function outcome(query: RawBuilder<unknown>, on: Kysely<Database> = db): Promise<unknown> {
  try {
    return { rows: (await query.execute(on)).rows };
  } catch (error) {
    return { code: (error as { code?: string }).code };
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'talat-watchdog-'));
  thread = await EmbeddedDatabaseWorker.start(
    { dataDir },
    { statementTimeoutMs: 400, maxRestarts: 2, log: (level, message) => lines.push({ level, message }) },
  );
  db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: thread.pool() }) });
  await sql`create table kept (note text not null)`.execute(db);
  await sql`insert into kept values ('committed before')`.execute(db);
});
afterAll(async () => {
  await db.destroy();
  await thread.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded database watchdog', () => {
  it('answers a statement past the timeout with 57014, restarts the thread on its folder, and goes on', async () => {
    const started = performance.now();
    const slow = outcome(long);
    // Sent while the slow one runs: it waits for the connection, then runs on the new thread.
    const later = outcome(sql`select note from kept`);
    expect(await slow).toEqual({ code: TIMEOUT_SQLSTATE });
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await later).toEqual({ rows: [{ note: 'committed before' }] });
    await sql`insert into kept values ('written after')`.execute(db);
    expect(thread.stopped).toBeNull();
    expect(lines).toContainEqual({ level: 'warn', message: expect.stringMatching(/statement timeout \(400 ms\).*Restarting.*restart 1 of 2/) });
  });

  it('fails the rest of a transaction the restart cut short instead of committing half of it', async () => {
    const transaction = db.transaction().execute(async (trx) => {
      await sql`insert into kept values ('inside, first')`.execute(trx);
      const timedOut = await outcome(long, trx);
      // On a fresh session this would run outside any transaction and commit alone.
      const next = await outcome(sql`insert into kept values ('inside, second')`, trx);
      throw Object.assign(new Error('roll back'), { timedOut, next });
    });
    await expect(transaction).rejects.toMatchObject({ timedOut: { code: TIMEOUT_SQLSTATE }, next: { code: '25P02' } });
    const { rows } = await sql<{ note: string }>`select note from kept order by note`.execute(db);
    expect(rows).toEqual([{ note: 'committed before' }, { note: 'written after' }]);
  });

  it('leaves the database stopped past the restart limit, with an error line', async () => {
    expect(await outcome(long)).toEqual({ code: TIMEOUT_SQLSTATE });
    expect(await outcome(sql`select 1`)).toEqual({ code: STOPPED_SQLSTATE });
    expect(thread.stopped).toMatch(/statement timeout/);
    expect(lines.at(-1)).toEqual({ level: 'error', message: expect.stringMatching(/Not restarted \(2 restarts within 600 s\)/) });
  });

  it('reopens the folder afterwards with every committed row', async () => {
    await thread.close();
    const again = await EmbeddedDatabaseWorker.start({ dataDir });
    const reopened = new Kysely<Database>({ dialect: new PostgresDialect({ pool: again.pool() }) });
    try {
      expect(await outcome(sql`select note from kept order by note`, reopened)).toEqual({
        rows: [{ note: 'committed before' }, { note: 'written after' }],
      });
    } finally {
      await reopened.destroy();
      await again.close();
    }
  });
});
