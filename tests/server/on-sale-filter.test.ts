import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFilterInputs, fetchFilteredListing } from '../../src/api/catalog/listing-api';
import { EMPTY_QUERY } from '../../src/domain/listing-query';
import { createGraphQLClient, type FetchLike } from '../../src/api/graphql-client';
import { ON_SALE_FILTER } from '../../src/ui/catalog/flash-sales-page';
import { isSpecialPriceActive } from '../../server/modules/catalog/price/final-price';
import { graphqlPost } from './support/graphql-request';
import { buildTestApp, type TestApp } from './support/test-app';

// The flash-sales page's filter: ProductAttributeFilterInput.am_on_sale (Amasty Shopby's "On Sale").
const DAY_MS = 86_400_000;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

interface ProductsData { products: { total_count: number; items: { sku: string }[] } }

/** Every sku the filter answers, page by page. */
async function skusFor(filter: Record<string, unknown>): Promise<{ skus: string[]; total: number }> {
  const skus: string[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const { body } = await graphqlPost<ProductsData>(t.app, {
      query: 'query($filter: ProductAttributeFilterInput, $page: Int) { products(filter: $filter, pageSize: 100, currentPage: $page, sort: { name: ASC }) { total_count items { sku } } }',
      variables: { filter, page },
      headers: { store: 'en' },
    });
    expect(body.errors).toBeUndefined();
    const products = body.data!.products;
    total = products.total_count;
    skus.push(...products.items.map((item) => item.sku));
    if (skus.length >= total || products.items.length === 0) return { skus, total };
  }
}

/** What the listing should hold, computed here from the rows with the final-price rule: listed, enabled, on special now. */
async function expectedOnSale(now: Date): Promise<string[]> {
  const db = t.database.db;
  const rows = await db.selectFrom('product').select(['product_id', 'sku', 'status', 'visibility', 'price', 'special_price', 'special_from', 'special_to']).execute();
  const variants = await db.selectFrom('configurable_variant').select(['parent_id', 'child_id']).execute();
  const byId = new Map(rows.map((row) => [row.product_id, row]));
  const onSaleIds = new Set(rows.filter((row) => isSpecialPriceActive(row, now)).map((row) => row.product_id));
  for (const { parent_id, child_id } of variants) {
    if (onSaleIds.has(child_id) && byId.get(child_id)?.status === 1) onSaleIds.add(parent_id);
  }
  return rows.filter((row) => onSaleIds.has(row.product_id) && row.status === 1 && [2, 4].includes(row.visibility)).map((row) => row.sku).sort();
}

