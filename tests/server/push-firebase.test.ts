import { Agent } from 'node:https';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPushSender } from '../../server/modules/push/push-sender';
import { loadPushSettings } from '../../server/modules/push/push-settings';
import { resolveOperatorToken } from '../../server/operator/operator-token';
import { FCM_PROJECT_ID, FCM_SENDER_ID, startFcmService, testServiceAccount, type FcmService } from '../fixtures/fcm-service/fcm-service';
import { PUSH_SERVICE_CERT_FILE } from '../fixtures/push-service/push-service';
import { GOOD_PASSWORD, Shopper, uniqueEmail } from './support/customer-session';
import { buildTestApp, type TestApp } from './support/test-app';

// Firebase mode on the server (issue 12): with the web app's settings and a service account configured, the shop
// tells browsers to use Firebase, allows the SDK's Google APIs in its CSP, keeps customers' FCM registration
// tokens, and sends with FCM HTTP v1: an access token from the service account's signed JWT exchanged at its
// token_uri, then messages:send with that bearer. Google is played by an HTTPS stand-in
// (tests/fixtures/fcm-service) that checks the assertion's signature and the message, and answers as FCM does:
// 200, 404 UNREGISTERED (the subscription goes), 400 INVALID_ARGUMENT (goes), 500 (retried, kept).

let t: TestApp;
let fcm: FcmService;
const agent = new Agent({ ca: readFileSync(PUSH_SERVICE_CERT_FILE) });
const shopper = () => new Shopper(t.app, 'en');

const WEB = {
  TALAT_FIREBASE_API_KEY: 'AIzaSy-test-key',
  TALAT_FIREBASE_PROJECT_ID: FCM_PROJECT_ID,
  TALAT_FIREBASE_MESSAGING_SENDER_ID: FCM_SENDER_ID,
  TALAT_FIREBASE_APP_ID: `1:${FCM_SENDER_ID}:web:abc123`,
  TALAT_FIREBASE_VAPID_KEY: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
};
const CONFIG = '{ pushNotificationConfig { provider vapid_public_key firebase { api_key project_id messaging_sender_id app_id } } }';
const SUBSCRIBE = 'mutation ($token: String!) { subscribeFirebase(token: $token) { result message } }';

beforeAll(async () => {
  fcm = await startFcmService();
  for (const [name, value] of Object.entries(WEB)) vi.stubEnv(name, value);
  vi.stubEnv('TALAT_FIREBASE_SERVICE_ACCOUNT', fcm.account.json);
  vi.stubEnv('TALAT_FCM_ENDPOINT', fcm.origin);
  vi.stubEnv('TALAT_BASE_URL', 'https://shop.example');
  t = await buildTestApp({ push: { agent } });
});

afterAll(async () => {
  await t?.close();
  await fcm?.close();
  agent.destroy();
  vi.unstubAllEnvs();
});

async function customerWithTokens(...tokens: string[]): Promise<{ email: string; id: number }> {
  const email = uniqueEmail('fcm');
  const s = shopper();
  expect((await s.register({ email, password: GOOD_PASSWORD })).errors).toBeUndefined();
  const bearer = await s.signIn(email, GOOD_PASSWORD);
  for (const token of tokens) {
    const answer = await shopper().call<{ subscribeFirebase: { result: boolean } }>(SUBSCRIBE, { token }, bearer);
    expect(answer.errors, token).toBeUndefined();
  }
  const row = await t.database.db.selectFrom('customer').select('customer_id').where('email', '=', email).executeTakeFirstOrThrow();
  return { email, id: row.customer_id };
}

