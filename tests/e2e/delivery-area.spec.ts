// Delivery-area popup (storefront spec sections 2, 4 and 8): it opens by itself on a first visit (no saved
// location), looks a postcode up, shows inactive areas disabled with "(Outside delivery area)", saves an active
// one in the location_key / location_value cookies and confirms with "Shipping address has been saved
// successfully.". The header's delivery-area button toggles it.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectAppReady } from './support/shell-fixtures';

async function lookUp(page: Page, postcode: string, labels: { postcode: string; find: string }): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: labels.postcode }).fill(postcode);
  await dialog.getByRole('button', { name: labels.find, exact: true }).click();
}

async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((entry) => entry.name === name)?.value;
}

test('th: first visit opens the popup; an inactive postcode is disabled, an active one is saved', async ({ page, context }) => {
  await page.goto('/landing');
  await expectAppReady(page, 'th');
  const dialog = page.getByRole('dialog', { name: 'เลือกพื้นที่จัดส่งของคุณ' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('กรุณากรอกรหัสไปรษณีย์เพื่อค้นหาพื้นที่จัดส่ง')).toBeVisible();
  const labels = { postcode: 'รหัสไปรษณีย์', find: 'ค้นหา' };

  // Chiang Mai 50200 lies outside the delivery areas: every entry is shown but disabled.
  await lookUp(page, '50200', labels);
  const results = dialog.getByRole('list', { name: 'พื้นที่จัดส่ง' });
  const outside = results.getByRole('button', { name: /เชียงใหม่ 50200 \(นอกพื้นที่จัดส่ง\)$/ });
  await expect(outside.first()).toBeVisible();
  expect(await outside.count()).toBeGreaterThan(0);
  for (const option of await outside.all()) await expect(option).toBeDisabled();

  // Bangkok 10900 is served: its areas can be chosen.
  await lookUp(page, '10900', labels);
  const chatuchak = results.getByRole('button', { name: 'จตุจักร, จตุจักร, กรุงเทพมหานคร 10900', exact: true });
  await expect(chatuchak).toBeEnabled();
  await chatuchak.click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'บันทึกที่อยู่จัดส่งเรียบร้อยแล้ว' })).toBeVisible();
  await expect.poll(() => cookie(context, 'location_key')).toBe('10900-1');
  expect(decodeURIComponent((await cookie(context, 'location_value')) ?? '')).toBe('จตุจักร, จตุจักร, กรุงเทพมหานคร 10900');
  const trigger = page.getByRole('banner').getByRole('button', { name: 'พื้นที่จัดส่ง: จตุจักร, จตุจักร, กรุงเทพมหานคร 10900' });
  await expect(trigger).toBeVisible();

  // With a saved location the popup stays shut on the next page and only the button opens it.
  await page.goto('/search.html?query=%E0%B8%A1%E0%B8%B0%E0%B8%A5%E0%B8%B4');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(dialog).toBeHidden();
  await trigger.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'ปิด' }).click();
  await expect(dialog).toBeHidden();
});

test('en: an unknown postcode is outside the service area; a chosen area is confirmed in English', async ({ page, context }) => {
  await page.goto('/en/landing');
  await expectAppReady(page, 'en');
  const dialog = page.getByRole('dialog', { name: 'Choose your delivery area' });
  await expect(dialog).toBeVisible();
  const labels = { postcode: 'Postal code', find: 'Find' };

  await lookUp(page, '99999', labels);
  await expect(dialog.getByText('We sincerely apologize for the inconvenience. Your location is outside our service area.')).toBeVisible();

  await lookUp(page, '50200', labels);
  await expect(dialog.getByRole('button', { name: /\(Outside delivery area\)$/ }).first()).toBeDisabled();

  await lookUp(page, '10900', labels);
  await dialog.getByRole('button', { name: /10900$/ }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Shipping address has been saved successfully.' })).toBeVisible();
  await expect.poll(() => cookie(context, 'location_key')).toMatch(/^10900-\d+$/);
});
