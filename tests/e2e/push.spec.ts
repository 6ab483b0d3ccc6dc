// Push notifications in Chromium (issue 12): a signed-in customer is offered notifications in the account (the
// browser is asked only from there), the app subscribes once the permission is granted and the worker is active,
// the server keeps the subscription, an order paid at the SCB sandbox is pushed through the Web Push protocol to the
// push service, and the shop's service worker shows it. Signing out takes the browser's subscription back from the
// server (unsubscribeFirebase), so the signed-out browser gets nothing more.
// Chromium's real push service (Google's) is unreachable on this network and a headless Chromium refuses
// PushManager.subscribe, so the browser vendor's part is played by the test: a Web Push receiver over HTTPS
// (tests/fixtures/push-service) with the subscription's keys, which PushManager answers with; it checks the VAPID
// signature, decrypts the message, and hands it to the registered worker as the browser's push service would
// (CDP ServiceWorker.deliverPushMessage). Everything of the shop's own is real: app, chart, server, web-push, worker.
import { AxeBuilder } from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { browserKeys, decryptPush, startPushService, verifyVapid, type PushService } from '../fixtures/push-service/push-service';
import { createCustomer, gql, placeCustomerOrder, skuOf } from './support/account-api';
import { newCustomer, PERSISTENCE_PREFIX, signInWith } from './support/account-fixtures';
import { chooseDeliveryArea, plainProductIn } from './support/cart-fixtures';
import { usePushServiceStandIn } from './support/push-stand-in';

