import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../server/modules/customers/customer-tokens';
import { hashPassword } from '../../server/modules/customers/passwords';
import { findOrderForPayment, recordPaymentOutcome } from '../../server/modules/orders/order-payment';
import { buildContext } from '../../server/graphql/request-context';
import type { CustomerOrdersFilterInput } from '../../server/graphql/generated/resolvers-types';
import { requireCustomerId } from '../../server/modules/customers/current-customer';
import { customerOrders } from '../../server/modules/orders/order-queries';
import { graphqlPost } from './support/graphql-request';
import { buildTestApp, type TestApp } from './support/test-app';
import { BANGKOK_ADDRESS, insertStockedProduct, neutralisePromotions, PLACE_ORDER, prepareGuestCart, type GraphQLSend } from './support/checkout-flow';

// Orders after placing: the REST checkout (guest and carts/mine), a customer's history with its filters,
// payment outcomes (idempotent, paid never moves back, cancel gives stock back) and repayment.

let t: TestApp;
let token: string;
let send: GraphQLSend;

const REST_ADDRESS = {
  firstname: 'สมศรี', lastname: 'รักดี', street: ['1 ถนนสุขุมวิท'], city: 'คลองเตย', region_code: 'TH-10', postcode: '10110', country_id: 'TH', telephone: '0898765432',
  custom_attributes: [{ attribute_code: 'sub_district', value: 'พระโขนง' }],
};

beforeAll(async () => {
  t = await buildTestApp();
  await neutralisePromotions(t.database.db);
  await insertStockedProduct(t.database.db, 972_001, 'ORONE', 10_000, 40);
  const customer = await t.database.db
    .insertInto('customer')
    .values({ email: 'orders-customer@example.test', firstname: 'มานี', lastname: 'มีนา', password_hash: await hashPassword('Secret-123') })
    .returning('customer_id')
    .executeTakeFirstOrThrow();
  token = await issueToken(t.database.db, customer.customer_id);
  send = async (query, variables, headers) => (await graphqlPost(t.app, { query, variables, headers: { store: 'en', ...headers } })).body;
});

afterAll(async () => {
  await t?.close();
});

const rest = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: JSON.stringify(payload), headers: { 'content-type': 'application/json', store: 'en', ...headers } });

