import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANGKOK_ADDRESS, insertStockedProduct, PLACE_ORDER } from './support/checkout-flow';
import { GOOD_PASSWORD, Shopper, uniqueEmail } from './support/customer-session';
import { buildTestApp, type TestApp } from './support/test-app';

// A signed-in customer's delivery address with save_in_address_book joins their address book when the order is
// placed (server/modules/customers/keep-checkout-address.ts): once, as their default when it is the first, not when
// the flag is off, and never for a guest (who has no book).

let t: TestApp;
let en: Shopper;
const SKU = 'BOOK-ADDR-1';

beforeAll(async () => {
  t = await buildTestApp();
  en = new Shopper(t.app, 'en');
  await insertStockedProduct(t.database.db, 977_101, SKU, 50_000, 50);
});

afterAll(async () => {
  await t?.close();
});

function must<T>(body: { data?: T | null; errors?: { message: string }[] }, step: string): T {
  if (body.errors?.length || !body.data) throw new Error(`${step}: ${body.errors?.map((e) => e.message).join(', ')}`);
  return body.data;
}

async function customer(): Promise<string> {
  const email = uniqueEmail('book');
  await en.register({ email, password: GOOD_PASSWORD });
  return en.signIn(email, GOOD_PASSWORD);
}

/** Places an order of the customer's cart delivered to `address`, billed to the same. */
async function orderTo(token: string | null, address: Record<string, unknown>): Promise<void> {
  const cartId = token
    ? must(await en.call<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, token), 'customerCart').customerCart.id
    : must(await en.call<{ createGuestCart: { cart: { id: string } } }>('mutation { createGuestCart { cart { id } } }'), 'guest cart').createGuestCart.cart.id;
  must(await en.call('mutation ($c: String!, $s: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $s, quantity: 1 }]) { cart { id } } }', { c: cartId, s: SKU }, token), 'add');
  if (!token) must(await en.call('mutation ($c: String!) { setGuestEmailOnCart(input: { cart_id: $c, email: "guest-book@example.test" }) { cart { id } } }', { c: cartId }), 'email');
  must(await en.call('mutation ($c: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: $a }] }) { cart { id } } }', { c: cartId, a: address }, token), 'shipping');
  must(await en.call('mutation ($c: String!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { same_as_shipping: true } }) { cart { id } } }', { c: cartId }, token), 'billing');
  must(await en.call('mutation ($c: String!) { setShippingMethodsOnCart(input: { cart_id: $c, shipping_methods: [{ carrier_code: "talat_standard", method_code: "standard" }] }) { cart { id } } }', { c: cartId }, token), 'method');
  must(await en.call('mutation ($c: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: "scb_qrcode" } }) { cart { id } } }', { c: cartId }, token), 'payment');
  const placed = must(await en.call<{ placeOrder: { errors: { message: string }[] } }>(PLACE_ORDER, { cartId }, token), 'placeOrder');
  expect(placed.placeOrder.errors).toEqual([]);
}

interface Book {
  customer: { addresses: { firstname: string; street: string[]; postcode: string; telephone: string; default_shipping: boolean; default_billing: boolean }[] };
}
const BOOK = '{ customer { addresses { firstname street postcode telephone default_shipping default_billing } } }';

describe('a checkout address kept in the address book', () => {
  it('joins the book once, as the default for delivery and billing when it is the first; not without the flag', async () => {
    const token = await customer();
    await orderTo(token, { ...BANGKOK_ADDRESS, save_in_address_book: true });
    const first = must(await en.call<Book>(BOOK, {}, token), 'book').customer.addresses;
    expect(first).toEqual([{ firstname: 'สมชาย', street: ['99/1 ถนนพระราม 4'], postcode: '10110', telephone: '0812345678', default_shipping: true, default_billing: true }]);

    // The same address again, flagged: the book already has it word for word.
    await orderTo(token, { ...BANGKOK_ADDRESS, save_in_address_book: true });
    // Another address without the flag: used for this order only.
    await orderTo(token, { ...BANGKOK_ADDRESS, street: ['1 ถนนสีลม'], save_in_address_book: false });
    expect(must(await en.call<Book>(BOOK, {}, token), 'book').customer.addresses).toHaveLength(1);

    // Another address flagged: added, the first stays the default.
    await orderTo(token, { ...BANGKOK_ADDRESS, street: ['1 ถนนสีลม'], save_in_address_book: true });
    const book = must(await en.call<Book>(BOOK, {}, token), 'book').customer.addresses;
    expect(book.map((address) => [address.street[0], address.default_shipping])).toEqual([
      ['99/1 ถนนพระราม 4', true],
      ['1 ถนนสีลม', false],
    ]);
  });

  it('keeps the ask when the delivery method sends the address again over REST, as the storefront does for customers', async () => {
    const token = await customer();
    const cartId = must(await en.call<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, token), 'customerCart').customerCart.id;
    must(await en.call('mutation ($c: String!, $s: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $s, quantity: 1 }]) { cart { id } } }', { c: cartId, s: SKU }, token), 'add');
    const { region, sub_district, country_code, ...rest } = BANGKOK_ADDRESS;
    const address = { ...rest, region_code: region, country_id: country_code, street: ['7 ถนนเพลินจิต'], sub_district, save_in_address_book: 1 };
    const saved = await t.app.inject({
      method: 'POST',
      url: '/rest/V1/carts/mine/shipping-information',
      headers: { 'content-type': 'application/json', store: 'en', authorization: `Bearer ${token}` },
      payload: JSON.stringify({ addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: 'talat_standard', shipping_method_code: 'standard' } }),
    });
    expect(saved.statusCode).toBe(200);
    must(await en.call('mutation ($c: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: "scb_qrcode" } }) { cart { id } } }', { c: cartId }, token), 'payment');
    expect(must(await en.call<{ placeOrder: { errors: unknown[] } }>(PLACE_ORDER, { cartId }, token), 'placeOrder').placeOrder.errors).toEqual([]);
    const book = must(await en.call<Book>(BOOK, {}, token), 'book').customer.addresses;
    expect(book.map((entry) => [entry.street[0], entry.default_shipping, entry.default_billing])).toEqual([['7 ถนนเพลินจิต', true, true]]);
  });

  it('is ignored for a guest, whose order is placed as usual', async () => {
    await orderTo(null, { ...BANGKOK_ADDRESS, save_in_address_book: true });
    const rows = await t.database.db.selectFrom('customer_address').select('street').execute();
    // Only the first test's customer holds it.
    expect(rows.filter((row) => row.street[0] === '99/1 ถนนพระราม 4')).toHaveLength(1);
  });
});
