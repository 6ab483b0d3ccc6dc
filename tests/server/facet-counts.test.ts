import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlPost } from './support/graphql-request';
import { buildTestApp, type TestApp } from './support/test-app';

// product_facet (migration 0110): each product's layered-navigation keys, kept by triggers, which the
// aggregations count in SQL. Checked against the rule computed here from the source tables, and after writes.

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The keys by the rule, from the source tables: own categories and anchors on their paths; minus option ids, children's included. */
async function expectedKeys(productId: number): Promise<number[]> {
  const db = t.database.db;
  const own = await sql<{ category_id: number; path: string }>`select c.category_id, c.path from product_category pc
    join category c on c.category_id = pc.category_id where pc.product_id = ${productId}`.execute(db);
  const anchors = await sql<{ category_id: number; is_anchor: boolean }>`select category_id, is_anchor from category`.execute(db);
  const isAnchor = new Map(anchors.rows.map((row) => [row.category_id, row.is_anchor]));
  const keys = new Set<number>();
  for (const row of own.rows) {
    for (const id of row.path.split('/').map(Number)) {
      if (id === row.category_id || (isAnchor.get(id) ?? false)) keys.add(id);
    }
  }
  const options = await sql<{ option_id: number }>`select option_id from product_attribute_value where product_id = ${productId} and option_id is not null
    union all select pv.option_id from configurable_variant cv join product_attribute_value pv on pv.product_id = cv.child_id
    where cv.parent_id = ${productId} and pv.option_id is not null`.execute(db);
  for (const row of options.rows) keys.add(-row.option_id);
  return [...keys].sort((a, b) => a - b);
}

async function storedKeys(productId: number): Promise<number[]> {
  const row = await t.database.db.selectFrom('product_facet').select('keys').where('product_id', '=', productId).executeTakeFirst();
  return [...(row?.keys ?? [])].map(Number).sort((a, b) => a - b);
}

describe('product_facet', () => {
  it('holds every product, with the keys of the rule (configurable children\'s options included)', async () => {
    const db = t.database.db;
    const products = await db.selectFrom('product').select('product_id').execute();
    const facets = await db.selectFrom('product_facet').select('product_id').execute();
    expect(facets.length).toBe(products.length);
    const configurable = await sql<{ parent_id: number }>`select parent_id from configurable_variant order by parent_id limit 1`.execute(db);
    const sample = [...products.slice(0, 40).map((row) => row.product_id), ...configurable.rows.map((row) => row.parent_id)];
    for (const id of sample) expect(await storedKeys(id), `product ${id}`).toEqual(await expectedKeys(id));
  });

  it('follows writes to product categories, attribute values and anchor flags', async () => {
    const db = t.database.db;
    const { rows } = await sql<{ product_id: number; category_id: number; other: number }>`
      select pc.product_id, pc.category_id, (select c.category_id from category c where c.level = 3 and c.category_id <> pc.category_id order by c.category_id limit 1) as other
      from product_category pc join category c on c.category_id = pc.category_id where c.level = 3 order by pc.product_id limit 1`.execute(db);
    const row = rows[0]!;
    await db.insertInto('product_category').values({ product_id: row.product_id, category_id: row.other, position: 0 }).execute();
    expect(await storedKeys(row.product_id)).toContain(row.other);
    await db.deleteFrom('product_category').where('product_id', '=', row.product_id).where('category_id', '=', row.other).execute();
    expect(await storedKeys(row.product_id)).not.toContain(row.other);

    const parent = await db.selectFrom('category').select(['parent_id']).where('category_id', '=', row.category_id).executeTakeFirstOrThrow();
    const parentId = parent.parent_id!;
    const was = await db.selectFrom('category').select('is_anchor').where('category_id', '=', parentId).executeTakeFirstOrThrow();
    try {
      await db.updateTable('category').set({ is_anchor: !was.is_anchor }).where('category_id', '=', parentId).execute();
      expect((await storedKeys(row.product_id)).includes(parentId)).toBe(!was.is_anchor);
    } finally {
      await db.updateTable('category').set({ is_anchor: was.is_anchor }).where('category_id', '=', parentId).execute();
    }
    expect(await storedKeys(row.product_id)).toEqual(await expectedKeys(row.product_id));

    const option = await db.selectFrom('attribute_option').select(['option_id', 'attribute_code']).orderBy('option_id', 'desc').executeTakeFirstOrThrow();
    await db.deleteFrom('product_attribute_value').where('product_id', '=', row.product_id).where('attribute_code', '=', option.attribute_code).execute();
    await db.insertInto('product_attribute_value').values({ product_id: row.product_id, attribute_code: option.attribute_code, option_id: option.option_id, value_text: null }).execute();
    expect(await storedKeys(row.product_id)).toContain(-option.option_id);
    expect(await storedKeys(row.product_id)).toEqual(await expectedKeys(row.product_id));
  });

  it('carries each product\'s cheapest price from product_price_index, also after a price change (migration 0111)', async () => {
    const db = t.database.db;
    const differing = async () => (await sql<{ n: number }>`select count(*)::int as n from product_facet f
      join product_price_index pi on pi.product_id = f.product_id where f.min_price is distinct from pi.min_price`.execute(db)).rows[0]!.n;
    expect(await differing()).toBe(0);
    const product = await db.selectFrom('product').select(['product_id', 'price']).where('type_id', '=', 'simple').orderBy('product_id').executeTakeFirstOrThrow();
    try {
      await db.updateTable('product').set({ price: Number(product.price) + 7 }).where('product_id', '=', product.product_id).execute();
      expect(await differing()).toBe(0);
    } finally {
      await db.updateTable('product').set({ price: product.price }).where('product_id', '=', product.product_id).execute();
    }
  });

  it('counts a search\'s facets in SQL as the sum of its matches (every product once per facet value)', async () => {
    const { body } = await graphqlPost<{ products: { total_count: number; aggregations: Array<{ attribute_code: string; options: Array<{ count: number }> }> } }>(t.app, {
      query: '{ products(search: "ข้าว") { total_count aggregations { attribute_code options { count } } } }',
      headers: { store: 'th' },
    });
    const answer = body.data!.products;
    expect(answer.total_count).toBeGreaterThan(0);
    const sum = (code: string) => answer.aggregations.find((aggregation) => aggregation.attribute_code === code)?.options.reduce((total, option) => total + option.count, 0) ?? 0;
    expect(sum('price')).toBe(answer.total_count);
    expect(sum('category_uid')).toBeGreaterThan(0);
  });
});
