import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { DataVersionWatcher } from '../../graphql/data-version';
import { allowedTypos, editDistanceWithin } from './edit-distance';

/**
 * The store's search vocabulary: every distinct word of product_search_word (segmented search text).
 * A query word is looked up as the vocabulary words that contain it (what '%word%' on the search text
 * matched), so the search itself is an index lookup of exact words.
 *
 * Latin-script typo tolerance: trigram similarity is too weak for short words ("rce" vs "rice" scores
 * 0.29, below "force" at 0.5), so a word found nowhere is corrected against the Latin words of the
 * vocabulary by edit distance, and the corrections are searched as well.
 * The vocabulary is read once per store and again only when data_version moves.
 */
interface Vocabulary {
  stamp: string;
  /** Latin words by length, for the length window an edit distance allows. */
  byLength: Map<number, string[]>;
  /** Latin words only (typo candidates). */
  all: string[];
  /** Every word, shortest first, so a capped expansion keeps the words closest to what was typed. */
  words: string[];
  /** Lookups already made against this vocabulary (a scan of 100,000 words costs milliseconds). */
  lookups: Map<string, WordLookup>;
}

/** Remembered lookups per vocabulary; past this many the memo starts again. */
const MAX_REMEMBERED_LOOKUPS = 5000;

interface VocabularyCache {
  watcher: DataVersionWatcher;
  stores: Map<number, Promise<Vocabulary>>;
}

const caches = new WeakMap<Kysely<Database>, VocabularyCache>();

/** At most this many corrections per word, closest first. */
const MAX_CORRECTIONS = 4;

/** At most this many vocabulary words stand for one query word (a digit string may occur in thousands). */
export const MAX_EXPANSIONS = 64;

const LATIN_WORD = /^[a-z][a-z0-9]{2,}$/;

async function readVocabulary(db: Kysely<Database>, storeId: number, stamp: string): Promise<Vocabulary> {
  const { rows } = await sql<{ word: string }>`
    select word from product_search_word where store_id = ${storeId} group by word`.execute(db);
  const words = rows.map((row) => row.word).sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
  const all = words.filter((word) => LATIN_WORD.test(word));
  const byLength = new Map<number, string[]>();
  for (const word of all) {
    const list = byLength.get(word.length);
    if (list) list.push(word);
    else byLength.set(word.length, [word]);
  }
  return { stamp, byLength, all, words, lookups: new Map() };
}

/**
 * Vocabulary words starting with a short (1-2 character) word, or null when there are more than
 * MAX_EXPANSIONS of them: the caller then matches a prefix range in SQL. Listed words are the same
 * matches as the range, and let a one-word search read its page in index order.
 */
export function prefixExpansionsFrom(vocabulary: Pick<Vocabulary, 'words'>, prefix: string): string[] | null {
  const found: string[] = [];
  for (const known of vocabulary.words) {
    if (known.startsWith(prefix)) {
      if (found.length === MAX_EXPANSIONS) return null;
      found.push(known);
    }
  }
  return found;
}

/** Vocabulary words containing `word`, the word itself first when it occurs. */
export function expansionsFrom(vocabulary: Pick<Vocabulary, 'words'>, word: string): string[] {
  const found: string[] = [];
  for (const known of vocabulary.words) {
    if (known.includes(word)) {
      found.push(known);
      if (found.length === MAX_EXPANSIONS) break;
    }
  }
  return found;
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

export interface WordLookup {
  /** Vocabulary words containing the typed word (starting with it, for a short word). */
  expansions: string[];
  /** Typo corrections (Latin words found nowhere only). */
  corrections: string[];
  /** A short word with too many vocabulary words to list: SQL matches the prefix range. */
  prefixRange: boolean;
}

export interface WordToLookUp {
  text: string;
  typoTolerant: boolean;
  /** 1-2 characters: matched at the start of words rather than anywhere in them. */
  short: boolean;
}

function lookUp(vocabulary: Vocabulary, { text, typoTolerant, short }: WordToLookUp): WordLookup {
  if (short) {
    const listed = prefixExpansionsFrom(vocabulary, text);
    return listed === null ? { expansions: [], corrections: [], prefixRange: true } : { expansions: listed, corrections: [], prefixRange: false };
  }
  const expansions = expansionsFrom(vocabulary, text);
  return { expansions, corrections: expansions.length === 0 && typoTolerant ? correctionsFrom(vocabulary, text) : [], prefixRange: false };
}

/** How each query word is looked up in product_search_word. */
export async function lookUpWords(db: Kysely<Database>, storeId: number, words: readonly WordToLookUp[]): Promise<WordLookup[]> {
  if (words.length === 0) return [];
  const vocabulary = await vocabularyFor(db, storeId);
  return words.map((word) => {
    const key = `${word.short ? 's' : 'w'}${word.typoTolerant ? 't' : ''}:${word.text}`;
    const known = vocabulary.lookups.get(key);
    if (known) return known;
    const found = lookUp(vocabulary, word);
    if (vocabulary.lookups.size >= MAX_REMEMBERED_LOOKUPS) vocabulary.lookups.clear();
    vocabulary.lookups.set(key, found);
    return found;
  });
}
