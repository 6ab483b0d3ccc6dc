import { sql, type Kysely } from 'kysely';

/**
 * search_result: the first ranked products, the total and the facet counts of a broad search whose page
 * cannot be read in index order (issue 11, p95 at 100,000 products; docs/decisions/search-latency.md):
 * several query words ("fish sauce", "Doi Fresh"), or one query word found in several places (both store
 * views' texts, or typed and romanised: "moo", "rice" in the Thai shop). Those rank every hit (the flags
 * per word and per source differ), so each such search joined or grouped 5,000-45,000 word rows.
 *
 * - One row per query plan (search-sql.ts): `plan` is resultKey (the query words' sources: store views and
 *   vocabulary words, with their flags only where a word's sources differ in them), `exact_plan` planKey
 *   (every flag). When every hit matches every query word (`every_word`), a flag shared by all sources of a
 *   word adds the same to every hit's score and the ranking is that of any plan with the same resultKey
 *   (typed, romanised or corrected); else only the exact plan's.
 * - `ids`: the first products in relevance order (search-results.ts RESULT_IDS); counts as in
 *   search_summary (migration 0120): products per cheapest price in satang and per product_facet key.
 * - Exact or not used: the same version as search_summary (search_summary_version, moved by every
 *   statement changing product_search_word or product_facet); a row is read only at the current version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    create table search_result (
      plan text primary key,
      exact_plan text not null,
      every_word boolean not null,
      version bigint not null,
      total integer not null,
      ids integer[] not null,
      prices integer[] not null,
      price_counts integer[] not null,
      keys integer[] not null,
      key_counts integer[] not null
    );
  `).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists search_result;').execute(db);
}
