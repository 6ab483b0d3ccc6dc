import { Agent } from 'node:https';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushSender, type PushSender } from '../../server/modules/push/push-sender';
import { loadPushSettings } from '../../server/modules/push/push-settings';
import { resolveOperatorToken } from '../../server/operator/operator-token';
import { paymentRuntimeFor } from '../../server/payments/payment-runtime';
import { withSignature } from '../../server/payments/signing';
import { browserKeys, decryptPush, PUSH_SERVICE_CERT_FILE, startPushService, subscriptionJson, verifyVapid, type BrowserKeys, type PushService } from '../fixtures/push-service/push-service';
import { GOOD_PASSWORD, Shopper, uniqueEmail } from './support/customer-session';
import { graphqlPost } from './support/graphql-request';
import { orderAwaitingPayment, orderStatus } from './support/payment-orders';
import { buildTestApp, type TestApp } from './support/test-app';

// Push notifications end to end on the server: the VAPID key, subscribeFirebase storing a browser's standard
// Web Push subscription per customer, an order paid at a payment provider queuing "order paid", and the sender
// posting it through web-push to a push service (a real HTTPS receiver of the protocol, run here) with a valid
// VAPID header and an aes128gcm body the browser's keys decrypt; gone subscriptions removed; the operator route.

// Push services must be the browsers' own; this run's receiver is allowed by host, as a deployment would allow its own.
process.env.TALAT_PUSH_ENDPOINT_HOSTS = '127.0.0.1';

let t: TestApp;
let service: PushService;
let sender: PushSender;
const agent = new Agent({ ca: readFileSync(PUSH_SERVICE_CERT_FILE) });
const shopper = () => new Shopper(t.app, 'en');

const CONFIG = '{ pushNotificationConfig { provider vapid_public_key firebase { app_id } } }';
const SUBSCRIBE = 'mutation ($token: String!) { subscribeFirebase(token: $token) { result message } }';
const UNSUBSCRIBE = 'mutation ($token: String!) { unsubscribeFirebase(token: $token) { result message } }';
const REVOKE = 'mutation { revokeCustomerToken { result } }';

beforeAll(async () => {
  service = await startPushService();
  // The app's own sender sends only when the operator route asks; the test runs one with the same settings when it
  // wants queued messages delivered (the server process polls every 2 s instead).
  t = await buildTestApp({ push: { agent } });
  sender = startPushSender(t.database.db, { settings: loadPushSettings(process.env), agent });
});

afterAll(async () => {
  sender?.stop();
  await t?.close();
  await service?.close();
  agent.destroy();
});

async function customer(): Promise<{ email: string; token: string; id: number }> {
  const email = uniqueEmail('push');
  const s = shopper();
  expect((await s.register({ email, password: GOOD_PASSWORD })).errors).toBeUndefined();
  const token = await s.signIn(email, GOOD_PASSWORD);
  const row = await t.database.db.selectFrom('customer').select('customer_id').where('email', '=', email).executeTakeFirstOrThrow();
  return { email, token, id: row.customer_id };
}

async function subscribe(token: string, keys: BrowserKeys, path: string) {
  return shopper().call<{ subscribeFirebase: { result: boolean } }>(SUBSCRIBE, { token: subscriptionJson(service, path, keys) }, token);
}

/** Pays an order at the 2C2P sandbox the way its signed server callback does. */
async function payOrder(customerToken: string): Promise<string> {
  const order = await orderAwaitingPayment(t.app, t.database.db, 'P2c2pPaymentApi', { customerToken });
  const { body } = await graphqlPost<{ createP2c2pPaymentRequest: { fields: { name: string; value: string }[] } }>(t.app, {
    query: 'mutation ($cart: String!, $order: String!) { createP2c2pPaymentRequest(cart_id: $cart, order_number: $order) { fields { name value } } }',
    variables: { cart: order.cartId, order: order.orderNumber },
    headers: { authorization: `Bearer ${customerToken}` },
  });
  expect(body.errors).toBeUndefined();
  const reference = body.data!.createP2c2pPaymentRequest.fields.find((f) => f.name === 'order_id')!.value;
  const secret = await paymentRuntimeFor(t.database.db).secretFor('2c2p');
  const fields = withSignature(
    { reference, nonce: `push_${Math.random().toString(16).slice(2)}`, result: 'approved', amount: String(order.totalSatang), currency: 'THB', provider_reference: 'push-test', timestamp: new Date().toISOString() },
    secret,
  );
  expect((await t.app.inject({ method: 'POST', url: '/payment/2c2p/callback', payload: fields })).statusCode).toBeLessThan(300);
  expect(await orderStatus(t.database.db, order.orderNumber)).toBe('processing');
  return order.orderNumber;
}

