import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planWords } from '../../server/modules/search/plan-search';
import { buildSearchSummaries, refreshSummariesSoon, summaryWords } from '../../server/modules/search/search-summaries';
import { graphqlPost } from './support/graphql-request';
import { buildTestApp, type TestApp } from './support/test-app';

// Precomputed counts of broad one-word searches (migration 0120, search-summaries.ts): the search page's
// answer (items, total, aggregations) read with a summary must equal the live count's, also after writes
// to prices, categories, attribute values, status, visibility and stock, on PGlite and PostgreSQL.

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The demo catalogue has no word in 1,000 products: every word in a few products gets a summary here. */
const MIN_PRODUCTS = 3;

const PAGE = `query page($s: String!, $page: Int) { products(search: $s, pageSize: 6, currentPage: $page) {
  total_count items { sku } aggregations { attribute_code count options { value count } } } }`;

interface Answer {
  total_count: number;
  items: Array<{ sku: string }>;
  aggregations: Array<{ attribute_code: string; count: number; options: Array<{ value: string; count: number }> }>;
}

async function ask(term: string, store: string, page = 1): Promise<Answer> {
  const { body } = await graphqlPost<{ products: Answer }>(t.app, { query: PAGE, variables: { s: term, page }, headers: { store } });
  expect(body.errors).toBeUndefined();
  return body.data!.products;
}

/** Puts every summary out of date (as a catalogue write does), so the next answers are counted live. */
async function outdate(): Promise<void> {
  await sql`update search_summary_version set version = version + 1`.execute(t.database.db);
}

async function build(): Promise<number> {
  return buildSearchSummaries(t.database.db, { minProducts: MIN_PRODUCTS });
}

