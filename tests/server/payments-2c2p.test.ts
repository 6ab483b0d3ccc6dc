import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlPost } from './support/graphql-request';
import { follow, orderAwaitingPayment, orderStatus, postForm, type PlacedOrder } from './support/payment-orders';
import { buildTestApp, type TestApp } from './support/test-app';

/** 2C2P sandbox: the storefront's form post → hosted page → pay/decline/cancel → callback + return. */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

const REQUEST = `mutation ($cart: String!, $order: String!) {
  createP2c2pPaymentRequest(cart_id: $cart, order_number: $order) { order_number action_url method fields { name value } }
}`;

interface PaymentRequest {
  order_number: string;
  action_url: string;
  method: string;
  fields: { name: string; value: string }[];
}

async function paymentRequest(order: PlacedOrder, store = 'th'): Promise<PaymentRequest> {
  const { body } = await graphqlPost<{ createP2c2pPaymentRequest: PaymentRequest }>(t.app, {
    query: REQUEST, variables: { cart: order.cartId, order: order.orderNumber }, headers: { store },
  });
  expect(body.errors).toBeUndefined();
  return body.data!.createP2c2pPaymentRequest;
}

/** Posts the form as /2c2payment/redirect does; answers the hosted page's URL. */
async function openHostedPage(request: PaymentRequest): Promise<string> {
  const fields = Object.fromEntries(request.fields.map((f) => [f.name, f.value]));
  const posted = await postForm(t.app, request.action_url, fields);
  expect(posted.statusCode).toBe(303);
  return posted.headers.location as string;
}

const GOOD_CARD = { card_number: '4111 1111 1111 1111', card_name: 'SOMSRI JAIDEE', card_expiry: '12/39', card_cvv: '123' };

describe('2C2P hosted page', () => {
  it('asks for the exact amount, signed, and refuses a changed amount', async () => {
    const order = await orderAwaitingPayment(t.app, t.database.db, 'P2c2pPaymentApi', { quantity: 3 });
    const request = await paymentRequest(order);
    expect(request.method).toBe('POST');
    expect(request.action_url).toBe('/payment-sandbox/2c2p/payment');
    const fields = Object.fromEntries(request.fields.map((f) => [f.name, f.value]));
    expect(fields).toMatchObject({ amount: String(order.totalSatang).padStart(12, '0'), currency: '764', invoice_no: order.orderNumber, payment_option: 'CC', default_lang: 'th' });
    const tampered = await postForm(t.app, request.action_url, { ...fields, amount: '000000000100' });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.body).toContain('ลายเซ็นไม่ตรง');
  });

  it('card: a wrong card is refused on the page; a good one pays the order and returns to success', async () => {
    const order = await orderAwaitingPayment(t.app, t.database.db, 'P2c2pPaymentApi');
    const page = await openHostedPage(await paymentRequest(order, 'en'));
    const shown = await t.app.inject({ method: 'GET', url: page });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-security-policy']).not.toContain('unsafe-inline\'; script');
    expect(shown.body).not.toMatch(/<script>(?!<\/script>)/);
    for (const label of ['>Pay<', '>Decline payment<', '>Cancel payment<', 'Card number']) expect(shown.body).toContain(label);

    const wrong = await postForm(t.app, page, { ...GOOD_CARD, card_number: '4111 1111 1111 1112', action: 'pay' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('The card number is not valid');
    expect(await orderStatus(t.database.db, order.orderNumber)).toBe('pending_payment');

    const paid = await postForm(t.app, page, { ...GOOD_CARD, action: 'pay' });
    const back = await follow(t.app, paid);
    expect(back.headers.location).toBe('/checkout/onepage/success');
    expect(await orderStatus(t.database.db, order.orderNumber)).toBe('processing');
    const payment = await t.database.db.selectFrom('payment_transaction').selectAll().where('order_number', '=', order.orderNumber).executeTakeFirstOrThrow();
    expect(payment.status).toBe('paid');
    // The server-to-server callback came first: the browser's return carried a result already applied.
    const callbacks = await t.database.db.selectFrom('payment_callback').selectAll().where('reference', '=', payment.reference).execute();
    expect(callbacks).toHaveLength(1);
    expect(callbacks[0]!.applied).toBe(true);
  });

  it('LINE Pay declined: payment failed, back on the failure page, and the order can be paid again', async () => {
    const order = await orderAwaitingPayment(t.app, t.database.db, 'P2c2pPaymentLinePay');
    const first = await paymentRequest(order);
    expect(first.fields.find((f) => f.name === 'payment_option')?.value).toBe('LINEPAY');
    const declined = await postForm(t.app, await openHostedPage(first), { action: 'decline' });
    expect((await follow(t.app, declined)).headers.location).toBe('/checkout/onepage/failure/payment_failed');
    expect(await orderStatus(t.database.db, order.orderNumber)).toBe('payment_failed');

    const again = await paymentRequest(order);
    expect(again.fields.find((f) => f.name === 'order_id')?.value).not.toBe(first.fields.find((f) => f.name === 'order_id')?.value);
    const paid = await postForm(t.app, await openHostedPage(again), { action: 'pay' });
    expect((await follow(t.app, paid)).headers.location).toBe('/checkout/onepage/success');
    expect(await orderStatus(t.database.db, order.orderNumber)).toBe('processing');
  });

  it('TrueMoney: wallet number checked, cancel cancels the order', async () => {
    const order = await orderAwaitingPayment(t.app, t.database.db, 'P2c2pPaymentTrueMoney');
    const page = await openHostedPage(await paymentRequest(order));
    const badPhone = await postForm(t.app, page, { wallet_phone: '12345', action: 'pay' });
    expect(badPhone.statusCode).toBe(422);
    const cancelled = await postForm(t.app, page, { action: 'cancel' });
    expect((await follow(t.app, cancelled)).headers.location).toBe('/checkout/onepage/failure/payment_cancelled');
    expect(await orderStatus(t.database.db, order.orderNumber)).toBe('canceled');
    // A second click (another tab) after the decision changes nothing.
    const late = await postForm(t.app, page, { wallet_phone: '0812345678', action: 'pay' });
    expect((await follow(t.app, late)).headers.location).toBe('/checkout/onepage/failure/payment_cancelled');
    expect(await orderStatus(t.database.db, order.orderNumber)).toBe('canceled');
  });

  it('refuses another cart and a method the order was not placed with', async () => {
    const order = await orderAwaitingPayment(t.app, t.database.db, 'P2c2pPaymentApi');
    const other = await orderAwaitingPayment(t.app, t.database.db, 'P2c2pPaymentApi');
    const stranger = await graphqlPost(t.app, { query: REQUEST, variables: { cart: other.cartId, order: order.orderNumber } });
    expect(stranger.body.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    const scb = await orderAwaitingPayment(t.app, t.database.db, 'scb_qrcode');
    const wrongMethod = await graphqlPost(t.app, { query: REQUEST, variables: { cart: scb.cartId, order: scb.orderNumber } });
    expect(wrongMethod.body.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });
});
