import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlPost } from './support/graphql-request';
import { buildTestApp, type TestApp } from './support/test-app';

// Magento's older per-type adds (addSimpleProductsToCart, addVirtualProductsToCart) share one resolver:
// they add like addProductsToCart but fail on the first problem with a GraphQL error instead of user errors.

describe('per-type add mutations', () => {
  let test: TestApp;
  let sku: string;

  async function newCart(): Promise<string> {
    const { body } = await graphqlPost<{ createGuestCart: { cart: { id: string } } }>(test.app, { query: 'mutation { createGuestCart { cart { id } } }' });
    return body.data!.createGuestCart.cart.id;
  }

  beforeAll(async () => {
    test = await buildTestApp();
    const { body } = await graphqlPost<{ products: { items: { __typename: string; sku: string; stock_status: string; only_x_left_in_stock: number | null }[] } }>(test.app, {
      query: 'query { products(search: "", pageSize: 50, filter: { price: { from: "20", to: "2000" } }) { items { __typename sku stock_status only_x_left_in_stock } } }',
    });
    sku = body.data!.products.items.find((p) => p.__typename === 'SimpleProduct' && p.stock_status === 'IN_STOCK' && p.only_x_left_in_stock === null)!.sku;
  });
  afterAll(async () => {
    await test.close();
  });

  for (const [mutation, input] of [['addSimpleProductsToCart', 'AddSimpleProductsToCartInput'], ['addVirtualProductsToCart', 'AddVirtualProductsToCartInput']] as const) {
    it(`${mutation} adds the items and answers the cart`, async () => {
      const cartId = await newCart();
      const { body } = await graphqlPost<Record<string, { cart: { total_quantity: number; items: { product: { sku: string }; quantity: number }[] } }>>(test.app, {
        query: `mutation ($input: ${input}) { ${mutation}(input: $input) { cart { total_quantity items { product { sku } quantity } } } }`,
        variables: { input: { cart_id: cartId, cart_items: [{ data: { sku, quantity: 2 } }] } },
      });
      expect(body.errors).toBeUndefined();
      expect(body.data![mutation]!.cart).toEqual({ total_quantity: 2, items: [{ product: { sku }, quantity: 2 }] });
    });

    it(`${mutation} fails on an unknown product and adds nothing`, async () => {
      const cartId = await newCart();
      const { body } = await graphqlPost(test.app, {
        query: `mutation ($input: ${input}) { ${mutation}(input: $input) { cart { total_quantity } } }`,
        variables: { input: { cart_id: cartId, cart_items: [{ data: { sku: 'NO-SUCH-SKU-13', quantity: 1 } }] } },
      });
      expect(body.errors?.[0]?.extensions?.category).toBe('graphql-input');
      const read = await graphqlPost<{ cart: { total_quantity: number } }>(test.app, { query: 'query ($id: String!) { cart(cart_id: $id) { total_quantity } }', variables: { id: cartId } });
      expect(read.body.data!.cart.total_quantity).toBe(0);
    });
  }
});
