import { parse } from 'promptparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readThaiQr } from '../../server/payments/thai-qr';
import { graphqlGet, graphqlPost } from './support/graphql-request';
import { follow, orderAwaitingPayment, orderStatus, postForm, type PlacedOrder } from './support/payment-orders';
import { buildTestApp, type TestApp } from './support/test-app';

/** SCB sandbox: Thai QR with the banking app and the status poll; SCB EASY deeplink. */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

interface QrAnswer {
  qr_image: string;
  qr_raw_data: string;
  amount: { value: number; currency: string };
  expires_at: string | null;
  sandbox_app_url: string | null;
}

async function createQr(order: PlacedOrder): Promise<QrAnswer> {
  const { body } = await graphqlPost<{ createScbQrCode: QrAnswer }>(t.app, {
    query: 'mutation ($cart: String!, $order: String!) { createScbQrCode(cart_id: $cart, order_number: $order) { order_number qr_image qr_raw_data amount { value currency } expires_at sandbox_app_url } }',
    variables: { cart: order.cartId, order: order.orderNumber },
  });
  expect(body.errors).toBeUndefined();
  return body.data!.createScbQrCode;
}

async function status(order: PlacedOrder): Promise<string> {
  const { body } = await graphqlGet<{ scbPaymentStatus: { status: string } }>(t.app, {
    query: 'query ($cart: String!, $order: String!) { scbPaymentStatus(cart_id: $cart, order_number: $order) { order_number status } }',
    variables: { cart: order.cartId, order: order.orderNumber },
  });
  expect(body.errors).toBeUndefined();
  return body.data!.scbPaymentStatus.status;
}

