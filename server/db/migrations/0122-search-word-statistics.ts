import { sql, type Kysely } from 'kysely';

/**
 * Finer planner statistics for product_search_word.word (issue 11, docs/decisions/search-latency.md).
 *
 * A search joins its words' rows (search-sql.ts) and the planner picks hash joins or index probes from how
 * many rows it expects per word. With the default statistics target (100) only the 100 most common of
 * 100,000+ words had their own count; every other word was guessed at ~180 rows, and at 100,000 products
 * "rice ข้าวเหนียว" probed the product index 2,562 times instead of hashing ข้าว's 25,000 rows (111 ms ->
 * 20 ms execution with this). 1,000 most common values keep planning at 1-8 ms even for eight words of
 * 64 vocabulary words each (each listed word is looked up in that list).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    alter table product_search_word alter column word set statistics 1000;
    analyze product_search_word;
  `).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    alter table product_search_word alter column word set statistics -1;
    analyze product_search_word;
  `).execute(db);
}
