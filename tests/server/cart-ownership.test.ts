import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/modules/customers/customer-tokens';
import { DEMO_CUSTOMERS } from '../../server/modules/promotions/demo-seed';
import { graphqlPost, type GraphQLBody } from './support/graphql-request';
import { buildTestApp, type TestApp } from './support/test-app';

// Who may touch which cart, with the exact messages and categories of section 8, on the seeded demo
// customers and a seeded in-stock simple product.

let testApp: TestApp;
let app: FastifyInstance;
let sku = '';

const [somchai, malee] = DEMO_CUSTOMERS;

// These tests pin Magento's exact English texts (the storefront's invalid-cart fallback matches them), so
// they run in the en store view; the Thai texts are covered by messages-i18n.test.ts.
async function call<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<GraphQLBody<T>> {
  const headers: Record<string, string> = token ? { store: 'en', authorization: `Bearer ${token}` } : { store: 'en' };
  return (await graphqlPost<T>(app, { query, variables, headers })).body;
}

async function signIn(email: string, password: string): Promise<string> {
  const body = await call<{ generateCustomerToken: { token: string } }>(
    'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
    { e: email, p: password },
  );
  expect(body.errors).toBeUndefined();
  return body.data?.generateCustomerToken.token ?? '';
}

const ADD = 'mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id total_quantity } user_errors { message } } }';
const READ = 'query ($id: String!) { cart(cart_id: $id) { id total_quantity } }';

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  const product = await testApp.database.db
    .selectFrom('product')
    .select('sku')
    .where('type_id', '=', 'simple')
    .where('status', '=', 1)
    .where('is_free', '=', false)
    .where('stock_status', '=', 'IN_STOCK')
    .where('qty', '>=', '50')
    .where('min_sale_qty', '<=', '1')
    .where('qty_increments', '=', '1')
    .orderBy('product_id')
    .executeTakeFirstOrThrow();
  sku = product.sku;
});

afterAll(async () => {
  await testApp?.close();
});

describe('customer tokens', () => {
  it('refuses a wrong password with Magento’s sign-in message', async () => {
    const body = await call('mutation { generateCustomerToken(email: "somchai@example.com", password: "wrong") { token } }');
    expect(body.errors?.[0]).toMatchObject({
      message: 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
      extensions: { category: 'graphql-authentication' },
    });
  });

  it('issues a 3600 s token, stored hashed, that revokeCustomerToken kills', async () => {
    const body = await call<{ generateCustomerToken: { token: string; customer_expiration: number } }>(
      'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token customer_expiration } }',
      { e: somchai?.email.toUpperCase(), p: somchai?.password },
    );
    const token = body.data?.generateCustomerToken.token ?? '';
    expect(body.data?.generateCustomerToken.customer_expiration).toBe(3600);
    const stored = await testApp.database.db.selectFrom('customer_token').select('token_hash').execute();
    expect(stored.some((row) => row.token_hash === token)).toBe(false);
    expect((await call<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, token)).data?.customerCart.id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect((await call('mutation { revokeCustomerToken { result } }', {}, token)).data).toEqual({ revokeCustomerToken: { result: true } });
    const after = await call('{ customerCart { id } }', {}, token);
    expect(after.errors?.[0]).toMatchObject({ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } });
  });

  it('answers customerCart without a token, or with an expired one, as not authorized', async () => {
    const none = await call('{ customerCart { id } }');
    expect(none.errors?.[0]).toMatchObject({ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } });
    const token = await signIn(malee?.email ?? '', malee?.password ?? '');
    await testApp.database.db.updateTable('customer_token').set({ expires_at: new Date(Date.now() - 1000) }).where('token_hash', '=', hashToken(token)).execute();
    const expired = await call('{ customerCart { id } }', {}, token);
    expect(expired.errors?.[0]?.message).toBe("The current customer isn't authorized.");
  });
});