/** Whether a current summary holds the words the term's one query word stands for. */
async function hasCurrentSummary(term: string, store: string): Promise<boolean> {
  const storeId = store === 'th' ? 1 : 2;
  const words = await planWords(t.database.db, storeId, term);
  const source = words?.length === 1 && words[0]!.sources.length === 1 ? words[0]!.sources[0]! : null;
  if (!source || source.prefix !== undefined) return false;
  const list = sql`array[${sql.join(summaryWords(source.words).map((word) => sql`${word}::text`))}]`;
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from search_summary s join search_summary_version v on v.version = s.version
    where s.store_id = ${source.storeId} and s.words = ${list}`.execute(t.database.db);
  return rows[0]!.n === 1;
}

/** One word in each store view, typed, in the other language, romanised, on the wrong keyboard layout. */
const SEARCHES: Array<[string, string]> = [['ข้าว', 'th'], ['rice', 'en'], ['rice', 'th'], ['ไก่', 'en'], ['khao', 'th'], ['กาแฟ', 'th'], ['-hk;', 'th'], ['หมู', 'th'], ['น้ำ', 'th'], ['sauce', 'en']];

/** Every search with its summary, then live, answers the same; answers the summarised answers. */
async function expectSummariesMatchLive(searches: ReadonlyArray<[string, string]>): Promise<Map<string, Answer>> {
  expect(await build()).toBeGreaterThan(0);
  const withSummary = new Map<string, Answer>();
  let used = 0;
  for (const [term, store] of searches) {
    if (await hasCurrentSummary(term, store)) used += 1;
    withSummary.set(`${store}:${term}`, await ask(term, store));
  }
  // Most of these one-word searches are broad enough for a summary here (some stand for a prefix or two store views).
  expect(used).toBeGreaterThanOrEqual(searches.length - 3);
  await outdate();
  for (const [term, store] of searches) {
    expect(await hasCurrentSummary(term, store)).toBe(false);
    expect(await ask(term, store), `${store} "${term}"`).toEqual(withSummary.get(`${store}:${term}`));
  }
  return withSummary;
}

describe('search summaries', () => {
  it('answer one-word searches exactly as live counting does, in both store views and on later pages', async () => {
    const answers = await expectSummariesMatchLive(SEARCHES);
    expect(answers.get('th:ข้าว')!.total_count).toBeGreaterThan(MIN_PRODUCTS);
    expect(answers.get('th:ข้าว')!.aggregations.find((aggregation) => aggregation.attribute_code === 'price')).toBeDefined();
    await build();
    const second = await ask('ข้าว', 'th', 2);
    await outdate();
    expect(await ask('ข้าว', 'th', 2)).toEqual(second);
  });

  it('cover romanised spellings and other-layout typing of broad words, whose word sets no broad word stands for', async () => {
    // "gai" stands for ไก่ and ไข่ (romanised-thai.ts), "s,^" (หมู on the wrong layout) as the planner switches it.
    const others: Array<[string, string]> = [['gai', 'th'], ['kai', 'th'], ['moo', 'th'], ['s,^', 'th'], ['-hk;', 'en']];
    await build();
    const covered = [];
    for (const [term, store] of others) if (await hasCurrentSummary(term, store)) covered.push(term);
    expect(covered).toContain('gai');
    await expectSummariesMatchLive(others);
  });

  it('are what the search page reads for a broad word (a summary altered by hand shows in the answer)', async () => {
    const db = t.database.db;
    await build();
    const live = await ask('ข้าว', 'th');
    const words = (await planWords(db, 1, 'ข้าว'))![0]!.sources[0]!.words;
    const list = sql`array[${sql.join(summaryWords(words).map((word) => sql`${word}::text`))}]`;
    await sql`update search_summary set total = total + 1000, key_counts = array(select c + 1000 from unnest(key_counts) as c)
      where store_id = 1 and words = ${list}`.execute(db);
    const altered = await ask('ข้าว', 'th');
    expect(altered.total_count).toBe(live.total_count + 1000);
    expect(altered.items).toEqual(live.items);
    const categories = (answer: Answer) => answer.aggregations.find((aggregation) => aggregation.attribute_code === 'category_uid')!.options.map((option) => option.count);
    expect(categories(altered)).toEqual(categories(live).map((count) => count + 1000));
    await outdate();
    expect(await ask('ข้าว', 'th')).toEqual(live);
  });

  it('are not used once a write changed what they count, and count the new data when rebuilt', async () => {
    const db = t.database.db;
    await build();
    const before = await ask('ข้าว', 'th');
    expect(await hasCurrentSummary('ข้าว', 'th')).toBe(true);
    const sku = before.items[0]!.sku;
    const product = await db.selectFrom('product').select(['product_id', 'price', 'status', 'visibility', 'qty']).where('sku', '=', sku).executeTakeFirstOrThrow();

    // Stock: no summary input changes, the summaries stay current and right.
    await db.updateTable('product').set({ qty: Number(product.qty) + 5 }).where('product_id', '=', product.product_id).execute();
    expect(await hasCurrentSummary('ข้าว', 'th')).toBe(true);
    await expectSummariesMatchLive(SEARCHES.slice(0, 4));

    // Disabled: one product fewer at once (the out-of-date summary is not read), then from the rebuilt summary.
    await build();
    await db.updateTable('product').set({ status: 2 }).where('product_id', '=', product.product_id).execute();
    expect(await hasCurrentSummary('ข้าว', 'th')).toBe(false);
    expect((await ask('ข้าว', 'th')).total_count).toBe(before.total_count - 1);
    await expectSummariesMatchLive(SEARCHES.slice(0, 4));
    await db.updateTable('product').set({ status: product.status }).where('product_id', '=', product.product_id).execute();

    // Catalogue only: not found by a search any more.
    await db.updateTable('product').set({ visibility: 2 }).where('product_id', '=', product.product_id).execute();
    await expectSummariesMatchLive(SEARCHES.slice(0, 4));
    await db.updateTable('product').set({ visibility: product.visibility }).where('product_id', '=', product.product_id).execute();

    // Price: a simple product without a special price moves to another price bucket.
    const simple = await db.selectFrom('product').select(['product_id', 'price']).where('sku', 'in', before.items.map((item) => item.sku))
      .where('type_id', '=', 'simple').where('special_price', 'is', null).orderBy('product_id').executeTakeFirstOrThrow();
    const cheapest = async () => (await db.selectFrom('product_facet').select('min_price').where('product_id', '=', simple.product_id).executeTakeFirstOrThrow()).min_price;
    const was = await cheapest();
    await build();
    await db.updateTable('product').set({ price: Number(simple.price) + 50_000 }).where('product_id', '=', simple.product_id).execute();
    expect(await cheapest()).not.toBe(was);
    expect(await hasCurrentSummary('ข้าว', 'th')).toBe(false);
    await expectSummariesMatchLive(SEARCHES.slice(0, 4));
    await db.updateTable('product').set({ price: simple.price }).where('product_id', '=', simple.product_id).execute();
  });

  it('follow writes to categories and attribute values', async () => {
    const db = t.database.db;
    const before = await ask('ข้าว', 'th');
    const product = await db.selectFrom('product').select('product_id').where('sku', '=', before.items[1]!.sku).executeTakeFirstOrThrow();
    const category = await db.selectFrom('category').select('category_id').where('level', '=', 3).orderBy('category_id', 'desc').executeTakeFirstOrThrow();
    await build();
    await db.insertInto('product_category').values({ product_id: product.product_id, category_id: category.category_id, position: 0 }).onConflict((oc) => oc.doNothing()).execute();
    expect(await hasCurrentSummary('ข้าว', 'th')).toBe(false);
    await expectSummariesMatchLive(SEARCHES.slice(0, 4));

    const option = await db.selectFrom('attribute_option').select(['option_id', 'attribute_code']).orderBy('option_id').executeTakeFirstOrThrow();
    await build();
    await db.deleteFrom('product_attribute_value').where('product_id', '=', product.product_id).where('attribute_code', '=', option.attribute_code).execute();
    await db.insertInto('product_attribute_value').values({ product_id: product.product_id, attribute_code: option.attribute_code, option_id: option.option_id, value_text: null }).execute();
    expect(await hasCurrentSummary('ข้าว', 'th')).toBe(false);
    await expectSummariesMatchLive(SEARCHES.slice(0, 4));
  });

  it('are rebuilt in the background once out of date (the server\'s refresh), without the search waiting', async () => {
    const db = t.database.db;
    await outdate();
    const state = () => db.selectFrom('search_summary_version').select(['version', 'built']).executeTakeFirstOrThrow();
    expect(Number((await state()).built)).not.toBe(Number((await state()).version));
    // Past the refresh interval of any build an earlier search of this file started.
    refreshSummariesSoon(db, Date.now() + 3_600_000);
    for (let tries = 0; tries < 100; tries += 1) {
      const now = await state();
      if (Number(now.built) === Number(now.version)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const done = await state();
    expect(Number(done.built)).toBe(Number(done.version));
  });

  it('drop out-of-date summaries when rebuilt, and build none when no word is broad enough', async () => {
    const db = t.database.db;
    await build();
    await outdate();
    expect(await buildSearchSummaries(db, { minProducts: 1_000_000 })).toBe(0);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from search_summary`.execute(db);
    expect(rows[0]!.n).toBe(0);
    const state = await db.selectFrom('search_summary_version').select(['version', 'built']).executeTakeFirstOrThrow();
    expect(Number(state.built)).toBe(Number(state.version));
  });
});
