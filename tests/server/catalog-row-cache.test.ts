import type { Kysely, KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/connection';
import type { Database } from '../../server/db/types';
import { graphqlPost } from './support/graphql-request';
import { buildTestApp, openTestDatabase, type TestApp } from './support/test-app';

/**
 * Product rows, media, attributes, options, price children, counts and CMS blocks are kept per data
 * version (server/modules/catalog/versioned-rows.ts); migration 0006 bumps the version with every write to
 * a catalogue table, so a write is seen by the very next request without anyone bumping it by hand.
 */
let t: TestApp;
let handle: DatabaseHandle;
let tables: string[] = [];
let counting = false;

const recorder: KyselyPlugin = {
  transformQuery(args) {
    if (counting && args.node.kind === 'SelectQueryNode') {
      tables.push(/"identifier":\{"kind":"IdentifierNode","name":"(\w+)"/.exec(JSON.stringify(args.node))?.[1] ?? 'raw');
    }
    return args.node;
  },
  async transformResult(args) {
    return args.result;
  },
};

beforeAll(async () => {
  handle = await openTestDatabase();
  const recorded: Kysely<Database> = handle.db.withPlugin(recorder);
  t = await buildTestApp({ database: { ...handle, db: recorded } });
});
afterAll(async () => {
  await t.close();
  await handle.close();
});

const SEARCH = `query($s: String!) { products(search: $s, pageSize: 6) { total_count items { sku name meta_title stock_status
  small_image { url } attributes { code value } price_range { minimum_price { final_price { value } } }
  ... on CustomizableProductInterface { options { uid required } } } } }`;

interface SearchData {
  products: { total_count: number; items: Array<{ sku: string; name: string; meta_title: string | null; stock_status: string; price_range: { minimum_price: { final_price: { value: number } } } }> };
}

async function search(term: string): Promise<{ data: SearchData; tables: string[] }> {
  tables = [];
  counting = true;
  try {
    // POST: never answered by the response cache, so every call runs the resolvers.
    const { body } = await graphqlPost<SearchData>(t.app, { query: SEARCH, variables: { s: term }, headers: { store: 'th' } });
    expect(body.errors).toBeUndefined();
    return { data: body.data!, tables: [...tables] };
  } finally {
    counting = false;
  }
}

const ROW_TABLES = ['product_media', 'product_attribute_value', 'product_option', 'configurable_variant', 'bundle_option'];

describe('catalogue rows kept per data version', () => {
  it('reads a repeated page of products from memory: no product, media, attribute or option select', async () => {
    // A one-word search reads its page from the word index in raw SQL (not counted here).
    const cold = await search('ข้าว');
    const warm = await search('ข้าว');
    expect(warm.data).toEqual(cold.data);
    expect(cold.tables).toContain('product');
    expect(cold.tables).toContain('product_media');
    expect(warm.tables.filter((table) => table === 'product' || ROW_TABLES.includes(table))).toEqual([]);
  });

  it('sees a direct write at once (the trigger bumps the version in the same transaction)', async () => {
    const before = await search('ข้าว');
    const first = before.data.products.items[0]!;
    const db = handle.db;
    const row = await db.selectFrom('product').select(['product_id', 'stock_status', 'price', 'special_price']).where('sku', '=', first.sku).executeTakeFirstOrThrow();
    const text = await db.selectFrom('product_text').select('meta_title').where('product_id', '=', row.product_id).where('store_id', '=', 1).executeTakeFirstOrThrow();
    try {
      await db.updateTable('product').set({ stock_status: row.stock_status === 'IN_STOCK' ? 'OUT_OF_STOCK' : 'IN_STOCK' }).where('product_id', '=', row.product_id).execute();
      await db.updateTable('product_text').set({ meta_title: 'changed by a writer' }).where('product_id', '=', row.product_id).where('store_id', '=', 1).execute();
      const after = await search('ข้าว');
      const changed = after.data.products.items.find((item) => item.sku === first.sku);
      expect(changed?.stock_status).not.toBe(first.stock_status);
      expect(changed?.meta_title).toBe('changed by a writer');
    } finally {
      await db.updateTable('product').set({ stock_status: row.stock_status }).where('product_id', '=', row.product_id).execute();
      await db.updateTable('product_text').set({ meta_title: text.meta_title }).where('product_id', '=', row.product_id).where('store_id', '=', 1).execute();
    }
    expect((await search('ข้าว')).data).toEqual(before.data);
  });
});
