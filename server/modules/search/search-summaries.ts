import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { readVocabulary } from './vocabulary';
import { expansionsFrom, prefixExpansionsFrom } from './word-lookups';
import { buildSummary, summaryKey } from './summary-counts';
import { buildSearchResults } from './search-results';

/**
 * Precomputed counts of broad one-word searches (migration 0120, docs/decisions/search-latency.md).
 *
 * A query word stands for a set of vocabulary words (word-lookups.ts); for every word of a store view found
 * in at least BROAD_SEARCH searchable products, the set it stands for gets a summary: its products, how many
 * at each cheapest price and per facet key, counted exactly as the search page's live counting does
 * (facet-counts.ts). A summary carries the version of the data it was counted from and is read only while
 * that is the current version (search-page.ts), so the counts served are always the live counts.
 */

/** Words found in at least this many searchable products get a summary (below it, live counting costs a few ms). */
export const BROAD_SEARCH = 1000;

/** A summary as stored: prices in satang (null: no price known), each with its product count; keys likewise. */
export interface SearchSummary {
  total: number;
  prices: ReadonlyArray<number | null>;
  priceCounts: readonly number[];
  keys: readonly number[];
  keyCounts: readonly number[];
}

export { summaryWords } from './summary-counts';

/** The vocabulary words a typed word stands for, as plan-search.ts looks them up; null when matched by prefix. */
function wordsFor(vocabulary: Parameters<typeof expansionsFrom>[0], word: string): string[] | null {
  const words = [...word].length < 3 ? prefixExpansionsFrom(vocabulary, word) : expansionsFrom(vocabulary, word);
  return words && words.length > 0 ? words : null;
}

/**
 * Counts a summary for every broad word of every store view and the precomputed result of every broad
 * search without an index-order page (search-results.ts): the indexer's step after a bulk load, and the
 * background refresh of refreshSummariesSoon. Out-of-date rows are dropped first. Answers how many
 * summaries and results were built. `minProducts` / `resultMinProducts`: how many products make a word
 * (a phrase) broad, BROAD_SEARCH unless given (tests on the 575-product demo catalogue lower them).
 */
export async function buildSearchSummaries(db: Kysely<Database>, options: { minProducts?: number; resultMinProducts?: number } = {}): Promise<number> {
  const minProducts = options.minProducts ?? BROAD_SEARCH;
  const { rows: versions } = await sql<{ version: number }>`select version from search_summary_version`.execute(db);
  const startedAt = Number(versions[0]?.version ?? 0);
  await sql`delete from search_summary where version <> ${startedAt}`.execute(db);
  const stores = await db.selectFrom('store').select('store_id').orderBy('store_id').execute();
  let built = 0;
  const summarised = new Set<string>();
  const broadWords = new Set<string>();
  for (const { store_id: storeId } of stores) {
    const { rows: broad } = await sql<{ word: string }>`select w.word from product_search_word w
      where w.store_id = ${storeId} and w.enabled and w.visibility in (3, 4) group by w.word having count(*) >= ${minProducts}`.execute(db);
    for (const { word } of broad) broadWords.add(`${storeId}:${word}`);
    if (broad.length === 0) continue;
    const vocabulary = await readVocabulary(db, storeId, '');
    for (const { word } of broad) {
      const words = wordsFor(vocabulary, word);
      if (!words || summarised.has(summaryKey(storeId, words))) continue;
      summarised.add(summaryKey(storeId, words));
      await buildSummary(db, storeId, words);
      built += 1;
    }
  }
  // Results, and summaries of the word sets other spellings of broad words stand for (search-results.ts).
  built += await buildSearchResults(db, startedAt, options.resultMinProducts ?? BROAD_SEARCH, { broadWords, summarised });
  // Every broad word had its summary at the version this build started from (later writes move the version on).
  await sql`update search_summary_version set built = ${startedAt}`.execute(db);
  return built;
}

interface RefreshState {
  running: Promise<void> | null;
  startedAt: number;
  /** How long the last build took (ms). */
  lastBuildMs: number;
}

const refreshes = new WeakMap<Kysely<Database>, RefreshState>();

/** Background rebuilds start at most this often (a catalogue being written moves the version constantly). */
const REFRESH_INTERVAL_MS = 30_000;
/**
 * ... and at most this many build durations apart: a build at 100,000 products takes 20-90 s (the
 * precomputed results of search-results.ts are most of it), so a catalogue written all day keeps the
 * database's share of rebuilding at about a fifth of one connection.
 */
const REFRESH_BUILD_SPACING = 5;

/**
 * Rebuilds the summaries in the background, when a search found them out of date (search-page.ts reads the
 * version and the one last built with each one-word page or precomputed result): one build at a time, at
 * most every REFRESH_INTERVAL_MS and REFRESH_BUILD_SPACING build durations. Until it is done searches count
 * live, so answers never wait for it.
 */
export function refreshSummariesSoon(db: Kysely<Database>, now = Date.now()): void {
  let state = refreshes.get(db);
  if (!state) {
    state = { running: null, startedAt: 0, lastBuildMs: 0 };
    refreshes.set(db, state);
  }
  if (state.running || now - state.startedAt < Math.max(REFRESH_INTERVAL_MS, REFRESH_BUILD_SPACING * state.lastBuildMs)) return;
  const current = state;
  current.startedAt = now;
  const started = performance.now();
  current.running = buildSearchSummaries(db).then(
    () => undefined,
    // A closed database (the server stopping) or a statement timeout: the next search tries again later.
    (error: unknown) => console.error('search summaries:', error instanceof Error ? error.message : error),
  ).finally(() => {
    current.lastBuildMs = performance.now() - started;
    current.running = null;
  });
}

/** The background rebuild, if one runs: the server waits for it on close, before its database is closed. */
export function summaryRefreshSettled(db: Kysely<Database>): Promise<void> {
  return refreshes.get(db)?.running ?? Promise.resolve();
}
