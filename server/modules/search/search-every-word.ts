import { sql, type RawBuilder } from 'kysely';
import type { PlannedWord, SearchHit } from './search-sql';

/**
 * The products matching every query word of a several-word search, with the same relevance signals as
 * the general grouping of search-sql.ts (profiled at 100,000 products: "Doi Fresh" groups 23,600 word rows
 * into 18,000 products to keep the 5,300 matching both words, 55-70 ms at load 10; a hash join of the two
 * words' rows finds those 5,300 in 3-15 ms).
 *
 * Each word's rows (all its sources) are joined on product id, so a product in the result has every one of
 * its rows of every word in the joined rows: grouping those gives the same matched (every word), own,
 * in_name, in_category and typed counts (one per word with such a row) and name length (the least) as
 * grouping all rows does. Used when at least FEW_BEST products match every word (search-sql.ts), which
 * is then exactly the set the general SQL keeps.
 */

/** Joining more words multiplies rows (a product under several vocabulary words of each); past this, group. */
export const MAX_JOINED_WORDS = 4;

export function everyWordHits(words: readonly PlannedWord[], sourceSql: (word: PlannedWord, index: number) => RawBuilder<unknown>): RawBuilder<SearchHit> {
  const aliases = words.map((_, index) => sql.raw(`r${index}`));
  const sum = (column: string) => sql.join(aliases.map((alias) => sql`bool_or(${alias}.${sql.raw(column)})::int`), sql` + `);
  const from = sql.join(words.map((word, index) => index === 0
    ? sql`(${sourceSql(word, index)}) as ${aliases[index]!}`
    : sql`join (${sourceSql(word, index)}) as ${aliases[index]!} on ${aliases[index]!}.product_id = r0.product_id`), sql` `);
  return sql<SearchHit>`(select r0.product_id, ${sql.lit(words.length)}::int as matched,
      (${sum('own')}) as own, (${sum('in_name')}) as in_name, (${sum('in_category')}) as in_category, (${sum('typed')}) as typed,
      least(${sql.join(aliases.map((alias) => sql`min(${alias}.name_length)`))})::int as name_length
    from ${from} group by r0.product_id)`;
}
