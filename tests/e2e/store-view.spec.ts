// Store view switching (storefront spec section 2): the header's language switcher rebuilds the current path as
// /{storeCode}/... with the target view's URL suffix, stores the view and loads that page in the new language.
import { expect, test } from '@playwright/test';
import { chooseDeliveryArea, DEMO, expectAppReady, footerSwitchers, storedStoreView } from './support/shell-fixtures';

test.beforeEach(async ({ context, baseURL }) => {
  await chooseDeliveryArea(context, baseURL!);
});

test('th → en on a product page: /en/<url key>.html, English texts, kept after a reload', async ({ page }) => {
  await page.goto(DEMO.product.path);
  await expectAppReady(page, 'th');
  await expect(page.getByRole('heading', { level: 1, name: DEMO.product.th })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'ภาษา: TH' }).click();
  await page.getByRole('menu', { name: 'ภาษา' }).getByRole('menuitemradio', { name: 'EN' }).click();

  await expect(page).toHaveURL(new RegExp(`/en${DEMO.product.path}$`));
  await expectAppReady(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: DEMO.product.en })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Language: EN' })).toBeVisible();
  expect(await storedStoreView(page)).toBe('en');

  await page.reload();
  await expectAppReady(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: DEMO.product.en })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Shop by category' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
});

test('th → en on a category page keeps the category suffix, and the footer switcher goes back to th', async ({ page }) => {
  await page.goto(DEMO.category.path);
  await expect(page.getByRole('heading', { level: 1, name: DEMO.category.th })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'ภาษา: TH' }).click();
  await page.getByRole('menuitemradio', { name: 'EN' }).click();
  await expect(page).toHaveURL(new RegExp(`/en${DEMO.category.path}$`));
  await expect(page.getByRole('heading', { level: 1, name: DEMO.category.en })).toBeVisible();

  // Back through the footer's copy of the switcher.
  const switchers = await footerSwitchers(page, 'Store views');
  await switchers.getByRole('button', { name: 'Language: EN' }).click();
  await page.getByRole('menuitemradio', { name: 'TH' }).click();
  await expect(page).toHaveURL(new RegExp(`/th${DEMO.category.path}$`));
  await expectAppReady(page, 'th');
  await expect(page.getByRole('heading', { level: 1, name: DEMO.category.th })).toBeVisible();
  expect(await storedStoreView(page)).toBe('th');
});
