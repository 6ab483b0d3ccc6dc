import { sql, type Kysely, type QueryResult, type RawBuilder } from 'kysely';
import type { Database } from '../../db/types';

/**
 * A live search statement (grouping or joining word rows, search-sql.ts) runs with three settings of its own,
 * in a transaction of its own (SET LOCAL: nothing else on the connection sees them):
 *
 * - work_mem 16MB (default 4MB; hash aggregates may use twice that): grouping the rows of a broad several-word
 *   search ("ซีอิวขาว" at 100,000 products: 45,678 rows into 42,403 products) spilled to disk in five batches.
 * - no parallel workers: on a small shared machine starting them cost 10-25 ms per statement (EXPLAIN ANALYZE
 *   at 100,000 products, load 4-5: a Gather whose subtree was never executed took 17 ms), more than the
 *   5-30 ms statements they would share.
 * - random_page_cost 1.1 (default 4, for disks): the word index and product_facet are read from memory. With
 *   4 (and more so with the larger work_mem) the planner read all 100,000 product_facet rows to hash-join
 *   4,059 hits ("ไก": 27 ms) where probing product_facet_pkey per hit takes 15 ms.
 *
 * Inside a caller's transaction the statement just runs (the settings would outlive it there).
 */
const SETTINGS = sql`select set_config('work_mem', '16MB', true), set_config('max_parallel_workers_per_gather', '0', true), set_config('random_page_cost', '1.1', true)`;

export async function executeSearchStatement<R>(db: Kysely<Database>, statement: RawBuilder<R>): Promise<QueryResult<R>> {
  if (db.isTransaction) return statement.execute(db);
  return db.transaction().execute(async (trx) => {
    await SETTINGS.execute(trx);
    return statement.execute(trx);
  });
}
