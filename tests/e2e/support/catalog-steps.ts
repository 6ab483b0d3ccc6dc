// Browsing steps shared by the catalogue journeys: through the header's category menu to a category, one filter
// from the category's aggregations, and a product page's essentials. Everything is found by role and
// accessible name, in the page's language.
import { expect, type Page } from '@playwright/test';

export interface CategoryPath {
  /** Level 2 category (a submenu of "shop by category"). */
  parent: string;
  /** Level 3 category with children of its own, so its column offers "All {name}". */
  category: string;
  menuTitle: string;
  /** Text of the "All {name}" entry that links to the category itself. */
  allOf: (name: string) => string;
}

export async function openCategoryFromMenu(page: Page, path: CategoryPath): Promise<void> {
  await page.getByRole('button', { name: path.menuTitle }).click();
  const root = page.getByRole('menu', { name: path.menuTitle });
  await expect(root).toBeVisible();
  await root.getByRole('menuitem', { name: path.parent, exact: true }).click();
  const parentColumn = page.getByRole('menu', { name: path.parent, exact: true });
  await parentColumn.getByRole('menuitem', { name: path.category, exact: true }).click();
  await page.getByRole('menu', { name: path.category, exact: true }).getByRole('menuitem', { name: path.allOf(path.category) }).click();
  await expect(page.getByRole('heading', { level: 1, name: path.category })).toBeVisible();
}

/** The listing's "{count} items" line as a number. */
export async function listingCount(page: Page): Promise<number> {
  const text = (await page.locator('.listing__count').textContent()) ?? '';
  const digits = text.replace(/[^\d]/g, '');
  return digits ? Number(digits) : 0;
}

/**
 * Ticks one option of a filter group (a fieldset named by the aggregation's label) and waits until the URL
 * carries the filter and the item count shows the option's count.
 */
export async function applyFilter(page: Page, group: string, option: string): Promise<void> {
  const checkbox = page.getByRole('group', { name: group }).getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(option)} \\(\\d+\\)$`) });
  const label = (await checkbox.evaluate((input) => input.closest('label')?.textContent ?? '')) || '';
  const expected = Number(/\((\d+)\)\s*$/.exec(label)?.[1] ?? Number.NaN);
  const before = page.url();
  // React Aria draws the box on the label and hides the input under it: the shopper clicks the label.
  await checkbox.locator('xpath=ancestor::label[1]').click();
  await expect(checkbox).toBeChecked();
  await expect.poll(() => page.url()).not.toBe(before);
  await expect.poll(() => listingCount(page)).toBe(expected);
}

/** The product page shows its name as the page heading, a price in baht and the image gallery. */
export async function expectProductPage(page: Page, name: string, galleryLabel: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('main').locator('.price--large')).toContainText(/฿\d[\d,]*\.\d{2}/);
  const gallery = page.getByRole('group', { name: galleryLabel }).first();
  await expect(gallery).toBeVisible();
  await expect(gallery.getByRole('img').first()).toBeVisible();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
