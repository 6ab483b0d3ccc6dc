// First screens that sell (issue 32), at phone size (390x844) and desktop (1366x900), in Thai: a category's first
// screen holds whole product cards (name, price and the add-to-cart control) below its title and banner, and a
// product page shows its name, price and add-to-cart control at once, the control staying on screen (a bar at the
// bottom on phones) while the shopper scrolls the page. No layout shift on the way (CLS 0).
// Run: E2E_PORT=8190 E2E_DATA_DIR=.tmp/e2e-data-h32 npx playwright test tests/e2e/first-screen.spec.ts
import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseDeliveryArea } from './support/shell-fixtures';

const PHONE = { width: 390, height: 844, cards: 2 } as const;
const DESKTOP = { width: 1366, height: 900, cards: 4 } as const;

/** A category without a banner whose first row of products can all be added to the cart. */
const CATEGORY = { path: '/meat/chicken.html', title: 'เนื้อไก่' };
/** A category that shows its CMS banner above the products (display mode PRODUCTS_AND_PAGE). */
const BANNER_CATEGORY = { path: '/seafood.html', title: 'อาหารทะเล', banner: 'อาหารทะเลสด' };
/** A simple product, added to the cart without a choice first. */
const PRODUCT = { path: '/na-thong-100-thung-kula-jasmine-rice-5-kg.html' };
const ADD_TO_CART = 'หยิบใส่ตะกร้า';

/** The product page's own add-to-cart button, named after the product (cross-sells have theirs). */
async function productAddToCart(page: Page): Promise<Locator> {
  const main = page.getByRole('main');
  const name = (await main.getByRole('heading', { level: 1 }).textContent()) ?? '';
  return main.getByRole('button', { name: `${ADD_TO_CART}: ${name}`, exact: true });
}

/**
 * Sums the page content's layout shifts not caused by input, from the start of the visit. A shift of the shell
 * (the header, or the main element it pushes down, with whatever moves along in the same frame) is kept apart:
 * with the saved delivery area's long label the header grows once it hydrates, and the web font's swap widens
 * the header's links; both are the shell's matter, not the first screen's (docs/decisions/first-screens.md). So
 * is the same swap under centred text, whose box does not move while its glyphs do.
 */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = { content: 0, shell: 0, glyphs: 0 };
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
    const same = (a: DOMRectReadOnly, b: DOMRectReadOnly) => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
    const isShell = (node: Node | null) => {
      const element = node instanceof Element ? node : (node?.parentElement ?? null);
      return element !== null && (element.matches('main') || element.closest('header') !== null);
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        if (entry.sources.some((source) => isShell(source.node))) shifts.shell += entry.value;
        // Text whose box stays where it was while its glyphs move inside it: the web font swapping in under
        // centred text (the fallback is metric-matched, not width-exact).
        else if (entry.sources.length > 0 && entry.sources.every((source) => source.node?.nodeType === Node.TEXT_NODE && same(source.previousRect, source.currentRect))) shifts.glyphs += entry.value;
        else shifts.content += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function layoutShift(page: Page): Promise<number> {
  // Late shifts (images, fonts) have had their frame.
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { __shifts: { content: number } }).__shifts.content);
}

/** True when the whole box is inside the first screen (no scrolling). */
async function onFirstScreen(locator: Locator, height: number): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.height > 0 && box.y >= 0 && box.y + box.height <= height;
}

/** True when the box is on the first screen and nothing (the add-to-cart bar, a popup) covers its middle. */
async function seenOnFirstScreen(locator: Locator, height: number): Promise<boolean> {
  if (!(await onFirstScreen(locator, height))) return false;
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + Math.min(box.width / 2, 40), box.top + box.height / 2);
    return top !== null && element.contains(top);
  });
}

/** The card's add-to-cart control: the button, or the link to choose options first. */
function addToCartControl(card: Locator): Locator {
  return card.locator('.add-to-cart');
}

/** How many cards show their name, price and add-to-cart control whole on the first screen. */
async function buyableCardsOnFirstScreen(page: Page, height: number): Promise<number> {
  const cards = page.getByRole('main').getByRole('article');
  let count = 0;
  for (const card of await cards.all()) {
    const control = addToCartControl(card);
    if ((await control.count()) === 0) continue;
    const shown = (await onFirstScreen(card.getByRole('heading', { level: 3 }), height))
      && (await onFirstScreen(card.locator('.price__final').first(), height))
      && (await onFirstScreen(control, height));
    if (shown) count++;
  }
  return count;
}

