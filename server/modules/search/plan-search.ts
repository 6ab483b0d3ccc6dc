import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { searchSql, type PlannedWord, type SearchSql } from './search-sql';
import { searchWords } from './search-words';
import { corrections } from './typo-vocabulary';

/** A search term turned into SQL; null when it holds no word at all (only spaces or punctuation). */
export async function planSearch(db: Kysely<Database>, storeId: number, term: string): Promise<SearchSql | null> {
  const words = searchWords(term);
  if (words.length === 0) return null;
  const latin = words.filter((word) => word.latin && !word.short && !/^[0-9]+$/.test(word.text)).map((word) => word.text);
  const fixes = await corrections(db, storeId, latin);
  const planned: PlannedWord[] = words.map((word) => ({ ...word, corrections: fixes.get(word.text) ?? [] }));
  return searchSql(planned, words.map((word) => word.text).join(' '));
}
