import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBy, pageWithTotal, type ProductQuery } from '../../server/modules/catalog/products/product-query';
import { planSearch } from '../../server/modules/search/plan-search';
import { singleWordPage } from '../../server/modules/search/search-page';
import { graphqlGet, graphqlPost } from './support/graphql-request';
import { buildTestApp, openTestDatabase, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const STORES = { th: 1, en: 2 } as const;

/** Page and total the general search SQL gives (product rows joined, relevance order). */
async function generalPage(storeId: number, term: string, pageSize: number, currentPage: number) {
  const search = await planSearch(t.database.db, storeId, term);
  if (!search) throw new Error(`no words in ${term}`);
  const query: ProductQuery = { storeId, search, filters: [], visibility: [3, 4], categoryIds: null };
  return { search, page: await pageWithTotal(t.database.db, query, orderBy(query, null, 'position'), pageSize, currentPage) };
}

describe('one-word search read from the word index (search-page.ts)', () => {
  const cases: Array<[keyof typeof STORES, string]> = [
    ['th', 'ข้าว'], ['th', 'นม'], ['th', 'ไข่'], ['th', 'น้ำ'], ['th', 'ผัก'], ['th', 'กุ้ง'],
    ['en', 'rice'], ['en', 'oil'], ['en', 'sauce'], ['en', 'chicken'], ['en', 'rce'], ['en', 'a'],
  ];
  it.each(cases)('gives the same pages and total as the general SQL for %s "%s"', async (store, term) => {
    const storeId = STORES[store];
    let seen = 0;
    for (const currentPage of [1, 2, 3]) {
      const { search, page } = await generalPage(storeId, term, 7, currentPage);
      expect(search.single).not.toBeNull();
      const fast = await singleWordPage(t.database.db, search.single!, 7, currentPage);
      expect({ ids: fast.ids, total: fast.total }).toEqual(page);
      seen = page.total;
    }
    if (term !== 'a') expect(seen).toBeGreaterThan(0);
  });

  it('answers the products() query through the fast path with relevance ranking', async () => {
    const { body } = await graphqlPost<{ products: { total_count: number; items: { id: number }[] } }>(t.app, {
      query: 'query($s: String!) { products(search: $s, pageSize: 5) { total_count items { id } } }',
      variables: { s: 'ข้าว' },
      headers: { store: 'th' },
    });
    const { page } = await generalPage(1, 'ข้าว', 5, 1);
    expect(body.data?.products.items.map((item) => item.id)).toEqual(page.ids);
    expect(body.data?.products.total_count).toBe(page.total);
  });

  it('follows a product leaving search visibility or being disabled (trigger on product)', async () => {
    const db = t.database.db;
    const { search, page } = await generalPage(1, 'ข้าว', 5, 1);
    const first = page.ids[0]!;
    await db.updateTable('product').set({ visibility: 2 }).where('product_id', '=', first).execute();
    try {
      const hidden = await singleWordPage(db, search.single!, 5, 1);
      expect(hidden.ids).not.toContain(first);
      expect(hidden.total).toBe(page.total - 1);
      await db.updateTable('product').set({ visibility: 4, status: 2 }).where('product_id', '=', first).execute();
      expect((await singleWordPage(db, search.single!, 5, 1)).ids).not.toContain(first);
    } finally {
      await db.updateTable('product').set({ visibility: 4, status: 1 }).where('product_id', '=', first).execute();
    }
    const restored = await singleWordPage(db, search.single!, 5, 1);
    expect({ ids: restored.ids, total: restored.total }).toEqual(page);
  });

  it('keeps multi-word and filtered searches on the general SQL', async () => {
    expect((await planSearch(t.database.db, 2, 'jasmine rice'))?.single).toBeNull();
  });
});

describe('response cache hits', () => {
  it('answers a repeated public GET before anything runs: no SQL but the data version', async () => {
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
      const call = { query: 'query perfProbe($id: String!) { cmsPage(identifier: $id) { title } }', variables: { id: 'about-us' }, store: 'th' };
      const miss = await graphqlGet(counted.app, call);
      expect(miss.response.headers['x-cache']).toBe('MISS');
      expect(statements.some((statement) => statement.includes('cms_page'))).toBe(true);
      statements.length = 0;
      const hit = await graphqlGet(counted.app, call);
      expect(hit.response.headers['x-cache']).toBe('HIT');
      expect(hit.response.body).toBe(miss.response.body);
      expect(hit.response.headers['cache-control']).toBe('public, max-age=60');
      expect(hit.response.headers.vary).toBe('Store, Content-Currency, Authorization');
      expect(statements.filter((statement) => !statement.includes('data_version'))).toEqual([]);
      // A token bypasses the cache even for a URL it holds, and runs the query.
      const authed = await graphqlGet(counted.app, { ...call, headers: { authorization: 'Bearer t-1' } });
      expect(authed.response.headers['x-cache']).toBe('BYPASS');
      expect(statements.some((statement) => statement.includes('cms_page'))).toBe(true);
    } finally {
      await counted.close();
      await handle.close();
    }
  });
});
