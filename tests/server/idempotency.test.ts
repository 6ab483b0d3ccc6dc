import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraphQLClient, type FetchLike } from '../../src/api/graphql-client';
import type { TypedDocument } from '../../src/api/typed-document';
import { NetworkError } from '../../src/domain/api-error';
import { graphqlPost } from './support/graphql-request';
import { buildTestApp, type TestApp } from './support/test-app';

// A retry never applies a mutation twice (issue 13): the transport sends each mutation with an idempotency key,
// kept across its retries, and the server answers a repeated key with the stored answer. Runs on PGlite, and on
// PostgreSQL when TEST_DATABASE_URL is set.

let t: TestApp;
let sku: string;

const headers = { store: 'th' };
const CREATE_CART = 'mutation { createEmptyCart }';
const ADD = 'mutation add($cartId: String!, $sku: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { total_quantity } user_errors { message } } }';
const QUANTITY = 'query quantity($cartId: String!) { cart(cart_id: $cartId) { total_quantity } }';

async function newCart(): Promise<string> {
  const { body } = await graphqlPost<{ createEmptyCart: string }>(t.app, { query: CREATE_CART, headers });
  return body.data!.createEmptyCart;
}

async function quantityOf(cartId: string): Promise<number> {
  const { body } = await graphqlPost<{ cart: { total_quantity: number } }>(t.app, { query: QUANTITY, variables: { cartId }, headers });
  return body.data!.cart.total_quantity;
}

beforeAll(async () => {
  t = await buildTestApp();
  const row = await t.database.db
    .selectFrom('product')
    .select('sku')
    .where('type_id', '=', 'simple')
    .where('status', '=', 1)
    .where('visibility', '=', 4)
    .where('stock_status', '=', 'IN_STOCK')
    .where('qty', '>=', '10')
    .where('min_sale_qty', '<=', '1')
    .where('qty_increments', '<=', '1')
    .orderBy('product_id')
    .executeTakeFirstOrThrow();
  sku = row.sku;
});

afterAll(async () => {
  await t?.close();
});

describe('a mutation sent twice with one idempotency key', () => {
  it('runs once; the repeat gets the first answer', async () => {
    const cartId = await newCart();
    const call = { query: ADD, variables: { cartId, sku }, headers: { ...headers, 'x-idempotency-key': 'add-once-0000000001' } };
    const first = await graphqlPost(t.app, call);
    const repeat = await graphqlPost(t.app, call);
    expect(first.response.headers['idempotent-replay']).toBeUndefined();
    expect(repeat.response.headers['idempotent-replay']).toBe('true');
    expect(repeat.response.body).toBe(first.response.body);
    expect(await quantityOf(cartId)).toBe(1);
    // Without a key (or with a new one) the same mutation is a new add.
    await graphqlPost(t.app, { ...call, headers: { ...headers, 'x-idempotency-key': 'add-once-0000000002' } });
    expect(await quantityOf(cartId)).toBe(2);
  });

  it('refuses the key for a different request, and a malformed key', async () => {
    const cartId = await newCart();
    const key = 'add-other-000000001';
    await graphqlPost(t.app, { query: ADD, variables: { cartId, sku }, headers: { ...headers, 'x-idempotency-key': key } });
    const other = await graphqlPost(t.app, { query: ADD, variables: { cartId: await newCart(), sku }, headers: { ...headers, 'x-idempotency-key': key } });
    expect(other.body.errors?.[0]?.extensions?.category).toBe('graphql-input');
    const malformed = await graphqlPost(t.app, { query: ADD, variables: { cartId, sku }, headers: { ...headers, 'x-idempotency-key': 'short' } });
    expect(malformed.body.errors?.[0]?.extensions?.category).toBe('graphql-request');
    expect(await quantityOf(cartId)).toBe(1);
  });
});

describe('the storefront transport when the first answer is lost', () => {
  it('retries the add with the same key, and the product is in the cart once', async () => {
    const cartId = await newCart();
    const sent: { key: string | undefined; dropped: boolean }[] = [];
    // The server gets and runs every request; the first POST's answer never reaches the shopper (connection lost).
    const fetchDroppingFirstAnswer: FetchLike = async (url, init) => {
      const requestHeaders = init.headers as Record<string, string>;
      const response = await t.app.inject({
        method: init.method === 'POST' ? 'POST' : 'GET',
        url,
        headers: requestHeaders,
        payload: typeof init.body === 'string' ? init.body : undefined,
      });
      const dropped = init.method === 'POST' && sent.length === 0;
      sent.push({ key: requestHeaders['X-Idempotency-Key'], dropped });
      if (dropped) throw new TypeError('Failed to fetch');
      return new Response(response.body, { status: response.statusCode, headers: { 'content-type': 'application/json' } });
    };
    const client = createGraphQLClient({
      fetch: fetchDroppingFirstAnswer,
      session: () => ({ storeCode: 'th', currency: null, token: null, pathname: '/' }),
      isOnline: () => true,
      sleep: async () => undefined,
      random: () => 0,
    });
    const add = ADD as unknown as TypedDocument<{ addProductsToCart: { cart: { total_quantity: number } } }, { cartId: string; sku: string }>;
    const answer = await client.request(add, { cartId, sku });
    expect(sent).toHaveLength(2);
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(answer.addProductsToCart.cart.total_quantity).toBe(1);
    expect(await quantityOf(cartId)).toBe(1);
  });

  it('without the key the same lost answer would have added twice (what the key prevents)', async () => {
    const cartId = await newCart();
    let attempts = 0;
    const fetchWithoutKey: FetchLike = async (url, init) => {
      const requestHeaders = { ...(init.headers as Record<string, string>) };
      delete requestHeaders['X-Idempotency-Key'];
      const response = await t.app.inject({ method: 'POST', url, headers: requestHeaders, payload: init.body as string });
      attempts += 1;
      if (attempts === 1) throw new NetworkError('POST', url, true);
      return new Response(response.body, { status: response.statusCode, headers: { 'content-type': 'application/json' } });
    };
    const client = createGraphQLClient({
      fetch: fetchWithoutKey,
      session: () => ({ storeCode: 'th', currency: null, token: null, pathname: '/' }),
      isOnline: () => true,
      sleep: async () => undefined,
      random: () => 0,
    });
    const add = ADD as unknown as TypedDocument<{ addProductsToCart: { cart: { total_quantity: number } } }, { cartId: string; sku: string }>;
    await client.request(add, { cartId, sku });
    expect(attempts).toBe(2);
    expect(await quantityOf(cartId)).toBe(2);
  });
});
