import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlPost } from './support/graphql-request';
import { buildTestApp, type TestApp } from './support/test-app';

interface Money { value: number; currency: string }
interface ProductPrice { regular_price: Money; final_price: Money; final_price_excl_tax: Money; discount: { amount_off: number; percent_off: number } }
interface Item { __typename: string; sku: string; name: string; uid: string; price_range: { minimum_price: ProductPrice; maximum_price: ProductPrice } }
interface ProductsData {
  products: {
    total_count: number;
    page_info: { page_size: number; current_page: number; total_pages: number };
    items: Item[];
    aggregations?: { attribute_code: string; count: number; options: { value: string; count: number; label: string }[] }[];
    sort_fields?: { default: string; options: { value: string; label: string }[] };
  };
}

const PRODUCTS = `query($search: String, $filter: ProductAttributeFilterInput, $pageSize: Int, $currentPage: Int, $sort: ProductAttributeSortInput) {
  products(search: $search, filter: $filter, pageSize: $pageSize, currentPage: $currentPage, sort: $sort) {
    total_count
    page_info { page_size current_page total_pages }
    sort_fields { default options { value label } }
    items { __typename sku name uid price_range {
      minimum_price { regular_price { value currency } final_price { value currency } final_price_excl_tax { value currency } discount { amount_off percent_off } }
      maximum_price { regular_price { value currency } final_price { value currency } final_price_excl_tax { value currency } discount { amount_off percent_off } } } }
    aggregations { attribute_code count label options { value count label } }
  }
}`;

let t: TestApp;

async function products(variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const { body } = await graphqlPost<ProductsData>(t.app, { query: PRODUCTS, variables, headers });
  return body;
}

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('products', () => {
  it('lists a category page with paging and the currentPage error', async () => {
    const first = await products({ filter: { category_id: { eq: '3' } }, pageSize: 5 });
    expect(first.errors).toBeUndefined();
    const result = first.data!.products;
    expect(result.total_count).toBeGreaterThan(5);
    expect(result.items).toHaveLength(5);
    expect(result.page_info).toEqual({ page_size: 5, current_page: 1, total_pages: Math.ceil(result.total_count / 5) });
    const beyond = await products({ filter: { category_id: { eq: '3' } }, pageSize: 5, currentPage: result.page_info.total_pages + 1 }, { store: 'en' });
    expect(beyond.errors?.[0]?.message).toBe(`currentPage value ${result.page_info.total_pages + 1} specified is greater than the ${result.page_info.total_pages} page(s) available.`);
    expect(beyond.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });
});
