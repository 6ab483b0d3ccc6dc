// Content journeys in Chromium against the real shop (issue "Content pages"): the demo home and landing pages in
// th and en with their slider, banners and tabs; the slider moved by keyboard (next button + Enter, arrow keys on
// the carousel) and the tabs by arrow keys; products blocks with real catalogue names and prices; buy often for a
// guest; axe (WCAG 2.1 A/AA) on home and landing; a CMS page reached through route lookup with breadcrumbs.
// Run: E2E_PORT=8183 E2E_DATA_DIR=.tmp/e2e-content npx playwright test tests/e2e/content.spec.ts --output .tmp/e2e-content-results
// (its own output folder: another journey run wipes test-results/ under a running test).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseDeliveryArea, useEnglishStoreView } from './support/cart-fixtures';

/** src/lib/browser-persistence.ts keeps values as { value, timestamp } under this prefix. */
const PERSISTENCE_PREFIX = 'M2_VENIA_BROWSER_PERSISTENCE__';

const text = {
  th: {
    carousel: 'ภาพสไลด์',
    next: 'สไลด์ถัดไป',
    goTo: (n: number) => `ไปที่สไลด์ ${n}`,
    slides: ['ผักสดทุกเช้า', 'ซีฟู้ดจากมหาชัย', 'ข้าวหอมมะลิใหม่'],
    tabs: ['ผักและผลไม้', 'เนื้อสัตว์', 'อาหารทะเล'],
    homeHeadings: ['หมวดหมู่ยอดนิยม', 'สดใหม่วันนี้', 'สินค้าขายดี'],
    landingTitle: 'ตลาดสด ออนไลน์ สำหรับบ้านและร้านอาหาร',
    landingHeadings: ['ทำไมต้องตลาด', 'โปรโมชั่นประจำสัปดาห์'],
    buyOftenSignIn: 'เข้าสู่ระบบเพื่อดูสินค้าที่คุณซื้อบ่อย',
    breadcrumbs: 'เส้นทางนำทาง',
    home: 'หน้าแรก',
    aboutUs: 'เกี่ยวกับเรา',
  },
  en: {
    carousel: 'Carousel',
    next: 'Next slide',
    goTo: (n: number) => `Go to slide ${n}`,
    slides: ['Fresh vegetables every morning', 'Seafood from Mahachai', 'New-crop jasmine rice'],
    tabs: ['Fruits & Vegetables', 'Meat', 'Seafood'],
    homeHeadings: ['Popular categories', 'Fresh today', 'Best sellers'],
    landingTitle: 'The fresh market, online, for homes and restaurants',
    landingHeadings: ['Why talat', 'This week’s promotions'],
    buyOftenSignIn: 'Sign in to see the products you buy often',
    breadcrumbs: 'Breadcrumbs',
    home: 'Home',
    aboutUs: 'About us',
  },
} as const;
type Lang = keyof typeof text;

test.beforeEach(async ({ context, baseURL }) => {
  // A returning shopper: delivery area chosen (no first-visit popup).
  await chooseDeliveryArea(context, baseURL ?? '');
});

/** A business shopper who followed the landing page's sign-up link: "/" shows home instead of /landing. */
async function asBusinessVisitor(page: Page): Promise<void> {
  await page.context().addInitScript((key) => {
    window.localStorage.setItem(key, JSON.stringify({ value: 'b2b', timestamp: Date.now() }));
  }, `${PERSISTENCE_PREFIX}data-id-redirect`);
}

async function currentSlide(carousel: Locator, lang: Lang, count: number): Promise<number> {
  for (let n = 1; n <= count; n++) {
    if ((await carousel.getByRole('button', { name: text[lang].goTo(n), exact: true }).getAttribute('aria-current')) === 'true') return n;
  }
  throw new Error('no current slide');
}

/** Loads every lazily mounted block by scrolling to the end of the content. */
async function scrollThrough(page: Page): Promise<void> {
  // The content first (its renderer is a chunk of its own when the browser renders the page): scrolling a page
  // that shows only its placeholder would end at once, above blocks that mount near the viewport.
  await expect(page.locator('main .pb-content').first()).toBeVisible();
  for (let y = 0; y < 12; y++) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.body.scrollHeight - 2;
    });
    await page.waitForTimeout(150);
    if (done) break;
  }
  await expect(page.locator('.pb-lazy .pb-placeholder')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
  expect(summary).toEqual([]);
}

