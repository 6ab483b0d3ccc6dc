import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely, KyselyPlugin } from 'kysely';
import mercurius from 'mercurius';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchProductPage } from '../../src/api/catalog/product-api';
import { compact, toProductDetail } from '../../src/api/catalog/reshape-product';
import { createGraphQLClient, type FetchLike, type GraphQLClient } from '../../src/api/graphql-client';
import { GetProductDetailDocument, type GetProductDetailQuery } from '../../src/gql/generated/graphql';
import { bumpDataVersion } from '../../server/graphql/data-version';
import { mergeResolvers } from '../../server/graphql/merge-resolvers';
import { buildContext } from '../../server/graphql/request-context';
import { moduleResolvers } from '../../server/graphql/resolvers';
import { getSchemaSource } from '../../server/graphql/schema';
import type { Database } from '../../server/db/types';
import type { DatabaseHandle } from '../../server/db/connection';
import { graphqlPost } from './support/graphql-request';
import { buildTestApp, openTestDatabase, type TestApp } from './support/test-app';

/**
 * The storefront's own product page query (src/gql/operations/catalog/getProductDetail.graphql) sent by its
 * own GraphQL client and reshaped by its adapter, against the server on the seeded catalogue, for every
 * product type; and the per-type fields' query count, which must not grow with the number of products.
 */
let t: TestApp;
let handle: DatabaseHandle;
let counting = false;
let queries = 0;

const CATALOGUE_TABLES = new Set([
  'product', 'product_text', 'product_media', 'product_link', 'product_category', 'product_attribute_value', 'product_option',
  'product_option_value', 'configurable_attribute', 'configurable_variant', 'bundle_option', 'bundle_selection', 'downloadable_link',
]);