/** CRC-16/CCITT-FALSE over the payload up to and including "6304", as EMVCo defines it. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

describe('SCB QR (scb_qrcode)', () => {
  it('is a PromptPay bill payment for the exact amount, with a valid CRC, the same on a reload', async () => {
    const order = await orderAwaitingPayment(t.app, t.database.db, 'scb_qrcode', { quantity: 10 });
    const qr = await createQr(order);
    expect(qr.amount).toEqual({ value: order.totalSatang / 100, currency: 'THB' });
    expect(qr.qr_image).toMatch(/^data:image\/png;base64,iVBOR/);
    const raw = qr.qr_raw_data;
    const emv = parse(raw, true, true)!;
    expect(emv.getTagValue('00')).toBe('01');
    expect(emv.getTagValue('01')).toBe('12'); // dynamic QR: one payment
    expect(emv.getTagValue('30', '00')).toBe('A000000677010112'); // PromptPay bill payment AID
    expect(emv.getTagValue('53')).toBe('764');
    expect(emv.getTagValue('54')).toBe((order.totalSatang / 100).toFixed(2));
    expect(emv.getTagValue('58')).toBe('TH');
    expect(raw.slice(-4)).toBe(crc16(raw.slice(0, -4)));
    expect(readThaiQr(raw)).toMatchObject({ amountSatang: order.totalSatang, ref2: order.orderNumber });
    expect(Date.parse(qr.expires_at ?? '')).toBeGreaterThan(Date.now());
    expect((await createQr(order)).qr_raw_data).toBe(raw);
  });

  it('paid in the banking app: the poll answers PAID and the order is paid', async () => {
    const order = await orderAwaitingPayment(t.app, t.database.db, 'scb_qrcode');
    const qr = await createQr(order);
    expect(await status(order)).toBe('PENDING');
    const app = await t.app.inject({ method: 'GET', url: qr.sandbox_app_url! });
    expect(app.statusCode).toBe(200);
    expect(app.body).toContain('>ชำระเงิน<');
    expect(app.body).toContain('>ปฏิเสธการชำระเงิน<');
    expect(app.body).toContain('>ยกเลิกการชำระเงิน<');
    const paid = await postForm(t.app, '/payment-sandbox/bank-app?lang=th', { qr: qr.qr_raw_data, action: 'pay' });
    expect(paid.body).toContain('ชำระเงินเรียบร้อยแล้ว');
    expect(await status(order)).toBe('PAID');
    expect(await orderStatus(t.database.db, order.orderNumber)).toBe('processing');
    // No new QR for a paid order.
    const again = await graphqlPost(t.app, {
      query: 'mutation ($cart: String!, $order: String!) { createScbQrCode(cart_id: $cart, order_number: $order) { order_number } }',
      variables: { cart: order.cartId, order: order.orderNumber },
    });
    expect(again.body.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });

  it('declined → FAILED and payment failed; cancelled → FAILED and cancelled', async () => {
    const declined = await orderAwaitingPayment(t.app, t.database.db, 'scb_qrcode');
    await postForm(t.app, '/payment-sandbox/bank-app', { qr: (await createQr(declined)).qr_raw_data, action: 'decline' });
    expect(await status(declined)).toBe('FAILED');
    expect(await orderStatus(t.database.db, declined.orderNumber)).toBe('payment_failed');

    const cancelled = await orderAwaitingPayment(t.app, t.database.db, 'scb_qrcode');
    await postForm(t.app, '/payment-sandbox/bank-app', { qr: (await createQr(cancelled)).qr_raw_data, action: 'cancel' });
    expect(await status(cancelled)).toBe('FAILED');
    expect(await orderStatus(t.database.db, cancelled.orderNumber)).toBe('canceled');
  });

  it('concurrent starts of one order share one payment attempt and one QR', async () => {
    const order = await orderAwaitingPayment(t.app, t.database.db, 'scb_qrcode');
    const answers = await Promise.all(Array.from({ length: 6 }, () => createQr(order)));
    expect(new Set(answers.map((a) => a.qr_raw_data)).size).toBe(1);
    const attempts = await t.database.db.selectFrom('payment_transaction').select('reference').where('order_number', '=', order.orderNumber).execute();
    expect(attempts).toHaveLength(1);
  });

  it('a lost confirmation callback is made good by the poll (SCB payment inquiry)', async () => {
    const order = await orderAwaitingPayment(t.app, t.database.db, 'scb_qrcode');
    const qr = await createQr(order);
    // SCB's callback goes nowhere (a misconfigured URL on SCB's side): the payment is made all the same.
    await t.database.db.updateTable('payment_sandbox_charge').set({ callback_url: '/payment/scb/lost' }).where('merchant_reference', '=', readThaiQr(qr.qr_raw_data)!.ref1).execute();
    await postForm(t.app, '/payment-sandbox/bank-app', { qr: qr.qr_raw_data, action: 'pay' });
    expect(await orderStatus(t.database.db, order.orderNumber)).toBe('pending_payment');
    expect(await status(order)).toBe('PAID');
    expect(await orderStatus(t.database.db, order.orderNumber)).toBe('processing');
  });

  it('past its time the QR answers EXPIRED and can no longer be paid', async () => {
    const order = await orderAwaitingPayment(t.app, t.database.db, 'scb_qrcode');
    const qr = await createQr(order);
    await t.database.db.updateTable('payment_transaction').set({ expires_at: new Date(Date.now() - 1000) }).where('order_number', '=', order.orderNumber).execute();
    await t.database.db.updateTable('payment_sandbox_charge').set({ expires_at: new Date(Date.now() - 1000) }).where('merchant_reference', '=', readThaiQr(qr.qr_raw_data)!.ref1).execute();
    expect(await status(order)).toBe('EXPIRED');
    const late = await postForm(t.app, '/payment-sandbox/bank-app', { qr: qr.qr_raw_data, action: 'pay' });
    expect(late.body).not.toContain('ชำระเงินเรียบร้อยแล้ว');
    expect(await orderStatus(t.database.db, order.orderNumber)).toBe('pending_payment');
    // A new QR (new attempt) can still pay the order.
    const fresh = await createQr(order);
    expect(fresh.qr_raw_data).not.toBe(qr.qr_raw_data);
  });
});

describe('SCB deeplink (scb_deeplink)', () => {
  async function deeplink(order: PlacedOrder): Promise<string> {
    const { body } = await graphqlPost<{ createScbDeeplink: { deeplink_url: string } }>(t.app, {
      query: 'mutation ($cart: String!, $order: String!) { createScbDeeplink(cart_id: $cart, order_number: $order) { order_number deeplink_url expires_at } }',
      variables: { cart: order.cartId, order: order.orderNumber },
      headers: { store: 'en' },
    });
    expect(body.errors).toBeUndefined();
    return body.data!.createScbDeeplink.deeplink_url;
  }

  it.each([
    ['pay', '/checkout/onepage/success', 'processing'],
    ['decline', '/checkout/onepage/failure/payment_failed', 'payment_failed'],
    ['cancel', '/checkout/onepage/failure/payment_cancelled', 'canceled'],
  ])('%s in the simulated SCB EASY app returns the browser and moves the order', async (action, page, orderState) => {
    const order = await orderAwaitingPayment(t.app, t.database.db, 'scb_deeplink');
    const url = await deeplink(order);
    expect(url).toMatch(/^\/payment-sandbox\/scb\/easy-app\/scb_[0-9a-f]+\?lang=en$/);
    const app = await t.app.inject({ method: 'GET', url });
    expect(app.body).toContain('SCB EASY');
    expect(app.body).toContain('>Pay<');
    const back = await follow(t.app, await postForm(t.app, url, { action }));
    expect(back.headers.location).toBe(page);
    expect(await orderStatus(t.database.db, order.orderNumber)).toBe(orderState);
  });
});
