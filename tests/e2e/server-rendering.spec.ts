// Server rendering and hydration (issue 10): the page a shopper lands on arrives rendered (product name and
// price in the HTML), the browser hydrates it without a React hydration warning and without asking GraphQL
// again for what the HTML holds (requests counted), and a missing product answers 404 with the not-found view.
import { expect, test, type Page } from '@playwright/test';
import { buyableProductName } from './support/cart-fixtures';
import { chooseDeliveryArea, DEMO, expectAppReady, storeCurrencyChoice } from './support/shell-fixtures';

test.beforeEach(async ({ context, baseURL }) => {
  await chooseDeliveryArea(context, baseURL!);
});

/** Console messages React (or our onRecoverableError) writes when hydration does not match. */
const HYDRATION_TROUBLE = /hydrat|did not match|didn't match|server-rendered HTML|Minified React error #4(18|19|20|21|22|23|25)/i;

function watch(page: Page) {
  const troubles: string[] = [];
  const graphql: string[] = [];
  const scripts: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_TROUBLE.test(message.text())) troubles.push(message.text());
  });
  page.on('pageerror', (error) => troubles.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script') scripts.push(url.pathname);
    if (url.pathname !== '/graphql') return;
    graphql.push(request.method() === 'GET' ? `${url.pathname}${url.search}` : `POST ${(request.postDataJSON() as { operationName?: string } | null)?.operationName ?? ''}`);
  });
  return { troubles, graphql, scripts };
}

/** The GraphQL GETs the server answered while rendering (their URLs, as the hydration data lists them). */
async function renderedRequests(page: Page): Promise<string[]> {
  const text = await page.locator('#talat-ssr').textContent();
  return Object.keys((JSON.parse(text ?? '{}') as { responses?: Record<string, unknown> }).responses ?? {});
}

for (const store of ['th', 'en'] as const) {
  test(`${store}: a product page arrives rendered and hydrates without a warning or a repeated request`, async ({ page }) => {
    const seen = watch(page);
    const response = await page.goto(`/${store}${DEMO.product.path}`);
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html).toContain(`<h1 class="page-title">${DEMO.product[store]}</h1>`);
    expect(html).toMatch(/<span class="price__final">฿[\d,]+\.\d\d/);
    await expectAppReady(page, store);
    await expect(page.getByRole('heading', { level: 1, name: DEMO.product[store] })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const rendered = await renderedRequests(page);
    expect(rendered.length).toBeGreaterThan(3);
    expect(seen.graphql.filter((url) => rendered.includes(url))).toEqual([]);
    // What the browser still asks for is the shopper's own: the cart, and the engagement popup (cookie-based).
    expect(seen.graphql.filter((url) => !/operationName=(getCartDetails|getItemCount|popupWidget)|^POST createCart$/.test(url))).toEqual([]);
    expect(seen.troubles).toEqual([]);

    // Hydrated: the page is the app's (a client-side navigation through the breadcrumb works).
    await page.getByRole('navigation', { name: store === 'th' ? 'เส้นทางนำทาง' : 'Breadcrumbs' }).getByRole('link', { name: DEMO.category[store], exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${DEMO.category.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: DEMO.category[store] })).toBeVisible();
  });
}

