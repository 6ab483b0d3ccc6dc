// Push notifications in Firebase mode (issue 12), end to end in Chromium: a shop started here with Firebase
// settings and a service account (its own process, port and data folder, as a deployment would be configured)
// tells the browser to use Firebase; the customer turns notifications on; Firebase's own messaging SDK (loaded
// only now) makes the FCM registration token with /firebase-messaging-sw.js's registration; subscribeFirebase
// keeps it; an operator message is sent with FCM HTTP v1; what FCM delivers is shown by the Firebase worker.
// Google is played by the test, as tests/e2e/push.spec.ts plays the browser vendor: the Firebase installations and
// FCM registrations APIs answer the SDK through page routes, checking what it sends; an HTTPS stand-in
// (tests/fixtures/fcm-service) is the service account's token endpoint and FCM's send API; the push reaches the
// worker through CDP ServiceWorker.deliverPushMessage in FCM's web payload shape. Headless Chromium's PushManager
// is the stand-in of tests/e2e/support/push-stand-in.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { FCM_PROJECT_ID, FCM_SENDER_ID, startFcmService, webPushPayload, type FcmService } from '../fixtures/fcm-service/fcm-service';
import { browserKeys } from '../fixtures/push-service/push-service';
import { createCustomer } from './support/account-api';
import { newCustomer, PERSISTENCE_PREFIX, signInWith } from './support/account-fixtures';
import { chooseDeliveryArea } from './support/cart-fixtures';
import { usePushServiceStandIn } from './support/push-stand-in';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 300_000 });

const FIREBASE = {
  apiKey: 'AIzaSy-e2e-firebase',
  appId: `1:${FCM_SENDER_ID}:web:e2e`,
  // A P-256 public key, as the Firebase console's web push certificate is.
  vapidKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
};
const DATA_DIR = `${process.env.E2E_DATA_DIR ?? '.tmp/e2e-data'}-firebase`;

let fcm: FcmService;
let server: ChildProcess | undefined;
let base = '';
let api: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(280_000);
  fcm = await startFcmService();
  rmSync(DATA_DIR, { recursive: true, force: true });
  server = spawn('npm', ['start'], {
    env: {
      ...process.env,
      // Any free port: the server says which.
      PORT: '0',
      TALAT_DATA_DIR: DATA_DIR,
      TALAT_FIREBASE_API_KEY: FIREBASE.apiKey,
      TALAT_FIREBASE_PROJECT_ID: FCM_PROJECT_ID,
      TALAT_FIREBASE_MESSAGING_SENDER_ID: FCM_SENDER_ID,
      TALAT_FIREBASE_APP_ID: FIREBASE.appId,
      TALAT_FIREBASE_VAPID_KEY: FIREBASE.vapidKey,
      TALAT_FIREBASE_SERVICE_ACCOUNT: fcm.account.json,
      TALAT_FCM_ENDPOINT: fcm.origin,
      TALAT_TRUSTED_PROXIES: '127.0.0.1',
      NODE_EXTRA_CA_CERTS: resolve('tests/fixtures/push-service/cert.pem'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  base = await new Promise<string>((found, failed) => {
    let output = '';
    server!.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /serving the shop and the API on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) found(url);
    });
    server!.on('exit', (code) => failed(new Error(`the Firebase-mode server exited (${code}): ${output.slice(-2000)}`)));
  });
  api = await playwrightRequest.newContext({ baseURL: base });
});

test.afterAll(async () => {
  await api?.dispose();
  // The whole process group: npm and the server it started.
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  await fcm?.close();
});

interface GoogleCalls {
  installations: Record<string, unknown>[];
  registrations: { headers: Record<string, string>; body: { web?: Record<string, string> } }[];
}

const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST, PATCH, DELETE, OPTIONS' };

/**
 * Firebase's installations and FCM registrations APIs, answered as Google does for a web app (the SDK's fetches from
 * the page; cross-origin, so with CORS), for this project and API key only.
 */
async function playFirebaseApis(context: BrowserContext, registrationToken: string): Promise<GoogleCalls> {
  const calls: GoogleCalls = { installations: [], registrations: [] };
  await context.route(`https://firebaseinstallations.googleapis.com/v1/projects/${FCM_PROJECT_ID}/installations`, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    const body = request.postDataJSON() as { fid: string; appId: string; authVersion: string };
    calls.installations.push(body);
    if (request.headers()['x-goog-api-key'] !== FIREBASE.apiKey || body.appId !== FIREBASE.appId) return route.fulfill({ status: 403, headers: CORS, json: { error: { code: 403, message: 'API key not valid', status: 'PERMISSION_DENIED' } } });
    return route.fulfill({
      headers: CORS,
      json: { name: `projects/${FCM_PROJECT_ID}/installations/${body.fid}`, fid: body.fid, refreshToken: 'e2e-refresh', authToken: { token: 'e2e-fis-auth', expiresIn: '604800s' } },
    });
  });
  await context.route(`https://fcmregistrations.googleapis.com/v1/projects/${FCM_PROJECT_ID}/registrations`, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    const headers = request.headers();
    calls.registrations.push({ headers, body: request.postDataJSON() as GoogleCalls['registrations'][number]['body'] });
    if (headers['x-goog-firebase-installations-auth'] !== 'FIS e2e-fis-auth') return route.fulfill({ status: 401, headers: CORS, json: { error: { code: 401, message: 'unauthenticated', status: 'UNAUTHENTICATED' } } });
    return route.fulfill({ headers: CORS, json: { token: registrationToken } });
  });
  return calls;
}

