// Calls to the shop's real GraphQL API that account journeys make behind the shopper's back: a new customer, a
// token, and orders placed for that customer (as on another device), so the history has something to filter.
import { expect, type APIRequestContext } from '@playwright/test';

export async function gql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}, token?: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: { store: 'th', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
  const body = (await response.json()) as { data: T; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

export async function customerToken(request: APIRequestContext, customer: { email: string; password: string }): Promise<string> {
  const data = await gql<{ generateCustomerToken: { token: string } }>(
    request,
    'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
    { e: customer.email, p: customer.password },
  );
  return data.generateCustomerToken.token;
}

/**
 * Each customer made behind the shopper's back registers from an address of its own, as real shoppers do: the
 * shop creates at most 10 accounts per address an hour, and the whole suite makes more than that. The journeys'
 * server trusts forwarded headers from 127.0.0.1 (playwright.config.ts), as a shop behind its proxy would.
 */
function shopperAddress(): string {
  const byte = () => 1 + Math.floor(Math.random() * 254);
  return `10.${byte()}.${byte()}.${byte()}`;
}

export async function createCustomer(request: APIRequestContext, customer: { email: string; firstname: string; lastname: string; password: string }): Promise<string> {
  await gql(
    request,
    'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    { input: { ...customer, amgdpr_consents: [{ consent_code: 'privacy_policy', is_agreed: true }] } },
    undefined,
    { 'x-forwarded-for': shopperAddress() },
  );
  const data = await gql<{ generateCustomerToken: { token: string } }>(
    request,
    'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
    { e: customer.email, p: customer.password },
  );
  return data.generateCustomerToken.token;
}

const ADDRESS = {
  firstname: 'Malee',
  lastname: 'Srisuk',
  street: ['99/1 ถนนพระราม 4'],
  city: 'คลองเตย',
  region: 'TH-10',
  postcode: '10110',
  sub_district: 'คลองตัน',
  telephone: '0812345678',
  country_code: 'TH',
};

/** Places an order for the customer from their cart; answers the order number. */
export async function placeCustomerOrder(request: APIRequestContext, token: string, sku: string, quantity: number): Promise<string> {
  const { customerCart } = await gql<{ customerCart: { id: string } }>(request, '{ customerCart { id } }', {}, token);
  const cartId = customerCart.id;
  const added = await gql<{ addProductsToCart: { user_errors: { message: string }[] } }>(
    request,
    'mutation ($c: String!, $s: String!, $q: Float!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $s, quantity: $q }]) { user_errors { message } } }',
    { c: cartId, s: sku, q: quantity },
    token,
  );
  expect(added.addProductsToCart.user_errors).toEqual([]);
  await gql(request, 'mutation ($c: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: $a }] }) { cart { id } } }', { c: cartId, a: ADDRESS }, token);
  await gql(request, 'mutation ($c: String!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { same_as_shipping: true } }) { cart { id } } }', { c: cartId }, token);
  await gql(request, 'mutation ($c: String!) { setShippingMethodsOnCart(input: { cart_id: $c, shipping_methods: [{ carrier_code: "talat_standard", method_code: "standard" }] }) { cart { id } } }', { c: cartId }, token);
  await gql(request, 'mutation ($c: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: "scb_qrcode" } }) { cart { id } } }', { c: cartId }, token);
  const placed = await gql<{ placeOrder: { orderV2: { number: string } | null; errors: { message: string }[] } }>(
    request,
    'mutation ($c: String!) { placeOrder(input: { cart_id: $c, amgdpr_consents: [{ consent_code: "privacy_policy", is_agreed: true }] }) { orderV2 { number } errors { code message } } }',
    { c: cartId },
    token,
  );
  expect(placed.placeOrder.errors).toEqual([]);
  return placed.placeOrder.orderV2!.number;
}

/** The sku of a product found by name. */
export async function skuOf(request: APIRequestContext, name: string): Promise<string> {
  const data = await gql<{ products: { items: { sku: string; name: string }[] } }>(request, 'query ($s: String!) { products(search: $s, pageSize: 5) { items { sku name } } }', { s: name });
  const item = data.products.items.find((product) => product.name === name) ?? data.products.items[0];
  if (!item) throw new Error(`no product named ${name}`);
  return item.sku;
}

/** A review of the product written by the customer, rated four of five on every rating the shop asks for. */
export async function writeReview(request: APIRequestContext, token: string, sku: string): Promise<void> {
  const metadata = await gql<{ productReviewRatingsMetadata: { items: { id: string; values: { value_id: string; value: string }[] }[] } }>(
    request,
    '{ productReviewRatingsMetadata { items { id values { value_id value } } } }',
  );
  const ratings = metadata.productReviewRatingsMetadata.items.map((rating) => ({
    id: rating.id,
    value_id: (rating.values.find((value) => value.value === '4') ?? rating.values[0])!.value_id,
  }));
  await gql(
    request,
    'mutation ($input: CreateProductReviewInput!) { createProductReview(input: $input) { review { summary } } }',
    { input: { sku, nickname: 'Somchai', summary: 'อร่อยดี', text: 'ซื้อซ้ำแน่นอน', ratings } },
    token,
  );
}
