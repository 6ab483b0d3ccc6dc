import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlPost } from './support/graphql-request';
import { buildTestApp, type TestApp } from './support/test-app';

interface Node { uid: string; name: string; level: number; position: number; include_in_menu: number; product_count: number; children?: Node[] }

const TREE = `{
  categories {
    items { uid name level children { uid name level position include_in_menu product_count
      children { uid level position children { uid level position breadcrumbs { category_name category_level } } } } }
  }
}`;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('categories', () => {
  it('answers the store root with children to level 4, sorted by position then uid', async () => {
    const { body } = await graphqlPost<{ categories: { items: Node[] } }>(t.app, { query: TREE, headers: { store: 'en' } });
    expect(body.errors).toBeUndefined();
    const root = body.data!.categories.items[0]!;
    expect(root.level).toBe(1);
    const level2 = root.children ?? [];
    expect(level2.length).toBeGreaterThan(0);
    const sorted = [...level2].sort((a, b) => a.position - b.position || (a.uid < b.uid ? -1 : 1));
    expect(level2.map((c) => c.uid)).toEqual(sorted.map((c) => c.uid));
    const level4 = level2.flatMap((c) => c.children ?? []).flatMap((c) => c.children ?? []);
    expect(level4.length).toBeGreaterThan(0);
    expect(level4.every((c) => c.level === 4)).toBe(true);
    expect(level2.some((c) => c.product_count > 0)).toBe(true);
  });

  it('prices a product exactly in THB and converts to another currency', async () => {
    const query = `{ products(filter: { category_id: { eq: "3" } }, pageSize: 1) { items { sku price_range { minimum_price { final_price { value currency } final_price_excl_tax { value } } } } } }`;
    const thb = await graphqlPost<{ products: { items: { sku: string; price_range: { minimum_price: { final_price: { value: number; currency: string }; final_price_excl_tax: { value: number } } } }[] } }>(t.app, { query });
    const usd = await graphqlPost<typeof thb.body.data & object>(t.app, { query, headers: { 'content-currency': 'USD' } });
    const price = thb.body.data!.products.items[0]!.price_range.minimum_price;
    expect(price.final_price.currency).toBe('THB');
    expect(Number.isInteger(Math.round(price.final_price.value * 100))).toBe(true);
    const usdPrice = usd.body.data!.products.items[0]!.price_range.minimum_price.final_price;
    if (usdPrice.currency === 'USD') expect(usdPrice.value).toBeCloseTo(price.final_price.value * 0.0295, 2);
    expect(price.final_price_excl_tax.value).toBeLessThanOrEqual(price.final_price.value);
  });

  it('lists brands with counts and answers group rules', async () => {
    const { body } = await graphqlPost<{ ambrandlist: { items: { brandId: number; label: string; cnt: number; letter: string }[]; all_letters: string[] } }>(t.app, {
      query: '{ ambrandlist(imageWidth: 100, imageHeight: 100) { items { brandId label cnt letter url img } all_letters } }', headers: { store: 'en' },
    });
    expect(body.errors).toBeUndefined();
    const items = body.data!.ambrandlist.items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.cnt > 0)).toBe(true);
    expect(body.data!.ambrandlist.all_letters).toContain(items[0]!.letter);
    const rules = await t.database.db.selectFrom('product_group_rule').select(['sku', 'mode']).limit(1).execute();
    if (rules[0]) {
      const answer = await graphqlPost<{ productGroupRuleList: { sku: string }[] }>(t.app, {
        query: 'query($skus: [String], $mode: String) { productGroupRuleList(skus: $skus, mode: $mode) { sku hide_cart price_action price_content { content } } }',
        variables: { skus: [rules[0].sku], mode: rules[0].mode },
      });
      expect(answer.body.data!.productGroupRuleList.map((rule) => rule.sku)).toContain(rules[0].sku);
    }
  });
});
