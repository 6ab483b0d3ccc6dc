// Orders for the payment sandbox journeys, placed behind the shopper's back through the shop's real GraphQL
// checkout (cart, item, address, delivery, payment method, placeOrder), as the checkout page would.
import { expect, type APIRequestContext } from '@playwright/test';

interface Answer<T> {
  data?: T;
  errors?: { message: string }[];
}

export async function gql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}, store = 'th'): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables }, headers: { store } });
  expect(response.ok()).toBe(true);
  const answer = (await response.json()) as Answer<T>;
  if (answer.errors?.length || !answer.data) throw new Error(`GraphQL failed: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

const ADDRESS = {
  firstname: 'สมศรี', lastname: 'ใจดี', street: ['99/1 ถนนพระราม 4'], city: 'คลองเตย', region: 'TH-10', postcode: '10110',
  sub_district: 'คลองตัน', telephone: '0812345678', country_code: 'TH',
};

export interface PlacedOrder {
  orderNumber: string;
  cartId: string;
  total: number;
  /** The order link's token (the guest's proof of the order, as in the order mail's repayment link). */
  token: string;
}

/** A guest order paid with `method`, waiting for its payment. */
export async function placeGuestOrder(request: APIRequestContext, method: string): Promise<PlacedOrder> {
  const found = await gql<{ products: { items: { __typename: string; sku: string; stock_status: string; price_range: { minimum_price: { final_price: { value: number } } } }[] } }>(
    request,
    '{ products(search: "ข้าว", pageSize: 20) { items { __typename sku stock_status price_range { minimum_price { final_price { value } } } } } }',
  );
  // One unit must reach the shop's minimum order (฿100).
  const sku = found.products.items.find((p) => p.__typename === 'SimpleProduct' && p.stock_status === 'IN_STOCK' && p.price_range.minimum_price.final_price.value >= 120)?.sku;
  if (!sku) throw new Error('No simple product in stock to buy');
  const { createGuestCart } = await gql<{ createGuestCart: { cart: { id: string } } }>(request, 'mutation { createGuestCart { cart { id } } }');
  const cartId = createGuestCart.cart.id;
  await gql(request, 'mutation ($c: String!, $sku: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }', { c: cartId, sku });
  await gql(request, 'mutation ($c: String!) { setGuestEmailOnCart(input: { cart_id: $c, email: "payer@example.test" }) { cart { id } } }', { c: cartId });
  await gql(request, 'mutation ($c: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: $a }] }) { cart { id } } }', { c: cartId, a: ADDRESS });
  await gql(request, 'mutation ($c: String!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { same_as_shipping: true } }) { cart { id } } }', { c: cartId });
  await gql(request, 'mutation ($c: String!) { setShippingMethodsOnCart(input: { cart_id: $c, shipping_methods: [{ carrier_code: "talat_standard", method_code: "standard" }] }) { cart { id } } }', { c: cartId });
  await gql(request, 'mutation ($c: String!, $m: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: $m } }) { cart { id } } }', { c: cartId, m: method });
  const placed = await gql<{ placeOrder: { orderV2: { number: string; token: string; total: { grand_total: { value: number } } } } }>(
    request, 'mutation ($c: String!) { placeOrder(input: { cart_id: $c, amgdpr_consents: [{ consent_code: "privacy_policy", is_agreed: true }] }) { orderV2 { number token total { grand_total { value } } } } }', { c: cartId },
  );
  const order = placed.placeOrder.orderV2;
  return { orderNumber: order.number, cartId, total: order.total.grand_total.value, token: order.token };
}

/** ฿1,234.50, as the sandbox pages write amounts. */
export function baht(value: number): string {
  return `฿${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
