// Account pages in Chromium (issue 9): order history filtered by status and by date with the filters kept in the
// query string as the spec writes them, an order's page with reorder, the address book's Thai address form, and
// an axe check of every account page in th and en (the order's page and the reviews with content).
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { chooseDeliveryArea, plainProductIn } from './support/cart-fixtures';
import { createCustomer, customerToken, placeCustomerOrder, skuOf, writeReview } from './support/account-api';
import { DEMO_CUSTOMER, newCustomer, PERSISTENCE_PREFIX, signInWith } from './support/account-fixtures';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test.beforeEach(async ({ context, baseURL }) => {
  await chooseDeliveryArea(context, baseURL ?? '');
});

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('order history filtered by status and date, kept in the query string; order page with reorder', async ({ page, request }) => {
  const customer = newCustomer('orders');
  const token = await createCustomer(request, customer);
  const sku = await skuOf(request, await plainProductIn(request, 'seasonings/sauces'));
  const first = await placeCustomerOrder(request, token, sku, 2);
  const second = await placeCustomerOrder(request, token, sku, 3);
  await signInWith(page, token);

  await page.goto('/sales/order/history');
  const table = page.getByRole('table');
  await expect(table.getByRole('cell', { name: first, exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: second, exact: true })).toBeVisible();

  // Status: the order-state counts feed the status list.
  const status = page.getByLabel('สถานะ', { exact: true });
  const option = status.locator('option').nth(1);
  const state = await option.getAttribute('value');
  await status.selectOption(state ?? '');
  await page.getByRole('button', { name: 'กรอง', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?state\\[filter\\]=${state},`));
  await expect(table.getByRole('cell', { name: first, exact: true })).toBeVisible();

  // Date: a range in the future finds nothing; from today finds both; the range reads 'from X'.
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Bangkok' });
  await page.getByLabel('ตั้งแต่', { exact: true }).fill('2099-01-01');
  await page.getByRole('button', { name: 'กรอง', exact: true }).click();
  await expect(page).toHaveURL(/created_at\[filter\]=2099-01-01_,/);
  await expect(page.getByText('คุณยังไม่มีคำสั่งซื้อ')).toBeVisible();
  await page.getByLabel('ตั้งแต่', { exact: true }).fill(today);
  await page.getByLabel('ถึง', { exact: true }).fill(today);
  await page.getByRole('button', { name: 'กรอง', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`created_at\\[filter\\]=${today}_${today},`));
  await expect(page.getByRole('listitem').filter({ hasText: `ตั้งแต่ ${today} ถึง ${today}` })).toBeVisible();
  await expect(table.getByRole('cell', { name: second, exact: true })).toBeVisible();

  // A reload keeps the filters (they live in the URL).
  await page.reload();
  await expect(page.getByLabel('ตั้งแต่', { exact: true })).toHaveValue(today);
  await expect(table.getByRole('cell', { name: first, exact: true })).toBeVisible();

  // The order's page and reorder: its items go back into the cart.
  await page.getByRole('link', { name: `ดูคำสั่งซื้อ ${first}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `คำสั่งซื้อ # ${first}` })).toBeVisible();
  await page.getByRole('button', { name: 'สั่งซื้ออีกครั้ง' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('button', { name: /ตะกร้าของฉัน: 2 ชิ้น/ })).toBeVisible();
});

test('adds a Thai address to the address book', async ({ page, request }) => {
  // The demo customer: the shop limits new accounts per address, and this page needs no fresh one.
  const token = await customerToken(request, DEMO_CUSTOMER);
  await signInWith(page, token);
  await page.goto('/customer/address/');
  await page.getByRole('link', { name: 'เพิ่มที่อยู่ใหม่' }).click();
  const form = page.getByRole('form', { name: 'เพิ่มที่อยู่ใหม่' });
  await form.getByRole('button', { name: 'บันทึก' }).click();
  await expect(form.getByText('จำเป็นต้องกรอกข้อมูล').first()).toBeVisible();
  await form.getByLabel(/^ชื่อ/).fill('Malee');
  await form.getByLabel(/^นามสกุล/).fill('Srisuk');
  await form.getByLabel(/^หมายเลขโทรศัพท์มือถือ/).fill('081-234-567');
  await expect(form.getByText('หมายเลขโทรศัพท์มือถือไม่ถูกต้อง')).toBeVisible();
  await form.getByLabel(/^หมายเลขโทรศัพท์มือถือ/).fill('0812345678');
  await form.getByLabel(/^บ้านเลขที่/).fill('99/1 ถนนพระราม 4');
  await form.getByLabel(/^แขวง/).fill('คลองตัน');
  await form.getByLabel(/^เขต/).fill('คลองเตย');
  await form.getByLabel(/^จังหวัด/).fill('กรุงเทพมหานคร');
  await form.getByLabel(/^รหัสไปรษณีย์/).fill('10110');
  await form.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page).toHaveURL(/\/customer\/address\/$/);
  await expect(page.getByText('99/1 ถนนพระราม 4').first()).toBeVisible();
});

for (const store of ['th', 'en'] as const) {
  test(`every account page passes axe in ${store}`, async ({ page, request }) => {
    const token = await customerToken(request, DEMO_CUSTOMER);
    // An order to view and a review to list, so those pages are checked with content, not empty.
    const sku = await skuOf(request, await plainProductIn(request, 'seasonings/sauces'));
    const order = await placeCustomerOrder(request, token, sku, 3);
    await writeReview(request, token, sku);
    const guestPages = ['/sign-in', '/create-account?email=a%40example.com&firstName=A&lastName=B', '/forgot-password', '/customer/account/createPassword?token=abc&email=a%40example.com'];
    const customerPages = ['/customer/account', '/customer/account/edit', '/customer/address/', '/customer/address/new', '/sales/order/history', '/social-accounts', '/review/customer', '/downloadable/customer/products/', '/saved-payments', `/sales/order/view/order_id/${order}`];
    const problems: string[] = [];
    await page.addInitScript(
      ({ prefix, store }) => window.localStorage.setItem(`${prefix}store_view_code`, JSON.stringify({ value: store, timestamp: Date.now() })),
      { prefix: PERSISTENCE_PREFIX, store },
    );
    for (const path of guestPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      problems.push(...(await axeViolations(page)).map((v) => `${path}: ${v}`));
    }
    await signInWith(page, token, store);
    for (const path of customerPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Nothing still loading (an empty live region kept for later notes, as the notifications section's, is not).
      await expect(page.getByRole('main').locator('[role="status"]:not(:empty)')).toHaveCount(0);
      problems.push(...(await axeViolations(page)).map((v) => `${path}: ${v}`));
    }
    expect(problems).toEqual([]);
  });
}
