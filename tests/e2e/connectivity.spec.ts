// Connectivity (storefront spec sections 4 and 9): going offline shows the error toast "You are offline. Some
// features may be unavailable.", coming back the info toast "You are online.", each for 3 s.
import { expect, test } from '@playwright/test';
import { chooseDeliveryArea, expectAppReady } from './support/shell-fixtures';

test.beforeEach(async ({ context, baseURL }) => {
  await chooseDeliveryArea(context, baseURL!);
});

test('th: offline then online toasts', async ({ page, context }) => {
  await page.goto('/landing');
  await expectAppReady(page, 'th');
  const toasts = page.getByRole('region', { name: 'การแจ้งเตือน' });

  await context.setOffline(true);
  const offline = toasts.getByRole('alert').filter({ hasText: 'คุณออฟไลน์อยู่ ฟีเจอร์บางอย่างอาจใช้งานไม่ได้' });
  await expect(offline).toBeVisible();

  await context.setOffline(false);
  const online = toasts.getByRole('status').filter({ hasText: 'คุณกลับมาออนไลน์แล้ว' });
  await expect(online).toBeVisible();
  // Both notices time out on their own (3000 ms).
  await expect(offline).toBeHidden();
  await expect(online).toBeHidden();
});

test('en: the spec texts', async ({ page, context }) => {
  await page.goto('/en/landing');
  await expectAppReady(page, 'en');
  await context.setOffline(true);
  await expect(page.getByRole('alert').filter({ hasText: 'You are offline. Some features may be unavailable.' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'You are online.' })).toBeVisible();
});
