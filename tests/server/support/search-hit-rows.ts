// The rows a search's hits statement (server/modules/search/search-sql.ts) yields, in product order, so two ways
// of finding the same hits can be compared row for row.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../server/db/types';

export type HitRow = Record<string, unknown>;

export async function hitRows(db: Kysely<Database>, hits: RawBuilder<unknown>, where = sql`true`): Promise<HitRow[]> {
  return (await sql<HitRow>`select s.* from ${hits} as s where ${where} order by s.product_id`.execute(db)).rows;
}
