import { sql, type Kysely } from 'kysely';
import { migrateToLatest } from './migrate';
import { seedDatabase, type SeedOptions, type SeedResult } from './seed/index';
import type { Database } from './types';

/**
 * The key of talat's start-up advisory lock (any constant: advisory keys are the application's to choose).
 * Kysely's migrator takes a transaction-level lock of its own; this one spans migrations and the first seed.
 */
export const START_UP_LOCK_KEY = 7_261_029_001;

/**
 * Runs `work` on one connection holding `pg_advisory_lock`: several nodes started at once on one database
 * take turns, the first migrates and seeds, the others wait and then find nothing left to do. Waiting lasts
 * as long as a first seed, and a first seed's batches on a loaded machine may run longer than a shopper's
 * request ever should (as on the embedded database, main.ts): the locked connection runs without the statement
 * timeout, and gets its own back (the pool's) before it returns to the pool. The lock is the session's: a
 * node killed while holding it releases it with its connection.
 */
export async function withStartUpLock<T>(db: Kysely<Database>, work: (locked: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (locked) => {
    await sql`set statement_timeout = 0`.execute(locked);
    try {
      await sql`select pg_advisory_lock(${sql.lit(START_UP_LOCK_KEY)})`.execute(locked);
      try {
        return await work(locked);
      } finally {
        await sql`select pg_advisory_unlock(${sql.lit(START_UP_LOCK_KEY)})`.execute(locked);
      }
    } finally {
      // Back to the connection's own setting (the pool's statement_timeout, given when it connected).
      await sql`reset statement_timeout`.execute(locked);
    }
  });
}

export interface StartUpResult {
  migrations: string[];
  seed: SeedResult;
}

/** Migrates and (on an empty database) seeds under the start-up lock: what every node does on start. */
export function migrateAndSeedOnce(db: Kysely<Database>, options: SeedOptions): Promise<StartUpResult> {
  return withStartUpLock(db, async (locked) => {
    const migrations = await migrateToLatest(locked);
    const seed = await seedDatabase(locked, options);
    return { migrations, seed };
  });
}
