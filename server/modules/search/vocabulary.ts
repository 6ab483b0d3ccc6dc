import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { DataVersionWatcher } from '../../graphql/data-version';
import { thaiKey } from './thai-typos';
import { letterMasks } from './letter-masks';

/**
 * A store view's search vocabulary: every distinct word of product_search_word (segmented search text).
 * Query words are looked up here, in memory, and the search itself is then an index lookup of exact
 * words. Read once per store and again only when data_version moves; lookups are memoised per vocabulary.
 */
export interface Vocabulary {
  stamp: string;
  /** Every word, shortest first, so a capped expansion keeps the words closest to what was typed. */
  words: string[];
  /** letterMask of each word of `words`, of `latin` and of each list of `latinByLength` (letter-masks.ts). */
  masks: Int32Array;
  latinMasks: Int32Array;
  latinMasksByLength: Map<number, Int32Array>;
  wordSet: ReadonlySet<string>;
  /** Latin words only (typo candidates), and by length for the window an edit distance allows. */
  latin: string[];
  latinByLength: Map<number, string[]>;
  /** Thai words by the length of their key (tone marks left out), for Thai typo candidates. */
  thaiByKeyLength: Map<number, Array<{ word: string; key: string }>>;
  /** Lookups already made against this vocabulary (a scan of 100,000 words costs milliseconds). */
  memo: Map<string, unknown>;
}

/** Remembered lookups per vocabulary; past this many the memo starts again. */
const MAX_REMEMBERED_LOOKUPS = 5000;

const LATIN_WORD = /^[a-z][a-z0-9]{2,}$/;
const THAI_WORD = /^[\u0e01-\u0e4e]+$/;

interface VocabularyCache {
  watcher: DataVersionWatcher;
  stores: Map<number, Promise<Vocabulary>>;
}

const caches = new WeakMap<Kysely<Database>, VocabularyCache>();

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function buildVocabulary(words: readonly string[], stamp = ''): Vocabulary {
  const sorted = [...words].sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
  const latin = sorted.filter((word) => LATIN_WORD.test(word));
  const latinByLength = new Map<number, string[]>();
  for (const word of latin) pushTo(latinByLength, word.length, word);
  const thaiByKeyLength = new Map<number, Array<{ word: string; key: string }>>();
  for (const word of sorted) {
    if (!THAI_WORD.test(word)) continue;
    const key = thaiKey(word);
    pushTo(thaiByKeyLength, key.length, { word, key });
  }
  const latinMasksByLength = new Map([...latinByLength].map(([length, list]) => [length, letterMasks(list)]));
  return { stamp, words: sorted, masks: letterMasks(sorted), wordSet: new Set(sorted), latin, latinMasks: letterMasks(latin), latinByLength, latinMasksByLength, thaiByKeyLength, memo: new Map() };
}

export async function readVocabulary(db: Kysely<Database>, storeId: number, stamp: string): Promise<Vocabulary> {
  const { rows } = await sql<{ word: string }>`
    select word from product_search_word where store_id = ${storeId} group by word`.execute(db);
  return buildVocabulary(rows.map((row) => row.word), stamp);
}

export async function vocabularyFor(db: Kysely<Database>, storeId: number): Promise<Vocabulary> {
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
  const stores = cache.stores;
  stores.set(storeId, loading);
  loading.catch(() => stores.delete(storeId));
  return loading;
}

/** A lookup computed once per vocabulary (and per key). */
export function remembered<T>(vocabulary: Vocabulary, key: string, compute: () => T): T {
  if (vocabulary.memo.has(key)) return vocabulary.memo.get(key) as T;
  const value = compute();
  if (vocabulary.memo.size >= MAX_REMEMBERED_LOOKUPS) vocabulary.memo.clear();
  vocabulary.memo.set(key, value);
  return value;
}
