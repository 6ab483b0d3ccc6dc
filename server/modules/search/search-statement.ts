import { sql, type Kysely, type QueryResult, type RawBuilder } from 'kysely';
import type { Database } from '../../db/types';

/**
 * A live search statement (grouping or joining word rows, search-sql.ts) runs with two settings of its own,
 * in a transaction of its own (SET LOCAL: nothing else on the connection sees them):
 *
 * - work_mem 16MB (default 4MB; hash aggregates may use twice that): grouping the rows of a broad several-word
 *   search ("ซีอิวขาว" at 100,000 products: 45,678 rows into 42,403 products) spilled to disk in five batches.
 * - no parallel workers: on a small shared machine starting them cost 10-25 ms per statement (EXPLAIN ANALYZE
 *   at 100,000 products, load 4-5: a Gather whose subtree was never executed took 17 ms), more than the
 *   5-30 ms statements they would share.
 *
 * Inside a caller's transaction the statement just runs (the settings would outlive it there).
 */
const SETTINGS = sql`select set_config('work_mem', '16MB', true), set_config('max_parallel_workers_per_gather', '0', true)`;

export async function executeSearchStatement<R>(db: Kysely<Database>, statement: RawBuilder<R>): Promise<QueryResult<R>> {
  if (db.isTransaction) return statement.execute(db);
  return db.transaction().execute(async (trx) => {
    await SETTINGS.execute(trx);
    return statement.execute(trx);
  });
}
