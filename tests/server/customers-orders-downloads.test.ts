import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadableLinkUid } from '../../server/modules/catalog/product-types/option-uids';
import { BANGKOK_ADDRESS, PLACE_ORDER } from './support/checkout-flow';
import { GOOD_PASSWORD, Shopper, uniqueEmail } from './support/customer-session';
import { buildTestApp, type TestApp } from './support/test-app';

// A signed-in customer's orders (built by the orders module) answered for the token's customer, and the
// downloadable links bought in them.

let t: TestApp;
let en: Shopper;

beforeAll(async () => {
  t = await buildTestApp();
  en = new Shopper(t.app, 'en');
});

afterAll(async () => {
  await t?.close();
});

async function customer(): Promise<string> {
  const email = uniqueEmail('buyer');
  await en.register({ email, password: GOOD_PASSWORD });
  return en.signIn(email, GOOD_PASSWORD);
}

function must<T>(body: { data?: T | null; errors?: { message: string }[] }, step: string): T {
  if (body.errors?.length || !body.data) throw new Error(`${step}: ${body.errors?.map((e) => e.message).join(', ')}`);
  return body.data;
}

/** Buys the first e-book's PDF link as the signed-in customer; answers the order number. */
async function buyEbook(token: string): Promise<{ number: string; linkTitle: string }> {
  const product = await t.database.db.selectFrom('product').select(['product_id', 'sku']).where('type_id', '=', 'downloadable').orderBy('product_id').executeTakeFirstOrThrow();
  const link = await t.database.db.selectFrom('downloadable_link').selectAll().where('product_id', '=', product.product_id).orderBy('sort_order').executeTakeFirstOrThrow();
  const cartId = must(await en.call<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, token), 'customerCart').customerCart.id;
  const added = must(
    await en.call<{ addProductsToCart: { user_errors: { message: string }[] } }>(
      'mutation ($c: String!, $i: [CartItemInput!]!) { addProductsToCart(cartId: $c, cartItems: $i) { user_errors { message } } }',
      { c: cartId, i: [{ sku: product.sku, quantity: 1, selected_options: [downloadableLinkUid(link.link_id)] }] },
      token,
    ),
    'addProductsToCart',
  );
  expect(added.addProductsToCart.user_errors).toEqual([]);
  const { region, ...address } = BANGKOK_ADDRESS;
  must(await en.call('mutation ($c: String!, $a: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { address: $a } }) { cart { id } } }', { c: cartId, a: { ...address, region } }, token), 'billing');
  must(await en.call('mutation ($c: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: "scb_qrcode" } }) { cart { id } } }', { c: cartId }, token), 'payment');
  const placed = must(await en.call<{ placeOrder: { orderV2: { number: string } | null; errors: { message: string }[] } }>(PLACE_ORDER, { cartId }, token), 'placeOrder');
  expect(placed.placeOrder.errors).toEqual([]);
  return { number: placed.placeOrder.orderV2?.number ?? '', linkTitle: link.title_en };
}

describe('orders and downloads of the signed-in customer', () => {
  it('customer.orders and customerDownloadableProducts answer the token’s own purchases only', async () => {
    const buyer = await customer();
    const { number } = await buyEbook(buyer);
    const orders = await en.call<{ customer: { orders: { total_count: number; items: { number: string }[] } } }>('{ customer { orders { total_count items { number } } } }', {}, buyer);
    expect(orders.data?.customer.orders).toEqual({ total_count: 1, items: [{ number }] });
    const downloads = await en.call<{ customerDownloadableProducts: { items: unknown[] } }>(
      '{ customerDownloadableProducts { items { order_increment_id date status download_url remaining_downloads } } }', {}, buyer,
    );
    expect(downloads.data?.customerDownloadableProducts.items).toEqual([
      { order_increment_id: number, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/), status: 'pending_payment', download_url: null, remaining_downloads: '5' },
    ]);

    const stranger = await customer();
    expect((await en.call('{ customer { orders { total_count } } }', {}, stranger)).data).toEqual({ customer: { orders: { total_count: 0 } } });
    expect((await en.call('{ customerDownloadableProducts { items { order_increment_id } } }', {}, stranger)).data).toEqual({ customerDownloadableProducts: { items: [] } });
    expect((await en.call('{ customerDownloadableProducts { items { status } } }')).errors?.[0]?.extensions?.category).toBe('graphql-authorization');
  });

  it('a guest cart merged into the customer cart on sign-in keeps its lines, and another customer’s cart is refused', async () => {
    const product = await t.database.db.selectFrom('product').select('sku').where('type_id', '=', 'simple').where('status', '=', 1).where('stock_status', '=', 'IN_STOCK').where('is_free', '=', false).where('qty_increments', '=', '1').where('min_sale_qty', '<=', '1').orderBy('product_id').executeTakeFirstOrThrow();
    const guestCart = must(await en.call<{ createGuestCart: { cart: { id: string } } }>('mutation { createGuestCart { cart { id } } }'), 'guest cart').createGuestCart.cart.id;
    must(await en.call('mutation ($c: String!, $s: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $s, quantity: 2 }]) { cart { id } } }', { c: guestCart, s: product.sku }), 'add');
    const token = await customer();
    const mine = must(await en.call<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, token), 'customerCart').customerCart.id;
    const merged = await en.call<{ mergeCarts: { total_quantity: number } }>('mutation ($s: String!, $d: String!) { mergeCarts(source_cart_id: $s, destination_cart_id: $d) { total_quantity } }', { s: guestCart, d: mine }, token);
    expect(merged.data?.mergeCarts.total_quantity).toBe(2);
    const spent = await en.call('query ($c: String!) { cart(cart_id: $c) { id } }', { c: guestCart });
    expect(spent.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    const other = await customer();
    const refused = await en.call('query ($c: String!) { cart(cart_id: $c) { id } }', { c: mine }, other);
    expect(refused.errors?.[0]).toMatchObject({ message: `The current user cannot perform operations on cart "${mine}"`, extensions: { category: 'graphql-authorization' } });
  });
});
