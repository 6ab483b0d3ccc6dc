import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planWords } from '../../server/modules/search/plan-search';
import { searchSql } from '../../server/modules/search/search-sql';
import { buildSearchSummaries } from '../../server/modules/search/search-summaries';
import { graphqlPost } from './support/graphql-request';
import { buildTestApp, type TestApp } from './support/test-app';

// Precomputed results of broad searches without an index-order page (migration 0121, search-results.ts):
// several words, or one word found in several places. The search page's answer (items, total,
// aggregations) and the items-only answer read from a result must equal the live search's, on every page
// listed, and after writes, on PGlite and PostgreSQL.

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The demo catalogue has no phrase in 1,000 products: here words and phrases in 10 make a result. */
const RESULT_MIN_PRODUCTS = 10;

const PAGE = `query page($s: String!, $page: Int) { products(search: $s, pageSize: 6, currentPage: $page) {
  total_count items { sku } aggregations { attribute_code count options { value count } } } }`;
const ITEMS = `query items($s: String!, $page: Int) { products(search: $s, pageSize: 6, currentPage: $page) { total_count items { sku } } }`;

interface Answer {
  total_count: number;
  items: Array<{ sku: string }>;
  aggregations?: Array<{ attribute_code: string; count: number; options: Array<{ value: string; count: number }> }>;
}

async function ask(term: string, store: string, page = 1, query = PAGE): Promise<Answer> {
  const { body } = await graphqlPost<{ products: Answer }>(t.app, { query, variables: { s: term, page }, headers: { store } });
  expect(body.errors).toBeUndefined();
  return body.data!.products;
}

async function outdate(): Promise<void> {
  await sql`update search_summary_version set version = version + 1`.execute(t.database.db);
}

async function build(): Promise<number> {
  return buildSearchSummaries(t.database.db, { resultMinProducts: RESULT_MIN_PRODUCTS });
}

async function planOf(term: string, store: string): Promise<string> {
  return searchSql((await planWords(t.database.db, store === 'th' ? 1 : 2, term))!).resultKey;
}

async function hasCurrentResult(term: string, store: string): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from search_result r join search_summary_version v on v.version = r.version
    where r.plan = ${await planOf(term, store)}`.execute(t.database.db);
  return rows[0]!.n === 1;
}

/** Several words (typed, other language, romanised, mixed scripts) and one word found in several places. */
const SEARCHES: Array<[string, string]> = [
  ['th', 'fish sauce'], ['en', 'fish sauce'], ['en', 'Doi Fresh'], ['th', 'Doi Fresh'], ['en', 'jasmine rice'], ['th', 'ข้าว jasmine'],
  ['th', 'rice'], ['en', 'moo'], ['th', 'kai'], ['en', 'Talat Select rice'], ['th', 'khao hom mali'], ['en', 'chicken breast'],
];

type Answers = Map<string, Answer[]>;

/** Every search, pages 1-3 with aggregations and page 1 items only, answered from results and then live. */
async function expectResultsMatchLive(searches: ReadonlyArray<[string, string]>, minUsed: number): Promise<Answers> {
  expect(await build()).toBeGreaterThan(0);
  const withResult: Answers = new Map();
  let used = 0;
  for (const [store, term] of searches) {
    if (await hasCurrentResult(term, store)) used += 1;
    withResult.set(`${store}:${term}`, [await ask(term, store, 1), await ask(term, store, 2), await ask(term, store, 3), await ask(term, store, 1, ITEMS)]);
  }
  expect(used).toBeGreaterThanOrEqual(minUsed);
  await outdate();
  for (const [store, term] of searches) {
    expect(await hasCurrentResult(term, store)).toBe(false);
    const live = [await ask(term, store, 1), await ask(term, store, 2), await ask(term, store, 3), await ask(term, store, 1, ITEMS)];
    expect(live, `${store} "${term}"`).toEqual(withResult.get(`${store}:${term}`));
  }
  return withResult;
}

describe('precomputed search results', () => {
  it('answer several-word and several-source searches exactly as the live search does, on every listed page', async () => {
    const answers = await expectResultsMatchLive(SEARCHES, 6);
    expect(answers.get('th:fish sauce')![0]!.total_count).toBeGreaterThan(6);
  });

  it('are what the search reads (a result altered by hand shows), and a page past the listed products is counted live', async () => {
    const db = t.database.db;
    await build();
    expect(await hasCurrentResult('fish sauce', 'th')).toBe(true);
    const live = await ask('fish sauce', 'th');
    const plan = await planOf('fish sauce', 'th');
    await sql`update search_result set total = total + 1000, ids = array(select i from unnest(ids) with ordinality as x(i, n) order by n desc),
      key_counts = array(select c + 1000 from unnest(key_counts) as c) where plan = ${plan}`.execute(db);
    const altered = await ask('fish sauce', 'th');
    expect(altered.total_count).toBe(live.total_count + 1000);
    expect(altered.items).not.toEqual(live.items);
    expect((await ask('fish sauce', 'th', 1, ITEMS)).total_count).toBe(live.total_count + 1000);
    const categories = (answer: Answer) => answer.aggregations!.find((aggregation) => aggregation.attribute_code === 'category_uid')!.options.map((option) => option.count);
    expect(categories(altered)).toEqual(categories(live).map((count) => count + 1000));
    // Page 25 of 6 is past the 120 listed products of a result claiming more: counted live, which finds
    // the true total (fewer pages), where the result would have answered an empty page of its made-up total.
    const { body } = await graphqlPost<{ products: Answer }>(t.app, { query: ITEMS, variables: { s: 'fish sauce', page: 25 }, headers: { store: 'th' } });
    expect(live.total_count).toBeLessThan(24 * 6);
    expect(body.errors?.[0]?.message).toContain(`(${Math.ceil(live.total_count / 6)}`);
    await outdate();
    expect(await ask('fish sauce', 'th')).toEqual(live);
  });

  it('are not used once a write changed what they count, and count the new data when rebuilt', async () => {
    const db = t.database.db;
    await build();
    const before = await ask('fish sauce', 'en');
    const product = await db.selectFrom('product').select(['product_id', 'status']).where('sku', '=', before.items[0]!.sku).executeTakeFirstOrThrow();
    await db.updateTable('product').set({ status: 2 }).where('product_id', '=', product.product_id).execute();
    expect(await hasCurrentResult('fish sauce', 'en')).toBe(false);
    const after = await ask('fish sauce', 'en');
    expect(after.total_count).toBe(before.total_count - 1);
    expect(after.items.map((item) => item.sku)).not.toContain(before.items[0]!.sku);
    await expectResultsMatchLive(SEARCHES.slice(0, 4), 3);
    await db.updateTable('product').set({ status: product.status }).where('product_id', '=', product.product_id).execute();
    await expectResultsMatchLive(SEARCHES.slice(0, 4), 3);
  });
});
