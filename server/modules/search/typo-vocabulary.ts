import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { DataVersionWatcher } from '../../graphql/data-version';
import { allowedTypos, editDistanceWithin } from './edit-distance';

/**
 * Latin-script typo tolerance. Trigram similarity is too weak for short words ("rce" vs "rice" scores
 * 0.29, below "force" at 0.5), so a mistyped word is corrected against the words that actually occur in
 * the store's search text, by edit distance, and the corrections are searched like typed words.
 * The vocabulary is read once per store and again only when data_version moves.
 */
interface Vocabulary {
  stamp: string;
  /** Words by length, for the length window an edit distance allows. */
  byLength: Map<number, string[]>;
  all: string[];
}

interface VocabularyCache {
  watcher: DataVersionWatcher;
  stores: Map<number, Promise<Vocabulary>>;
}

const caches = new WeakMap<Kysely<Database>, VocabularyCache>();

/** At most this many corrections per word, closest first. */
const MAX_CORRECTIONS = 4;

async function readVocabulary(db: Kysely<Database>, storeId: number, stamp: string): Promise<Vocabulary> {
  const { rows } = await sql<{ word: string }>`
    select distinct word from product_text, unnest(string_to_array(search_text, ' ')) as word
    where store_id = ${storeId} and word ~ '^[a-z][a-z0-9]{2,}$'`.execute(db);
  const byLength = new Map<number, string[]>();
  for (const { word } of rows) {
    const list = byLength.get(word.length);
    if (list) list.push(word);
    else byLength.set(word.length, [word]);
  }
  return { stamp, byLength, all: rows.map((row) => row.word) };
}

async function vocabularyFor(db: Kysely<Database>, storeId: number): Promise<Vocabulary> {
  let cache = caches.get(db);
  if (!cache) {
    cache = { watcher: new DataVersionWatcher(db, 5000), stores: new Map() };
    caches.set(db, cache);
  }
  const stamp = await cache.watcher.current();
  const cached = cache.stores.get(storeId);
  if (cached) {
    const vocabulary = await cached;
    if (vocabulary.stamp === stamp) return vocabulary;
  }
  const loading = readVocabulary(db, storeId, stamp);
  cache.stores.set(storeId, loading);
  loading.catch(() => cache.stores.delete(storeId));
  return loading;
}

/** Words of the vocabulary a mistyped word may have meant; empty when the word occurs as typed. */
export function correctionsFrom(vocabulary: Pick<Vocabulary, 'byLength' | 'all'>, word: string): string[] {
  const max = allowedTypos(word.length);
  if (max === 0) return [];
  if (vocabulary.all.some((known) => known.includes(word))) return [];
  const found: { word: string; distance: number }[] = [];
  for (let length = word.length - max; length <= word.length + max; length += 1) {
    for (const candidate of vocabulary.byLength.get(length) ?? []) {
      const distance = editDistanceWithin(word, candidate, max);
      if (distance !== null) found.push({ word: candidate, distance });
    }
  }
  found.sort((a, b) => a.distance - b.distance || a.word.length - b.word.length || (a.word < b.word ? -1 : 1));
  return found.slice(0, MAX_CORRECTIONS).map((entry) => entry.word);
}

export async function corrections(db: Kysely<Database>, storeId: number, words: readonly string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (words.length === 0) return result;
  const vocabulary = await vocabularyFor(db, storeId);
  for (const word of words) {
    const found = correctionsFrom(vocabulary, word);
    if (found.length > 0) result.set(word, found);
  }
  return result;
}
