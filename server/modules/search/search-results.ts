import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { planWords } from './plan-search';
import { searchSql, type PlannedWord } from './search-sql';
import { latinFromThaiKeys, thaiFromLatinKeys } from './keyboard-layout';
import { romanisedSpellings } from './romanised-thai';
import { buildSummary, COUNT_COLUMNS, countsWith, summaryKey } from './summary-counts';

/**
 * Precomputed results of broad searches whose page cannot be read in index order (migration 0121,
 * docs/decisions/search-latency.md): several query words, or one query word found in several places.
 * Such a search ranks every hit, so it joined or grouped all its words' rows (5,000-45,000 at 100,000
 * products) for each page; its result row holds the first RESULT_IDS products in relevance order, the
 * total and the facet counts, counted by the search's own SQL (searchSql) and read only at the current
 * data version (search-page.ts precomputedPage), so what is served is what the live search answers.
 *
 * Which searches: what the planner (plan-search.ts) makes of the catalogue's own broad text, typed in every
 * store view: each word found in at least BROAD_SEARCH products, and each two words that follow each other
 * in at least BROAD_SEARCH products' search texts (a brand, "fish sauce"; Thai also written without the
 * space). Not the searches shoppers made (that would be a cache): a rarer combination counts live.
 */

/** Products listed per result: pages of 12, 20, 24, 30, 40 and 60 up to the 120th product. */
export const RESULT_IDS = 120;

/** Plans are made for at most this many texts per build (bounds the build of a catalogue with much repeated text). */
const MAX_PLANNED_TEXTS = 4000;

/** Counts the result of one plan and stores it, in one statement (the data and the version in one snapshot). */
async function buildResult(db: Kysely<Database>, words: readonly PlannedWord[]): Promise<void> {
  const search = searchSql(words);
  await sql`insert into search_result (plan, exact_plan, every_word, version, ids, total, prices, price_counts, keys, key_counts)
    with ranked as materialized (select s.product_id, s.matched, ${search.score} as score from ${search.hits([3, 4])} as s),
      ${countsWith(sql`ranked`)}
    select ${search.resultKey}, ${search.plan}, coalesce((select bool_and(r.matched = ${sql.lit(words.length)}) from ranked r), true),
      (select v.version from search_summary_version v),
      array(select r.product_id from ranked r order by r.score desc, r.product_id limit ${sql.lit(RESULT_IDS)}), ${COUNT_COLUMNS}
    on conflict (plan) do update set exact_plan = excluded.exact_plan, every_word = excluded.every_word, version = excluded.version,
      total = excluded.total, ids = excluded.ids, prices = excluded.prices,
      price_counts = excluded.price_counts, keys = excluded.keys, key_counts = excluded.key_counts`.execute(db);
}

/** Search texts are read this many products at a time (bounds the build's memory at any catalogue size). */
const TEXT_BATCH = 10_000;

const THAI = /[\u0e00-\u0e7f]/;

/**
 * The texts whose searches get a result: broad words, and runs of two or three broad words that follow each
 * other in at least `minProducts` searchable products' search texts (segmented words joined by spaces), per
 * store view. Counted here rather than in SQL: a self-join of every text's unnested words took minutes.
 */
