// Suggestions as you type in the header search (issue 11): typing in Thai and in English lists matching products
// (thumbnail, name, price in ฿) and categories; the arrow keys and Enter open a suggestion's page; Enter without a
// highlighted suggestion runs the full search; Escape closes the list; axe finds nothing with the list open.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseDeliveryArea, DEMO, expectAppReady } from './support/shell-fixtures';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const TEXT = {
  th: { field: 'ค้นหาสินค้า', list: 'คำแนะนำการค้นหา', found: /^แนะนำสินค้า \d+ รายการ/ },
  en: { field: 'Search products', list: 'Search suggestions', found: /^\d+ products? .*suggested\./ },
} as const;

test.beforeEach(async ({ context, baseURL }) => {
  await chooseDeliveryArea(context, baseURL!);
});

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Focuses the header search; the suggestions combobox loads on that first focus and takes the field over. */
async function suggestionField(page: Page, name: string): Promise<Locator> {
  await page.getByRole('search').getByRole('searchbox', { name }).click();
  const field = page.getByRole('search').getByRole('combobox', { name });
  await expect(field).toBeFocused();
  return field;
}

/** Moves the highlight down with the arrow key until it is on the option whose text contains `text`. */
async function highlight(page: Page, field: Locator, text: string): Promise<void> {
  for (let step = 0; step < 10; step++) {
    await field.press('ArrowDown');
    const id = await field.getAttribute('aria-activedescendant');
    if (id && (await page.locator(`[id="${id}"]`).textContent())?.includes(text)) return;
  }
  throw new Error(`no suggestion containing "${text}" could be highlighted`);
}

test('th: Thai text suggests the product with its price; arrow keys and Enter open its page', async ({ page }) => {
  await page.goto('/landing');
  await expectAppReady(page, 'th');
  const field = await suggestionField(page, TEXT.th.field);
  // The product's own words (name and brand), so it is among the five however the other matches rank.
  await field.pressSequentially('ข้าวหอมมะลิ ตราช้างทอง', { delay: 40 });

  const list = page.getByRole('listbox', { name: TEXT.th.list });
  await expect(list).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  const option = list.getByRole('option', { name: new RegExp(DEMO.product.th.replace(/[.*+?^${}()|[\]\\%]/g, '\\$&')) });
  await expect(option).toBeVisible();
  await expect(option).toContainText(/฿\d[\d,]*\.\d{2}/);
  await expect(option.locator('img')).toHaveAttribute('src', /^\/media\/catalog\/product\//);
  // The count is announced in Thai.
  await expect(page.getByRole('search').getByRole('status')).toHaveText(TEXT.th.found);

  expect(await violations(page)).toEqual([]);

  await highlight(page, field, DEMO.product.th);
  await field.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === DEMO.product.path);
  await expect(page.getByRole('heading', { level: 1, name: DEMO.product.th })).toBeVisible();
  // The page is whole again once the list has closed: nothing left inert or hidden from screen readers.
  // Nothing the list made inert stays so (a content carousel's off-screen slides are inert by their own design).
  await expect(page.locator('[inert]:not(.pb-carousel__slide)')).toHaveCount(0);
  await expect(page.locator('main')).not.toHaveAttribute('inert');
  await expect(page.locator('#root [aria-hidden="true"]:has(a, button, input)')).toHaveCount(0);
});

