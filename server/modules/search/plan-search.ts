import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { searchSql, type PlannedWord, type SearchSql } from './search-sql';
import { searchWords } from './search-words';
import { lookUpWords } from './typo-vocabulary';

/** A search term turned into SQL; null when it holds no word at all (only spaces or punctuation). */
export async function planSearch(db: Kysely<Database>, storeId: number, term: string): Promise<SearchSql | null> {
  const words = searchWords(term);
  if (words.length === 0) return null;
  const lookups = await lookUpWords(db, storeId, words.map((word) => ({
    text: word.text,
    typoTolerant: word.latin && !word.short && !/^[0-9]+$/.test(word.text),
    short: word.short,
  })));
  const planned: PlannedWord[] = words.map((word, index) => ({
    ...word,
    expansions: lookups[index]?.expansions ?? [],
    corrections: lookups[index]?.corrections ?? [],
    prefixRange: lookups[index]?.prefixRange ?? false,
  }));
  return searchSql(storeId, planned);
}