async function openCategory(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  // The page settles: hydration done (the controls are enabled) and late images have their boxes.
  await expect(page.getByRole('main').getByRole('button', { name: new RegExp(`^${ADD_TO_CART}: `) }).first()).toBeEnabled();
}

for (const screen of [PHONE, DESKTOP]) {
  test.describe(`${screen.width}x${screen.height}`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    test.beforeEach(async ({ context, baseURL, page }) => {
      await chooseDeliveryArea(context, baseURL!);
      await watchLayoutShifts(page);
    });

    test(`a category's first screen shows ${screen.cards} product cards with name, price and add-to-cart control`, async ({ page }) => {
      await openCategory(page, CATEGORY.path, CATEGORY.title);
      expect(await buyableCardsOnFirstScreen(page, screen.height)).toBeGreaterThanOrEqual(screen.cards);
      expect(await layoutShift(page)).toBe(0);
    });

    test(`a category's banner leaves room for the first row of products`, async ({ page }) => {
      await openCategory(page, BANNER_CATEGORY.path, BANNER_CATEGORY.title);
      const banner = page.locator('.category-page__block');
      await expect(banner.getByRole('heading', { name: BANNER_CATEGORY.banner })).toBeVisible();
      expect(await onFirstScreen(banner, screen.height)).toBe(true);
      // The first row whole: each card's name, price and its buying line (the add-to-cart control, or the sold-out
      // status of a product that cannot be added), the row's controls lined up.
      const row = page.getByRole('main').getByRole('article');
      for (let i = 0; i < screen.cards; i++) {
        const card = row.nth(i);
        expect(await onFirstScreen(card.getByRole('heading', { level: 3 }), screen.height), `card ${i + 1} name`).toBe(true);
        expect(await onFirstScreen(card.locator('.price__final').first(), screen.height), `card ${i + 1} price`).toBe(true);
        const control = addToCartControl(card);
        const buyingLine = (await control.count()) > 0 ? control : card.locator('.stock--out');
        expect(await onFirstScreen(buyingLine, screen.height), `card ${i + 1} add-to-cart or sold out`).toBe(true);
      }
      expect(await buyableCardsOnFirstScreen(page, screen.height)).toBeGreaterThanOrEqual(1);
      expect(await layoutShift(page)).toBe(0);
    });

    test('a product page shows name, price and add-to-cart on its first screen', async ({ page }) => {
      await page.goto(PRODUCT.path);
      const main = page.getByRole('main');
      const name = main.getByRole('heading', { level: 1 });
      await expect(name).toBeVisible();
      const add = await productAddToCart(page);
      await expect(add).toBeEnabled();
      expect(await seenOnFirstScreen(name, screen.height), 'name').toBe(true);
      expect(await seenOnFirstScreen(main.locator('.price--large .price__final').first(), screen.height), 'price').toBe(true);
      expect(await seenOnFirstScreen(add, screen.height), 'add-to-cart').toBe(true);
      expect(await layoutShift(page)).toBe(0);
    });
  });
}

test.describe('phone product page while scrolling', () => {
  test.use({ viewport: { width: PHONE.width, height: PHONE.height } });

  test('the add-to-cart control stays on screen, and a tap on it adds the product', async ({ page, context, baseURL }) => {
    await chooseDeliveryArea(context, baseURL!);
    await watchLayoutShifts(page);
    await page.goto(PRODUCT.path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const add = await productAddToCart(page);
    await expect(add).toBeEnabled();
    const article = page.getByRole('main').locator('article.product-page');
    const end = await article.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
    // Down the page in steps until its end: the control is on screen and nothing covers it at each stop.
    for (let y = 0; y + PHONE.height <= end; y += 300) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      expect(await onFirstScreen(add, PHONE.height), `scrolled to ${y}`).toBe(true);
      const hit = await add.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return top !== null && button.contains(top);
      });
      expect(hit, `nothing covers the control at ${y}`).toBe(true);
    }
    expect(await layoutShift(page)).toBe(0);
    // It is the page's own control, working where it stands.
    await add.click();
    await expect(page.getByRole('dialog', { name: 'เพิ่มลงในตะกร้าแล้ว' })).toBeVisible();
  });
});
