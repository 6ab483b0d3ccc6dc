import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataVersionFor } from '../../server/graphql/data-version';
import { takeStock } from '../../server/modules/inventory/stock';
import { graphqlGet, graphqlPost } from './support/graphql-request';
import { insertStockedProduct } from './support/checkout-flow';
import { buildTestApp, type TestApp } from './support/test-app';

// Which writes reach which cached answers (migration 0132, server/graphql/cache-tags.ts): every table that
// feeds a public answer bumps a scope, a stock change drops only the answers showing that product, price
// windows end answers at their boundary, answers carry their tags for a shared cache, and changes are purged.

interface PurgeSeen {
  method: string;
  headers: IncomingHttpHeaders;
}

let t: TestApp;
let purgeServer: Server;
const purges: PurgeSeen[] = [];
const A = 973_001;
const B = 973_002;

beforeAll(async () => {
  purgeServer = createServer((request, response) => {
    purges.push({ method: request.method ?? '', headers: request.headers });
    response.end('purged');
  });
  await new Promise<void>((resolve) => purgeServer.listen(0, '127.0.0.1', resolve));
  const { port } = purgeServer.address() as AddressInfo;
  // The second URL refuses connections: the write and the first cache's purge go on regardless.
  t = await buildTestApp({ httpCachePurgeUrls: [`http://127.0.0.1:${port}/`, 'http://127.0.0.1:9/'] });
  await insertStockedProduct(t.database.db, A, 'SCOPE-A', 10_000, 50);
  await insertStockedProduct(t.database.db, B, 'SCOPE-B', 12_000, 50);
  await settle();
});

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => purgeServer?.close(resolve));
});

const PRODUCT = 'query cacheScopeProduct($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { sku stock_status price_range { minimum_price { final_price { value } } } } } }';
const BLOCKS = 'query cacheScopeBlocks($ids: [String]) { cmsBlocks(identifiers: $ids) { items { identifier content } } }';

interface ProductAnswer {
  products: { items: { sku: string; stock_status: string; price_range: { minimum_price: { final_price: { value: number } } } }[] };
}

const product = (sku: string) => graphqlGet<ProductAnswer>(t.app, { query: PRODUCT, variables: { sku }, store: 'en' });
const blocks = () => graphqlGet<{ cmsBlocks: { items: { content: string }[] } }>(t.app, { query: BLOCKS, variables: { ids: ['promo'] }, store: 'en' });

/** What the app's watcher does every second (and at once on NOTIFY), without waiting for it. */
async function settle(): Promise<void> {
  await dataVersionFor(t.database.db).refresh();
}

async function scopeVersion(scope: string): Promise<number> {
  const row = await t.database.db.selectFrom('data_version').select('version').where('scope', '=', scope).executeTakeFirst();
  return Number(row?.version ?? 0);
}

async function tagVersion(tag: string): Promise<number> {
  const row = await t.database.db.selectFrom('data_tag_version').select('version').where('tag', '=', tag).executeTakeFirst();
  return Number(row?.version ?? 0);
}

async function warm(): Promise<void> {
  for (const call of [() => product('SCOPE-A'), () => product('SCOPE-B'), blocks]) {
    await call();
    expect((await call()).response.headers['x-cache']).toBe('HIT');
  }
}

describe('cache tags on answers', () => {
  it('tags a public answer with what it shows, in xkey and X-Magento-Tags, and keeps tags off private answers', async () => {
    const { response } = await product('SCOPE-A');
    const xkey = String(response.headers.xkey).split(' ');
    expect(xkey).toEqual(expect.arrayContaining(['cat_p', `cat_p_${A}`, 'store_config', 'talat']));
    expect(xkey).not.toContain(`cat_p_${B}`);
    expect(String(response.headers['x-magento-tags']).split(',')).toEqual(xkey);
    const hit = await product('SCOPE-A');
    expect(hit.response.headers['x-cache']).toBe('HIT');
    expect(hit.response.headers.xkey).toBe(response.headers.xkey);

    const block = await blocks();
    expect(String(block.response.headers.xkey).split(' ')).toEqual(expect.arrayContaining(['cms_b', 'cms_b_promo']));

    const cart = await graphqlGet(t.app, { query: 'query c($id: String!) { cart(cart_id: $id) { id } }', variables: { id: 'x' } });
    expect(cart.response.headers.xkey).toBeUndefined();
    expect(cart.response.headers['x-magento-tags']).toBeUndefined();
    const signedIn = await graphqlGet(t.app, { query: PRODUCT, variables: { sku: 'SCOPE-A' }, headers: { authorization: 'Bearer nobody' } });
    expect(signedIn.response.headers.xkey).toBeUndefined();
    const post = await graphqlPost(t.app, { query: PRODUCT, variables: { sku: 'SCOPE-A' } });
    expect(post.response.headers.xkey).toBeUndefined();
  });
});