test('en: English text suggests products and categories; Escape closes; Enter on a product opens it', async ({ page }) => {
  await page.goto('/en/landing');
  await expectAppReady(page, 'en');
  const field = await suggestionField(page, TEXT.en.field);
  await field.pressSequentially('rice', { delay: 40 });

  const list = page.getByRole('listbox', { name: TEXT.en.list });
  await expect(list).toBeVisible();
  await expect(list.getByRole('group', { name: 'Products' })).toBeVisible();
  await expect(list.getByRole('option', { name: `Category: ${DEMO.category.en}` }).or(list.getByRole('option', { name: new RegExp(`^${DEMO.category.en}`) })).first()).toBeVisible();
  await expect(page.getByRole('search').getByRole('status')).toHaveText(TEXT.en.found);

  expect(await violations(page)).toEqual([]);

  await field.press('Escape');
  await expect(list).toBeHidden();
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(field).toHaveValue('rice');
  // ArrowDown brings the same suggestions back; Tab leaves the field for the search button and closes them.
  await field.press('ArrowDown');
  await expect(list).toBeVisible();
  await field.press('Tab');
  await expect(list).toBeHidden();
  await expect(page.getByRole('search').getByRole('button', { name: 'Search', exact: true })).toBeFocused();

  await field.fill('');
  await field.pressSequentially('golden elephant jasmine', { delay: 40 });
  await expect(list).toBeVisible();
  await highlight(page, field, DEMO.product.en);
  await field.press('Enter');
  // The en store view keeps its path prefix.
  await expect(page).toHaveURL((url) => url.pathname === `/en${DEMO.product.path}`);
  await expect(page.getByRole('heading', { level: 1, name: DEMO.product.en })).toBeVisible();
});

test('Enter without a highlighted suggestion runs the full search', async ({ page }) => {
  await page.goto('/en/landing');
  await expectAppReady(page, 'en');
  const field = await suggestionField(page, TEXT.en.field);
  await field.pressSequentially('jasmine', { delay: 40 });
  await expect(page.getByRole('listbox', { name: TEXT.en.list })).toBeVisible();
  await field.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname.endsWith('/search.html') && url.searchParams.get('query') === 'jasmine');
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for "jasmine"' })).toBeVisible();
});

test('one letter suggests nothing; a failed suggestion request leaves the search working', async ({ page }) => {
  await page.goto('/landing');
  await expectAppReady(page, 'th');
  const field = await suggestionField(page, TEXT.th.field);
  await field.pressSequentially('ข', { delay: 40 });
  // Longer than the debounce: still nothing asked or shown for one Thai letter.
  await page.waitForTimeout(600);
  await expect(page.getByRole('listbox')).toHaveCount(0);

  await page.route(/operationName=getSearchSuggestions/, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await field.pressSequentially('้าว', { delay: 40 });
  await page.waitForTimeout(600);
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await field.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname.endsWith('/search.html') && url.searchParams.get('query') === 'ข้าว');
});

test('phone width: the list fits under the full-width field', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/landing');
  await expectAppReady(page, 'th');
  const field = await suggestionField(page, TEXT.th.field);
  await field.pressSequentially('ข้าว', { delay: 40 });
  const list = page.getByRole('listbox', { name: TEXT.th.list });
  await expect(list).toBeVisible();
  const box = await list.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await violations(page)).toEqual([]);
});

test('a click outside closes the list; the page is whole again and the next click works', async ({ page }) => {
  await page.goto('/en/landing');
  await expectAppReady(page, 'en');
  const field = await suggestionField(page, TEXT.en.field);
  await field.pressSequentially('rice', { delay: 40 });
  const list = page.getByRole('listbox', { name: TEXT.en.list });
  await expect(list).toBeVisible();
  // While open, the page outside the search form is out of reach (inert) and hidden from screen readers.
  await expect(page.locator('main')).toHaveAttribute('inert', '');
  // A real mouse click on the page body below the header (Playwright's locator click would wait for the inert
  // element to take events).
  const main = await page.locator('main').boundingBox();
  const viewport = page.viewportSize()!;
  await page.mouse.click(main!.x + 5, Math.min(main!.y + main!.height, viewport.height) - 5);
  await expect(list).toBeHidden();
  // Nothing the list made inert stays so (a content carousel's off-screen slides are inert by their own design).
  await expect(page.locator('[inert]:not(.pb-carousel__slide)')).toHaveCount(0);
  await expect(page.locator('main')).not.toHaveAttribute('inert');
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/create-account/);
});