async function operatorPush(email: string, payload: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/operator/push/customers/${encodeURIComponent(email)}`,
    headers: { authorization: `Bearer ${await resolveOperatorToken(t.database.db)}` },
    payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ subscriptions: number; delivered: number; status: string; error: string | null; messageId: number }>();
}

/** An FCM registration token's shape: long, of FCM's alphabet. */
const fcmToken = (label: string) => `${label}:APA91b${Math.random().toString(36).slice(2)}${'x'.repeat(120)}`;

describe('push through Firebase Cloud Messaging', () => {
  it('tells browsers to use Firebase with the web app settings, and lets its SDK reach Google', async () => {
    const answer = await shopper().call<{ pushNotificationConfig: unknown }>(CONFIG);
    expect(answer.data?.pushNotificationConfig).toEqual({
      provider: 'firebase',
      vapid_public_key: WEB.TALAT_FIREBASE_VAPID_KEY,
      firebase: { api_key: WEB.TALAT_FIREBASE_API_KEY, project_id: FCM_PROJECT_ID, messaging_sender_id: FCM_SENDER_ID, app_id: WEB.TALAT_FIREBASE_APP_ID },
    });
    const page = await t.app.inject({ method: 'GET', url: '/health' });
    const connect = /connect-src ([^;]+)/.exec(String(page.headers['content-security-policy']))?.[1] ?? '';
    expect(connect.split(' ')).toEqual(expect.arrayContaining(["'self'", 'https://firebaseinstallations.googleapis.com', 'https://fcmregistrations.googleapis.com']));
  });

  it('sends to a registration token with FCM HTTP v1, authorised by the service account', async () => {
    const token = fcmToken('live');
    const { email, id } = await customerWithTokens(token);
    const rows = await t.database.db.selectFrom('push_subscription').select(['provider', 'endpoint', 'p256dh']).where('customer_id', '=', id).execute();
    expect(rows).toEqual([{ provider: 'fcm', endpoint: token, p256dh: null }]);

    const before = fcm.sends.length;
    const result = await operatorPush(email, { title: 'มะม่วงมาแล้ว', body: 'Nam dok mai mangoes are in.', url: '/fruits.html' });
    expect(result).toMatchObject({ subscriptions: 1, delivered: 1, status: 'sent', error: null });
    const [sent, ...more] = fcm.sends.slice(before);
    expect(more).toEqual([]);
    expect(sent!.project).toBe(FCM_PROJECT_ID);
    expect(sent!.status).toBe(200);
    expect(sent!.message).toEqual({
      token,
      notification: { title: 'มะม่วงมาแล้ว', body: 'Nam dok mai mangoes are in.' },
      data: { url: '/fruits.html', tag: `operator-${result.messageId}` },
      webpush: {
        headers: { TTL: '86400', Urgency: 'normal' },
        notification: { tag: `operator-${result.messageId}`, icon: '/favicon.svg' },
        fcm_options: { link: 'https://shop.example/fruits.html' },
      },
    });
    // The bearer is an access token the token endpoint issued for a correctly signed assertion.
    expect(sent!.authorization).toMatch(/^Bearer ya29\.test-/);
    expect(fcm.refusedExchanges).toEqual([]);

    // A second message reuses the access token (one exchange an hour, not one per message).
    const exchanges = fcm.tokenExchanges;
    expect(await operatorPush(email, { title: 'Again', body: 'Still fresh.' })).toMatchObject({ delivered: 1 });
    expect(fcm.tokenExchanges).toBe(exchanges);
    expect(fcm.sends.at(-1)!.authorization).toBe(sent!.authorization);
  });

  it('removes tokens FCM calls unregistered (404) or invalid (400), and keeps the ones that work', async () => {
    const live = fcmToken('live');
    const gone = fcmToken('gone');
    const bad = fcmToken('bad');
    fcm.unregistered.add(gone);
    fcm.invalid.add(bad);
    const { email, id } = await customerWithTokens(live, gone, bad);
    const result = await operatorPush(email, { title: 'Order news', body: 'Your order is on its way.' });
    expect(result).toMatchObject({ subscriptions: 3, delivered: 1, status: 'sent' });
    expect(fcm.sends.filter((s) => [gone, bad].includes(s.message.token)).map((s) => s.status).sort()).toEqual([400, 404]);
    const left = await t.database.db.selectFrom('push_subscription').select('endpoint').where('customer_id', '=', id).execute();
    expect(left.map((row) => row.endpoint)).toEqual([live]);
  });

  it('an FCM failure (500) keeps the subscription and queues the message again with the error', async () => {
    const flaky = fcmToken('flaky');
    fcm.failing.add(flaky);
    const { email, id } = await customerWithTokens(flaky);
    const result = await operatorPush(email, { title: 'Order news', body: 'Your order is on its way.' });
    expect(result).toMatchObject({ subscriptions: 1, delivered: 0, status: 'queued' });
    expect(result.error).toMatch(/^FCM 500 INTERNAL/);
    const message = await t.database.db.selectFrom('push_message').select(['status', 'attempts', 'next_attempt_at']).where('message_id', '=', result.messageId).executeTakeFirstOrThrow();
    expect(message.status).toBe('queued');
    expect(message.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(await t.database.db.selectFrom('push_subscription').select('endpoint').where('customer_id', '=', id).execute()).toEqual([{ endpoint: flaky }]);

    // FCM recovers: the retry, when due, is delivered.
    fcm.failing.delete(flaky);
    await t.database.db.updateTable('push_message').set({ next_attempt_at: new Date(Date.now() - 1000) }).where('message_id', '=', result.messageId).execute();
    const sender = startPushSender(t.database.db, { settings: loadPushSettings(process.env), agent });
    try {
      await sender.runOnce();
    } finally {
      sender.stop();
    }
    const retried = await t.database.db.selectFrom('push_message').select(['status', 'delivered', 'attempts']).where('message_id', '=', result.messageId).executeTakeFirstOrThrow();
    expect(retried).toEqual({ status: 'sent', delivered: 1, attempts: 2 });
  });

  it('a service account whose key Google does not know gets no access token: the message fails and is retried', async () => {
    const flakyKey = fcmToken('wrong-key');
    const { id } = await customerWithTokens(flakyKey);
    // Same account and token_uri, another key (a revoked or mistyped key file).
    const impostor = testServiceAccount(fcm.tokenUri);
    const settings = loadPushSettings({ ...process.env, TALAT_FIREBASE_SERVICE_ACCOUNT: impostor.json.replace(impostor.clientEmail, fcm.account.clientEmail) });
    const messageId = (await t.database.db.insertInto('push_message').values({ customer_id: id, kind: 'operator', title: 'x', body: 'y', url: '/' }).returning('message_id').executeTakeFirstOrThrow()).message_id;
    const refused = fcm.refusedExchanges.length;
    const sender = startPushSender(t.database.db, { settings, agent });
    try {
      await sender.runOnce();
    } finally {
      sender.stop();
    }
    expect(fcm.refusedExchanges.length).toBe(refused + 1);
    expect(fcm.sends.some((s) => s.message.token === flakyKey)).toBe(false);
    const row = await t.database.db.selectFrom('push_message').select(['status', 'last_error']).where('message_id', '=', messageId).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'queued', last_error: "The service account's token exchange answered 400 (invalid_grant: Invalid JWT Signature.)" });
  });
});

describe('Firebase settings', () => {
  const account = () => testServiceAccount('https://oauth2.googleapis.com/token');

  it('needs the web settings and a service account together, for the same project', () => {
    const json = account().json;
    expect(() => loadPushSettings({ ...WEB })).toThrow(/service account/);
    expect(() => loadPushSettings({ TALAT_FIREBASE_SERVICE_ACCOUNT: json })).toThrow(/needs all of/);
    expect(() => loadPushSettings({ ...WEB, TALAT_FIREBASE_API_KEY: '', TALAT_FIREBASE_SERVICE_ACCOUNT: json })).toThrow(/needs all of/);
    expect(() => loadPushSettings({ ...WEB, TALAT_FIREBASE_SERVICE_ACCOUNT: testServiceAccount('https://oauth2.googleapis.com/token', 'another-project').json })).toThrow(/belongs to project another-project/);
    expect(() => loadPushSettings({ ...WEB, TALAT_FIREBASE_SERVICE_ACCOUNT: '{"type":"authorized_user"}' })).toThrow(/not a service account/);
    expect(() => loadPushSettings({ ...WEB, TALAT_FIREBASE_SERVICE_ACCOUNT: json, TALAT_FCM_ENDPOINT: 'https://fcm.example/v1' })).toThrow(/must be an origin/);
    const settings = loadPushSettings({ ...WEB, TALAT_FIREBASE_SERVICE_ACCOUNT: json });
    expect(settings.firebase?.projectId).toBe(FCM_PROJECT_ID);
    expect(settings.fcm).toMatchObject({ endpoint: 'https://fcm.googleapis.com', publicOrigin: null, serviceAccount: { projectId: FCM_PROJECT_ID, tokenUri: 'https://oauth2.googleapis.com/token' } });
    expect(loadPushSettings({}).fcm).toBeNull();
  });

  it('reads the key file from a path', () => {
    const dir = mkdtempSync(join(tmpdir(), 'talat-fcm-'));
    const file = join(dir, 'service-account.json');
    writeFileSync(file, account().json);
    expect(loadPushSettings({ ...WEB, TALAT_FIREBASE_SERVICE_ACCOUNT_FILE: file }).fcm?.serviceAccount.clientEmail).toBe(`firebase-adminsdk@${FCM_PROJECT_ID}.iam.gserviceaccount.com`);
    expect(() => loadPushSettings({ ...WEB, TALAT_FIREBASE_SERVICE_ACCOUNT_FILE: join(dir, 'missing.json') })).toThrow(/cannot read/);
  });
});