describe('cart ownership', () => {
  it('answers an unknown cart id with the no-such-entity message', async () => {
    const body = await call(READ, { id: 'doesnotexist0000000000000000000x' });
    expect(body.errors?.[0]).toMatchObject({ message: 'Could not find a cart with ID "doesnotexist0000000000000000000x"', extensions: { category: 'graphql-no-such-entity' } });
    const write = await call(ADD, { id: 'nope', sku });
    expect(write.errors?.[0]?.message).toBe('Could not find a cart with ID "nope"');
  });

  it('keeps a customer cart from guests and from other customers, and guest carts from customers', async () => {
    const somchaiToken = await signIn(somchai?.email ?? '', somchai?.password ?? '');
    const maleeToken = await signIn(malee?.email ?? '', malee?.password ?? '');
    const own = await call<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, somchaiToken);
    const cartId = own.data?.customerCart.id ?? '';
    expect((await call(ADD, { id: cartId, sku }, somchaiToken)).errors).toBeUndefined();
    const expected = { message: `The current user cannot perform operations on cart "${cartId}"`, extensions: { category: 'graphql-authorization' } };
    expect((await call(READ, { id: cartId })).errors?.[0]).toMatchObject(expected);
    expect((await call(ADD, { id: cartId, sku })).errors?.[0]).toMatchObject(expected);
    expect((await call(READ, { id: cartId }, maleeToken)).errors?.[0]).toMatchObject(expected);
    expect((await call(ADD, { id: cartId, sku }, maleeToken)).errors?.[0]).toMatchObject(expected);

    const guest = await call<{ createEmptyCart: string }>('mutation { createEmptyCart }');
    const guestId = guest.data?.createEmptyCart ?? '';
    expect((await call(READ, { id: guestId }, maleeToken)).errors?.[0]?.message).toBe(`The current user cannot perform operations on cart "${guestId}"`);
    expect((await call<{ cart: { id: string } }>(READ, { id: guestId })).data?.cart.id).toBe(guestId);
  });

  it('merges a guest cart into the customer cart and answers the merged source as inactive', async () => {
    const token = await signIn(somchai?.email ?? '', somchai?.password ?? '');
    const destination = (await call<{ customerCart: { id: string; total_quantity: number } }>('{ customerCart { id total_quantity } }', {}, token)).data?.customerCart;
    const guestId = (await call<{ createEmptyCart: string }>('mutation { createEmptyCart }')).data?.createEmptyCart ?? '';
    await call(ADD, { id: guestId, sku });
    await call(ADD, { id: guestId, sku });

    const asGuest = await call('mutation ($s: String!) { mergeCarts(source_cart_id: $s) { id } }', { s: guestId });
    expect(asGuest.errors?.[0]).toMatchObject({ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } });

    const merged = await call<{ mergeCarts: { id: string; total_quantity: number } }>(
      'mutation ($s: String!, $d: String!) { mergeCarts(source_cart_id: $s, destination_cart_id: $d) { id total_quantity } }',
      { s: guestId, d: destination?.id },
      token,
    );
    expect(merged.data?.mergeCarts).toEqual({ id: destination?.id, total_quantity: (destination?.total_quantity ?? 0) + 2 });

    const inactive = await call(READ, { id: guestId });
    expect(inactive.errors?.[0]).toMatchObject({ message: "The cart isn't active.", extensions: { category: 'graphql-no-such-entity' } });
    const again = await call('mutation ($s: String!, $d: String!) { mergeCarts(source_cart_id: $s, destination_cart_id: $d) { id } }', { s: guestId, d: destination?.id }, token);
    expect(again.errors?.[0]?.message).toBe("The cart isn't active.");
  });

  it('gives a customer the same cart from createEmptyCart and customerCart, and refuses createGuestCart', async () => {
    const token = await signIn(malee?.email ?? '', malee?.password ?? '');
    const fromQuery = (await call<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, token)).data?.customerCart.id;
    const fromMutation = (await call<{ createEmptyCart: string }>('mutation { createEmptyCart }', {}, token)).data?.createEmptyCart;
    expect(fromMutation).toBe(fromQuery);
    const guestCart = await call('mutation { createGuestCart { cart { id } } }', {}, token);
    expect(guestCart.errors?.[0]).toMatchObject({ message: 'Use `Query.customerCart` for logged in customer.', extensions: { category: 'graphql-already-exists' } });
  });
});