describe('am_on_sale filter', () => {
  it('is a FilterEqualTypeInput of ProductAttributeFilterInput', async () => {
    const { body } = await graphqlPost<{ __type: { inputFields: { name: string; type: { name: string } }[] } }>(t.app, {
      query: '{ __type(name: "ProductAttributeFilterInput") { inputFields { name type { name } } } }',
    });
    expect(body.data?.__type.inputFields.find((field) => field.name === 'am_on_sale')?.type.name).toBe('FilterEqualTypeInput');
  });

  it('answers exactly the products whose special price applies now: windows started and not ended, open ends, variants', async () => {
    const db = t.database.db;
    const now = Date.now();
    // Make every kind of window appear among plain simple products, and one configurable's variant go on sale.
    const simples = await db.selectFrom('product').select(['product_id', 'price']).where('type_id', '=', 'simple').where('visibility', '=', 4)
      .where('status', '=', 1).where('special_price', 'is', null).where('price', '>', 1000).orderBy('product_id').limit(5).execute();
    const [running, future, ended, openEnded, notLower] = simples;
    const cut = (price: number) => price - 500;
    await db.updateTable('product').set({ special_price: cut(running!.price), special_from: new Date(now - DAY_MS), special_to: new Date(now + DAY_MS) }).where('product_id', '=', running!.product_id).execute();
    await db.updateTable('product').set({ special_price: cut(future!.price), special_from: new Date(now + DAY_MS), special_to: new Date(now + 2 * DAY_MS) }).where('product_id', '=', future!.product_id).execute();
    await db.updateTable('product').set({ special_price: cut(ended!.price), special_from: new Date(now - 2 * DAY_MS), special_to: new Date(now - DAY_MS) }).where('product_id', '=', ended!.product_id).execute();
    await db.updateTable('product').set({ special_price: cut(openEnded!.price), special_from: new Date(now - DAY_MS), special_to: null }).where('product_id', '=', openEnded!.product_id).execute();
    await db.updateTable('product').set({ special_price: notLower!.price + 100, special_from: null, special_to: null }).where('product_id', '=', notLower!.product_id).execute();
    const variant = await db.selectFrom('configurable_variant as cv').innerJoin('product as c', 'c.product_id', 'cv.child_id').innerJoin('product as p', 'p.product_id', 'cv.parent_id')
      .select(['cv.child_id', 'c.price', 'p.sku as parent_sku']).where('c.status', '=', 1).where('p.status', '=', 1).orderBy('cv.child_id').executeTakeFirstOrThrow();
    await db.updateTable('product').set({ special_price: variant.price - 100, special_from: null, special_to: null }).where('product_id', '=', variant.child_id).execute();

    const { skus, total } = await skusFor({ am_on_sale: { eq: '1' } });
    const expected = await expectedOnSale(new Date());
    expect(total).toBe(expected.length);
    expect([...skus].sort()).toEqual(expected);
    const skuOf = async (id: number) => (await db.selectFrom('product').select('sku').where('product_id', '=', id).executeTakeFirstOrThrow()).sku;
    expect(skus).toContain(await skuOf(running!.product_id));
    expect(skus).toContain(await skuOf(openEnded!.product_id));
    expect(skus).toContain(variant.parent_sku);
    for (const excluded of [future!, ended!, notLower!]) expect(skus).not.toContain(await skuOf(excluded.product_id));
  });

  it('answers the rest for "0", everything for "0" and "1", nothing for another value, and combines with other filters', async () => {
    const onSale = await skusFor({ am_on_sale: { eq: '1' } });
    const rest = await skusFor({ am_on_sale: { eq: '0' } });
    const both = await skusFor({ am_on_sale: { in: ['0', '1'] } });
    expect(onSale.skus.filter((sku) => rest.skus.includes(sku))).toEqual([]);
    expect(both.total).toBe(onSale.total + rest.total);
    expect((await skusFor({ am_on_sale: { eq: 'yes' } })).total).toBe(0);
    const one = onSale.skus[0]!;
    expect((await skusFor({ am_on_sale: { eq: '1' }, sku: { eq: one } })).skus).toEqual([one]);
  });

  it("serves the flash-sales page's own requests: the filter is offered and its first page lists on-sale products", async () => {
    // The storefront's client and adapter, answered by the app in-process (what /flash-sales runs).
    const fetchViaApp: FetchLike = async (url, init) => {
      const response = await t.app.inject({ method: init.method === 'POST' ? 'POST' : 'GET', url, headers: init.headers as Record<string, string>, payload: typeof init.body === 'string' ? init.body : undefined });
      return new Response(response.body, { status: response.statusCode, headers: { 'content-type': 'application/json' } });
    };
    const client = createGraphQLClient({ fetch: fetchViaApp, session: () => ({ storeCode: 'en', currency: null, token: null, pathname: '/flash-sales' }), isOnline: () => true, sleep: async () => undefined, random: () => 0 });
    expect((await fetchFilterInputs(client)).has(ON_SALE_FILTER)).toBe(true);
    const page = await fetchFilteredListing(client, { base: { [ON_SALE_FILTER]: { eq: '1' } }, query: EMPTY_QUERY, pageSize: 12 });
    const expected = await expectedOnSale(new Date());
    expect(page.totalCount).toBe(expected.length);
    expect(page.items.length).toBe(Math.min(12, expected.length));
    for (const item of page.items) expect(expected).toContain(item.sku);
  });
});
