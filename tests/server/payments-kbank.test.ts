import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readThaiQr } from '../../server/payments/thai-qr';
import { graphqlGet } from './support/graphql-request';
import { follow, orderAwaitingPayment, orderStatus, postForm, type PlacedOrder } from './support/payment-orders';
import { buildTestApp, type TestApp } from './support/test-app';

/** KBank sandbox: the embedded form's token → our charge → 3-D Secure → callback + return; and QR. */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

interface Checkout {
  script_url: string;
  api_key: string;
  amount: number;
  currency: string;
  payment_methods: string;
  action_url: string;
  order_id: string | null;
}

async function checkout(order: PlacedOrder): Promise<Checkout> {
  const { body } = await graphqlGet<{ kpaymentCheckout: Checkout }>(t.app, {
    query: 'query ($cart: String!, $order: String!) { kpaymentCheckout(cart_id: $cart, order_number: $order) { script_url api_key amount currency payment_methods action_url order_id merchant_name } }',
    variables: { cart: order.cartId, order: order.orderNumber },
  });
  expect(body.errors).toBeUndefined();
  return body.data!.kpaymentCheckout;
}

/** What secure-pay.js does in the popup: card → token (public key), then the merchant form's submit. */
async function submitCard(c: Checkout, number = '4111111111111111'): Promise<string> {
  const tokenAnswer = await t.app.inject({ method: 'POST', url: '/payment-sandbox/kbank/api/tokens', payload: { apikey: c.api_key, card: { number, name: 'SOMSRI', expiry: '01/40', cvv: '999' } } });
  expect(tokenAnswer.statusCode).toBe(200);
  const token = tokenAnswer.json<{ id: string }>().id;
  const charged = await postForm(t.app, c.action_url, { token, paymentMethods: 'card' });
  expect(charged.statusCode).toBe(303);
  return charged.headers.location as string;
}

