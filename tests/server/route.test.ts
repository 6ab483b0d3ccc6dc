import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './support/test-app';
import { graphqlGet } from './support/graphql-request';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

// The storefront's own route query (src/gql/operations/store/getRouteData.graphql).
const ROUTE = `query getRouteData($url: String!) {
  route(url: $url) {
    __typename type relative_url redirect_code
    ... on CmsPage { identifier url_key }
    ... on CategoryInterface { uid id url_key }
    ... on ProductInterface { uid id url_key }
  }
}`;

type Route = Record<string, unknown> | null;

async function route(url: string, store = 'th'): Promise<{ route: Route; errors: unknown }> {
  const { body } = await graphqlGet<{ route: Route }>(t.app, { query: ROUTE, variables: { url }, store });
  return { route: body.data?.route ?? null, errors: body.errors };
}

const uid = (id: number): string => Buffer.from(String(id)).toString('base64');

describe('route', () => {
  it('resolves a category URL to a CategoryTree with its uid', async () => {
    const { route: found, errors } = await route('/fruits-vegetables/vegetables.html');
    expect(errors).toBeUndefined();
    expect(found).toEqual({ __typename: 'CategoryTree', type: 'CATEGORY', relative_url: 'fruits-vegetables/vegetables.html', redirect_code: 0, uid: uid(4), id: 4, url_key: expect.any(String) });
  });

  it('resolves a product URL to its concrete product type', async () => {
    const { route: found } = await route('golden-elephant-100-jasmine-rice.html');
    expect(found).toMatchObject({ __typename: 'ConfigurableProduct', type: 'PRODUCT', redirect_code: 0, uid: uid(481), id: 481, url_key: 'golden-elephant-100-jasmine-rice' });
  });

  it('answers catalogue fields of the routed entity through the catalogue resolvers', async () => {
    const query = `query r($url: String!) { route(url: $url) {
      ... on ProductInterface { name sku price_range { minimum_price { final_price { value currency } } } }
      ... on CategoryTree { name children { uid } }
    } }`;
    const product = await graphqlGet<{ route: { name: string; sku: string; price_range: { minimum_price: { final_price: { currency: string } } } } }>(t.app, { query, variables: { url: 'golden-elephant-100-jasmine-rice.html' } });
    expect(product.body.errors).toBeUndefined();
    expect(product.body.data?.route.name).toEqual(expect.any(String));
    expect(product.body.data?.route.price_range.minimum_price.final_price.currency).toBe('THB');
    const category = await graphqlGet<{ route: { name: string; children: unknown[] } }>(t.app, { query, variables: { url: 'fruits-vegetables.html' } });
    expect(category.body.errors).toBeUndefined();
    expect(category.body.data?.route.children.length).toBeGreaterThan(0);
  });

  it('resolves a CMS page, and "/" to the configured home page', async () => {
    expect((await route('/about-us', 'en')).route).toEqual({ __typename: 'CmsPage', type: 'CMS_PAGE', relative_url: 'about-us', redirect_code: 0, identifier: 'about-us', url_key: 'about-us' });
    expect((await route('/')).route).toMatchObject({ __typename: 'CmsPage', identifier: 'home' });
  });

  it('answers a 301 with the final URL to redirect to, keeping the query string', async () => {
    expect((await route('/vegetables.html?page=2')).route).toMatchObject({ type: 'CATEGORY', redirect_code: 301, relative_url: 'fruits-vegetables/vegetables.html?page=2', uid: uid(4) });
    expect((await route('shipping-policy')).route).toMatchObject({ __typename: 'CmsPage', redirect_code: 301, relative_url: 'delivery-policy' });
  });

  it('finds a category or product written without its .html suffix', async () => {
    expect((await route('/fruits-vegetables/vegetables')).route).toMatchObject({ type: 'CATEGORY', uid: uid(4) });
  });

  it('answers null for an unknown path and a graphql-input error for an empty url', async () => {
    expect(await route('/no/such/thing.html')).toEqual({ route: null, errors: undefined });
    const { errors } = await route('  ', 'en');
    expect(errors).toEqual([expect.objectContaining({ message: '"url" argument should be specified and not empty', extensions: { category: 'graphql-input' } })]);
    const thai = await route('  ');
    expect(thai.errors).toEqual([expect.objectContaining({ message: 'กรุณาระบุ "url" ห้ามเว้นว่าง', extensions: { category: 'graphql-input' } })]);
  });
});

// Magento 2.4.7 still serves the deprecated urlResolver; it answers from the same lookup as route.
const URL_RESOLVER = `query($url: String!) { urlResolver(url: $url) { id entity_uid canonical_url relative_url redirectCode type } }`;

async function urlResolver(url: string, store = 'th'): Promise<{ found: Record<string, unknown> | null; errors: unknown }> {
  const { body } = await graphqlGet<{ urlResolver: Record<string, unknown> | null }>(t.app, { query: URL_RESOLVER, variables: { url }, store });
  return { found: body.data?.urlResolver ?? null, errors: body.errors };
}

describe('urlResolver', () => {
  it('answers the id, uid and relative URL of a category, a product and a CMS page', async () => {
    const category = await urlResolver('/fruits-vegetables/vegetables.html');
    expect(category.errors).toBeUndefined();
    expect(category.found).toEqual({ id: 4, entity_uid: uid(4), canonical_url: 'fruits-vegetables/vegetables.html', relative_url: 'fruits-vegetables/vegetables.html', redirectCode: 0, type: 'CATEGORY' });
    expect((await urlResolver('golden-elephant-100-jasmine-rice.html')).found).toMatchObject({ id: 481, entity_uid: uid(481), type: 'PRODUCT', redirectCode: 0 });
    const about = await t.database.db.selectFrom('cms_page').select('page_id').where('identifier', '=', 'about-us').where('store_id', '=', 2).executeTakeFirstOrThrow();
    expect((await urlResolver('/about-us', 'en')).found).toEqual({ id: about.page_id, entity_uid: uid(about.page_id), canonical_url: 'about-us', relative_url: 'about-us', redirectCode: 0, type: 'CMS_PAGE' });
  });

  it('answers a redirect with its code and the URL to go to, and null for unknown or hidden entities', async () => {
    expect((await urlResolver('/vegetables.html?page=2')).found).toMatchObject({ id: 4, type: 'CATEGORY', redirectCode: 301, relative_url: 'fruits-vegetables/vegetables.html?page=2' });
    expect(await urlResolver('/no/such/thing.html')).toEqual({ found: null, errors: undefined });
    const hidden = await t.database.db.selectFrom('product').select(['product_id', 'url_key']).where('visibility', '=', 1).where('url_key', 'is not', null).executeTakeFirstOrThrow();
    await t.database.db.insertInto('url_rewrite').values({ store_id: 1, request_path: `${hidden.url_key}.html`, target_path: `catalog/product/view/id/${hidden.product_id}`, entity_type: 'PRODUCT', entity_id: hidden.product_id, redirect_type: 0 }).execute();
    expect(await urlResolver(`${hidden.url_key}.html`)).toEqual({ found: null, errors: undefined });
    const { errors } = await urlResolver('  ', 'en');
    expect(errors).toEqual([expect.objectContaining({ message: '"url" argument should be specified and not empty' })]);
  });
});