describe('push notifications', () => {
  it('gives browsers one VAPID public key, made once and kept', async () => {
    const first = await shopper().call<{ pushNotificationConfig: { provider: string; vapid_public_key: string; firebase: null } }>(CONFIG);
    const second = await shopper().call<{ pushNotificationConfig: { vapid_public_key: string } }>(CONFIG);
    expect(first.errors).toBeUndefined();
    expect(first.data?.pushNotificationConfig.provider).toBe('webpush');
    expect(first.data?.pushNotificationConfig.firebase).toBeNull();
    const key = Buffer.from(first.data?.pushNotificationConfig.vapid_public_key ?? '', 'base64url');
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    expect(second.data?.pushNotificationConfig.vapid_public_key).toBe(first.data?.pushNotificationConfig.vapid_public_key);
    const stored = await t.database.db.selectFrom('push_vapid_key').select('public_key').execute();
    expect(stored.map((row) => row.public_key)).toEqual([first.data?.pushNotificationConfig.vapid_public_key]);
  });

  it('refuses guests, non-subscriptions and push services that are not allowed, storing nothing', async () => {
    const keys = browserKeys();
    const guest = await shopper().call(SUBSCRIBE, { token: subscriptionJson(service, '/guest', keys) });
    expect(guest.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    const { token } = await customer();
    const bad = [
      'not a token',
      '{"endpoint": "https://127.0.0.1/x"}',
      JSON.stringify({ endpoint: `${service.origin}/short-key`, keys: { p256dh: 'AAAA', auth: keys.auth } }),
      JSON.stringify({ endpoint: 'https://attacker.example/collect', keys: { p256dh: keys.p256dh, auth: keys.auth } }),
      JSON.stringify({ endpoint: 'http://127.0.0.1/plain-http', keys: { p256dh: keys.p256dh, auth: keys.auth } }),
      // A Firebase registration token while the shop uses standard Web Push.
      'fcm-token-abcdefghijklmnopqrstuvwxyz0123456789',
    ];
    for (const value of bad) {
      const answer = await shopper().call(SUBSCRIBE, { token: value }, token);
      expect(answer.errors?.[0]?.extensions?.category, value).toBe('graphql-input');
    }
    const outsider = await shopper().call<unknown>(SUBSCRIBE, { token: bad[3] }, token);
    expect(outsider.errors?.[0]?.message).toBe('This push service is not accepted.');
    expect(await t.database.db.selectFrom('push_subscription').select('endpoint').where('endpoint', 'like', '%attacker%').execute()).toEqual([]);
  });

  it('stores the subscription, and an order paid at the provider arrives encrypted with a valid VAPID signature', async () => {
    const { token, id } = await customer();
    const keys = browserKeys();
    const answer = await subscribe(token, keys, `/push/${id}`);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.subscribeFirebase.result).toBe(true);
    // The same browser again (a refresh after 7 days) keeps one row.
    expect((await subscribe(token, keys, `/push/${id}`)).data?.subscribeFirebase.result).toBe(true);
    const rows = await t.database.db.selectFrom('push_subscription').selectAll().where('customer_id', '=', id).execute();
    expect(rows.map((row) => [row.provider, row.endpoint, row.p256dh, row.auth, row.store_code])).toEqual([['webpush', `${service.origin}/push/${id}`, keys.p256dh, keys.auth, 'en']]);

    const orderNumber = await payOrder(token);
    const queued = await t.database.db.selectFrom('push_message').selectAll().where('customer_id', '=', id).execute();
    expect(queued.map((m) => [m.kind, m.status])).toEqual([['order_paid', 'queued']]);

    const before = service.received.length;
    const run = await sender.runOnce();
    expect(run.delivered).toBeGreaterThanOrEqual(1);
    const arrived = service.received.slice(before).filter((r) => r.path === `/push/${id}`);
    expect(arrived).toHaveLength(1);
    const push = arrived[0]!;
    expect(push.status).toBe(201);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    const config = await shopper().call<{ pushNotificationConfig: { vapid_public_key: string } }>(CONFIG);
    const vapid = await verifyVapid(push.headers.authorization as string, service.origin);
    expect(vapid.publicKey).toBe(config.data?.pushNotificationConfig.vapid_public_key);
    expect(vapid.claims.sub).toMatch(/^(mailto:|https:)/);
    // Only the browser's keys open the body.
    expect(() => decryptPush(push.body, browserKeys())).toThrow();
    // In the language of the store view the order was placed in (th, the default).
    expect(JSON.parse(decryptPush(push.body, keys))).toEqual({
      title: 'ได้รับชำระเงินแล้ว',
      body: `คำสั่งซื้อ #${orderNumber} ชำระเงินเรียบร้อยแล้ว ขอบคุณที่ใช้บริการ`,
      url: `/sales/order/view/order_id/${orderNumber}`,
      tag: `order_paid-${queued[0]!.message_id}`,
    });
    const sent = await t.database.db.selectFrom('push_message').select(['status', 'delivered']).where('message_id', '=', queued[0]!.message_id).executeTakeFirstOrThrow();
    expect(sent).toEqual({ status: 'sent', delivered: 1 });
    // Sent once: another run sends nothing more to this browser.
    await sender.runOnce();
    expect(service.received.filter((r) => r.path === `/push/${id}`)).toHaveLength(1);
  });

  it('removes a subscription its push service says is gone (410), keeping the others', async () => {
    const { token, id, email } = await customer();
    const live = browserKeys();
    const expired = browserKeys();
    await subscribe(token, live, `/live/${id}`);
    await subscribe(token, expired, `/expired/${id}`);
    service.gone.add(`/expired/${id}`);
    const operatorToken = await resolveOperatorToken(t.database.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `/operator/push/customers/${encodeURIComponent(email)}`,
      headers: { authorization: `Bearer ${operatorToken}` },
      payload: { title: 'Fresh mangoes', body: 'Nam dok mai mangoes are in.', url: '/fruits.html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ok: true, subscriptions: 2, delivered: 1, status: 'sent' });
    const endpoints = await t.database.db.selectFrom('push_subscription').select('endpoint').where('customer_id', '=', id).execute();
    expect(endpoints.map((row) => row.endpoint)).toEqual([`${service.origin}/live/${id}`]);
    const arrived = service.received.filter((r) => r.path === `/live/${id}`).at(-1)!;
    expect(JSON.parse(decryptPush(arrived.body, live))).toMatchObject({ title: 'Fresh mangoes', body: 'Nam dok mai mangoes are in.', url: '/fruits.html' });
  });

  it('keeps the newest 20 browsers of a customer', async () => {
    const { token, id } = await customer();
    for (let n = 0; n < 23; n += 1) expect((await subscribe(token, browserKeys(), `/many/${id}/${n}`)).errors).toBeUndefined();
    const rows = await t.database.db.selectFrom('push_subscription').select('endpoint').where('customer_id', '=', id).orderBy('subscription_id').execute();
    expect(rows).toHaveLength(20);
    expect(rows[0]?.endpoint).toBe(`${service.origin}/many/${id}/3`);
  });

  it('the operator route wants the operator token, a known customer and a message with a shop path', async () => {
    const { email } = await customer();
    const operatorToken = await resolveOperatorToken(t.database.db);
    const post = (url: string, payload: unknown, token = operatorToken) =>
      t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload: payload as Record<string, unknown> });
    expect((await post(`/operator/push/customers/${encodeURIComponent(email)}`, { title: 'x', body: 'y' }, 'wrong')).statusCode).toBe(401);
    expect((await post('/operator/push/customers/nobody%40example.com', { title: 'x', body: 'y' })).statusCode).toBe(404);
    expect((await post(`/operator/push/customers/${encodeURIComponent(email)}`, { title: '', body: 'y' })).statusCode).toBe(400);
    expect((await post(`/operator/push/customers/${encodeURIComponent(email)}`, { title: 'x', body: 'y', url: 'https://elsewhere.example/' })).statusCode).toBe(400);
    // Without subscriptions the message is handled and nothing is sent.
    const none = await post(`/operator/push/customers/${encodeURIComponent(email)}`, { title: 'x', body: 'y' });
    expect(none.json()).toMatchObject({ ok: true, subscriptions: 0, delivered: 0, status: 'sent' });
  });

  it('a browser whose customer signed out leaves with its exact subscription, with no bearer token left', async () => {
    const { token, id, email } = await customer();
    const keys = browserKeys();
    const json = subscriptionJson(service, `/leave/${id}`, keys);
    expect((await subscribe(token, keys, `/leave/${id}`)).data?.subscribeFirebase.result).toBe(true);
    // The sign-out revokes the customer's token first; the browser then asks with its subscription alone.
    expect((await shopper().call(REVOKE, {}, token)).errors).toBeUndefined();
    const rows = () => t.database.db.selectFrom('push_subscription').select('endpoint').where('customer_id', '=', id).execute();

    // The endpoint with other keys is not this browser's subscription: nothing is removed.
    const otherKeys = JSON.stringify({ ...JSON.parse(json), keys: browserKeys() });
    const wrong = await shopper().call<{ unsubscribeFirebase: { result: boolean; message: string } }>(UNSUBSCRIBE, { token: otherKeys });
    expect(wrong.data?.unsubscribeFirebase).toEqual({ result: false, message: 'This browser is not subscribed to notifications.' });
    expect(await rows()).toHaveLength(1);

    const left = await shopper().call<{ unsubscribeFirebase: { result: boolean; message: string | null } }>(UNSUBSCRIBE, { token: json });
    expect(left.errors).toBeUndefined();
    expect(left.data?.unsubscribeFirebase).toEqual({ result: true, message: null });
    expect(await rows()).toEqual([]);
    // A second time (a retry, another tab) there is nothing left, said in the store view's language.
    const again = await new Shopper(t.app, 'th').call<{ unsubscribeFirebase: { result: boolean; message: string } }>(UNSUBSCRIBE, { token: json });
    expect(again.data?.unsubscribeFirebase).toEqual({ result: false, message: 'เบราว์เซอร์นี้ไม่ได้สมัครรับการแจ้งเตือน' });

    // The shop's news no longer reaches that browser.
    const before = service.received.filter((r) => r.path === `/leave/${id}`).length;
    const operatorToken = await resolveOperatorToken(t.database.db);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/operator/push/customers/${encodeURIComponent(email)}`,
      headers: { authorization: `Bearer ${operatorToken}` },
      payload: { title: 'Order news', body: 'Still here?' },
    });
    expect(sent.json()).toMatchObject({ ok: true, subscriptions: 0, delivered: 0 });
    expect(service.received.filter((r) => r.path === `/leave/${id}`)).toHaveLength(before);
  });

  it('a signed-in customer cannot remove another customer\'s browser, and a non-token is refused', async () => {
    const owner = await customer();
    const other = await customer();
    const keys = browserKeys();
    await subscribe(owner.token, keys, `/owned/${owner.id}`);
    const json = subscriptionJson(service, `/owned/${owner.id}`, keys);
    const refused = await shopper().call(UNSUBSCRIBE, { token: json }, other.token);
    expect(refused.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    expect(refused.errors?.[0]?.message).toBe('This browser is subscribed for another customer.');
    for (const value of ['', 'not a token', '{"endpoint": "https://127.0.0.1/x"}', '[1]']) {
      const answer = await shopper().call(UNSUBSCRIBE, { token: value }, other.token);
      expect(answer.errors?.[0]?.extensions?.category, value).toBe('graphql-input');
    }
    const kept = await t.database.db.selectFrom('push_subscription').select('customer_id').where('endpoint', '=', `${service.origin}/owned/${owner.id}`).execute();
    expect(kept).toEqual([{ customer_id: owner.id }]);
    // The owner, still signed in, may remove it.
    const own = await shopper().call<{ unsubscribeFirebase: { result: boolean } }>(UNSUBSCRIBE, { token: json }, owner.token);
    expect(own.data?.unsubscribeFirebase.result).toBe(true);
  });
});