describe('REST checkout', () => {
  it('places a guest order through shipping-information and payment-information', async () => {
    const created = await send('mutation { createGuestCart { cart { id } } }', {});
    const cartId = (created.data?.createGuestCart as { cart: { id: string } }).cart.id;
    await send('mutation ($cartId: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: "ORONE", quantity: 2 }]) { user_errors { message } } }', { cartId });
    const shipping = await rest(`/rest/V1/guest-carts/${cartId}/shipping-information`, {
      addressInformation: { shipping_address: REST_ADDRESS, billing_address: REST_ADDRESS, shipping_carrier_code: 'talat_standard', shipping_method_code: 'standard' },
    });
    expect(shipping.statusCode).toBe(200);
    const details = shipping.json<{ payment_methods: { code: string }[]; totals: { grand_total: number; shipping_incl_tax: number } }>();
    expect(details.totals).toMatchObject({ grand_total: 250, shipping_incl_tax: 50 });
    expect(details.payment_methods.map((m) => m.code)).toContain('scb_deeplink');

    const refused = await rest(`/rest/V1/guest-carts/${cartId}/payment-information`, { email: 'not-an-email', paymentMethod: { method: 'scb_deeplink' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Invalid email format' });

    const paid = await rest(`/rest/V1/guest-carts/${cartId}/payment-information`, { cartId, email: 'rest-guest@example.test', paymentMethod: { method: 'scb_deeplink', additional_data: { payment_method_nonce: 'n' }, extension_attributes: { amgdpr_consents: [{ consent_code: 'privacy_policy', is_agreed: true }] } }, billingAddress: REST_ADDRESS });
    expect(paid.statusCode).toBe(200);
    const orderId = paid.json<string>();
    expect(orderId).toMatch(/^\d+$/);
    const order = await t.database.db.selectFrom('sales_order').select(['email', 'grand_total', 'payment_method_code']).where('order_id', '=', Number(orderId)).executeTakeFirstOrThrow();
    expect(order).toEqual({ email: 'rest-guest@example.test', grand_total: 25_000, payment_method_code: 'scb_deeplink' });
  });

  it('refuses carts/mine without a token and places the customer cart with one', async () => {
    expect((await rest('/rest/V1/carts/mine/shipping-information', { addressInformation: {} })).statusCode).toBe(401);
    const auth = { authorization: `Bearer ${token}` };
    const cart = await send('{ customerCart { id } }', {}, auth);
    const cartId = (cart.data?.customerCart as { id: string }).id;
    await send('mutation ($cartId: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: "ORONE", quantity: 1 }]) { user_errors { message } } }', { cartId }, auth);
    const shipping = await rest('/rest/V1/carts/mine/shipping-information', { addressInformation: { shipping_address: REST_ADDRESS, billing_address: REST_ADDRESS, shipping_carrier_code: 'talat_pickup', shipping_method_code: 'pickup' } }, auth);
    expect(shipping.statusCode).toBe(200);
    const paid = await rest('/rest/V1/carts/mine/payment-information', { paymentMethod: { method: 'P2c2pPaymentApi', extension_attributes: { amgdpr_consents: [{ consent_code: 'privacy_policy', is_agreed: true }] } } }, auth);
    expect(paid.statusCode).toBe(200);
    const order = await t.database.db.selectFrom('sales_order').select(['email', 'customer_id']).where('order_id', '=', Number(paid.json<string>())).executeTakeFirstOrThrow();
    expect(order.email).toBe('orders-customer@example.test');
  });

  it('carries the chosen delivery date and slot through carts/mine shipping-information, and refuses one not offered', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const cart = await send('{ customerCart { id } }', {}, auth);
    const cartId = (cart.data?.customerCart as { id: string }).id;
    await send('mutation ($cartId: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: "ORONE", quantity: 2 }]) { user_errors { message } } }', { cartId }, auth);
    const first = await rest('/rest/V1/carts/mine/shipping-information', { addressInformation: { shipping_address: REST_ADDRESS, shipping_carrier_code: 'talat_standard', shipping_method_code: 'standard' } }, auth);
    expect(first.statusCode).toBe(200);
    type Shipping = { cart: { shipping_addresses: { available_shipping_methods: { carrier_code: string; delivery_slots: { date: string; option: string }[] }[]; selected_shipping_method: { delivery_date: string | null; time_slot: string | null } }[] } };
    const selection = '{ shipping_addresses { available_shipping_methods { carrier_code delivery_slots { date option } } selected_shipping_method { delivery_date time_slot } } }';
    const before = (await send(`query ($cartId: String!) { cart(cart_id: $cartId) ${selection} }`, { cartId }, auth)).data as Shipping;
    const slots = before.cart.shipping_addresses[0]?.available_shipping_methods.find((m) => m.carrier_code === 'talat_standard')?.delivery_slots ?? [];
    expect(slots.length).toBeGreaterThan(1);
    // Without a slot the soonest is taken; the last offered one is chosen explicitly.
    expect(before.cart.shipping_addresses[0]?.selected_shipping_method).toEqual({ delivery_date: slots[0]?.date, time_slot: slots[0]?.option });
    const chosen = slots[slots.length - 1]!;
    const saved = await rest('/rest/V1/carts/mine/shipping-information', {
      addressInformation: { shipping_address: REST_ADDRESS, shipping_carrier_code: 'talat_standard', shipping_method_code: 'standard', extension_attributes: { delivery_date: chosen.date, time_slot: chosen.option } },
    }, auth);
    expect(saved.statusCode).toBe(200);
    const after = (await send(`query ($cartId: String!) { cart(cart_id: $cartId) ${selection} }`, { cartId }, auth)).data as Shipping;
    expect(after.cart.shipping_addresses[0]?.selected_shipping_method).toEqual({ delivery_date: chosen.date, time_slot: chosen.option });

    const refused = await rest('/rest/V1/carts/mine/shipping-information', {
      addressInformation: { shipping_address: REST_ADDRESS, shipping_carrier_code: 'talat_standard', shipping_method_code: 'standard', extension_attributes: { delivery_date: '2001-01-01', time_slot: '09:00-12:00' } },
    }, auth);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain('not available');

    const placed = await rest('/rest/V1/carts/mine/payment-information', { paymentMethod: { method: 'scb_deeplink', extension_attributes: { amgdpr_consents: [{ consent_code: 'privacy_policy', is_agreed: true }] } }, billingAddress: REST_ADDRESS }, auth);
    expect(placed.json(), JSON.stringify(placed.json())).toMatch(/^\d+$/);
    expect(placed.statusCode).toBe(200);
    const order = await t.database.db.selectFrom('sales_order').selectAll().where('order_id', '=', Number(placed.json<string>())).executeTakeFirstOrThrow();
    expect(JSON.stringify(order)).toContain(chosen.date);
  });
});

describe('customer orders, payment outcomes and repayment', () => {
  const auth = (): Record<string, string> => ({ authorization: `Bearer ${token}` });

  async function customerOrder(): Promise<string> {
    const cart = await send('{ customerCart { id } }', {}, auth());
    const cartId = (cart.data?.customerCart as { id: string }).id;
    await send('mutation ($cartId: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: "ORONE", quantity: 3 }]) { user_errors { message } } }', { cartId }, auth());
    await send('mutation ($cartId: String!, $address: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) { cart { id } } }', { cartId, address: BANGKOK_ADDRESS }, auth());
    await send('mutation ($cartId: String!) { setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { same_as_shipping: true } }) { cart { id } } }', { cartId }, auth());
    await send('mutation ($cartId: String!) { setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: "talat_standard", method_code: "standard" }] }) { cart { id } } }', { cartId }, auth());
    await send('mutation ($cartId: String!) { setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: "P2c2pPaymentApi" } }) { cart { id } } }', { cartId }, auth());
    const placed = await send(PLACE_ORDER, { cartId }, auth());
    return (placed.data?.placeOrder as { orderV2: { number: string } }).orderV2.number;
  }

  it('lists the customer’s orders with filters and state counts, and only theirs', async () => {
    const first = await customerOrder();
    const second = await customerOrder();
    // customer.orders runs this with the signed-in customer's id (Query.customer itself is the accounts module's).
    const ctx = await buildContext(t.database.db, { storeCode: 'en', currency: null, bearerToken: token, isRepayment: false });
    const customerId = await requireCustomerId(ctx);
    const list = async (filter: CustomerOrdersFilterInput) => {
      const orders = await customerOrders(ctx, customerId, { filter, sort: { sort_field: 'NUMBER', sort_direction: 'ASC' } });
      return { orders: { total_count: orders.total_count ?? 0, items: orders.items.map((o) => o as { number: string; state: string; tracking_order_status: string }), state_counts: orders.state_counts } };
    };
    const all = await send('{ customerOrders { total_count items { number } } }', {}, auth());
    expect((all.data?.customerOrders as { total_count: number }).total_count).toBeGreaterThanOrEqual(3);
    const byNumber = await list({ number: { eq: second } });
    expect(byNumber.orders.items.map((o) => o.number)).toEqual([second]);
    const both = await list({ number: { in: [first, second] } });
    expect(both.orders.total_count).toBe(2);
    const matched = await list({ number: { match: second.slice(-3) } });
    expect(matched.orders.items.map((o) => o.number)).toContain(second);
    const pending = await list({ state: { eq: 'pending_payment' }, tracking_order_status: { eq: 'awaiting_payment' } });
    expect(pending.orders.items.every((o) => o.state === 'pending_payment')).toBe(true);
    expect(pending.orders.state_counts.find((c) => c.state === 'pending_payment')?.count).toBeGreaterThanOrEqual(2);
    const future = await list({ created_at: { from: '2999-01-01' } });
    expect(future.orders.total_count).toBe(0);
    // A bare date is a Bangkok calendar day: an order placed at 00:40 in Bangkok (17:40 UTC the day before) is
    // found under its Bangkok date and not under the UTC one.
    await t.database.db.updateTable('sales_order').set({ created_at: new Date('2026-11-24T17:40:00Z') }).where('increment_id', '=', first).execute();
    const bangkokDay = await list({ number: { eq: first }, created_at: { from: '2026-11-25', to: '2026-11-25' } });
    expect(bangkokDay.orders.items.map((o) => o.number)).toEqual([first]);
    const utcDay = await list({ number: { eq: first }, created_at: { from: '2026-11-24', to: '2026-11-24' } });
    expect(utcDay.orders.total_count).toBe(0);
    // As the order history page sends a day: its first and last second, without a zone.
    const asSent = await list({ number: { eq: first }, created_at: { from: '2026-11-25 00:00:00', to: '2026-11-25 23:59:59' } });
    expect(asSent.orders.items.map((o) => o.number)).toEqual([first]);
    const dayBefore = await list({ number: { eq: first }, created_at: { from: '2026-11-24 00:00:00', to: '2026-11-24 23:59:59' } });
    expect(dayBefore.orders.total_count).toBe(0);
    // A guest asking for the same order by number is refused; the guest's own orders never show up here.
    const anonymous = await send('query ($n: String!) { order(order_number: $n) { number } }', { n: first });
    expect(anonymous.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
  });

  it('records payment outcomes idempotently, repays a failed order from its repayment cart, and never moves a paid order back', async () => {
    const number = await customerOrder();
    expect(await findOrderForPayment(t.database.db, number)).toMatchObject({ number, status: 'pending_payment', grandTotalSatang: 35_000, paymentMethodCode: 'P2c2pPaymentApi', currency: 'THB' });
    expect(await recordPaymentOutcome(t.database.db, number, 'payment_failed', 'ref-1')).toEqual({ changed: true, status: 'payment_failed' });
    expect(await recordPaymentOutcome(t.database.db, number, 'payment_failed', 'ref-1')).toEqual({ changed: false, status: 'payment_failed' });

    const query = 'query ($n: String!) { order(order_number: $n) { number canRepayment cartIdMask status total { grand_total { value } } } }';
    const plain = (await send(query, { n: number }, auth())).data?.order as { canRepayment: boolean; cartIdMask: string | null };
    expect(plain).toMatchObject({ canRepayment: true, cartIdMask: null });
    const repay = (await send(query, { n: number }, { ...auth(), 'is-repayment': 'true' })).data?.order as { canRepayment: boolean; cartIdMask: string; status: string };
    expect(repay.canRepayment).toBe(true);
    expect(repay.cartIdMask).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(repay.status).toBe('Payment Failed');

    const repaymentCart = await send('query ($id: String!) { cart(cart_id: $id) { id available_payment_methods { code } } }', { id: repay.cartIdMask }, auth());
    expect((repaymentCart.data?.cart as { available_payment_methods: { code: string }[] }).available_payment_methods.map((m) => m.code)).toContain('kpayment_qr');
    await send('mutation ($cartId: String!) { setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: "kpayment_qr" } }) { cart { selected_payment_method { code } } } }', { cartId: repay.cartIdMask }, auth());
    const placed = await send(PLACE_ORDER, { cartId: repay.cartIdMask }, auth());
    expect((placed.data?.placeOrder as { orderV2: { number: string } }).orderV2.number).toBe(number);
    expect(await findOrderForPayment(t.database.db, number)).toMatchObject({ status: 'pending_payment', paymentMethodCode: 'kpayment_qr', maskedCartId: repay.cartIdMask, paymentAttempts: 2 });
    // The customer's shopping cart is untouched by the repayment cart.
    expect((await send('{ customerCart { id } }', {}, auth())).errors).toBeUndefined();

    expect(await recordPaymentOutcome(t.database.db, number, 'paid', 'ref-2')).toEqual({ changed: true, status: 'processing' });
    expect(await recordPaymentOutcome(t.database.db, number, 'paid', 'ref-2')).toEqual({ changed: false, status: 'processing' });
    expect(await recordPaymentOutcome(t.database.db, number, 'cancelled', 'ref-3')).toEqual({ changed: false, status: 'processing' });
    expect(await recordPaymentOutcome(t.database.db, number, 'payment_failed', 'ref-4')).toEqual({ changed: false, status: 'processing' });
    const after = (await send(query, { n: number }, { ...auth(), 'is-repayment': 'true' })).data?.order as { canRepayment: boolean; cartIdMask: string | null };
    expect(after).toMatchObject({ canRepayment: false, cartIdMask: null });
    const events = await t.database.db.selectFrom('sales_order_payment_event as e').innerJoin('sales_order as o', 'o.order_id', 'e.order_id').select(['e.outcome', 'e.changed']).where('o.increment_id', '=', number).orderBy('e.event_id').execute();
    expect(events.map((e) => `${e.outcome}:${e.changed}`)).toEqual(['payment_failed:true', 'payment_failed:false', 'paid:true', 'paid:false', 'cancelled:false', 'payment_failed:false']);
  });

  it('lets a guest holding the order link repay a declined order, and nobody without it; the mail carries the link', async () => {
    const cartId = await prepareGuestCart(send, [{ sku: 'ORONE', quantity: 3 }], { payment: 'P2c2pPaymentApi', email: 'guest-repay@example.test' });
    const placed = (await send('mutation ($cartId: String!) { placeOrder(input: { cart_id: $cartId, amgdpr_consents: [{ consent_code: "privacy_policy", is_agreed: true }] }) { orderV2 { number token } errors { message } } }', { cartId })).data?.placeOrder as { orderV2: { number: string; token: string } };
    const { number, token } = placed.orderV2;
    expect(await recordPaymentOutcome(t.database.db, number, 'payment_failed', 'guest-ref-1')).toEqual({ changed: true, status: 'payment_failed' });

    const mail = await t.database.db.selectFrom('mail_outbox').select(['text_body']).where('subject', 'like', `%${number}%`).executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`/repayment/order_increment_id/${number}?token=${encodeURIComponent(token)}`);

    const query = 'query ($t: String!) { guestOrderByToken(input: { token: $t }) { number canRepayment cartIdMask } }';
    expect((await send(query, { t: token })).data?.guestOrderByToken).toEqual({ number, canRepayment: true, cartIdMask: null });
    const wrong = await send(query, { t: `${token.split('.')[0]}.forged` }, { 'is-repayment': 'true' });
    expect(wrong.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    const repay = (await send(query, { t: token }, { 'is-repayment': 'true' })).data?.guestOrderByToken as { cartIdMask: string };
    expect(repay.cartIdMask).toMatch(/^[A-Za-z0-9]{32}$/);
    // Asking again hands out the same open repayment cart.
    expect(((await send(query, { t: token }, { 'is-repayment': 'true' })).data?.guestOrderByToken as { cartIdMask: string }).cartIdMask).toBe(repay.cartIdMask);

    await send('mutation ($cartId: String!) { setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: "kpayment_qr" } }) { cart { id } } }', { cartId: repay.cartIdMask });
    const repaid = await send(PLACE_ORDER, { cartId: repay.cartIdMask });
    expect((repaid.data?.placeOrder as { orderV2: { number: string } }).orderV2.number).toBe(number);
    expect(await findOrderForPayment(t.database.db, number)).toMatchObject({ status: 'pending_payment', paymentMethodCode: 'kpayment_qr', maskedCartId: repay.cartIdMask, paymentAttempts: 2 });
    // The link stays valid after the repayment moved the order to the repayment cart.
    expect((await send(query, { t: token })).data?.guestOrderByToken).toMatchObject({ number, canRepayment: true });
    // A customer's order is never handed out to a guest this way.
    const customerNumber = await customerOrder();
    const customerToken = ((await send('query ($n: String!) { order(order_number: $n) { token } }', { n: customerNumber }, auth())).data?.order as { token: string }).token;
    expect((await send(query, { t: customerToken }, { 'is-repayment': 'true' })).data?.guestOrderByToken).toMatchObject({ canRepayment: false, cartIdMask: null });
  });

  it('gives the stock back when a payment is cancelled', async () => {
    const cartId = await prepareGuestCart(send, [{ sku: 'ORONE', quantity: 4 }]);
    const before = Number((await t.database.db.selectFrom('product').select('qty').where('product_id', '=', 972_001).executeTakeFirstOrThrow()).qty);
    const number = ((await send(PLACE_ORDER, { cartId })).data?.placeOrder as { orderV2: { number: string } }).orderV2.number;
    const during = Number((await t.database.db.selectFrom('product').select('qty').where('product_id', '=', 972_001).executeTakeFirstOrThrow()).qty);
    expect(during).toBe(before - 4);
    expect(await recordPaymentOutcome(t.database.db, number, 'cancelled', 'ref-c')).toEqual({ changed: true, status: 'canceled' });
    expect(await recordPaymentOutcome(t.database.db, number, 'cancelled', 'ref-c')).toEqual({ changed: false, status: 'canceled' });
    const after = Number((await t.database.db.selectFrom('product').select('qty').where('product_id', '=', 972_001).executeTakeFirstOrThrow()).qty);
    expect(after).toBe(before);
  });
});
