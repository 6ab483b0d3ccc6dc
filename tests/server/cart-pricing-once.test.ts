import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlPost } from './support/graphql-request';
import { buildTestApp, openTestDatabase, type TestApp } from './support/test-app';
import type { DatabaseHandle } from '../../server/db/connection';

// Issue 13: an add to cart prices the cart once. Pricing a cart reads the gift rules exactly once
// (cart-snapshot.ts), so the statements that read free_gift_rule count the pricings a request did.

class PricingCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (args.node.kind === 'SelectQueryNode' && JSON.stringify(args.node.from ?? {}).includes('"free_gift_rule"')) this.count += 1;
    return args.node;
  }
  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}

const ADD = `mutation ($cartId: String!, $sku: String!) {
  addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id total_quantity } user_errors { code message } }
}`;

describe('pricing a cart once per request', () => {
  let test: TestApp;
  let handle: DatabaseHandle;
  const counter = new PricingCounter();
  let sku: string;

  async function newCart(): Promise<string> {
    const { body } = await graphqlPost<{ createGuestCart: { cart: { id: string } } }>(test.app, { query: 'mutation { createGuestCart { cart { id } } }' });
    return body.data!.createGuestCart.cart.id;
  }

  beforeAll(async () => {
    handle = await openTestDatabase();
    test = await buildTestApp({ database: { ...handle, db: handle.db.withPlugin(counter) } });
    const { body } = await graphqlPost<{ products: { items: { __typename: string; sku: string; stock_status: string; only_x_left_in_stock: number | null }[] } }>(test.app, {
      query: 'query { products(search: "", pageSize: 50, filter: { price: { from: "20", to: "2000" } }) { items { __typename sku stock_status only_x_left_in_stock } } }',
    });
    const found = body.data!.products.items.find((p) => p.__typename === 'SimpleProduct' && p.stock_status === 'IN_STOCK' && p.only_x_left_in_stock === null);
    sku = found!.sku;
  });
  afterAll(async () => {
    await test.close();
    await handle.close();
  });

  it('prices the cart once for an add that asks for the id and the quantity', async () => {
    const cartId = await newCart();
    counter.count = 0;
    const { body } = await graphqlPost<{ addProductsToCart: { cart: { total_quantity: number }; user_errors: unknown[] } }>(test.app, { query: ADD, variables: { cartId, sku } });
    expect(body.errors).toBeUndefined();
    expect(body.data!.addProductsToCart).toEqual({ cart: { id: cartId, total_quantity: 1 }, user_errors: [] });
    expect(counter.count).toBe(1);
  });

  it('prices it once too when the answer asks for items, prices and checkout fields, with the same figures a fresh read gives', async () => {
    const cartId = await newCart();
    const fields = '{ total_quantity items { uid quantity prices { row_total { value } } } prices { grand_total { value } subtotal_including_tax { value } } shipping_addresses { firstname } available_payment_methods { code } free_gifts { common_qty } }';
    counter.count = 0;
    const added = await graphqlPost<{ addProductsToCart: { cart: unknown } }>(test.app, {
      query: `mutation ($cartId: String!, $sku: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 2 }]) { cart ${fields} } }`,
      variables: { cartId, sku },
    });
    expect(added.body.errors).toBeUndefined();
    expect(counter.count).toBe(1);
    const read = await graphqlPost<{ cart: unknown }>(test.app, { query: `query ($cartId: String!) { cart(cart_id: $cartId) ${fields} }`, variables: { cartId } });
    expect(added.body.data!.addProductsToCart.cart).toEqual(read.body.data!.cart);
  });

  it('prices again after a second write in the same request, so no answer shows a stale cart', async () => {
    const cartId = await newCart();
    counter.count = 0;
    const { body } = await graphqlPost<{ first: { cart: { total_quantity: number } }; second: { cart: { total_quantity: number } } }>(test.app, {
      query: `mutation ($cartId: String!, $sku: String!) {
        first: addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { total_quantity } }
        second: addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 3 }]) { cart { total_quantity } }
      }`,
      variables: { cartId, sku },
    });
    expect(body.data?.first.cart.total_quantity).toBe(1);
    expect(body.data?.second.cart.total_quantity).toBe(4);
    expect(counter.count).toBe(2);
  });
});
