// Catalogue journeys (issue "The storefront shell and catalogue"): from the home page through the category menu
// to a category, one filter from its aggregations, then a product page with name, price in baht and gallery;
// once in Thai (the default store view) and once in English through the /en prefix.
import { expect, test } from '@playwright/test';
import { applyFilter, expectProductPage, listingCount, openCategoryFromMenu } from './support/catalog-steps';
import { chooseDeliveryArea, DEMO, expectAppReady, storedStoreView, storeBusinessIdentifier } from './support/shell-fixtures';

test.beforeEach(async ({ context, baseURL }) => {
  await chooseDeliveryArea(context, baseURL!);
  await storeBusinessIdentifier(context);
});

test('th: home → category menu → category → brand filter → product', async ({ page }) => {
  await page.goto('/');
  await expectAppReady(page, 'th');
  await expect(page).toHaveURL(/\/$/);

  await openCategoryFromMenu(page, {
    menuTitle: 'ช้อปตามหมวดหมู่',
    parent: DEMO.parentCategory.th,
    category: DEMO.category.th,
    allOf: (name) => `${name} ทั้งหมด`,
  });
  await expect(page).toHaveURL(new RegExp(`${DEMO.category.path}$`));
  const unfiltered = await listingCount(page);
  expect(unfiltered).toBeGreaterThan(0);

  await applyFilter(page, 'แบรนด์', 'ช้างทอง');
  // PWA Studio's filter parameters: brand[filter]=<option value>.
  expect(new URL(page.url()).searchParams.get('brand[filter]')).toBeTruthy();
  expect(await listingCount(page)).toBeLessThan(unfiltered);
  // The chosen filter is listed with a remove button; every card is still a product link.
  await expect(page.getByRole('button', { name: 'ลบตัวกรอง แบรนด์: ช้างทอง' })).toBeVisible();

  await page.getByRole('link', { name: DEMO.product.th, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${DEMO.product.path}$`));
  await expectProductPage(page, DEMO.product.th, 'รูปภาพสินค้า');
  await expect(page.getByRole('navigation', { name: 'เส้นทางนำทาง' }).getByRole('link', { name: DEMO.category.th })).toBeVisible();
});

test('en via the /en prefix: home → category menu → category → brand filter → product', async ({ page }) => {
  await page.goto('/en/');
  await expectAppReady(page, 'en');
  expect(await storedStoreView(page)).toBe('en');

  await openCategoryFromMenu(page, {
    menuTitle: 'Shop by category',
    parent: DEMO.parentCategory.en,
    category: DEMO.category.en,
    allOf: (name) => `All ${name}`,
  });
  // The page was loaded under /en, so in-app links keep the prefix.
  await expect(page).toHaveURL(new RegExp(`/en${DEMO.category.path}$`));
  const unfiltered = await listingCount(page);

  await applyFilter(page, 'Brand', 'Golden Elephant');
  expect(new URL(page.url()).searchParams.get('brand[filter]')).toBeTruthy();
  expect(await listingCount(page)).toBeLessThan(unfiltered);

  await page.getByRole('link', { name: DEMO.product.en, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en${DEMO.product.path}$`));
  await expectProductPage(page, DEMO.product.en, 'Product images');
  await expect(page.getByText('In stock', { exact: true })).toBeVisible();
});
