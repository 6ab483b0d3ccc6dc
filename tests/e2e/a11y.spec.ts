// Accessibility proof (issue "The storefront shell and catalogue"): axe-core finds no WCAG 2.1 A/AA violation on
// the home, landing, category, product and search pages in Thai, at desktop and phone widths, with the lazily
// mounted footer in the scan, nor in the category menu and the delivery-area popup while they are open.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { chooseDeliveryArea, DEMO, expectAppReady, footerSwitchers, storeBusinessIdentifier } from './support/shell-fixtures';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Readable list of what axe found, so a failure says which rule and where. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Mounts the lazy footer so the scan covers it, then scrolls back up. */
async function mountFooter(page: Page): Promise<void> {
  await footerSwitchers(page, 'ภาษาของร้านค้า');
  await page.evaluate(() => window.scrollTo(0, 0));
}

interface PageCase {
  name: string;
  path: string;
  /** What shows that the page's own content has loaded. */
  ready: (page: Page) => Promise<void>;
}

const PAGES: PageCase[] = [
  {
    name: 'home',
    path: '/',
    ready: async (page) => {
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    },
  },
  {
    name: 'landing',
    path: '/landing',
    ready: async (page) => {
      await expect(page).toHaveURL(/\/landing$/);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    },
  },
  {
    name: 'category',
    path: DEMO.category.path,
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: DEMO.category.th })).toBeVisible();
      await expect(page.getByRole('link', { name: DEMO.product.th, exact: true })).toBeVisible();
    },
  },
  {
    name: 'product',
    path: DEMO.product.path,
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: DEMO.product.th })).toBeVisible();
      await expect(page.getByRole('group', { name: 'รูปภาพสินค้า' }).first()).toBeVisible();
    },
  },
  {
    // A bundle's choices: the platform's radios and checkboxes in labelled groups (common/choice-input.tsx).
    name: 'bundle product',
    path: '/thai-pantry-rice-and-sauce-set.html',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('radiogroup').first().getByRole('radio').first()).toBeChecked();
    },
  },
  {
    name: 'search',
    path: `/search.html?query=${encodeURIComponent(DEMO.thaiWord)}`,
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: `ผลการค้นหา "${DEMO.thaiWord}"` })).toBeVisible();
      await expect(page.getByRole('link', { name: DEMO.product.th, exact: true })).toBeVisible();
    },
  },
];

const VIEWPORTS = [
  { label: 'desktop', width: 1280, height: 800 },
  { label: 'phone', width: 390, height: 844 },
];

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.label} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test.beforeEach(async ({ context, baseURL }) => {
      await chooseDeliveryArea(context, baseURL!);
    });

    for (const { name, path, ready } of PAGES) {
      test(`th ${name} page: no WCAG 2.1 AA violations`, async ({ page, context }) => {
        // The home page is only for shoppers with the business identifier; guests go to /landing.
        if (name === 'home') await storeBusinessIdentifier(context);
        await page.goto(path);
        await expectAppReady(page, 'th');
        await ready(page);
        await mountFooter(page);
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}

test.describe('open overlays', () => {
  test('th category menu with a flyout column open', async ({ page, context, baseURL }) => {
    await chooseDeliveryArea(context, baseURL!);
    await page.goto(DEMO.category.path);
    await expect(page.getByRole('heading', { level: 1, name: DEMO.category.th })).toBeVisible();
    await page.getByRole('button', { name: 'ช้อปตามหมวดหมู่' }).click();
    await page.getByRole('menu', { name: 'ช้อปตามหมวดหมู่' }).getByRole('menuitem', { name: DEMO.parentCategory.th, exact: true }).click();
    await expect(page.getByRole('menu', { name: DEMO.parentCategory.th, exact: true })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('th delivery-area popup with results, one of them disabled', async ({ page }) => {
    await page.goto('/landing');
    const dialog = page.getByRole('dialog', { name: 'เลือกพื้นที่จัดส่งของคุณ' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'รหัสไปรษณีย์' }).fill('50200');
    await dialog.getByRole('button', { name: 'ค้นหา', exact: true }).click();
    await expect(dialog.getByRole('button', { name: /\(นอกพื้นที่จัดส่ง\)$/ }).first()).toBeDisabled();
    expect(await violations(page)).toEqual([]);
  });
});
