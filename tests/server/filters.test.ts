import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlPost } from './support/graphql-request';
import { buildTestApp, type TestApp } from './support/test-app';

interface Item { sku: string; name: string; url_key: string; p_brandcode: string | null; price_range: { minimum_price: { final_price: { value: number } } } }
interface Aggregation { attribute_code: string; options: { value: string; count: number }[] }
interface ProductsData {
  products: { total_count: number; items: Item[]; aggregations: Aggregation[] };
}

const PRODUCTS = `query($search: String, $filter: ProductAttributeFilterInput, $pageSize: Int) {
  products(search: $search, filter: $filter, pageSize: $pageSize) {
    total_count
    items { sku name url_key p_brandcode price_range { minimum_price { final_price { value } } } }
    aggregations { attribute_code options { value count } }
  }
}`;

let t: TestApp;

async function products(variables: Record<string, unknown>, store = 'th') {
  const { body } = await graphqlPost<ProductsData>(t.app, { query: PRODUCTS, variables: { pageSize: 100, ...variables }, headers: { store } });
  expect(body.errors).toBeUndefined();
  return body.data!.products;
}

/** A level-2 anchor category with active children, from the database. */
async function parentWithChildren(): Promise<{ parent: number; child: number }> {
  const { rows } = await sql<{ parent: number; child: number }>`
    select c.category_id as parent, min(d.category_id) as child from category c join category d on d.parent_id = c.category_id
    where c.level = 2 and c.is_anchor and c.is_active and d.is_active
      and exists (select 1 from product_category pc where pc.category_id = d.category_id)
    group by c.category_id order by c.category_id limit 1`.execute(t.database.db);
  const row = rows[0];
  if (!row) throw new Error('the seed has no anchor category with children');
  return row;
}

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('product filters', () => {
  it('includes the products of descendant categories under an anchor category', async () => {
    const { parent, child } = await parentWithChildren();
    const parentList = await products({ filter: { category_id: { eq: String(parent) } } });
    const childList = await products({ filter: { category_id: { eq: String(child) } } });
    expect(childList.total_count).toBeGreaterThan(0);
    expect(parentList.total_count).toBeGreaterThanOrEqual(childList.total_count);
    const childSku = childList.items[0]!.sku;
    const both = await products({ filter: { category_id: { eq: String(parent) }, sku: { eq: childSku } } });
    expect(both.items.map((item) => item.sku)).toEqual([childSku]);
  });

  it('keeps every product of a price range inside it (final price, display currency)', async () => {
    const all = await products({ filter: { category_id: { eq: String((await parentWithChildren()).parent) } } });
    const prices = all.items.map((item) => item.price_range.minimum_price.final_price.value).sort((a, b) => a - b);
    const from = prices[Math.floor(prices.length / 4)]!;
    const to = prices[Math.floor((prices.length * 3) / 4)]!;
    const ranged = await products({ filter: { category_id: { eq: String((await parentWithChildren()).parent) }, price: { from: String(from), to: String(to) } } });
    expect(ranged.total_count).toBeGreaterThan(0);
    expect(ranged.total_count).toBeLessThan(all.total_count);
    for (const item of ranged.items) {
      const value = item.price_range.minimum_price.final_price.value;
      expect(value).toBeGreaterThanOrEqual(from);
      expect(value).toBeLessThanOrEqual(to);
    }
    // Every product of the listing inside the bounds is found, none outside.
    expect(ranged.total_count).toBe(prices.filter((price) => price >= from && price <= to).length);
  });

  it('filters by the brand attribute (eq and in) with the counts its facet announced', async () => {
    const listing = await products({ search: 'ข้าว' });
    const brand = listing.aggregations.find((aggregation) => aggregation.attribute_code === 'brand');
    expect(brand?.options.length).toBeGreaterThan(1);
    const [first, second] = brand!.options;
    const one = await products({ search: 'ข้าว', filter: { brand: { eq: first!.value } } });
    expect(one.total_count).toBe(first!.count);
    const two = await products({ search: 'ข้าว', filter: { brand: { in: [first!.value, second!.value] } } });
    expect(two.total_count).toBe(first!.count + second!.count);
    // A multi-select facet keeps its other options while one is chosen.
    const facet = one.aggregations.find((aggregation) => aggregation.attribute_code === 'brand');
    expect(facet?.options.map((option) => option.value)).toContain(second!.value);
  });

  it('filters by other select attributes and by p_brandcode', async () => {
    const { rows } = await sql<{ attribute_code: string; option_id: number; brand_id: number | null }>`
      select v.attribute_code, v.option_id, p.brand_id from product_attribute_value v join product p using (product_id)
      where v.attribute_code = 'packaging' and p.status = 1 and p.visibility in (2, 4) and p.brand_id is not null
      order by v.product_id limit 1`.execute(t.database.db);
    const row = rows[0]!;
    const packaged = await products({ filter: { packaging: { eq: String(row.option_id) } } });
    expect(packaged.total_count).toBeGreaterThan(0);
    const byBrand = await products({ filter: { p_brandcode: { eq: String(row.brand_id) } } });
    expect(byBrand.total_count).toBeGreaterThan(0);
    expect(new Set(byBrand.items.map((item) => item.p_brandcode))).toEqual(new Set([String(row.brand_id)]));
    const none = await products({ filter: { packaging: { eq: 'not-an-option' } } });
    expect(none.total_count).toBe(0);
  });

  it('filters by sku (eq, in) and url_key', async () => {
    const listing = await products({ filter: { category_id: { eq: String((await parentWithChildren()).parent) } } });
    const [a, b] = listing.items;
    expect((await products({ filter: { sku: { eq: a!.sku } } })).items.map((item) => item.sku)).toEqual([a!.sku]);
    const pair = await products({ filter: { sku: { in: [a!.sku, b!.sku] } } });
    expect(pair.items.map((item) => item.sku).sort()).toEqual([a!.sku, b!.sku].sort());
    const byKey = await products({ filter: { url_key: { eq: b!.url_key } } });
    expect(byKey.items.map((item) => item.sku)).toEqual([b!.sku]);
  });

  it('matches names by substring, case-insensitively', async () => {
    const result = await products({ filter: { name: { match: 'RICE' } } }, 'en');
    expect(result.total_count).toBeGreaterThan(0);
    for (const item of result.items) expect(item.name.toLowerCase()).toContain('rice');
  });

  it('lists every filterable attribute in ProductAttributeFilterInput', async () => {
    const { body } = await graphqlPost<{ __type: { inputFields: { name: string; type: { name: string } }[] } }>(t.app, {
      query: '{ __type(name: "ProductAttributeFilterInput") { inputFields { name type { name } } } }',
    });
    const fields = new Map(body.data!.__type.inputFields.map((field) => [field.name, field.type.name]));
    for (const code of ['brand', 'packaging', 'country_of_manufacture', 'size', 'flavour', 'color', 'sku', 'url_key', 'category_uid', 'p_brandcode']) {
      expect(fields.get(code)).toBe('FilterEqualTypeInput');
    }
    expect(fields.get('price')).toBe('FilterRangeTypeInput');
    expect(fields.get('name')).toBe('FilterMatchTypeInput');
  });
});