async function storedPushToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { value: string }).value : null;
  }, `${PERSISTENCE_PREFIX}token_firebase`);
}

async function operatorPush(email: string): Promise<{ subscriptions: number; delivered: number }> {
  const token = readFileSync(join(DATA_DIR, 'operator-token'), 'utf8').trim();
  const response = await api.post(`/operator/push/customers/${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { title: 'ส่งของแล้ว', body: 'คำสั่งซื้อของคุณกำลังจัดส่ง', url: '/sales/order/history' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { subscriptions: number; delivered: number };
}

test('Firebase mode: the SDK makes the FCM token, the shop sends with FCM HTTP v1, the Firebase worker shows it', async ({ page, context }) => {
  const origin = new URL(base).origin;
  const registrationToken = `e2e-fcm:APA91b${Date.now()}${'f'.repeat(100)}`;
  const keys = browserKeys();
  const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${Date.now()}`;
  const customer = newCustomer('push-fcm');
  await chooseDeliveryArea(context, base);
  await signInWith(page, await createCustomer(api, customer));
  await usePushServiceStandIn(page, endpoint, keys);
  const google = await playFirebaseApis(context, registrationToken);
  // Which scripts the page loads: Firebase's SDK only once notifications are being set up.
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });

  // Notifications allowed: with the worker active the app asks Firebase's SDK for a token and gives it to the shop.
  await context.grantPermissions(['notifications'], { origin });
  await page.goto(`${base}/customer/account/edit`);
  const section = page.getByRole('region', { name: 'การแจ้งเตือน' });
  await expect(section.getByRole('status')).toHaveText('เปิดการแจ้งเตือนสำหรับเบราว์เซอร์นี้แล้ว', { timeout: 60_000 });
  expect(await storedPushToken(page)).toBe(registrationToken);

  // What the SDK told Firebase: this browser's push subscription (made on the Firebase worker's registration with
  // the project's VAPID key), authorised by its installation.
  expect(google.installations).toHaveLength(1);
  expect(google.registrations).toHaveLength(1);
  const registration = google.registrations[0]!;
  expect(registration.headers['x-goog-api-key']).toBe(FIREBASE.apiKey);
  expect(registration.body.web).toMatchObject({ endpoint, auth: keys.auth, p256dh: keys.p256dh, applicationPubKey: FIREBASE.vapidKey });
  expect(await page.evaluate(() => (window as unknown as { pushApplicationServerKey?: string }).pushApplicationServerKey)).toBe(FIREBASE.vapidKey);
  expect(scripts.some((path) => /firebase/i.test(path))).toBe(true);

  // The operator's message goes out through FCM HTTP v1 with the service account's access token.
  const sent = await operatorPush(customer.email);
  expect(sent).toMatchObject({ subscriptions: 1, delivered: 1 });
  expect(fcm.refusedExchanges).toEqual([]);
  const message = fcm.sends.find((s) => s.message.token === registrationToken);
  expect(message?.status).toBe(200);
  expect(message?.authorization).toMatch(/^Bearer ya29\.test-/);
  expect(message?.message.notification).toEqual({ title: 'ส่งของแล้ว', body: 'คำสั่งซื้อของคุณกำลังจัดส่ง' });

  // FCM delivers it to the subscription, which belongs to the Firebase worker's registration: it shows it.
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<{ registrationId: string; scopeURL: string }[]>((found) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
      if (event.registrations.some((r) => r.scopeURL.endsWith('/firebase-cloud-messaging-push-scope'))) found(event.registrations);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const firebaseWorker = (await registered).find((r) => r.scopeURL === `${origin}/firebase-cloud-messaging-push-scope`)!;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: firebaseWorker.registrationId, data: webPushPayload(message!.message) });
  await expect
    .poll(() =>
      page.evaluate(async (scope) => {
        const found = await navigator.serviceWorker.getRegistration(scope);
        return (await found!.getNotifications()).map((n) => ({ title: n.title, body: n.body, url: (n.data as { url?: string }).url }));
      }, `${origin}/firebase-cloud-messaging-push-scope`),
    )
    .toEqual([{ title: 'ส่งของแล้ว', body: 'คำสั่งซื้อของคุณกำลังจัดส่ง', url: '/sales/order/history' }]);

  // Signing out takes the token back from the shop: the next message finds no browser of this customer.
  const unsubscribed = page.waitForResponse((response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('unsubscribeFirebase'));
  await page.goto(`${base}/customer/account/logout`);
  expect(((await (await unsubscribed).json()) as { data?: { unsubscribeFirebase: { result: boolean } } }).data?.unsubscribeFirebase.result).toBe(true);
  expect(await operatorPush(customer.email)).toMatchObject({ subscriptions: 0, delivered: 0 });
});

test('a shop page in Firebase mode loads no Firebase code until notifications are set up', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await page.goto(`${base}/`);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => /firebase/i.test(path))).toEqual([]);
});
