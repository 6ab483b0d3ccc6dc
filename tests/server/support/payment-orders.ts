import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/types';
import { BANGKOK_ADDRESS, insertStockedProduct, PLACE_ORDER, prepareGuestCart, type GraphQLSend } from './checkout-flow';
import { graphqlPost } from './graphql-request';

export interface PlacedOrder {
  orderNumber: string;
  cartId: string;
  totalSatang: number;
}

const PAYMENT_TEST_PRODUCT = { id: 979_001, sku: 'PAYTEST' };
const prepared = new WeakSet<Kysely<Database>>();

/** A product with plenty of stock for the payment tests (one per test database). */
async function ensureProduct(db: Kysely<Database>): Promise<void> {
  if (prepared.has(db)) return;
  prepared.add(db);
  await insertStockedProduct(db, PAYMENT_TEST_PRODUCT.id, PAYMENT_TEST_PRODUCT.sku, 12_345, 100_000);
}

function sender(app: FastifyInstance, baseHeaders: Record<string, string>): GraphQLSend {
  return async (query, variables, headers) => (await graphqlPost(app, { query, variables, headers: { ...baseHeaders, ...headers } })).body;
}

/** A signed-in customer's cart made ready to place (no guest email: the account's is used). */
async function prepareCustomerCart(send: GraphQLSend, quantity: number, payment: string): Promise<string> {
  const steps: [string, Record<string, unknown>][] = [];
  const created = await send('mutation { createEmptyCart }', {});
  const cartId = (created.data as { createEmptyCart: string }).createEmptyCart;
  steps.push(
    ['mutation ($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) { cart { id } } }', { cartId, items: [{ sku: PAYMENT_TEST_PRODUCT.sku, quantity }] }],
    ['mutation ($cartId: String!, $address: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) { cart { id } } }', { cartId, address: BANGKOK_ADDRESS }],
    ['mutation ($cartId: String!) { setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { same_as_shipping: true } }) { cart { id } } }', { cartId }],
    ['mutation ($cartId: String!) { setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: "talat_standard", method_code: "standard" }] }) { cart { id } } }', { cartId }],
    ['mutation ($cartId: String!, $code: String!) { setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $code } }) { cart { id } } }', { cartId, code: payment }],
  );
  for (const [query, variables] of steps) {
    const answer = await send(query, variables);
    if (answer.errors?.length) throw new Error(answer.errors.map((e) => e.message).join(', '));
  }
  return cartId;
}

/**
 * An order waiting for its payment, placed the way the storefront places it: a cart with a product,
 * a Bangkok address, standard delivery and the payment method, then placeOrder. Guest by default; with
 * `customerToken`, the customer's own cart.
 */
export async function orderAwaitingPayment(
  app: FastifyInstance,
  db: Kysely<Database>,
  method: string,
  options: { quantity?: number; customerToken?: string } = {},
): Promise<PlacedOrder> {
  await ensureProduct(db);
  const quantity = options.quantity ?? 1;
  const send = sender(app, options.customerToken ? { authorization: `Bearer ${options.customerToken}` } : {});
  const cartId = options.customerToken
    ? await prepareCustomerCart(send, quantity, method)
    : await prepareGuestCart(send, [{ sku: PAYMENT_TEST_PRODUCT.sku, quantity }], { payment: method });
  const placed = await send(PLACE_ORDER, { cartId });
  const output = (placed.data as { placeOrder: { orderV2: { number: string; total: { grand_total: { value: number } } } | null; errors: { message: string }[] } } | null)?.placeOrder;
  if (!output?.orderV2) throw new Error(`placeOrder: ${JSON.stringify(placed.errors ?? output?.errors)}`);
  return { orderNumber: output.orderV2.number, cartId, totalSatang: Math.round(output.orderV2.total.grand_total.value * 100) };
}

export async function orderStatus(db: Kysely<Database>, orderNumber: string): Promise<string> {
  const row = await db.selectFrom('sales_order').select('status').where('increment_id', '=', orderNumber).executeTakeFirstOrThrow();
  return row.status;
}

/** A browser form post (application/x-www-form-urlencoded). */
export function postForm(app: FastifyInstance, url: string, fields: Record<string, string>): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Follows a 303 the way a browser does (GET), once. */
export function follow(app: FastifyInstance, response: LightMyRequestResponse): Promise<LightMyRequestResponse> {
  const location = response.headers.location;
  if (response.statusCode !== 303 || typeof location !== 'string') throw new Error(`expected a 303, got ${response.statusCode}: ${response.body.slice(0, 300)}`);
  return app.inject({ method: 'GET', url: location });
}