describe('scoped invalidation', () => {
  it("drops only the answers showing a product whose stock an order took, without bumping the catalogue's version", async () => {
    await warm();
    const catalog = await scopeVersion('catalog');
    const tag = await tagVersion(`cat_p_${A}`);
    await t.database.db.transaction().execute((trx) => takeStock(trx, [{ product_id: A, qty4: 20_000 }]));
    await settle();
    expect(await scopeVersion('catalog')).toBe(catalog);
    expect(await tagVersion(`cat_p_${A}`)).toBeGreaterThan(tag);
    expect((await product('SCOPE-A')).response.headers['x-cache']).toBe('MISS');
    expect((await product('SCOPE-B')).response.headers['x-cache']).toBe('HIT');
    expect((await blocks()).response.headers['x-cache']).toBe('HIT');
  });

  it('drops every catalogue answer when the last unit flips a product out of stock (listings and counts change)', async () => {
    await warm();
    const catalog = await scopeVersion('catalog');
    const left = await t.database.db.selectFrom('product').select('qty').where('product_id', '=', A).executeTakeFirstOrThrow();
    await t.database.db.transaction().execute((trx) => takeStock(trx, [{ product_id: A, qty4: Number(left.qty) * 10_000 }]));
    await settle();
    expect(await scopeVersion('catalog')).toBe(catalog + 1);
    const after = await product('SCOPE-A');
    expect(after.response.headers['x-cache']).toBe('MISS');
    expect(after.body.data?.products.items[0]?.stock_status).toBe('OUT_OF_STOCK');
    expect((await product('SCOPE-B')).response.headers['x-cache']).toBe('MISS');
    expect((await blocks()).response.headers['x-cache']).toBe('HIT');
    await t.database.db.updateTable('product').set({ qty: '50', stock_status: 'IN_STOCK' }).where('product_id', '=', A).execute();
    await settle();
  });

  it('drops the answers of a product whose review was moderated, and no others', async () => {
    const review = await t.database.db
      .insertInto('product_review')
      .values({ product_id: B, store_id: 2, nickname: 'Nok', summary: 'Good', text: 'Fresh and good', status_id: 2 })
      .returning('review_id')
      .executeTakeFirstOrThrow();
    await settle();
    await warm();
    await t.database.db.updateTable('product_review').set({ status_id: 1 }).where('review_id', '=', review.review_id).execute();
    await settle();
    expect((await product('SCOPE-B')).response.headers['x-cache']).toBe('MISS');
    expect((await product('SCOPE-A')).response.headers['x-cache']).toBe('HIT');
  });

  it('drops CMS block answers when a block changes, keeping the catalogue answers', async () => {
    await warm();
    await t.database.db.updateTable('cms_block').set({ content: '<p>Changed promo</p>' }).where('identifier', '=', 'promo').execute();
    await settle();
    const after = await blocks();
    expect(after.response.headers['x-cache']).toBe('MISS');
    expect(after.body.data?.cmsBlocks.items[0]?.content).toContain('Changed promo');
    expect((await product('SCOPE-A')).response.headers['x-cache']).toBe('HIT');
  });

  it.each([
    ['popup_widget', 'popup', 'title'],
    ['cms_block', 'cms_block', 'title'],
    ['cms_page', 'cms_page', 'title'],
    ['url_rewrite', 'url_rewrite', 'target_path'],
    ['product_group_rule', 'price_rule', 'mode'],
    ['delivery_area', 'delivery_area', 'location_en'],
    ['config', 'store_config', 'value'],
    ['currency_rate', 'store_config', 'rate'],
    ['category_text', 'catalog', 'name'],
  ])('a write to %s bumps scope %s, whoever writes it', async (table, scope, column) => {
    const before = await scopeVersion(scope);
    // A statement trigger fires even when no row matches: a script's bulk update is caught the same way.
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${sql.ref(column)}`.execute(t.database.db);
    expect(await scopeVersion(scope)).toBe(before + 1);
  });
});

describe('price windows', () => {
  it('ends a product answer at the moment its special price opens', async () => {
    const opens = new Date(Date.now() + 2500);
    await t.database.db.updateTable('product').set({ special_price: 5_000, special_from: opens }).where('product_id', '=', B).execute();
    await settle();
    const before = await product('SCOPE-B');
    expect(before.body.data?.products.items[0]?.price_range.minimum_price.final_price.value).toBe(120);
    const maxAge = Number(/max-age=(\d+)/.exec(String(before.response.headers['cache-control']))?.[1]);
    expect(maxAge).toBeLessThanOrEqual(3);
    expect((await product('SCOPE-B')).response.headers['x-cache']).toBe('HIT');
    await new Promise((resolve) => setTimeout(resolve, opens.getTime() - Date.now() + 50));
    const after = await product('SCOPE-B');
    expect(after.response.headers['x-cache']).toBe('MISS');
    expect(after.body.data?.products.items[0]?.price_range.minimum_price.final_price.value).toBe(50);
  });
});

describe('purging a shared HTTP cache', () => {
  it('sends PURGE with xkey-purge naming the changed tags, and a dead cache breaks nothing', async () => {
    purges.length = 0;
    await t.database.db.transaction().execute((trx) => takeStock(trx, [{ product_id: B, qty4: 10_000 }]));
    await settle();
    await t.app.httpCachePurger.settle();
    const seen = purges.find((purge) => String(purge.headers['xkey-purge']).split(' ').includes(`cat_p_${B}`));
    expect(seen?.method).toBe('PURGE');
    expect(String(seen?.headers['xkey-purge'])).not.toContain(`cat_p_${A}`);
    purges.length = 0;
    await t.database.db.updateTable('popup_widget').set({ title: sql`title` }).execute();
    await settle();
    await t.app.httpCachePurger.settle();
    expect(purges.map((purge) => purge.headers['xkey-purge'])).toContain('popup');
  });
});
