// Social sign-in through the sandbox LINE-shaped provider in a real popup (issue 9): the provider's consent page
// opens from the sign-in page's button, the callback page posts the result to this window, and the shopper lands
// signed in on the account page; an identity that shares no email is refused with the server's first message.
import { expect, test, type Page } from '@playwright/test';
import { chooseDeliveryArea } from './support/cart-fixtures';
import { storedToken } from './support/account-fixtures';

test.beforeEach(async ({ context, baseURL }) => {
  await chooseDeliveryArea(context, baseURL ?? '');
});

async function openProvider(page: Page): Promise<Page> {
  await page.goto('/sign-in?return=%2Fsales%2Forder%2Fhistory');
  const button = page.getByRole('button', { name: /^เข้าสู่ระบบด้วย / }).first();
  await expect(button).toBeVisible();
  const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
  await popup.waitForLoadState();
  return popup;
}

test('signs in with a new LINE identity in a popup and lands on the return location', async ({ page }) => {
  const popup = await openProvider(page);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await popup.getByLabel(/Another account/).check();
  await popup.getByLabel(/Display name/).fill('Kanya Test');
  await popup.getByLabel(/Email/).fill(`kanya-${stamp}@example.com`);
  await popup.getByLabel(/User id/).fill(`U${stamp.padEnd(32, 'a').slice(0, 32)}`);
  await popup.getByRole('button', { name: /Allow/ }).click();

  await expect(page).toHaveURL(/\/sales\/order\/history$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /Kanya Test/ })).toBeVisible();
  expect((await storedToken(page))?.value).toBeTruthy();
  await expect.poll(() => popup.isClosed()).toBe(true);
});

test('an identity that shares no email is refused with the first message', async ({ page }) => {
  const popup = await openProvider(page);
  await popup.getByLabel(/Ploy/).check();
  await popup.getByRole('button', { name: /Allow/ }).click();
  await expect(page.getByRole('alert')).toContainText('LINE');
  await expect(page).toHaveURL(/\/sign-in/);
  expect(await storedToken(page)).toBeNull();
});
