// Social sign-in through the sandbox LINE-shaped provider in a real popup (issue 9): the provider's consent page
// opens from the sign-in page's button, the callback page posts the result to this window; a new identity answers
// the registration consents at /social/account/update before its account exists (and gives an email there when
// the provider shared none), then lands signed in on the return location; a known identity signs straight in.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { chooseDeliveryArea } from './support/cart-fixtures';
import { gql } from './support/account-api';
import { storedToken } from './support/account-fixtures';
import { tick } from './support/tick';

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

test('a new LINE identity answers the registration consents before its account exists, then lands on the return location', async ({ page, request, context }) => {
  const popup = await openProvider(page);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `kanya-${stamp}@example.com`;
  const userId = `U${stamp.padEnd(32, 'a').slice(0, 32)}`;
  await popup.getByLabel(/Another account/).check();
  await popup.getByLabel(/Display name/).fill('Kanya Test');
  await popup.getByLabel(/Email/).fill(email);
  await popup.getByLabel(/User id/).fill(userId);
  await popup.getByRole('button', { name: /Allow/ }).click();

  // Not signed in yet: the update step, prefilled from the provider, with the registration consents.
  await expect(page).toHaveURL(/\/social\/account\/update\?return=%2Fsales%2Forder%2Fhistory$/);
  await expect.poll(() => popup.isClosed()).toBe(true);
  expect(await storedToken(page)).toBeNull();
  const form = page.getByRole('form', { name: 'กรอกข้อมูลบัญชีให้ครบ' });
  await expect(form.getByRole('textbox', { name: /^อีเมล/ })).toHaveValue(email);
  await expect(form.getByRole('textbox', { name: /^ชื่อ/ })).toHaveValue('Kanya');
  const consents = form.getByRole('group', { name: 'ความยินยอม' });
  const policy = consents.getByRole('checkbox', { name: /นโยบายความเป็นส่วนตัว/ });
  await expect(policy).not.toBeChecked();
  expect((await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations).toEqual([]);

  // The required consent unticked: the form refuses (the server would too: tests/server/social-login.test.ts).
  await form.getByRole('button', { name: 'สร้างบัญชี' }).click();
  await expect(consents.getByRole('alert')).toHaveText('กรุณาทำเครื่องหมายในช่องนี้');
  await expect(page).toHaveURL(/\/social\/account\/update/);
  expect(await storedToken(page)).toBeNull();

  await tick(policy);
  await form.getByRole('button', { name: 'สร้างบัญชี' }).click();
  await expect(page).toHaveURL(/\/sales\/order\/history$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /Kanya Test/ })).toBeVisible();
  const token = (await storedToken(page))?.value ?? '';
  const agreed = await gql<{ amGetGdprConsents: { consent_code: string; has_agreement: boolean }[] }>(request, '{ amGetGdprConsents(location: "registration") { consent_code has_agreement } }', {}, token);
  expect(agreed.amGetGdprConsents).toContainEqual({ consent_code: 'privacy_policy', has_agreement: true });

  // The same identity later, in a new browser: signed straight in, nothing asked again.
  const later = await context.browser()!.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const again = await later.newPage();
    await chooseDeliveryArea(later, new URL(page.url()).origin);
    const secondPopup = await openProvider(again);
    await secondPopup.getByLabel(/Another account/).check();
    await secondPopup.getByLabel(/Display name/).fill('Kanya Test');
    await secondPopup.getByLabel(/Email/).fill(email);
    await secondPopup.getByLabel(/User id/).fill(userId);
    await secondPopup.getByRole('button', { name: /Allow/ }).click();
    await expect(again).toHaveURL(/\/sales\/order\/history$/);
    expect((await storedToken(again))?.value).toBeTruthy();
  } finally {
    await later.close();
  }
});

test('an identity that shares no email completes its account at /social/account/update, prefilled from the claims', async ({ page }) => {
  const popup = await openProvider(page);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await popup.getByLabel(/Another account/).check();
  await popup.getByLabel(/Display name/).fill('Ploy Update');
  await popup.getByLabel(/User id/).fill(`U${stamp.padEnd(32, 'b').slice(0, 32)}`);
  await popup.getByRole('button', { name: /Allow/ }).click();

  await expect(page).toHaveURL(/\/social\/account\/update\?return=%2Fsales%2Forder%2Fhistory$/);
  const form = page.getByRole('form', { name: 'กรอกข้อมูลบัญชีให้ครบ' });
  await expect(form.getByRole('textbox', { name: /^ชื่อ/ })).toHaveValue('Ploy');
  await expect(form.getByRole('textbox', { name: /^นามสกุล/ })).toHaveValue('Update');
  await expect(form.getByRole('textbox', { name: /^อีเมล/ })).toHaveValue('');
  expect(await storedToken(page)).toBeNull();
  await form.getByRole('textbox', { name: /^อีเมล/ }).fill(`ploy-${stamp}@example.com`);
  await tick(form.getByRole('group', { name: 'ความยินยอม' }).getByRole('checkbox', { name: /นโยบายความเป็นส่วนตัว/ }));
  await form.getByRole('button', { name: 'สร้างบัญชี' }).click();
  await expect(page).toHaveURL(/\/sales\/order\/history$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /Ploy Update/ })).toBeVisible();
  expect((await storedToken(page))?.value).toBeTruthy();
  await page.goto('/social-accounts');
  await expect(page.getByRole('main').getByText('Ploy Update')).toBeVisible();
});
