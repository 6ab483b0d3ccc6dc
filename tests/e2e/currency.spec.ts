// Currency switch (storefront spec section 4): the switcher arrives in the server-rendered page with the store's
// codes (the currency-switch chart asked the currency query on the server and the browser hydrates from that
// answer, without a warning), a choice is stored and the page reloads with every price in the new currency.
import { expect, test } from '@playwright/test';
import { chooseDeliveryArea, DEMO, expectAppReady } from './support/shell-fixtures';

test.beforeEach(async ({ context, baseURL }) => {
  await chooseDeliveryArea(context, baseURL!);
});

test('the header switcher is in the HTML, hydrates quietly, and switching to USD reloads the prices in dollars', async ({ page }) => {
  const troubles: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|did not match|server-rendered HTML/i.test(message.text())) troubles.push(message.text());
  });
  page.on('pageerror', (error) => troubles.push(error.message));

  const response = await page.goto(`/en${DEMO.category.path}`);
  expect(await response!.text()).toContain('aria-label="Currency: THB"');
  await expectAppReady(page, 'en');
  await expect(page.locator('.price__final').first()).toContainText('฿');

  await page.getByRole('banner').getByRole('button', { name: 'Currency: THB' }).click();
  const menu = page.getByRole('menu', { name: 'Currency' });
  await expect(menu.getByRole('menuitemradio')).toHaveText(['JPY', 'THB', 'USD']);
  await Promise.all([page.waitForEvent('load'), menu.getByRole('menuitemradio', { name: 'USD' }).click()]);

  await expectAppReady(page, 'en');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Currency: USD' })).toBeVisible();
  await expect(page.locator('.price__final').first()).toContainText('$');
  expect(troubles).toEqual([]);
});
