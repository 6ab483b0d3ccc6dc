import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { searchSql, type PlannedWord, type SearchSql } from './search-sql';
import { searchWords } from './search-words';
import { lookUpWords } from './typo-vocabulary';

/** A search term turned into SQL; null when it holds no word at all (only spaces or punctuation). */
export async function planSearch(db: Kysely<Database>, storeId: number, term: string): Promise<SearchSql | null> {
  const words = searchWords(term);
  if (words.length === 0) return null;
  // Short words are matched as word prefixes in SQL; the rest through the vocabulary.
  const long = words.filter((word) => !word.short);
  const lookups = await lookUpWords(db, storeId, long.map((word) => ({ text: word.text, typoTolerant: word.latin && !/^[0-9]+$/.test(word.text) })));
  const byText = new Map(long.map((word, index) => [word.text, lookups[index]]));
  const planned: PlannedWord[] = words.map((word) => ({
    ...word,
    expansions: byText.get(word.text)?.expansions ?? [],
    corrections: byText.get(word.text)?.corrections ?? [],
  }));
  return searchSql(storeId, planned);
}
