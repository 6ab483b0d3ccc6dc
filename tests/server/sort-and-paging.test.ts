import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlPost } from './support/graphql-request';
import { buildTestApp, type TestApp } from './support/test-app';

interface Item { id: number; sku: string; name: string; price_range: { minimum_price: { final_price: { value: number } } } }
interface ProductsData {
  products: { total_count: number; page_info: { page_size: number; current_page: number; total_pages: number }; items: Item[] };
}

const PRODUCTS = `query($search: String, $filter: ProductAttributeFilterInput, $pageSize: Int, $currentPage: Int, $sort: ProductAttributeSortInput) {
  products(search: $search, filter: $filter, pageSize: $pageSize, currentPage: $currentPage, sort: $sort) {
    total_count
    page_info { page_size current_page total_pages }
    items { id sku name price_range { minimum_price { final_price { value } } } }
  }
}`;

let t: TestApp;
let categoryId = 0;

async function call(variables: Record<string, unknown>, store = 'th') {
  const { body } = await graphqlPost<ProductsData>(t.app, { query: PRODUCTS, variables, headers: { store } });
  return body;
}

async function products(variables: Record<string, unknown>, store = 'th') {
  const body = await call(variables, store);
  expect(body.errors).toBeUndefined();
  return body.data!.products;
}

const inCategory = () => ({ category_id: { eq: String(categoryId) } });

beforeAll(async () => {
  t = await buildTestApp();
  // The leaf category with the most products: its positions are product_category rows of its own.
  const { rows } = await sql<{ category_id: number }>`
    select pc.category_id from product_category pc join category c using (category_id)
    where c.is_active and not exists (select 1 from category d where d.parent_id = c.category_id)
    group by pc.category_id order by count(*) desc, pc.category_id limit 1`.execute(t.database.db);
  categoryId = rows[0]!.category_id;
});
afterAll(async () => {
  await t.close();
});

describe('sorting', () => {
  it('sorts by price ascending and descending (minimum final price)', async () => {
    const prices = (items: Item[]) => items.map((item) => item.price_range.minimum_price.final_price.value);
    const asc = prices((await products({ filter: inCategory(), pageSize: 100, sort: { price: 'ASC' } })).items);
    const desc = prices((await products({ filter: inCategory(), pageSize: 100, sort: { price: 'DESC' } })).items);
    expect(asc.length).toBeGreaterThan(2);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  it('sorts by name in both directions', async () => {
    const names = (items: Item[]) => items.map((item) => item.name);
    const asc = names((await products({ filter: inCategory(), pageSize: 100, sort: { name: 'ASC' } }, 'en')).items);
    const desc = names((await products({ filter: inCategory(), pageSize: 100, sort: { name: 'DESC' } }, 'en')).items);
    expect(asc.length).toBeGreaterThan(2);
    expect(asc[0]! <= asc[asc.length - 1]!).toBe(true);
    expect(desc[0]).toBe([...asc].reverse()[0]);
  });

  it('sorts a category by its product positions, the default', async () => {
    const { rows } = await sql<{ product_id: number }>`
      select pc.product_id from product_category pc join product p using (product_id)
      where pc.category_id = ${categoryId} and p.status = 1 and p.visibility in (2, 4)
      order by pc.position, pc.product_id`.execute(t.database.db);
    const byPosition = await products({ filter: inCategory(), pageSize: 100, sort: { position: 'ASC' } });
    expect(byPosition.items.map((item) => item.id)).toEqual(rows.map((row) => row.product_id).slice(0, 100));
    const byDefault = await products({ filter: inCategory(), pageSize: 100 });
    expect(byDefault.items.map((item) => item.id)).toEqual(byPosition.items.map((item) => item.id));
  });

  it('ranks a search by relevance by default, best match first', async () => {
    const byDefault = await products({ search: 'jasmine rice', pageSize: 10 }, 'en');
    const explicit = await products({ search: 'jasmine rice', pageSize: 10, sort: { relevance: 'DESC' } }, 'en');
    expect(explicit.items.map((item) => item.sku)).toEqual(byDefault.items.map((item) => item.sku));
    const top = byDefault.items[0]!.name.toLowerCase();
    expect(top).toContain('jasmine');
    expect(top).toContain('rice');
  });
});

describe('paging', () => {
  it('pages without overlap and reports page_info', async () => {
    const first = await products({ filter: inCategory(), pageSize: 2, currentPage: 1 });
    const second = await products({ filter: inCategory(), pageSize: 2, currentPage: 2 });
    expect(first.page_info).toEqual({ page_size: 2, current_page: 1, total_pages: Math.ceil(first.total_count / 2) });
    expect(second.total_count).toBe(first.total_count);
    const firstSkus = first.items.map((item) => item.sku);
    for (const item of second.items) expect(firstSkus).not.toContain(item.sku);
  });

  it('uses the schema default page size (20, as Magento) when none is given', async () => {
    const result = await products({ filter: inCategory() });
    expect(result.page_info.page_size).toBe(20);
  });

  it('refuses a page size above the cap and pages below 1', async () => {
    const tooLarge = await call({ filter: inCategory(), pageSize: 101 }, 'en');
    expect(tooLarge.errors?.[0]?.message).toBe('pageSize value must be at most 100.');
    expect(tooLarge.errors?.[0]?.extensions?.category).toBe('graphql-input');
    const zero = await call({ filter: inCategory(), currentPage: 0 }, 'en');
    expect(zero.errors?.[0]?.message).toBe('currentPage value must be greater than 0.');
    // The Thai store view answers the same refusal in Thai, with the same category.
    const tooLargeTh = await call({ filter: inCategory(), pageSize: 101 });
    expect(tooLargeTh.errors?.[0]).toMatchObject({ message: 'pageSize ต้องไม่เกิน 100', extensions: { category: 'graphql-input' } });
  });

  it('reports a page past the last one with Magento\'s message', async () => {
    const first = await products({ filter: inCategory(), pageSize: 5 });
    const past = first.page_info.total_pages + 1;
    const beyond = await call({ filter: inCategory(), pageSize: 5, currentPage: past }, 'en');
    expect(beyond.errors?.[0]?.message).toBe(`currentPage value ${past} specified is greater than the ${first.page_info.total_pages} page(s) available.`);
    const beyondTh = await call({ filter: inCategory(), pageSize: 5, currentPage: past });
    expect(beyondTh.errors?.[0]?.message).toBe(`หน้าที่ ${past} เกินจำนวนหน้าที่มีอยู่ (${first.page_info.total_pages} หน้า)`);
  });

  it('answers an empty search page 1 with total 0, not an error', async () => {
    const none = await products({ search: 'zzqxw', pageSize: 5, currentPage: 1 });
    expect(none).toMatchObject({ total_count: 0, items: [], page_info: { total_pages: 0 } });
  });
});