describe('KBank card (kpayment_credit)', () => {
  it('serves the embedded script and answers the exact amount in baht', async () => {
    const order = await orderAwaitingPayment(t.app, t.database.db, 'kpayment_credit', { quantity: 2 });
    const c = await checkout(order);
    expect(c).toMatchObject({ amount: order.totalSatang / 100, currency: 'THB', payment_methods: 'card', order_id: null, script_url: '/payment-sandbox/assets/secure-pay.js' });
    const script = await t.app.inject({ method: 'GET', url: c.script_url });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain('window.KPayment');
  });

  it('refuses a card that fails Luhn, a wrong public key, and a token used twice', async () => {
    const order = await orderAwaitingPayment(t.app, t.database.db, 'kpayment_credit');
    const c = await checkout(order);
    const luhn = await t.app.inject({ method: 'POST', url: '/payment-sandbox/kbank/api/tokens', payload: { apikey: c.api_key, card: { number: '4111111111111112', name: 'A', expiry: '01/40', cvv: '999' } } });
    expect(luhn.statusCode).toBe(422);
    const key = await t.app.inject({ method: 'POST', url: '/payment-sandbox/kbank/api/tokens', payload: { apikey: 'pkey_wrong', card: { number: '4111111111111111', name: 'A', expiry: '01/40', cvv: '999' } } });
    expect(key.statusCode).toBe(401);
    const token = (await t.app.inject({ method: 'POST', url: '/payment-sandbox/kbank/api/tokens', payload: { apikey: c.api_key, card: { number: '4111111111111111', name: 'A', expiry: '01/40', cvv: '999' } } })).json<{ id: string }>().id;
    expect((await postForm(t.app, c.action_url, { token })).headers.location).toMatch(/^\/payment-sandbox\/kbank\/3ds\//);
    expect((await postForm(t.app, c.action_url, { token })).headers.location).toBe('/checkout/onepage/failure/payment_failed');
  });

  it('3-D Secure pay → paid, success page', async () => {
    const order = await orderAwaitingPayment(t.app, t.database.db, 'kpayment_credit');
    const threeDs = await submitCard(await checkout(order));
    const page = await t.app.inject({ method: 'GET', url: `${threeDs}?lang=en` });
    expect(page.body).toContain('ending in 1111');
    const back = await follow(t.app, await postForm(t.app, threeDs, { action: 'pay' }));
    expect(back.headers.location).toBe('/checkout/onepage/success');
    expect(await orderStatus(t.database.db, order.orderNumber)).toBe('processing');
  });

  it('3-D Secure decline → payment failed; cancel → cancelled', async () => {
    const declinedOrder = await orderAwaitingPayment(t.app, t.database.db, 'kpayment_credit');
    const declined = await follow(t.app, await postForm(t.app, await submitCard(await checkout(declinedOrder)), { action: 'decline' }));
    expect(declined.headers.location).toBe('/checkout/onepage/failure/payment_failed');
    expect(await orderStatus(t.database.db, declinedOrder.orderNumber)).toBe('payment_failed');

    const cancelledOrder = await orderAwaitingPayment(t.app, t.database.db, 'kpayment_credit');
    const cancelled = await follow(t.app, await postForm(t.app, await submitCard(await checkout(cancelledOrder)), { action: 'cancel' }));
    expect(cancelled.headers.location).toBe('/checkout/onepage/failure/payment_cancelled');
    expect(await orderStatus(t.database.db, cancelledOrder.orderNumber)).toBe('canceled');
  });
});

describe('KBank QR (kpayment_qr)', () => {
  async function qrOf(c: Checkout): Promise<string> {
    const qr = await t.app.inject({ method: 'GET', url: `/payment-sandbox/kbank/api/qr/${c.order_id}?apikey=${c.api_key}` });
    expect(qr.statusCode).toBe(200);
    return qr.json<{ qr_raw_data: string }>().qr_raw_data;
  }

  it('shows a Thai QR for the exact amount; paying it in the banking app is seen by the poll and applied', async () => {
    const order = await orderAwaitingPayment(t.app, t.database.db, 'kpayment_qr', { quantity: 4 });
    const c = await checkout(order);
    expect(c.payment_methods).toBe('qr');
    expect(c.order_id).toMatch(/^chrg_test_/);
    const raw = await qrOf(c);
    expect(readThaiQr(raw)?.amountSatang).toBe(order.totalSatang);
    const status = () => t.app.inject({ method: 'GET', url: `/payment-sandbox/kbank/api/qr/${c.order_id}/status?apikey=${c.api_key}` });
    expect((await status()).json()).toEqual({ status: 'pending' });

    const app = await t.app.inject({ method: 'GET', url: `/payment-sandbox/bank-app?lang=en&qr=${encodeURIComponent(raw)}` });
    expect(app.body).toContain('>Pay<');
    const paid = await postForm(t.app, '/payment-sandbox/bank-app?lang=en', { qr: raw, action: 'pay' });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('The payment is complete');
    expect(await orderStatus(t.database.db, order.orderNumber)).toBe('processing');

    const seen = (await status()).json<{ status: string; result: Record<string, string> }>();
    expect(seen.status).toBe('approved');
    // secure-pay.js submits the signed result in the merchant form: already applied, so only the page follows.
    const back = await postForm(t.app, c.action_url, { paymentMethods: 'qr', ...seen.result });
    expect(back.headers.location).toBe('/checkout/onepage/success');
  });

  it('a QR whose amount was changed is not a payment the banking app will make', async () => {
    const order = await orderAwaitingPayment(t.app, t.database.db, 'kpayment_qr');
    const raw = await qrOf(await checkout(order));
    const amount = (order.totalSatang / 100).toFixed(2);
    const amountTag = `54${String(amount.length).padStart(2, '0')}${amount}`;
    expect(raw).toContain(amountTag);
    const forged = raw.replace(amountTag, '54041.00');
    const app = await t.app.inject({ method: 'GET', url: `/payment-sandbox/bank-app?qr=${encodeURIComponent(forged)}` });
    expect(app.statusCode).toBe(404);
    expect(await orderStatus(t.database.db, order.orderNumber)).toBe('pending_payment');
  });
});