/** Counts the SELECTs the server runs while `counting` is on (Kysely calls transformQuery once per query). */
const counter: KyselyPlugin = {
  transformQuery(args) {
    // Catalogue selects only: request set-up (store, config, data version) and periodic jobs of other
    // modules (a price refresh) run on some requests and not others.
    const table = /"identifier":\{"kind":"IdentifierNode","name":"(\w+)"/.exec(JSON.stringify(args.node))?.[1] ?? '';
    if (counting && args.node.kind === 'SelectQueryNode' && CATALOGUE_TABLES.has(table)) queries++;
    return args.node;
  },
  async transformResult(args) {
    return args.result;
  },
};

beforeAll(async () => {
  handle = await openTestDatabase();
  const counted: Kysely<Database> = handle.db.withPlugin(counter);
  t = await buildTestApp({ database: { ...handle, db: counted } });
});
afterAll(async () => {
  await t.close();
  await handle.close();
});

/** The storefront's fetch, answered by the fastify app in-process instead of the network. */
const fetchViaApp: FetchLike = async (url, init) => {
  const response = await t.app.inject({
    method: init.method === 'POST' ? 'POST' : 'GET',
    url,
    headers: init.headers as Record<string, string>,
    payload: typeof init.body === 'string' ? init.body : undefined,
  });
  return new Response(response.body, { status: response.statusCode, headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') } });
};

function storefrontClient(storeCode: string): GraphQLClient {
  return createGraphQLClient({
    fetch: fetchViaApp,
    session: () => ({ storeCode, currency: null, token: null, pathname: '/' }),
    isOnline: () => true,
    sleep: async () => undefined,
    random: () => 0,
  });
}

async function urlKeyOf(where: { type: string; withOptions?: boolean }): Promise<string> {
  let query = t.database.db.selectFrom('product as p').select('p.url_key').where('p.type_id', '=', where.type as 'simple')
    .where('p.status', '=', 1).where('p.visibility', '=', 4);
  if (where.withOptions) query = query.where('p.product_id', 'in', t.database.db.selectFrom('product_option').select('product_id'));
  if (where.type === 'bundle') query = query.where('p.sku', '=', 'TLB003');
  const row = await query.orderBy('p.product_id').executeTakeFirstOrThrow();
  return row.url_key;
}

type PageOf = (type: string, withOptions?: boolean) => Promise<ReturnType<typeof toProductDetail>>;

/** What every product type's page must carry, whichever way the page was fetched. */
async function expectEveryType(page: PageOf): Promise<void> {

    const simple = await page('simple', true);
    expect(simple.kind).toBe('simple');
    expect(simple.customOptions.length).toBeGreaterThan(0);
    expect(simple.customOptions.every((o) => o.uid !== '' && o.title !== '')).toBe(true);

    const virtual = await page('virtual');
    expect(virtual.kind).toBe('virtual');

    const downloadable = await page('downloadable');
    expect(downloadable.kind).toBe('downloadable');
    expect(downloadable.downloadableLinks.length).toBeGreaterThan(0);
    expect(downloadable.downloadableLinks.every((l) => l.uid !== '' && l.title !== '')).toBe(true);

    const bundle = await page('bundle');
    expect(bundle.kind).toBe('bundle');
    expect(bundle.bundleItems.length).toBeGreaterThan(0);
    expect(bundle.bundleItems.every((i) => i.choices.length > 0 && i.choices.every((c) => c.uid !== '' && c.price > 0))).toBe(true);

    const grouped = await page('grouped');
    expect(grouped.kind).toBe('grouped');
    expect(grouped.groupedItems.length).toBeGreaterThan(0);
    expect(grouped.groupedItems.every((g) => g.product.sku !== '' && g.quantity > 0)).toBe(true);

    const configurable = await page('configurable');
    expect(configurable.kind).toBe('configurable');
    expect(configurable.configurableOptions.length).toBeGreaterThan(0);
    expect(configurable.variants.length).toBeGreaterThan(0);
    // Each variant names a value of every option, by the uids the options list.
    for (const variant of configurable.variants) {
      expect(variant.stock).toBe('IN_STOCK');
      for (const option of configurable.configurableOptions) {
        expect(option.values.map((v) => v.uid)).toContain(variant.choice[option.code]);
      }
    }
}

describe('getProductDetail', () => {
  it.each(['th', 'en'])('returns a reshaped product page for every seeded product type through the storefront client (%s)', async (store) => {
    const client = storefrontClient(store);
    await expectEveryType(async (type, withOptions = false) => {
      const data = await fetchProductPage(client, await urlKeyOf({ type, withOptions }), '.html');
      expect(data).not.toBeNull();
      return data!.product;
    });
  });

  // The same document on the server's schema and resolvers, in a bare mercurius without the HTTP layer's
  // abuse-limit validation rules: the resolvers are checked even while the cost limit rejects it over HTTP.
  it.each(['th', 'en'])('resolves every field of the document for every seeded product type on the server schema (%s)', async (store) => {
    const bare: FastifyInstance = Fastify();
    await bare.register(mercurius, { schema: getSchemaSource(), resolvers: mergeResolvers(moduleResolvers) });
    await bare.ready();
    try {
      const context = await buildContext(t.database.db, { storeCode: store, currency: null, bearerToken: null, isRepayment: false });
      await expectEveryType(async (type, withOptions = false) => {
        const result = await bare.graphql<GetProductDetailQuery>(GetProductDetailDocument.toString(), context, { urlKey: await urlKeyOf({ type, withOptions }) });
        expect(result.errors).toBeUndefined();
        const raw = compact(result.data?.products?.items)[0];
        expect(raw).toBeDefined();
        return toProductDetail(raw!, '.html');
      });
    } finally {
      await bare.close();
    }
  });
});

describe('batching', () => {
  const QUERY = `query($skus: [String]) { products(filter: { sku: { in: $skus } }, pageSize: 50) { items { sku
    ... on CustomizableProductInterface { options { uid } }
    ... on ConfigurableProduct { configurable_options { uid values { uid swatch_data { value } } }
      variants { attributes { uid } product { sku stock_status media_gallery { url } price_range { minimum_price { final_price { value } } } } } }
    ... on BundleProduct { items { uid options { uid price product { sku price_range { minimum_price { final_price { value } } } } } } }
    ... on GroupedProduct { items { qty product { sku price_range { minimum_price { final_price { value } } } } } }
    ... on DownloadableProduct { downloadable_product_links { uid price } } } } }`;

  async function countQueries(skus: string[]): Promise<number> {
    // Rows kept per data version (server/modules/catalog/versioned-rows.ts) would answer a repeated page
    // from memory: a new version makes every counted request start cold, so counts compare like with like.
    await bumpDataVersion(handle.db, 'catalog');
    queries = 0;
    counting = true;
    try {
      const { body } = await graphqlPost<{ products: { items: { sku: string }[] } }>(t.app, { query: QUERY, variables: { skus }, headers: { store: 'en' } });
      expect(body.errors).toBeUndefined();
      expect(body.data?.products.items).toHaveLength(skus.length);
    } finally {
      counting = false;
    }
    return queries;
  }

  it('runs as many queries for 20 composite products as for 4 (no query per product)', async () => {
    const fewSkus = ['TLC001', 'TLB003', 'TLG001', 'TLD001'];
    // The first request also fills app-wide caches (store directory, data version); count warm requests.
    await countQueries(fewSkus);
    const few = await countQueries(fewSkus);
    const many = await countQueries([
      ...Array.from({ length: 8 }, (_, i) => `TLC${String(i + 1).padStart(3, '0')}`),
      ...Array.from({ length: 5 }, (_, i) => `TLB${String(i + 2).padStart(3, '0')}`),
      ...Array.from({ length: 5 }, (_, i) => `TLG${String(i + 1).padStart(3, '0')}`),
      'TLD001', 'TLD002',
    ]);
    expect(few).toBeGreaterThan(0);
    expect(many).toBe(few);
  });
});
