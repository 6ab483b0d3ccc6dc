import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlPost } from './support/graphql-request';
import { buildTestApp, openTestDatabase, type TestApp } from './support/test-app';

/**
 * Issue 11 on the seeded demo catalogue, in both store views (run on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL): both languages in either store view, brands in both scripts, romanised Thai,
 * typing mistakes, the wrong keyboard layout, one search per request, and bad input.
 */
interface Item {
  sku: string;
  name: string;
}

interface SearchData {
  products: {
    total_count: number;
    items: Item[];
    aggregations: { attribute_code: string; label: string; options: { label: string; value: string; count: number }[] }[];
    sort_fields: { default: string; options: { label: string; value: string }[] };
  };
}

const SEARCH = `query($search: String!, $pageSize: Int) {
  products(search: $search, pageSize: $pageSize) {
    total_count
    items { sku name }
    aggregations { attribute_code label options { label value count } }
    sort_fields { default options { label value } }
  }
}`;

type Store = 'th' | 'en';

let t: TestApp;

async function search(term: string, store: Store, pageSize = 20): Promise<SearchData['products']> {
  const { body } = await graphqlPost<SearchData>(t.app, { query: SEARCH, variables: { search: term, pageSize }, headers: { store } });
  expect(body.errors).toBeUndefined();
  return body.data!.products;
}

const THAI = /[\u0e00-\u0e7f]/;
const names = (items: readonly Item[]) => items.map((item) => item.name);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('both languages in either store view', () => {
  it('finds English words in the Thai store view and shows Thai names and Thai facets', async () => {
    const result = await search('chicken', 'th');
    expect(result.total_count).toBeGreaterThan(5);
    expect(names(result.items).every((name) => THAI.test(name))).toBe(true);
    expect(result.items[0]?.name).toContain('ไก่');
    expect(result.aggregations.find((a) => a.attribute_code === 'price')?.label).toBe('ราคา');
    expect(result.aggregations.find((a) => a.attribute_code === 'category_uid')?.options.some((option) => THAI.test(option.label))).toBe(true);
  });

  it('finds Thai words in the English store view and shows English names', async () => {
    const result = await search('ไก่', 'en');
    expect(result.total_count).toBeGreaterThan(5);
    expect(names(result.items).some((name) => THAI.test(name))).toBe(false);
    expect(result.items[0]?.name).toContain('Chicken');
  });

  it.each([
    ['th', 'ไข่ milk', 'ไข่', 'นม'],
    ['en', 'milk ไข่', 'Milk', 'Egg'],
  ] as const)('ranks matches in the store view\'s own language first (%s "%s")', async (store, term, ownWord, otherWord) => {
    const { items } = await search(term, store, 60);
    const own = items.map((item, index) => (item.name.includes(ownWord) ? index : -1)).filter((index) => index >= 0);
    const other = items.map((item, index) => (item.name.includes(otherWord) && !item.name.includes(ownWord) ? index : -1)).filter((index) => index >= 0);
    expect(own.length).toBeGreaterThan(0);
    expect(other.length).toBeGreaterThan(0);
    expect(Math.max(...own)).toBeLessThan(Math.min(...other));
  });
});

describe('brands in both scripts and romanised Thai', () => {
  it.each(['th', 'en'] as const)('finds Doi Fresh as "Doi Fresh" and as ดอยเฟรช in the %s store view, the brand first', async (store) => {
    const brand = store === 'th' ? 'ดอยเฟรช' : 'Doi Fresh';
    for (const term of ['Doi Fresh', 'ดอยเฟรช', 'doi fresh']) {
      const { items } = await search(term, store, 100);
      const ofBrand = items.filter((item) => item.name.includes(brand));
      expect(ofBrand.length).toBeGreaterThan(10);
      // Every product of the brand, before any product that shares only one of its words ("Fresh", ดอยช้าง).
      expect(items.slice(0, ofBrand.length)).toEqual(ofBrand);
    }
  });

  it.each([
    ['th', 'kai', 'ไก่'],
    ['en', 'kai', 'Chicken'],
    ['th', 'moo', 'หมู'],
    ['en', 'moo', 'Pork'],
    ['th', 'nam pla', 'น้ำปลา'],
    ['en', 'nam pla', 'Fish Sauce'],
    ['en', 'khao niao', 'Sticky Rice'],
  ] as const)('reads romanised Thai in the %s store view: "%s"', async (store, term, expected) => {
    const { items } = await search(term, store, 5);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items.slice(0, 3)) expect(item.name).toContain(expected);
  });
});

describe('typing mistakes', () => {
  it.each(['th', 'en'] as const)('ranks garlic first for กระเทยม (a vowel left out) in the %s store view', async (store) => {
    const { items } = await search('กระเทยม', store, 5);
    expect(items[0]?.name).toContain(store === 'th' ? 'กระเทียมไทย' : 'Thai Garlic');
    for (const item of items.slice(0, 3)) expect(item.name).toContain(store === 'th' ? 'กระเทียม' : 'Garlic');
  });

  it.each([
    ['th', 'นำปลา', 'น้ำปลา'],
    ['th', 'มะมวง', 'มะม่วง'],
    ['en', 'มะมวง', 'Mango'],
    ['th', 'ไก', 'ไก่'],
  ] as const)('reads tone marks left out in the %s store view: "%s"', async (store, term, expected) => {
    const { items } = await search(term, store, 5);
    expect(items[0]?.name).toContain(expected);
  });

  it.each([
    ['en', 'chiken', 'Chicken'],
    ['en', 'salmno', 'Salmon'],
    ['th', 'chiken', 'ไก่'],
  ] as const)('corrects a dropped or swapped letter in the %s store view: "%s"', async (store, term, expected) => {
    const { items } = await search(term, store, 5);
    expect(items[0]?.name).toContain(expected);
  });
});

