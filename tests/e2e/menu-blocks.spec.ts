// The operator's menu blocks in Chromium (storefront spec S2.48): on a phone the drawer shows the mobile-menu CMS
// block under the categories with each section folded, and the footer-links block folds the same way; on a desktop
// the footer shows every section open with plain headings (no toggle that does nothing).
import { expect, test, type Page } from '@playwright/test';
import { chooseDeliveryArea, expectAppReady } from './support/shell-fixtures';

test.beforeEach(async ({ context, baseURL }) => {
  await chooseDeliveryArea(context, baseURL ?? '');
});

/** A category page at this width, the app started, scrolled to its footer (which mounts on approach). */
async function footerAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: width < 769 ? 844 : 900 });
  await page.goto('/seafood.html');
  await expectAppReady(page, 'th');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  return footer;
}

test('on a phone the drawer and the footer fold their sections; a section link opens its page', async ({ page }) => {
  const footer = await footerAt(page, 390);
  const service = footer.getByRole('button', { name: 'บริการลูกค้า' });
  await service.scrollIntoViewIfNeeded();
  await expect(service).toHaveAttribute('aria-expanded', 'false');
  await expect(footer.getByRole('link', { name: 'ติดตามคำสั่งซื้อ' })).toBeHidden();
  await service.click();
  await expect(footer.getByRole('link', { name: 'ติดตามคำสั่งซื้อ' })).toBeVisible();

  await page.getByRole('button', { name: 'เปิดเมนู' }).click();
  const drawer = page.getByRole('dialog', { name: 'เมนูหลัก' });
  const help = drawer.getByRole('button', { name: 'ช่วยเหลือ' });
  await expect(help).toHaveAttribute('aria-expanded', 'false');
  await expect(drawer.getByRole('link', { name: 'การจัดส่ง' })).toBeHidden();
  await help.click();
  await drawer.getByRole('link', { name: 'การจัดส่ง' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/delivery-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('on a desktop the footer shows every section open, headings without toggles', async ({ page }) => {
  const footer = await footerAt(page, 1366);
  await expect(footer.getByRole('heading', { name: 'บริการลูกค้า', level: 3 })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'ติดตามคำสั่งซื้อ' })).toBeVisible();
  await expect(footer.getByRole('button', { name: 'บริการลูกค้า' })).toHaveCount(0);
});