test('a category page arrives with its products and hydrates without a warning or a repeated request', async ({ page }) => {
  const seen = watch(page);
  const scripts: Array<Promise<string>> = [];
  page.on('response', (answer) => {
    if (answer.request().resourceType() === 'script') scripts.push(answer.text().catch(() => ''));
  });
  const response = await page.goto(`/th${DEMO.category.path}`);
  expect(response?.status()).toBe(200);
  const html = await response!.text();
  expect(html).toContain(`<h1 class="page-title">${DEMO.category.th}</h1>`);
  expect(html).toContain(DEMO.product.th);
  await expectAppReady(page, 'th');
  await page.waitForLoadState('networkidle');
  const rendered = await renderedRequests(page);
  expect(seen.graphql.filter((url) => rendered.includes(url))).toEqual([]);
  expect(seen.graphql.filter((url) => !/operationName=(getCartDetails|getItemCount|popupWidget)|^POST createCart$/.test(url))).toEqual([]);
  expect(seen.troubles).toEqual([]);
  await expect(page.getByRole('link', { name: DEMO.product.th, exact: true })).toBeVisible();
  // The cookie bar's stored text (with its link) came sanitised with the page's data: a first visit fetches no
  // sanitiser for it (src/ui/common/sanitized-ahead.ts).
  await expect(page.getByRole('region', { name: 'ประกาศการใช้คุกกี้' }).getByRole('link', { name: 'นโยบายความเป็นส่วนตัว' })).toBeVisible();
  expect(seen.scripts.filter((path) => /sanitize-html/.test(path))).toEqual([]);
  // No React Aria in a first view (docs/decisions/web-speed-first-visit-parts.md): neither its press handling
  // (every React Aria button's) nor its built-in strings are fetched.
  const texts = await Promise.all(scripts);
  expect(texts.length).toBeGreaterThan(5);
  expect(texts.filter((text) => text.includes('data-react-aria-pressable') || text.includes('react-aria.i18n.strings'))).toEqual([]);
  // The listing starts from the server's snapshot and a guest's session and lists call nothing: their adapters
  // (and GraphQL documents) load on their first call (src/lib/on-first-call.ts), not with the first visit.
  expect(texts.filter((text) => /query getProductList\b|query getCustomer\b|mutation createWishlistGroup\b/.test(text))).toEqual([]);
});

test('the landing page hydrates its content from the trees the server parsed: no warning, and no parser or sanitiser fetched', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/landing');
  await expectAppReady(page, 'th');
  await page.waitForLoadState('networkidle');
  expect(seen.troubles).toEqual([]);
  expect(seen.scripts.filter((path) => /parse-content|sanitize-html/.test(path))).toEqual([]);
  // The carousels are the app's (hydrated from the server's trees): a dot moves the slides.
  const dot = page.getByRole('button', { name: 'ไปที่สไลด์ 2', exact: true }).last();
  await dot.click();
  await expect(dot).toHaveAttribute('aria-current', 'true');
});

test("a business visitor's \"/\" arrives rendered as the home page and hydrates: no parser or sanitiser fetched", async ({ page }) => {
  // A fresh render empties #root first (src/main.tsx): noted, to tell it from hydration.
  await page.addInitScript(() => {
    const replaceChildren = Element.prototype.replaceChildren;
    Element.prototype.replaceChildren = function (this: Element, ...nodes: Array<Node | string>) {
      if (this.id === 'root') (window as unknown as { rootReplaced?: boolean }).rootReplaced = true;
      replaceChildren.apply(this, nodes);
    };
  });
  // The landing page's link for businesses stores data-id-redirect, and its cookie (src/lib/redirect-cookie.ts).
  await page.goto('/landing');
  await expectAppReady(page, 'th');
  await page.getByRole('main').getByRole('link', { name: 'สำหรับร้านอาหารและธุรกิจ' }).click();
  await expect(page).toHaveURL(/\/customer\/account\/create$/);
  // That page's own start is over before the requests of "/" are counted.
  await expectAppReady(page, 'th');
  await page.waitForLoadState('networkidle');

  const seen = watch(page);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('private, no-cache');
  const html = await response!.text();
  expect(html).toContain('หมวดหมู่ยอดนิยม');
  expect(html).toContain('data-redirect="b2b"');
  await expectAppReady(page, 'th');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'หมวดหมู่ยอดนิยม' })).toBeVisible();
  // The home popup, with its newsletter form and consent, shows from what the page brought
  // (src/ui/engagement/popups-ahead.ts): neither the parser nor the sanitiser loads for it.
  const popup = page.getByRole('dialog', { name: 'รับข่าวสารจากตลาด' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('checkbox').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { rootReplaced?: boolean }).rootReplaced ?? false)).toBe(false);
  expect(seen.troubles).toEqual([]);
  const rendered = await renderedRequests(page);
  expect(seen.graphql.filter((url) => rendered.includes(url))).toEqual([]);
  expect(seen.scripts.filter((path) => /parse-content|sanitize-html/.test(path))).toEqual([]);
});

