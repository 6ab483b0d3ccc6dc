import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentRuntimeFor } from '../../server/payments/payment-runtime';
import { RESULT_MAX_AGE_MS } from '../../server/payments/provider-results';
import { withSignature } from '../../server/payments/signing';
import { graphqlPost } from './support/graphql-request';
import { orderAwaitingPayment, orderStatus, postForm, type PlacedOrder } from './support/payment-orders';
import { buildTestApp, type TestApp } from './support/test-app';

/**
 * The callback endpoints against what an attacker or a flaky network sends: forged, replayed, reordered,
 * stale or mismatching results change nothing; ownership of the payment start.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

/** Opens a 2C2P payment for an order and answers its reference (our transaction). */
async function openPayment(order: PlacedOrder, headers: Record<string, string> = {}): Promise<string> {
  const { body } = await graphqlPost<{ createP2c2pPaymentRequest: { fields: { name: string; value: string }[] } }>(t.app, {
    query: 'mutation ($cart: String!, $order: String!) { createP2c2pPaymentRequest(cart_id: $cart, order_number: $order) { fields { name value } } }',
    variables: { cart: order.cartId, order: order.orderNumber },
    headers,
  });
  expect(body.errors).toBeUndefined();
  return body.data!.createP2c2pPaymentRequest.fields.find((f) => f.name === 'order_id')!.value;
}

async function result(reference: string, order: PlacedOrder, overrides: Record<string, string> = {}): Promise<Record<string, string>> {
  const secret = await paymentRuntimeFor(t.database.db).secretFor('2c2p');
  return withSignature({
    reference,
    nonce: `ccpp_${Math.random().toString(16).slice(2)}`,
    result: 'approved',
    amount: String(order.totalSatang),
    currency: 'THB',
    provider_reference: 'test',
    timestamp: new Date().toISOString(),
    ...overrides,
  }, secret);
}

function callback(fields: Record<string, string>, asForm = false) {
  return asForm
    ? postForm(t.app, '/payment/2c2p/callback', fields)
    : t.app.inject({ method: 'POST', url: '/payment/2c2p/callback', payload: fields });
}

async function paymentStatus(reference: string): Promise<string> {
  return (await t.database.db.selectFrom('payment_transaction').select('status').where('reference', '=', reference).executeTakeFirstOrThrow()).status;
}

describe('payment callbacks', () => {
  it('a badly signed callback is refused (401) and stores nothing', async () => {
    const order = await orderAwaitingPayment(t.app, t.database.db, 'P2c2pPaymentApi');
    const reference = await openPayment(order);
    const good = await result(reference, order);
    for (const forged of [
      { ...good, signature: good.signature!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) },
      { ...good, amount: '1' },
      { ...good, result: 'declined' },
      { ...good, signature: 'x' },
      Object.fromEntries(Object.entries(good).filter(([k]) => k !== 'signature')),
    ]) {
      expect((await callback(forged)).statusCode).toBe(401);
    }
    // Signed with another provider's secret.
    const scbSecret = await paymentRuntimeFor(t.database.db).secretFor('scb');
    const { signature: _ignored, ...unsigned } = good;
    expect((await callback(withSignature(unsigned, scbSecret))).statusCode).toBe(401);
    expect(await t.database.db.selectFrom('payment_callback').select('nonce').where('reference', '=', reference).execute()).toHaveLength(0);
    expect(await orderStatus(t.database.db, order.orderNumber)).toBe('pending_payment');
  });

  it('a replayed callback changes nothing; a reordered decline cannot move a paid order back', async () => {
    const order = await orderAwaitingPayment(t.app, t.database.db, 'P2c2pPaymentApi');
    const reference = await openPayment(order);
    const paid = await result(reference, order);
    const first = await callback(paid, true);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ result: 'applied' });
    expect(await orderStatus(t.database.db, order.orderNumber)).toBe('processing');

    const replay = await callback(paid);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ result: 'replayed' });

    // A decline and a cancel that arrive late (other nonces, correctly signed): recorded, not applied.
    for (const late of ['declined', 'cancelled']) {
      const answer = await callback(await result(reference, order, { result: late }));
      expect(answer.json()).toMatchObject({ result: 'ignored' });
    }
    expect(await paymentStatus(reference)).toBe('paid');
    expect(await orderStatus(t.database.db, order.orderNumber)).toBe('processing');
    const events = await t.database.db.selectFrom('sales_order_payment_event').select('outcome').innerJoin('sales_order', 'sales_order.order_id', 'sales_order_payment_event.order_id').where('increment_id', '=', order.orderNumber).execute();
    expect(events.map((e) => e.outcome)).toEqual(['paid']);
  });

  it('a decline followed by a real payment of the same attempt ends paid', async () => {
    const order = await orderAwaitingPayment(t.app, t.database.db, 'P2c2pPaymentApi');
    const reference = await openPayment(order);
    await callback(await result(reference, order, { result: 'declined' }));
    expect(await orderStatus(t.database.db, order.orderNumber)).toBe('payment_failed');
    await callback(await result(reference, order));
    expect(await orderStatus(t.database.db, order.orderNumber)).toBe('processing');
  });

  it('concurrent copies of one callback are applied once', async () => {
    const order = await orderAwaitingPayment(t.app, t.database.db, 'P2c2pPaymentApi');
    const reference = await openPayment(order);
    const paid = await result(reference, order);
    const answers = await Promise.all(Array.from({ length: 8 }, () => callback(paid)));
    const kinds = answers.map((a) => a.json<{ result: string }>().result).sort();
    expect(kinds.filter((k) => k === 'applied')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'replayed')).toHaveLength(7);
  });

  it('stale, mismatching and unknown results change nothing', async () => {
    const order = await orderAwaitingPayment(t.app, t.database.db, 'P2c2pPaymentApi');
    const reference = await openPayment(order);
    const stale = await result(reference, order, { timestamp: new Date(Date.now() - RESULT_MAX_AGE_MS - 60_000).toISOString() });
    expect((await callback(stale)).statusCode).toBe(400);
    const cheaper = await result(reference, order, { amount: String(order.totalSatang - 100) });
    expect((await callback(cheaper)).statusCode).toBe(409);
    const unknown = await result('NOSUCHREFERENCE0', order);
    expect((await callback(unknown)).statusCode).toBe(404);
    expect(await paymentStatus(reference)).toBe('pending');
    expect(await orderStatus(t.database.db, order.orderNumber)).toBe('pending_payment');
  });

  it('the browser return is judged by the database, not by its query string', async () => {
    const order = await orderAwaitingPayment(t.app, t.database.db, 'P2c2pPaymentApi');
    const reference = await openPayment(order);
    const forged = await t.app.inject({ method: 'GET', url: `/payment/2c2p/return?${new URLSearchParams({ reference, result: 'approved', signature: '0'.repeat(64) })}` });
    expect(forged.headers.location).toBe('/checkout/onepage/failure/payment_pending');
    expect(await orderStatus(t.database.db, order.orderNumber)).toBe('pending_payment');
  });
});

