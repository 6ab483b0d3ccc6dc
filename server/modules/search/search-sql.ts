import { sql, type RawBuilder } from 'kysely';
import { escapeLike, type SearchWord } from './search-words';

/**
 * The SQL of a product search over product_text (alias t). A product matches when any query word (or a
 * typo correction of it) occurs in its segmented search text; every pattern below is one pg_trgm can
 * answer from the GIN index on search_text, so PostgreSQL combines them with a BitmapOr.
 *
 * Relevance, highest first: how many query words matched, how many of them are in the name, how many
 * matched as typed rather than corrected, then trigram word similarity of the whole query; product id last
 * so equal scores page deterministically.
 */
export interface PlannedWord extends SearchWord {
  corrections: readonly string[];
}

export interface SearchSql {
  where: RawBuilder<boolean>;
  score: RawBuilder<number>;
}

function matchesWord(text: string, short: boolean): RawBuilder<boolean> {
  const escaped = escapeLike(text);
  if (short) {
    return sql<boolean>`(t.search_text like ${`${escaped}%`} or t.search_text like ${`% ${escaped}%`})`;
  }
  return sql<boolean>`t.search_text like ${`%${escaped}%`}`;
}

function anyOf(parts: RawBuilder<boolean>[]): RawBuilder<boolean> {
  return parts.length === 1 && parts[0] ? parts[0] : sql<boolean>`(${sql.join(parts, sql` or `)})`;
}

export function searchSql(words: readonly PlannedWord[], queryText: string): SearchSql {
  const matched: RawBuilder<number>[] = [];
  const inName: RawBuilder<number>[] = [];
  const asTyped: RawBuilder<number>[] = [];
  const conditions: RawBuilder<boolean>[] = [];
  for (const word of words) {
    const typed = matchesWord(word.text, word.short);
    const variants = [typed, ...word.corrections.map((correction) => matchesWord(correction, false))];
    const any = anyOf(variants);
    conditions.push(any);
    matched.push(sql<number>`(${any})::int`);
    asTyped.push(sql<number>`(${typed})::int`);
    const names = [word.text, ...word.corrections].map((text) => sql<boolean>`lower(t.name) like ${`%${escapeLike(text)}%`}`);
    inName.push(sql<number>`(${anyOf(names)})::int`);
  }
  const sum = (parts: RawBuilder<number>[]) => sql<number>`(${sql.join(parts, sql` + `)})`;
  return {
    where: anyOf(conditions),
    score: sql<number>`(${sum(matched)} * 1000 + ${sum(inName)} * 100 + ${sum(asTyped)} * 10 + word_similarity(${queryText}, t.search_text))`,
  };
}
