// The offline-capable shop in Chromium (issue 12): /sw.js takes control, pages and catalogue data seen online are
// shown again offline (with the offline notice), and a new release's worker replaces the old one at once.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { chooseDeliveryArea, plainProductIn } from './support/cart-fixtures';
import { expectAppReady } from './support/shell-fixtures';

test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ context, baseURL }) => {
  await chooseDeliveryArea(context, baseURL ?? '');
});

/** Waits until a service worker controls the page (it claims open pages when it activates). */
async function controlledBy(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 30_000 }).not.toBeNull();
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

test('pages and products seen online are shown again offline', async ({ page, context, request }) => {
  const productName = await plainProductIn(request, 'seasonings/sauces');
  await page.goto('/seasonings/sauces.html');
  expect(await controlledBy(page)).toMatch(/\/sw\.js$/);
  // Seen online, with the service worker in control: the listing and one product page.
  await page.reload();
  const listingTitle = 'ซอส';
  await expect(page.getByRole('heading', { level: 1, name: listingTitle })).toBeVisible();
  // This journey is about what the worker keeps, so it taps once the app runs; a tap while the page hydrates has its
  // own journey (server-rendering.spec, docs/decisions/hydration-tap-race.md).
  await expectAppReady(page, 'th');
  await page.getByRole('main').getByRole('link', { name: productName }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: listingTitle })).toBeVisible();
  await expect(page.getByText('คุณออฟไลน์อยู่ ฟีเจอร์บางอย่างอาจใช้งานไม่ได้')).toBeVisible();
  await context.setOffline(false);
});

test('a new release replaces the old service worker without a stale app', async ({ page }) => {
  await page.goto('/landing');
  await controlledBy(page);
  const swFile = join(process.cwd(), 'dist', 'sw.js');
  const original = readFileSync(swFile, 'utf8');
  try {
    // A deploy: the worker's file changes. The page hears of the new worker taking control.
    await page.evaluate(() => {
      (window as unknown as { swChanged: Promise<void> }).swChanged = new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
      );
    });
    writeFileSync(swFile, `${original}\n// next release ${Date.now()}\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      await registration?.update();
      await (window as unknown as { swChanged: Promise<void> }).swChanged;
    });
    // The new worker answers, and a navigation still gets the current page from the network.
    const version = await page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (event) => resolve(event.data);
          navigator.serviceWorker.controller?.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
        }),
    );
    expect(version).toMatchObject({ ok: true, version: expect.any(String) });
    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
  } finally {
    writeFileSync(swFile, original);
  }
});