describe('the wrong keyboard layout (Kedmanee ↔ US)', () => {
  it.each([
    ['th', 'wdj', 'ไก่'],
    ['en', 'wdj', 'Chicken'],
    ['th', '-hk;', 'ข้าว'],
    ['th', 'ohex]k', 'น้ำปลา'],
    ['en', 'พรแำ', 'Rice'],
    ['th', 'แนดดำำ', 'กาแฟ'],
    ['en', 'แนดดำำ', 'Coffee'],
  ] as const)('reads keys typed on the other layout in the %s store view: "%s"', async (store, term, expected) => {
    const { items } = await search(term, store, 5);
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]?.name).toContain(expected);
  });
});

describe('one search per request', () => {
  it('answers items, total, aggregations and sort fields with one statement on the word index', async () => {
    const statements: string[] = [];
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        statements.push(JSON.stringify(args.node));
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const handle = await openTestDatabase();
    const counted = await buildTestApp({ database: { ...handle, db: handle.db.withPlugin(counting) } });
    try {
      const query = `query($s: String!) { products(search: $s, pageSize: 5, filter: { price: { from: "0", to: "100000" } }) {
        total_count items { sku } aggregations { attribute_code options { value count } } sort_fields { default } } }`;
      const ask = async (term: string) => {
        const { body } = await graphqlPost<SearchData>(counted.app, { query, variables: { s: term }, headers: { store: 'th' } });
        expect(body.errors).toBeUndefined();
        return body.data!.products;
      };
      await ask('น้ำ'); // reads the vocabularies, kept until the data changes
      for (const term of ['ข้าว', 'chicken', 'กระเทยม']) {
        statements.length = 0;
        const answer = await ask(term);
        expect(answer.total_count).toBeGreaterThan(0);
        const priceCounts = answer.aggregations.find((a) => a.attribute_code === 'price')?.options.reduce((sum, option) => sum + option.count, 0);
        expect(priceCounts).toBe(answer.total_count);
        expect(answer.sort_fields.default).toBe('relevance');
        expect(statements.filter((statement) => statement.includes('product_search_word'))).toHaveLength(1);
      }
    } finally {
      await counted.close();
      await handle.close();
    }
  });

  it('gives the same pages and totals with and without aggregations (hits-only page vs one statement)', async () => {
    const cases = [['ข้าว', 'th'], ['jasmine rice', 'en'], ['chicken', 'th'], ['fish sauce', 'th'], ['ข้าว jasmine', 'th'], ['Doi Fresh', 'en'], ['กระเทยม', 'en']] as const;
    for (const [term, store] of cases) {
      for (const currentPage of [1, 2]) {
        const ask = (fields: string) => graphqlPost<SearchData>(t.app, { query: `query($s: String!, $p: Int) { products(search: $s, pageSize: 7, currentPage: $p) { total_count items { sku name } ${fields} } }`, variables: { s: term, p: currentPage }, headers: { store } });
        const [whole, page] = await Promise.all([ask('aggregations { attribute_code }'), ask('')]);
        if (whole.body.errors) continue; // a second page past the end answers the same error either way
        expect(page.body.data?.products.total_count).toBe(whole.body.data?.products.total_count);
        expect(page.body.data?.products.items).toEqual(whole.body.data?.products.items);
      }
    }
  });
});

describe('bad input never fails', () => {
  const category = async (query: string, variables: Record<string, unknown>) => {
    const { response, body } = await graphqlPost(t.app, { query, variables, headers: { store: 'th' } });
    expect(response.statusCode).toBeLessThan(500);
    return body.errors?.map((error) => error.extensions?.category);
  };
  const PRODUCTS = 'query($s: String, $p: Int, $f: ProductAttributeFilterInput) { products(search: $s, currentPage: $p, filter: $f) { total_count items { sku } aggregations { attribute_code } } }';

  it.each([
    ['an empty search', { s: '' }],
    ['a search of spaces', { s: '   ' }],
    ['a 1 MB search', { s: 'ข'.repeat(300_000) }],
    ['a 1 MB Latin search', { s: 'a'.repeat(1_000_000) }],
    ['control characters', { s: 'rice\u0000\u0007' }],
    ['a price too large for the database', { s: 'rice', f: { price: { from: '99999999999999', to: '1e300' } } }],
    ['a price past float range', { f: { price: { to: '1e400' } }, s: 'rice' }],
    ['a page number past the pages', { s: 'rice', p: 2_147_483_647 }],
    ['a negative page number', { s: 'rice', p: -1 }],
  ])('answers %s with a graphql-input error', async (_label, variables) => {
    expect(await category(PRODUCTS, variables)).toEqual(['graphql-input']);
  });

  it('answers punctuation only or a word no product has with no products, not an error', async () => {
    for (const s of ['!!! ???', 'zzqxw', '\u0e48\u0e48\u0e48']) {
      const { body } = await graphqlPost<SearchData>(t.app, { query: PRODUCTS, variables: { s }, headers: { store: 'en' } });
      expect(body.errors).toBeUndefined();
      expect(body.data?.products.total_count).toBe(0);
    }
  });
});
