// Social sign-in through the sandbox LINE-shaped provider in a real popup (issue 9): the provider's consent page
// opens from the sign-in page's button, the callback page posts the result to this window, and the shopper lands
// signed in on the account page; an identity that shares no email finishes its account at /social/account/update.
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

test('an identity that shares no email completes its account at /social/account/update, prefilled from the claims', async ({ page }) => {
  const popup = await openProvider(page);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await popup.getByLabel(/Another account/).check();
  await popup.getByLabel(/Display name/).fill('Ploy Update');
  await popup.getByLabel(/User id/).fill(`U${stamp.padEnd(32, 'b').slice(0, 32)}`);
  await popup.getByRole('button', { name: /Allow/ }).click();

  await expect(page).toHaveURL(/\/social\/account\/update$/);
  const form = page.getByRole('form', { name: 'กรอกข้อมูลบัญชีให้ครบ' });
  await expect(form.getByRole('textbox', { name: /^ชื่อ/ })).toHaveValue('Ploy');
  await expect(form.getByRole('textbox', { name: /^นามสกุล/ })).toHaveValue('Update');
  await expect(form.getByRole('textbox', { name: /^อีเมล/ })).toHaveValue('');
  expect(await storedToken(page)).toBeNull();
  await form.getByRole('textbox', { name: /^อีเมล/ }).fill(`ploy-${stamp}@example.com`);
  await form.getByRole('button', { name: 'สร้างบัญชี' }).click();
  await expect(page).toHaveURL(/\/customer\/account$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /Ploy Update/ })).toBeVisible();
  expect((await storedToken(page))?.value).toBeTruthy();
  await page.goto('/social-accounts');
  await expect(page.getByRole('main').getByText('Ploy Update')).toBeVisible();
});
