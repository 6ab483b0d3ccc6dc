import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlPost } from './support/graphql-request';
import { buildTestApp, type TestApp } from './support/test-app';

interface SearchData {
  products: {
    total_count: number;
    items: { sku: string; name: string }[];
    aggregations: { attribute_code: string; options: { value: string; count: number }[] }[];
    sort_fields: { default: string };
  };
}

const SEARCH = `query($search: String!, $pageSize: Int) {
  products(search: $search, pageSize: $pageSize) {
    total_count
    items { sku name }
    sort_fields { default }
    aggregations { attribute_code options { value count } }
  }
}`;

let t: TestApp;

async function search(term: string, store = 'th', pageSize = 20) {
  const { body } = await graphqlPost<SearchData>(t.app, { query: SEARCH, variables: { search: term, pageSize }, headers: { store } });
  expect(body.errors).toBeUndefined();
  return body.data!.products;
}

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('search', () => {
  it('finds a Thai word inside a compound name written without spaces', async () => {
    const result = await search('หอมมะลิ');
    expect(result.total_count).toBeGreaterThan(0);
    expect(result.items[0]?.name).toContain('หอมมะลิ');
    expect(result.sort_fields.default).toBe('relevance');
  });

  it('finds English words in the English store view and ranks all-word matches first', async () => {
    const result = await search('jasmine rice', 'en');
    expect(result.total_count).toBeGreaterThan(0);
    const top = result.items[0]?.name.toLowerCase() ?? '';
    expect(top).toContain('jasmine');
    expect(top).toContain('rice');
  });

  it('tolerates a small typo in Latin script', async () => {
    const exact = await search('jasmine rice', 'en');
    const typo = await search('jasmne rce', 'en');
    expect(typo.total_count).toBeGreaterThan(0);
    expect(typo.items[0]?.name.toLowerCase()).toContain('jasmine rice');
    expect(typo.items.map((item) => item.sku)).toContain(exact.items[0]?.sku);
  });

  it('returns nothing for a word no product has', async () => {
    const result = await search('zzqxw');
    expect(result.total_count).toBe(0);
    expect(result.items).toEqual([]);
  });

  it('counts price buckets and brands consistently with total_count', async () => {
    const result = await search('ข้าว');
    const sum = (code: string) => (result.aggregations.find((a) => a.attribute_code === code)?.options ?? []).reduce((n, o) => n + o.count, 0);
    expect(result.total_count).toBeGreaterThan(0);
    expect(sum('price')).toBe(result.total_count);
    expect(sum('brand')).toBeLessThanOrEqual(result.total_count);
    expect(sum('brand')).toBeGreaterThan(0);
  });
});