async function customerToken(): Promise<string> {
  const login = await graphqlPost<{ generateCustomerToken: { token: string } }>(t.app, {
    query: 'mutation { generateCustomerToken(email: "somchai@example.com", password: "Talat-demo-2025") { token } }',
  });
  return login.body.data!.generateCustomerToken.token;
}

describe('who may start a payment', () => {
  it("a customer's order needs that customer's token", async () => {
    const token = await customerToken();
    const order = await orderAwaitingPayment(t.app, t.database.db, 'P2c2pPaymentApi', { customerToken: token });
    const asGuest = await graphqlPost(t.app, {
      query: 'mutation ($cart: String!, $order: String!) { createP2c2pPaymentRequest(cart_id: $cart, order_number: $order) { order_number } }',
      variables: { cart: order.cartId, order: order.orderNumber },
    });
    expect(asGuest.body.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    expect(await openPayment(order, { authorization: `Bearer ${token}` })).toMatch(/^[A-Z0-9]{16}$/);
  });

  it('after a declined payment the repayment cart pays the order; the old cart no longer may', async () => {
    const token = await customerToken();
    const auth = { authorization: `Bearer ${token}` };
    const order = await orderAwaitingPayment(t.app, t.database.db, 'P2c2pPaymentApi', { customerToken: token });
    const reference = await openPayment(order, auth);
    await callback(await result(reference, order, { result: 'declined' }));
    expect(await orderStatus(t.database.db, order.orderNumber)).toBe('payment_failed');

    // The repayment page: load the order with the repayment header, choose a method, place.
    const loaded = await graphqlPost<{ order: { cartIdMask: string; canRepayment: boolean } }>(t.app, {
      query: 'query ($n: String!) { order(order_number: $n) { cartIdMask canRepayment } }', variables: { n: order.orderNumber }, headers: { ...auth, 'is-repayment': 'true' },
    });
    const repaymentCart = loaded.body.data!.order.cartIdMask;
    expect(loaded.body.data!.order.canRepayment).toBe(true);
    for (const query of [
      'mutation ($c: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: "scb_deeplink" } }) { cart { id } } }',
      'mutation ($c: String!) { placeOrder(input: { cart_id: $c, amgdpr_consents: [{ consent_code: "privacy_policy", is_agreed: true }] }) { orderV2 { number } errors { message } } }',
    ]) {
      const answer = await graphqlPost(t.app, { query, variables: { c: repaymentCart }, headers: { ...auth, 'is-repayment': 'true' } });
      expect(answer.body.errors).toBeUndefined();
    }
    const deeplinkQuery = 'mutation ($cart: String!, $order: String!) { createScbDeeplink(cart_id: $cart, order_number: $order) { deeplink_url } }';
    const old = await graphqlPost(t.app, { query: deeplinkQuery, variables: { cart: order.cartId, order: order.orderNumber }, headers: auth });
    expect(old.body.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    const started = await graphqlPost<{ createScbDeeplink: { deeplink_url: string } }>(t.app, { query: deeplinkQuery, variables: { cart: repaymentCart, order: order.orderNumber }, headers: auth });
    const url = started.body.data!.createScbDeeplink.deeplink_url;
    const paid = await postForm(t.app, url, { action: 'pay' });
    expect(paid.statusCode).toBe(303);
    expect(await orderStatus(t.database.db, order.orderNumber)).toBe('processing');
    // The first attempt's late approval changes nothing more (the order is paid once).
    expect((await callback(await result(reference, order))).json()).toMatchObject({ result: 'applied' });
    expect(await orderStatus(t.database.db, order.orderNumber)).toBe('processing');
  });

  it('an unknown order and a wrong cart answer alike', async () => {
    const order = await orderAwaitingPayment(t.app, t.database.db, 'scb_qrcode');
    const query = 'mutation ($cart: String!, $order: String!) { createScbQrCode(cart_id: $cart, order_number: $order) { order_number } }';
    const wrongCart = await graphqlPost(t.app, { query, variables: { cart: 'A'.repeat(32), order: order.orderNumber } });
    const noOrder = await graphqlPost(t.app, { query, variables: { cart: order.cartId, order: '000000000' } });
    expect(wrongCart.body.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    expect(noOrder.body.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
  });
});
