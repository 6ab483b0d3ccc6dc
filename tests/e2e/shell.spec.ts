// Shell routes (storefront spec section 2): a guest on "/" goes to /landing unless data-id-redirect holds the
// business identifier; unknown paths resolve to the 404 view whose "Back to Homepage" button goes to /.
import { expect, test } from '@playwright/test';
import { chooseDeliveryArea, expectAppReady, storeBusinessIdentifier } from './support/shell-fixtures';

test.beforeEach(async ({ context, baseURL }) => {
  await chooseDeliveryArea(context, baseURL!);
});

test('a guest on / lands on /landing', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/landing$/);
  await expectAppReady(page, 'th');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('a guest with data-id-redirect b2b stays on the home page', async ({ page, context }) => {
  await storeBusinessIdentifier(context);
  await page.goto('/');
  await expectAppReady(page, 'th');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
});

test('an unknown path shows the 404 view, and "Back to Homepage" goes to /', async ({ page }) => {
  await page.goto('/no-such-page-anywhere');
  await expectAppReady(page, 'th');
  await expect(page.getByRole('heading', { level: 1, name: 'ขออภัย ไม่พบหน้าที่คุณกำลังค้นหา' })).toBeVisible();
  await expect(page.getByText('กรุณาคลิกปุ่มด้านล่างเพื่อกลับสู่หน้าหลัก')).toBeVisible();
  await page.getByRole('link', { name: 'กลับสู่หน้าแรก' }).click();
  // A guest on / is sent on to /landing.
  await expect(page).toHaveURL(/\/landing$/);
});

test('en: the 404 view in English', async ({ page }) => {
  await page.goto('/en/no-such-page-anywhere');
  await expect(page.getByRole('heading', { level: 1, name: 'Sorry, the page you were looking for could not be found.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Homepage' })).toBeVisible();
});