// docs/decisions/hydration-tap-race.md: a tap on a part React had not hydrated yet, while that part suspended, made
// React drop the part's HTML, and the link tapped was gone. At 4× CPU, a tap every 100 ms from the first paint to
// past hydration must follow the link each time.
test('a tap on a product link while the category page hydrates follows the link', async ({ page, context }) => {
  test.slow();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  for (const delay of [0, 100, 200, 300, 400, 500, 600, 700]) {
    await page.goto(`/th${DEMO.category.path}`, { waitUntil: 'domcontentloaded' });
    const link = page.getByRole('main').getByRole('link', { name: DEMO.product.th, exact: true }).first();
    await expect(link).toBeVisible();
    await page.waitForTimeout(delay);
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: DEMO.product.th }), `a tap ${delay} ms after the page showed`).toBeVisible();
  }
});

test('a missing product answers 404 with the not-found view, rendered by the server', async ({ page }) => {
  const seen = watch(page);
  const response = await page.goto('/th/no-such-product-anywhere.html');
  expect(response?.status()).toBe(404);
  expect(await response!.text()).toContain('ขออภัย ไม่พบหน้าที่คุณกำลังค้นหา');
  await expect(page.getByRole('heading', { level: 1, name: 'ขออภัย ไม่พบหน้าที่คุณกำลังค้นหา' })).toBeVisible();
  expect(seen.troubles).toEqual([]);
});

test('on a phone (the footer mounts at once) a category page hydrates without a warning, cookie bar and switchers included', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const seen = watch(page);
  await page.goto(`/th${DEMO.category.path}`);
  await expectAppReady(page, 'th');
  await expect(page.getByRole('region', { name: 'ประกาศการใช้คุกกี้' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('button', { name: 'สกุลเงิน: THB' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'สกุลเงิน: THB' })).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(seen.troubles).toEqual([]);
  // The footer's newsletter form (its consent checkboxes, the sanitiser for their texts) waits until the shopper
  // scrolls near it: a first view on a phone loads none of it.
  expect(seen.scripts.filter((path) => /newsletter-form|sanitize-html/.test(path))).toEqual([]);
  await footer.getByRole('button', { name: 'สกุลเงิน: THB' }).scrollIntoViewIfNeeded();
  await expect(footer.getByRole('textbox', { name: 'อีเมลสำหรับรับจดหมายข่าว' })).toBeVisible();
  await expect(footer.getByRole('checkbox', { name: /นโยบายความเป็นส่วนตัว/ })).toBeAttached();
});

test('a guest with a cart: the next page hydrates without a warning, then the header shows the kept count', async ({ page }) => {
  await page.goto(DEMO.category.path);
  const name = await buyableProductName(page, 'หยิบใส่ตะกร้า', 0);
  await page.getByRole('button', { name: `หยิบใส่ตะกร้า: ${name}`, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'เลือกซื้อสินค้าต่อ' }).click();
  await expect(page.getByRole('button', { name: 'ตะกร้าของฉัน: 1 ชิ้น' })).toBeVisible();
  const seen = watch(page);
  await page.goto(DEMO.category.path);
  await expect(page.getByRole('button', { name: 'ตะกร้าของฉัน: 1 ชิ้น' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen.troubles).toEqual([]);
});

test('a shopper with a stored currency gets the page rendered afresh, and pages loaded on demand still open', async ({ page, context }) => {
  await storeCurrencyChoice(context, 'THB');
  const seen = watch(page);
  await page.goto(`/th${DEMO.category.path}`);
  await expectAppReady(page, 'th');
  await expect(page.getByRole('heading', { level: 1, name: DEMO.category.th })).toBeVisible();
  // The contact page's code loads when first visited (a lazy route): it must render, not stay blank.
  await page.goto('/th/contact-us');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/th/checkout/cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(seen.troubles).toEqual([]);
});
