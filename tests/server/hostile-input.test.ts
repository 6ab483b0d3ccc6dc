import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './support/test-app';
import { graphqlGet, graphqlPost } from './support/graphql-request';
import { INPUT_LIMITS } from '../../server/graphql/input-limits';

/**
 * Issue 14's findings on input, each first as the attacker sent it (which used to freeze, overflow or
 * answer `internal`) and now refused with graphql-input before any work.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

function categories(body: { errors?: { extensions?: { category?: string } }[] }): (string | undefined)[] {
  return (body.errors ?? []).map((error) => error.extensions?.category);
}

async function newCart(): Promise<string> {
  const { body } = await graphqlPost<{ createGuestCart: { cart: { id: string } } }>(t.app, { query: 'mutation { createGuestCart { cart { id } } }' });
  return body.data!.createGuestCart.cart.id;
}

describe('bounded work per request', () => {
  it('refuses a 450 KB search term at once (it used to be word-segmented in full, freezing the shop)', async () => {
    const search = Array.from({ length: 50_000 }, (_, i) => `ข้าว${i}`).join(' ');
    const started = performance.now();
    const { body } = await graphqlPost(t.app, { query: 'query ($s: String) { products(search: $s) { total_count } }', variables: { s: search } });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(categories(body)).toEqual(['graphql-input']);
    expect(body.errors![0]!.message).toContain(String(INPUT_LIMITS.search));
  });

  it('still searches a term of exactly the limit', async () => {
    const { body } = await graphqlPost(t.app, { query: 'query ($s: String) { products(search: $s) { total_count } }', variables: { s: 'a'.repeat(INPUT_LIMITS.search) } });
    expect(body.errors).toBeUndefined();
  });

  it('refuses a 1 MB name filter before any ilike', async () => {
    const { response, body } = await graphqlPost(t.app, {
      query: 'query ($m: String) { products(filter: { name: { match: $m } }) { total_count } }',
      variables: { m: 'x'.repeat(900_000) },
    });
    expect(response.statusCode).toBe(200);
    expect(categories(body)).toEqual(['graphql-input']);
    expect(body.errors![0]!.message).toMatch(/filter\.name\.match/);
  });

  it('refuses a list argument of more than 100 items', async () => {
    const { body } = await graphqlPost(t.app, {
      query: 'query ($in: [String]) { products(filter: { sku: { in: $in } }) { total_count } }',
      variables: { in: Array.from({ length: 101 }, (_, i) => `sku-${i}`) },
    });
    expect(categories(body)).toEqual(['graphql-input']);
  });
});

describe('exact input errors', () => {
  it('answers a NUL byte in a string argument with graphql-input, in the store view language', async () => {
    const { body } = await graphqlPost(t.app, { query: 'query ($s: String) { products(search: $s) { total_count } }', variables: { s: 'rice\u0000' } });
    expect(categories(body)).toEqual(['graphql-input']);
    expect(body.errors![0]!.message).toBe('"search" มีอักขระที่ไม่อนุญาต');
  });

  it('answers a price filter past the satang integer range with graphql-input', async () => {
    const { body } = await graphqlGet(t.app, { query: '{ products(filter: { price: { from: "21474837" } }) { total_count } }', store: 'en' });
    expect(categories(body)).toEqual(['graphql-input']);
    expect(body.errors![0]!.message).toBe('"filter.price.from" is out of range.');
    const fine = await graphqlGet(t.app, { query: '{ products(filter: { price: { to: "21474836" } }) { total_count } }' });
    expect(fine.body.errors).toBeUndefined();
  });

  it('answers a quantity of 1e21 with graphql-input', async () => {
    const cartId = await newCart();
    const { body } = await graphqlPost(t.app, {
      query: 'mutation ($c: String!, $q: Float!) { addProductsToCart(cartId: $c, cartItems: [{ sku: "x", quantity: $q }]) { cart { id } } }',
      variables: { c: cartId, q: 1e21 },
    });
    expect(categories(body)).toEqual(['graphql-input']);
  });

  it('does not echo a 900 KB cart id back', async () => {
    const { response, body } = await graphqlPost(t.app, { query: 'query ($c: String!) { cart(cart_id: $c) { id } }', variables: { c: 'c'.repeat(900_000) } });
    expect(categories(body)).toEqual(['graphql-input']);
    expect(response.body.length).toBeLessThan(1_000);
  });

  it('answers a query that is not a string with 400 graphql-request', async () => {
    for (const query of [42, ['{ storeConfig { store_code } }'], { a: 1 }, null, true]) {
      const response = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ query }) });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().errors[0].extensions.category).toBe('graphql-request');
      expect(response.body).not.toContain('FST_');
    }
  });
});

describe('query texts mercurius would take for an AST', () => {
  it('refuses a JSON query text (mercurius ran it as a JSON-encoded document, answering 500)', async () => {
    const ast = JSON.stringify({ kind: 'Document', definitions: [] });
    for (const [contentType, payload] of [
      ['application/graphql', '{"query":"{ __typename }"}'],
      ['application/json', JSON.stringify({ query: ast })],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': contentType }, payload });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().errors[0].extensions.category).toBe('graphql-request');
    }
  });
});

describe('fields not built yet', () => {
  it('answer an error with a category instead of a silent null', async () => {
    // popupWidget belongs to the engagement work (popups), not built yet; when it is, pick another such field.
    const { body } = await graphqlGet(t.app, { query: '{ popupWidget(page_type: "cms_index_index") { size } }', store: 'en' });
    expect(body.data).toEqual({ popupWidget: null });
    expect(categories(body)).toEqual(['graphql-not-available']);
    expect(body.errors![0]!.message).toBe('"popupWidget" is not available in this store yet.');
  });
});
