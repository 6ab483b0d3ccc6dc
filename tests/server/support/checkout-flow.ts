import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/types';

/**
 * A shopper's checkout over any GraphQL transport (app.inject in tests, fetch against a started server in
 * the durability test and the benchmark): create a cart, add, email, address, delivery, payment, place.
 */
export type GraphQLSend = (query: string, variables: Record<string, unknown>, headers?: Record<string, string>) => Promise<{ data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { category?: string } }[] }>;

export const BANGKOK_ADDRESS = {
  firstname: 'สมชาย',
  lastname: 'ใจดี',
  street: ['99/1 ถนนพระราม 4'],
  city: 'คลองเตย',
  region: 'TH-10',
  postcode: '10110',
  sub_district: 'คลองตัน',
  telephone: '0812345678',
  country_code: 'TH',
};

export const PLACE_ORDER = `mutation ($cartId: String!) { placeOrder(input: { cart_id: $cartId, amgdpr_consents: [{ consent_code: "privacy_policy", is_agreed: true }] }) {
  orderV2 { number total { grand_total { value } subtotal { value } total_shipping { value } total_tax { value } } }
  errors { code message } new_cart_id gtm_ga4 } }`;

function must(result: Awaited<ReturnType<GraphQLSend>>, step: string): Record<string, unknown> {
  if (result.errors?.length || !result.data) throw new Error(`${step}: ${result.errors?.map((e) => e.message).join(', ') ?? 'no data'}`);
  return result.data;
}

/** Prepares a guest cart ready to be placed; returns its masked id. */
export async function prepareGuestCart(
  send: GraphQLSend,
  items: { sku: string; quantity: number }[],
  options: { email?: string; payment?: string; address?: Record<string, unknown>; carrier?: [string, string] } = {},
): Promise<string> {
  const created = must(await send('mutation { createGuestCart { cart { id } } }', {}), 'createGuestCart') as { createGuestCart: { cart: { id: string } } };
  const cartId = created.createGuestCart.cart.id;
  const added = must(
    await send('mutation ($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { message } } }', { cartId, items }),
    'addProductsToCart',
  ) as { addProductsToCart: { user_errors: { message: string }[] } };
  if (added.addProductsToCart.user_errors.length) throw new Error(`addProductsToCart: ${added.addProductsToCart.user_errors.map((e) => e.message).join(', ')}`);
  must(await send('mutation ($cartId: String!, $email: String!) { setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) { cart { id } } }', { cartId, email: options.email ?? 'buyer@example.test' }), 'setGuestEmailOnCart');
  must(
    await send('mutation ($cartId: String!, $address: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) { cart { id } } }', { cartId, address: options.address ?? BANGKOK_ADDRESS }),
    'setShippingAddressesOnCart',
  );
  must(await send('mutation ($cartId: String!) { setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { same_as_shipping: true } }) { cart { id } } }', { cartId }), 'setBillingAddressOnCart');
  const [carrier, method] = options.carrier ?? ['talat_standard', 'standard'];
  must(
    await send('mutation ($cartId: String!, $carrier: String!, $method: String!) { setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: $carrier, method_code: $method }] }) { cart { id } } }', { cartId, carrier, method }),
    'setShippingMethodsOnCart',
  );
  must(await send('mutation ($cartId: String!, $code: String!) { setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $code } }) { cart { id } } }', { cartId, code: options.payment ?? 'scb_qrcode' }), 'setPaymentMethodOnCart');
  return cartId;
}

/** Test products with finite stock (ids 97xxxx), priced so every figure can be checked by hand. */
export async function insertStockedProduct(db: Kysely<Database>, productId: number, sku: string, price: number, qty: number): Promise<void> {
  await db
    .insertInto('product')
    .values({
      product_id: productId, sku, type_id: 'simple', url_key: `checkout-test-${sku.toLowerCase()}`, status: 1, visibility: 4, brand_id: null, price,
      special_price: null, special_from: null, special_to: null, preorder_release_date: null, weight: null, price_view: null, bundle_price_type: null, qty,
      stock_status: qty > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK',
    })
    .execute();
  await db
    .insertInto('product_text')
    .values([1, 2].map((store_id) => ({ product_id: productId, store_id, name: `Checkout test ${sku}`, description: null, short_description: null, meta_title: null, meta_keywords: null, meta_description: null })))
    .execute();
}

/** Switches off the demo promotions and order limits, so the test's own figures are the only ones. */
export async function neutralisePromotions(db: Kysely<Database>): Promise<void> {
  await db.updateTable('cart_rule').set({ is_active: false }).execute();
  await db.updateTable('free_gift_rule').set({ is_active: false }).execute();
  await db.updateTable('extra_fee').set({ is_active: false }).execute();
  await db.deleteFrom('config').where('path', 'in', ['sales/minimum_order/active', 'sales/minimum_order/amount', 'talat/cart/maximum_order_amount']).execute();
}
