// Search journeys (issue "The storefront shell and catalogue"): the header's search box takes the shopper to
// /search.html?query=..., and Thai text is found inside compound words (no spaces in Thai), English by word.
import { expect, test, type Page } from '@playwright/test';
import { listingCount } from './support/catalog-steps';
import { chooseDeliveryArea, DEMO, expectAppReady } from './support/shell-fixtures';

test.beforeEach(async ({ context, baseURL }) => {
  await chooseDeliveryArea(context, baseURL!);
});

async function searchFor(page: Page, label: string, word: string): Promise<void> {
  // The plain field turns into the suggestions combobox on its first focus (search-box.tsx).
  const plain = page.getByRole('search').getByRole('searchbox', { name: label });
  if (await plain.isVisible()) await plain.click();
  const box = page.getByRole('search').getByRole('combobox', { name: label });
  await expect(box).toBeFocused();
  await box.fill(word);
  await box.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname.endsWith('/search.html') && url.searchParams.get('query') === word);
}

/** Product names of the result cards (their heading links). */
async function resultNames(page: Page): Promise<string[]> {
  return page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
}

test('th: a Thai word inside compound product names finds them', async ({ page }) => {
  await page.goto('/landing');
  await expectAppReady(page, 'th');
  await searchFor(page, 'ค้นหาสินค้า', DEMO.thaiWord);

  await expect(page.getByRole('heading', { level: 1, name: `ผลการค้นหา "${DEMO.thaiWord}"` })).toBeVisible();
  await expect(page.getByRole('link', { name: DEMO.product.th, exact: true })).toBeVisible();
  expect(await listingCount(page)).toBeGreaterThan(0);
  const names = await resultNames(page);
  expect(names.length).toBeGreaterThan(0);
  // ข้าวหอมมะลิ has no space before มะลิ: the hit comes from word segmentation / trigrams, not from splitting on spaces.
  expect(names.filter((name) => name.includes(DEMO.thaiWord)).length).toBeGreaterThan(0);
});

test('en: an English word finds products, and a word with no match says so', async ({ page }) => {
  await page.goto('/en/landing');
  await expectAppReady(page, 'en');
  await searchFor(page, 'Search products', DEMO.englishWord);

  await expect(page.getByRole('heading', { level: 1, name: `Search results for "${DEMO.englishWord}"` })).toBeVisible();
  await expect(page.getByRole('link', { name: DEMO.product.en, exact: true })).toBeVisible();
  const names = await resultNames(page);
  expect(names.length).toBeGreaterThan(0);
  expect(names.every((name) => /jasmine/i.test(name))).toBe(true);

  await searchFor(page, 'Search products', 'zzqxv');
  await expect(page.getByText('Your search returned no results.')).toBeVisible();
});