for (const lang of ['th', 'en'] as const) {
  test.describe(`${lang} store view`, () => {
    test.beforeEach(async ({ context }) => {
      if (lang === 'en') await useEnglishStoreView(context);
    });

    test('home: hero slider by keyboard, tabs by arrow keys, buy often asks a guest to sign in', async ({ page }) => {
      await asBusinessVisitor(page);
      await page.goto('/');
      await expect(page).toHaveURL(/\/$/);
      const t = text[lang];
      for (const heading of t.homeHeadings) await expect(page.getByRole('heading', { name: heading })).toBeVisible();

      const hero = page.getByRole('region', { name: t.carousel }).first();
      await expect(hero.locator('[aria-roledescription="slide"]')).toHaveCount(3);
      const names = await hero.locator('[aria-roledescription="slide"]').evaluateAll((slides) => slides.map((s) => s.getAttribute('aria-label')));
      expect(names).toEqual([...t.slides]);

      // Focus inside holds the autoplay, so each key press is the only thing that moves it.
      const next = hero.getByRole('button', { name: t.next, exact: true });
      await next.focus();
      const start = await currentSlide(hero, lang, 3);
      await page.keyboard.press('Enter');
      await expect(hero.getByRole('button', { name: t.goTo((start % 3) + 1), exact: true })).toHaveAttribute('aria-current', 'true');
      await page.keyboard.press('ArrowRight');
      const third = ((start + 1) % 3) + 1;
      await expect(hero.getByRole('button', { name: t.goTo(third), exact: true })).toHaveAttribute('aria-current', 'true');
      await expect(hero.getByRole('group', { name: t.slides[third - 1] })).not.toHaveAttribute('aria-hidden', 'true');
      await page.keyboard.press('Home');
      await expect(hero.getByRole('button', { name: t.goTo(1), exact: true })).toHaveAttribute('aria-current', 'true');

      const firstTab = page.getByRole('tab', { name: t.tabs[0] });
      await expect(firstTab).toHaveAttribute('aria-selected', 'true');
      await firstTab.focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: t.tabs[1] })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tab', { name: t.tabs[1] })).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: t.tabs[2] })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toBeVisible();

      await scrollThrough(page);
      await expect(page.getByRole('link', { name: t.buyOftenSignIn })).toHaveAttribute('href', /\/sign-in\?return=%2Fbuy-often$/);
    });

    test('landing: banner, headings and business sign-up link', async ({ page }) => {
      await page.goto('/landing');
      const t = text[lang];
      await expect(page.getByRole('heading', { name: t.landingTitle, level: 1 })).toBeVisible();
      for (const heading of t.landingHeadings) await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.locator('[data-id-redirect="b2b"], a[href*="b2b"], .pb-banner').first()).toBeVisible();
    });

    test('home and landing have no WCAG 2.1 A/AA violations', async ({ page }) => {
      await asBusinessVisitor(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { name: text[lang].homeHeadings[0] })).toBeVisible();
      await scrollThrough(page);
      await expectNoAxeViolations(page);
      await page.goto('/landing');
      await expect(page.getByRole('heading', { name: text[lang].landingTitle, level: 1 })).toBeVisible();
      await scrollThrough(page);
      await expectNoAxeViolations(page);
    });

    test('a CMS page through route lookup, with breadcrumbs', async ({ page }) => {
      await page.goto('/about-us');
      const t = text[lang];
      // The page's content_heading (the page also repeats it inside its own content).
      await expect(page.locator('.cms-page > h1.page-title')).toHaveText(t.aboutUs);
      const crumbs = page.getByRole('navigation', { name: t.breadcrumbs });
      await expect(crumbs.getByRole('link', { name: t.home })).toHaveAttribute('href', '/');
      await expect(crumbs).toContainText(t.aboutUs);
    });
  });
}

// Needs the server to hand out the stored `{{widget type="Magento\CatalogWidget\..."}}` of products blocks (or to
// render them into product HTML as Magento does): server/modules/cms/content-directives.ts removes them today, so
// the demo's products blocks arrive empty and this journey fails until that changes.
test('products blocks show real catalogue products with their prices', async ({ page, request }) => {
  await asBusinessVisitor(page);
  // The skus the home page's best-seller grid names (TL000001-TL000008), as the catalogue answers them.
  const answer = await request.get('/graphql', {
    params: { query: '{ products(filter: { sku: { in: ["TL000001", "TL000002"] } }) { items { sku name } } }' },
    headers: { store: 'th' },
  });
  const { data } = (await answer.json()) as { data: { products: { items: { sku: string; name: string }[] } } };
  expect(data.products.items.length).toBeGreaterThan(0);
  await page.goto('/');
  await scrollThrough(page);
  const grid = page.locator('.pb-products--grid');
  // The grid sits below the fold under its heading: a shopper scrolls to it, and the block mounts once near
  // the viewport.
  await page.getByRole('heading', { name: 'สินค้าขายดี' }).scrollIntoViewIfNeeded();
  for (const product of data.products.items) {
    const card = grid.getByRole('article', { name: product.name });
    await expect(card).toBeVisible();
    await expect(card.locator('.price__final')).toHaveText(/^฿[\d,]+\.\d{2}/);
  }
});