test.use({ serviceWorkers: 'allow' });

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function axeViolations(page: Page, selector: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(selector).withTags(WCAG_21_AA).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

let service: PushService;

test.beforeAll(async () => {
  service = await startPushService();
});

test.afterAll(async () => {
  await service?.close();
});

/** Sends a message to the customer's browsers through the operator route; answers how many were subscribed. */
async function operatorPush(request: APIRequestContext, email: string): Promise<{ subscriptions: number; delivered: number }> {
  const token = readFileSync(join(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', 'operator-token'), 'utf8').trim();
  const response = await request.post(`/operator/push/customers/${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { title: 'ผลไม้ใหม่', body: 'มะม่วงน้ำดอกไม้มาแล้ว' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { subscriptions: number; delivered: number };
}

/** The page's service worker registrations: scope path and script path. */
async function workerRegistrations(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations())
      .map((r) => `${new URL(r.scope).pathname} ${new URL((r.active ?? r.waiting ?? r.installing)?.scriptURL ?? '/none', location.href).pathname}`)
      .sort(),
  );
}

async function storedPushToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { value: string }).value : null;
  }, `${PERSISTENCE_PREFIX}token_firebase`);
}

test('notifications turned on in the account; an order paid arrives as a notification from the service worker', async ({ page, context, request, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const keys = browserKeys();
  const path = `/e2e/${Date.now()}`;
  const customer = newCustomer('push');
  const token = await createCustomer(request, customer);
  await signInWith(page, token);
  await usePushServiceStandIn(page, `${service.origin}${path}`, keys);

  // Permission not granted yet: the account offers the control, and nothing is asked or registered by itself.
  await page.goto('/customer/account/edit');
  const section = page.getByRole('region', { name: 'การแจ้งเตือน' });
  await expect(section.getByRole('button', { name: 'เปิดการแจ้งเตือน' })).toBeVisible();
  expect(await storedPushToken(page)).toBeNull();

  // The shopper allows notifications for the shop; with the worker active the app registers.
  await context.grantPermissions(['notifications'], { origin });
  await page.reload();
  await expect(section.getByRole('status')).toHaveText('เปิดการแจ้งเตือนสำหรับเบราว์เซอร์นี้แล้ว', { timeout: 30_000 });
  const stored = JSON.parse((await storedPushToken(page)) ?? '{}') as { endpoint?: string; keys?: { p256dh: string } };
  expect(stored.endpoint).toBe(`${service.origin}${path}`);
  expect(stored.keys?.p256dh).toBe(keys.p256dh);
  // Web Push mode: the shop's own worker holds scope / and the subscription; no Firebase worker is registered.
  expect(await workerRegistrations(page)).toEqual(['/ /sw.js']);
  expect(await axeViolations(page, '.push-settings')).toEqual([]);
  const { pushNotificationConfig } = await gql<{ pushNotificationConfig: { vapid_public_key: string } }>(request, '{ pushNotificationConfig { vapid_public_key } }');
  expect(await page.evaluate(() => (window as unknown as { pushApplicationServerKey?: string }).pushApplicationServerKey)).toBe(pushNotificationConfig.vapid_public_key);

  // An order of this customer is paid in the SCB sandbox banking app.
  const sku = await skuOf(request, await plainProductIn(request, 'seasonings/sauces'));
  const { customerCart } = await gql<{ customerCart: { id: string } }>(request, '{ customerCart { id } }', {}, token);
  // Enough of it to reach the minimum order.
  const number = await placeCustomerOrder(request, token, sku, 5);
  const { createScbQrCode: qr } = await gql<{ createScbQrCode: { sandbox_app_url: string } }>(
    request,
    'mutation ($c: String!, $o: String!) { createScbQrCode(cart_id: $c, order_number: $o) { sandbox_app_url } }',
    { c: customerCart.id, o: number },
    token,
  );
  const bank = await context.newPage();
  await bank.goto(qr.sandbox_app_url);
  await bank.getByRole('button', { name: 'ชำระเงิน', exact: true }).click();
  await expect(bank.getByRole('status')).toHaveText('ชำระเงินเรียบร้อยแล้ว');
  await bank.close();

  // The shop sends it to the push service: VAPID-signed with the shop's key, encrypted for this browser.
  await expect.poll(() => service.received.filter((r) => r.path === path).length, { timeout: 30_000 }).toBe(1);
  const arrived = service.received.find((r) => r.path === path)!;
  expect(arrived.headers['content-encoding']).toBe('aes128gcm');
  expect((await verifyVapid(arrived.headers.authorization as string, service.origin)).publicKey).toBe(pushNotificationConfig.vapid_public_key);
  const message = decryptPush(arrived.body, keys);
  expect(JSON.parse(message)).toMatchObject({ title: 'ได้รับชำระเงินแล้ว', url: `/sales/order/view/order_id/${number}` });

  // The push service delivers it to the shop's registered worker, which shows the notification.
  const cdp = await context.newCDPSession(page);
  const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => resolve(event.registrations));
  });
  await cdp.send('ServiceWorker.enable');
  const registration = (await registrations).find((r) => r.scopeURL === `${origin}/`);
  expect(registration, 'the shop worker is registered for scope /').toBeTruthy();
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: registration!.registrationId, data: message });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const shown = await (await navigator.serviceWorker.ready).getNotifications();
        return shown.map((n) => ({ title: n.title, body: n.body, url: (n.data as { url?: string } | null)?.url }));
      }),
    )
    .toEqual([{ title: 'ได้รับชำระเงินแล้ว', body: `คำสั่งซื้อ #${number} ชำระเงินเรียบร้อยแล้ว ขอบคุณที่ใช้บริการ`, url: `/sales/order/view/order_id/${number}` }]);

  // Signing out: the chart asks the server to drop this browser's subscription, then forgets the token.
  const unsubscribed = page.waitForResponse((response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('unsubscribeFirebase'));
  await page.goto('/customer/account/logout');
  const answer = (await (await unsubscribed).json()) as { data?: { unsubscribeFirebase: { result: boolean } } };
  expect(answer.data?.unsubscribeFirebase.result).toBe(true);
  await expect.poll(() => storedPushToken(page)).toBeNull();
  // The shop's next message finds no browser of this customer: nothing reaches the push service.
  expect(await operatorPush(request, customer.email)).toMatchObject({ subscriptions: 0, delivered: 0 });
  expect(service.received.filter((r) => r.path === path)).toHaveLength(1);
});

test('in English, with notifications blocked in the browser, the account says so and offers no button', async ({ page, context, request, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const customer = newCustomer('push-blocked');
  await signInWith(page, await createCustomer(request, customer), 'en');
  const cdp = await context.newCDPSession(page);
  // Playwright can only grant; the browser's own setting for this context says denied.
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', { permission: { name: 'notifications' }, setting: 'denied', origin, browserContextId: targetInfo.browserContextId });
  await page.goto('/customer/account/edit');
  const section = page.getByRole('region', { name: 'Notifications' });
  await expect(section.getByRole('status')).toHaveText('Notifications are blocked for this shop in your browser settings. Allow them there to turn them on.');
  await expect(section.getByRole('button')).toHaveCount(0);
  expect(await axeViolations(page, '.push-settings')).toEqual([]);
  expect(await storedPushToken(page)).toBeNull();
});

test('/firebase-messaging-sw.js is a worker script that shows pushes', async ({ request }) => {
  const response = await request.get('/firebase-messaging-sw.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/javascript/);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const script = await response.text();
  expect(script).toContain("addEventListener('push'");
  expect(script).toContain('showNotification');
});

test('the browser is asked only when the shopper presses the button; a refusal shows as blocked', async ({ page, context, request, baseURL }) => {
  // A delivery area chosen already, so its popup does not cover the page.
  await chooseDeliveryArea(context, baseURL ?? '');
  await signInWith(page, await createCustomer(request, newCustomer('push-ask')));
  await page.goto('/customer/account/edit');
  const section = page.getByRole('region', { name: 'การแจ้งเตือน' });
  const button = section.getByRole('button', { name: 'เปิดการแจ้งเตือน' });
  await expect(button).toBeVisible();
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  // Headless Chromium answers the prompt with a refusal.
  await button.click();
  await expect(section.getByRole('status')).toHaveText('การแจ้งเตือนจากร้านนี้ถูกปิดกั้นในการตั้งค่าเบราว์เซอร์ของคุณ โปรดอนุญาตในการตั้งค่าเพื่อเปิดใช้งาน');
  await expect(section.getByRole('button')).toHaveCount(0);
  expect(await page.evaluate(() => Notification.permission)).toBe('denied');
  expect(await storedPushToken(page)).toBeNull();
});

test('in Firebase mode /firebase-messaging-sw.js is registered at its own scope beside /sw.js and shows FCM pushes; back in Web Push mode it goes', async ({ page, context, request, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  await chooseDeliveryArea(context, baseURL ?? '');
  await signInWith(page, await createCustomer(request, newCustomer('push-firebase')));
  await context.grantPermissions(['notifications'], { origin });
  // This server runs in Web Push mode: its answer to the push settings is replaced by a Firebase setup's, to see the
  // workers follow the mode both ways on one browser (tests/e2e/push-firebase.spec.ts runs a shop really configured
  // for Firebase: token, FCM sending and display).
  const firebaseAnswer = {
    data: {
      pushNotificationConfig: {
        __typename: 'PushNotificationConfig',
        provider: 'firebase',
        vapid_public_key: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
        firebase: { __typename: 'FirebaseWebConfig', api_key: 'AIzaSy-e2e', project_id: 'talat-e2e', messaging_sender_id: '1234567890', app_id: '1:1234567890:web:e2e' },
      },
    },
  };
  const answerFirebase = (route: Parameters<Parameters<typeof context.route>[1]>[0]) => route.fulfill({ json: firebaseAnswer });
  await context.route(/\/graphql\?.*pushNotificationConfig/, answerFirebase);
  await page.goto('/customer/account/edit');
  await expect.poll(() => workerRegistrations(page), { timeout: 30_000 }).toEqual(['/ /sw.js', '/firebase-cloud-messaging-push-scope /firebase-messaging-sw.js']);
  // A push delivered while the worker is still installing is lost: wait for it to be active, as FCM's would.
  const firebaseScope = `${origin}/firebase-cloud-messaging-push-scope`;
  await expect
    .poll(() => page.evaluate(async (scope) => (await navigator.serviceWorker.getRegistration(scope))?.active?.state ?? null, firebaseScope), { timeout: 30_000 })
    .toBe('activated');

  // A push in FCM's shape reaches the Firebase worker, which shows it and keeps the link for the click.
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
      if (event.registrations.some((r) => r.scopeURL.endsWith('/firebase-cloud-messaging-push-scope'))) resolve(event.registrations);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const firebaseWorker = (await registered).find((r) => r.scopeURL === `${origin}/firebase-cloud-messaging-push-scope`)!;
  const fcm = { notification: { title: 'ส่งของแล้ว', body: 'คำสั่งซื้อของคุณกำลังจัดส่ง' }, fcm_options: { link: '/sales/order/history' } };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: firebaseWorker.registrationId, data: JSON.stringify(fcm) });
  await expect
    .poll(() =>
      page.evaluate(async (scope) => {
        const registration = await navigator.serviceWorker.getRegistration(scope);
        return (await registration!.getNotifications()).map((n) => ({ title: n.title, body: n.body, url: (n.data as { url?: string }).url }));
      }, `${origin}/firebase-cloud-messaging-push-scope`),
    )
    .toEqual([{ title: 'ส่งของแล้ว', body: 'คำสั่งซื้อของคุณกำลังจัดส่ง', url: '/sales/order/history' }]);

  // The shop back in Web Push mode: the next page unregisters the Firebase worker, /sw.js stays.
  await context.unroute(/\/graphql\?.*pushNotificationConfig/, answerFirebase);
  await page.reload();
  await expect.poll(() => workerRegistrations(page), { timeout: 30_000 }).toEqual(['/ /sw.js']);
});