export async function broadTexts(db: Kysely<Database>, minProducts: number): Promise<string[]> {
  const { rows: broadRows } = await sql<{ store_id: number; word: string }>`select w.store_id, w.word from product_search_word w
    where w.enabled and w.visibility in (3, 4) group by w.store_id, w.word having count(*) >= ${minProducts}`.execute(db);
  const broad = new Set(broadRows.map((row) => `${row.store_id}:${row.word}`));
  const phrases = new Map<string, number>();
  const { rows: lastRows } = await sql<{ max: number | null }>`select max(product_id) as max from product_text`.execute(db);
  const lastId = Number(lastRows[0]?.max ?? 0);
  for (let after = 0; after < lastId; after += TEXT_BATCH) {
    const { rows } = await sql<{ product_id: number; store_id: number; search_text: string | null }>`select t.product_id, t.store_id, t.search_text
      from product_text t join product p on p.product_id = t.product_id
      where p.status = 1 and p.visibility in (3, 4) and t.product_id > ${after} and t.product_id <= ${after + TEXT_BATCH}
      order by t.product_id`.execute(db);
    for (const row of rows) {
      const words = (row.search_text ?? '').split(' ');
      const seen = new Set<string>();
      const isBroad = (word: string | undefined) => word !== undefined && word !== '' && broad.has(`${row.store_id}:${word}`);
      for (let index = 0; index + 1 < words.length; index += 1) {
        const [first, second, third] = [words[index], words[index + 1], words[index + 2]];
        if (!isBroad(first) || !isBroad(second) || first === second) continue;
        seen.add(`${first} ${second}`);
        if (isBroad(third) && third !== second && third !== first) seen.add(`${first} ${second} ${third}`);
      }
      for (const phrase of seen) phrases.set(`${row.store_id}\u0000${phrase}`, (phrases.get(`${row.store_id}\u0000${phrase}`) ?? 0) + 1);
    }
  }
  const texts = new Set(broadRows.map((row) => row.word));
  for (const [key, products] of phrases) {
    if (products < minProducts) continue;
    const phrase = key.slice(key.indexOf('\u0000') + 1);
    texts.add(phrase);
    // Thai is written without spaces: the phrase as one token is planned its own way (plan-search.ts thaiToken).
    if (phrase.split(' ').every((word) => THAI.test(word))) texts.add(phrase.replaceAll(' ', ''));
  }
  return [...texts].sort().slice(0, MAX_PLANNED_TEXTS);
}

/**
 * Other ways shoppers type broad words: every romanised spelling of romanised-thai.ts's list ("gai", "kung",
 * "moo") and each broad word typed with the other keyboard layout ("-hk;" for ข้าว, "พรแำ" for rice). Their
 * plans often stand for word sets no broad word's own plan has ("gai": ไก่ and ไข่), which then counted live.
 */
function otherSpellings(broad: ReadonlySet<string>): string[] {
  const texts = new Set(romanisedSpellings());
  for (const key of broad) {
    const word = key.slice(key.indexOf(':') + 1);
    const switched = latinFromThaiKeys(word) ?? thaiFromLatinKeys(word);
    if (switched) texts.add(switched);
  }
  return [...texts].sort().slice(0, MAX_PLANNED_TEXTS);
}

/** Every query word is found under a broad vocabulary word: a plan of another spelling worth precomputing. */
function findsBroadWords(words: readonly PlannedWord[], broad: ReadonlySet<string>): boolean {
  return words.every((word) => word.sources.some((source) => source.words.some((vocabularyWord) => broad.has(`${source.storeId}:${vocabularyWord}`))));
}

/**
 * Builds the result of every broad search that has no index-order page (see above), in every store view,
 * and for other spellings of the summaries' broad words (`broadWords`, "store_id:word"; otherSpellings) the
 * result of each plan finding broad words, or, for a one-word plan, the summary (search_summary) of its word
 * set unless it has one (`summarised`, summaryKey). Out-of-date results are dropped first; answers how many
 * results and summaries were built.
 */
export async function buildSearchResults(db: Kysely<Database>, startedAt: number, minProducts: number, summaries: { broadWords: ReadonlySet<string>; summarised: Set<string> }): Promise<number> {
  await sql`delete from search_result where version <> ${startedAt}`.execute(db);
  const texts = await broadTexts(db, minProducts);
  const { broadWords: broad, summarised } = summaries;
  const others = otherSpellings(broad);
  const stores = await db.selectFrom('store').select('store_id').where('is_active', '=', true).orderBy('store_id').execute();
  const plans = new Map<string, PlannedWord[]>();
  let built = 0;
  for (const { store_id: storeId } of stores) {
    for (const [text, other] of [...texts.map((text) => [text, false] as const), ...others.map((text) => [text, true] as const)]) {
      const words = await planWords(db, storeId, text);
      if (!words || words.length === 0 || (other && !findsBroadWords(words, broad))) continue;
      const search = searchSql(words);
      // A one-word search of one source reads its page in index order (search-page.ts singleWordPage); its
      // counts come from the summary of its word set.
      if (search.single) {
        const key = summaryKey(search.single.storeId, search.single.words);
        if (other && !summarised.has(key)) {
          summarised.add(key);
          await buildSummary(db, search.single.storeId, search.single.words);
          built += 1;
        }
        continue;
      }
      if (!plans.has(search.resultKey)) plans.set(search.resultKey, words);
    }
  }
  for (const words of plans.values()) await buildResult(db, words);
  return built + plans.size;
}
