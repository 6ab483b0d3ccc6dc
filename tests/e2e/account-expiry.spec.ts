// The session expiring (issue 9): a server whose tokens live 6 s (TALAT_CUSTOMER_TOKEN_TTL_SECONDS, server
// configuration, started here on its own port and data folder) signs a customer in; when the token runs out the
// session machine signs out and reloads the page, and the shopper is a guest again.
import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { chooseDeliveryArea } from './support/cart-fixtures';
import { DEMO_CUSTOMER, storedToken, th } from './support/account-fixtures';

const PORT = Number(process.env.E2E_EXPIRY_PORT ?? 8253);
const BASE = `http://127.0.0.1:${PORT}`;
const TTL_SECONDS = 6;
let server: ChildProcess | undefined;

test.describe.configure({ timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = spawn('npm', ['start'], {
    env: { ...process.env, PORT: String(PORT), TALAT_DATA_DIR: '.tmp/e2e-expiry-data', TALAT_CUSTOMER_TOKEN_TTL_SECONDS: String(TTL_SECONDS) },
    stdio: 'ignore',
    detached: true,
  });
  const deadline = Date.now() + 220_000;
  for (;;) {
    try {
      if ((await fetch(`${BASE}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the short-ttl server did not start');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
});

test.afterAll(() => {
  // The whole process group: npm and the server it started.
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
});

test('an expired session signs out and reloads the page', async ({ page, context }) => {
  await chooseDeliveryArea(context, BASE);
  await page.goto(`${BASE}/sign-in`);
  await page.getByRole('main').getByRole('textbox', { name: th.email }).fill(DEMO_CUSTOMER.email);
  await page.getByLabel(th.password, { exact: false }).fill(DEMO_CUSTOMER.password);
  await page.getByRole('main').getByRole('button', { name: th.signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/customer\/account$/);
  expect((await storedToken(page))?.ttl).toBe(TTL_SECONDS);

  // A marker on this page view: a reload drops it.
  await page.evaluate(() => ((window as unknown as { beforeExpiry: boolean }).beforeExpiry = true));
  await expect
    .poll(
      // A poll that lands in the middle of the reload finds no page to ask: count it as "not yet".
      () => page.evaluate(() => (window as unknown as { beforeExpiry?: boolean }).beforeExpiry ?? false).catch(() => true),
      { timeout: (TTL_SECONDS + 5) * 1000 },
    )
    .toBe(false);
  await page.waitForLoadState();
  expect(await storedToken(page)).toBeNull();
  // After the reload the guarded page sends the guest to sign in.
  await expect(page).toHaveURL(/\/sign-in\?return=%2Fcustomer%2Faccount$/);
  await expect(page.getByRole('banner')).toHaveCount(1);
});
