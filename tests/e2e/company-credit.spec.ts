// Company credit in Chromium (issue 12, "Company credit"): a customer applies at /customer/credit/apply, the shop
// operator approves through the operator API (as `npm run credit:approve` does), the footer panel shows the credit,
// an order is paid with it at checkout, the transactions page lists the charge, and the operator's cancel gives it
// back. axe finds nothing on the three credit pages in th and en.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createCustomer, gql } from './support/account-api';
import { newCustomer, PERSISTENCE_PREFIX } from './support/account-fixtures';
import { chooseDeliveryArea } from './support/cart-fixtures';
import { checkoutAsGuest, fillCart, lastOrderNumber, placeOrder } from './support/checkout-steps';
import { expectAppReady } from './support/shell-fixtures';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const VALID_TAX_ID = '0105536092641';

test.beforeEach(async ({ context, baseURL }) => {
  await chooseDeliveryArea(context, baseURL ?? '');
});

async function signInWith(page: Page, token: string, store: 'th' | 'en' = 'th'): Promise<void> {
  await page.addInitScript(
    ({ prefix, token, store }) => {
      window.localStorage.setItem(`${prefix}signin_token`, JSON.stringify({ value: token, timestamp: Date.now(), ttl: 3600 }));
      window.localStorage.setItem(`${prefix}store_view_code`, JSON.stringify({ value: store, timestamp: Date.now() }));
    },
    { prefix: PERSISTENCE_PREFIX, token, store },
  );
}

/** The operator token the server wrote into its data folder (server/operator/operator-token.ts). */
function operatorToken(): string {
  return readFileSync(join(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', 'operator-token'), 'utf8').trim();
}

async function operator(request: APIRequestContext, method: 'get' | 'post', path: string, data?: unknown): Promise<Record<string, unknown>> {
  const response = await request[method](path, { headers: { authorization: `Bearer ${operatorToken()}` }, data });
  const body = (await response.json()) as Record<string, unknown>;
  expect(response.status(), JSON.stringify(body)).toBe(200);
  return body;
}

async function approve(request: APIRequestContext, email: string, limit: number): Promise<void> {
  const list = await operator(request, 'get', '/operator/company-credit/applications?status=pending');
  const application = (list.items as { id: number; email: string }[]).find((a) => a.email === email);
  expect(application, `a pending application of ${email}`).toBeDefined();
  await operator(request, 'post', `/operator/company-credit/applications/${application?.id}/approve`, { limit });
}

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('apply, approved by the operator, footer panel, pay an order with credit, see it in transactions, refund', async ({ page, request }) => {
  const customer = newCustomer('credit');
  const token = await createCustomer(request, customer);
  await signInWith(page, token);

  await page.goto('/customer/credit/apply');
  await expect(page.getByRole('heading', { level: 1, name: 'สมัครวงเงินเครดิตบริษัท' })).toBeVisible();
  const form = page.getByRole('form', { name: 'สมัครวงเงินเครดิตบริษัท' });
  await form.getByRole('textbox', { name: /ชื่อบริษัท/ }).fill('บริษัท ครัวไทย จำกัด');
  await form.getByRole('textbox', { name: /เลขประจำตัวผู้เสียภาษี/ }).fill('0-1055-36092-64-1');
  await form.getByRole('textbox', { name: /หมายเลขโทรศัพท์มือถือ/ }).fill('0812345678');
  await form.getByRole('textbox', { name: /วงเงินเครดิตที่ขอ/ }).fill('20,000');
  await form.getByRole('button', { name: 'ส่งใบสมัคร' }).click();
  await expect(page.getByText('ขอบคุณ ใบสมัครของคุณถูกส่งแล้วและอยู่ระหว่างรอการพิจารณา')).toBeVisible();
  await expect(page.getByText('รอการพิจารณา', { exact: true })).toBeVisible();

  await approve(request, customer.email, 20_000);

  // The footer panel appears once the credit exists (the footer mounts when scrolled near). A signed-in shopper's
  // page is rendered afresh by the app, which replaces the server's footer: scroll to the app's.
  await page.goto('/');
  await expectAppReady(page, 'th');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const panel = page.getByRole('region', { name: 'วงเงินเครดิตบริษัท' });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('credit-panel-balance')).toHaveText('฿20,000.00');

  // Pay an order with the credit.
  await fillCart(page, 3);
  await checkoutAsGuest(page, /^วงเงินเครดิตบริษัท/, true);
  await expect(page.getByText(/วงเงินเครดิตบริษัทคงเหลือ: ฿20,000\.00/)).toBeVisible();
  // The buyer's comment on the credit payment, saved with the method and kept with the order.
  const comment = page.getByRole('main').getByRole('textbox', { name: /หมายเหตุสำหรับการชำระด้วยวงเงินเครดิต/ });
  await comment.fill('PO 2026-114 ครัวสาขา 2');
  await page.getByRole('main').getByRole('button', { name: 'บันทึกหมายเหตุ' }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'บันทึกหมายเหตุแล้ว' })).toBeVisible();
  await placeOrder(page);
  await expect(page).toHaveURL(/\/checkout\/onepage\/success/);
  const number = await lastOrderNumber(page);
  expect(number).toMatch(/^\d{9}$/);
  // The order's page shows how it was paid and the buyer's comment.
  await page.goto(`/sales/order/view/order_id/${number}`);
  const payment = page.getByRole('main').getByRole('region', { name: 'วิธีการชำระเงิน' });
  await expect(payment).toContainText('วงเงินเครดิตบริษัท');
  await expect(payment.getByRole('definition')).toHaveText('PO 2026-114 ครัวสาขา 2');

  await page.goto('/customer/credit/');
  await expect(page.getByRole('heading', { level: 1, name: 'วงเงินเครดิตบริษัท' })).toBeVisible();
  const charge = page.getByRole('row').filter({ hasText: number });
  await expect(charge).toContainText('ชำระคำสั่งซื้อ');
  const { customer: orders } = await gql<{ customer: { orders: { items: { number: string; total: { grand_total: { value: number } } }[] } } }>(
    request,
    'query ($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items { number total { grand_total { value } } } } } }',
    { n: number },
    token,
  );
  const total = orders.orders.items[0]?.total.grand_total.value ?? 0;
  const { customer: withPayment } = await gql<{ customer: { orders: { items: { payment_methods: { additional_data: { name: string; value: string }[] }[] }[] } } }>(
    request,
    'query ($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items { payment_methods { additional_data { name value } } } } } }',
    { n: number },
    token,
  );
  expect(withPayment.orders.items[0]?.payment_methods[0]?.additional_data).toContainEqual({ name: 'company_credit_comment', value: 'PO 2026-114 ครัวสาขา 2' });
  const available = (20_000 - total).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(page.getByRole('definition').first()).toHaveText(`฿${available}`);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(panel.getByTestId('credit-panel-balance')).toHaveText(`฿${available}`);

  // The operator cancels the order: the credit comes back and the refund is listed.
  await operator(request, 'post', `/operator/orders/${number}/cancel`);
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'คืนเงินคำสั่งซื้อ' })).toContainText(number);
  await expect(page.getByRole('definition').first()).toHaveText('฿20,000.00');
});

test('the credit pages pass axe in th and en', async ({ browser, request, baseURL }) => {
  // Eight signed-in page loads, each checked by axe: ~55 s on a quiet machine, past the 60 s default on a busy one.
  test.slow();
  const customer = newCustomer('credit-axe');
  const token = await createCustomer(request, customer);
  await gql(
    request,
    'mutation ($input: AmastyCompanyCreditApplicationInput!) { applyAmastyCompanyCredit(input: $input) { id } }',
    { input: { company_name: 'Krua Thai Co., Ltd.', tax_id: VALID_TAX_ID, telephone: '0812345678', requested_limit: 5000 } },
    token,
  );
  for (const store of ['th', 'en'] as const) {
    const context = await browser.newContext();
    await chooseDeliveryArea(context, baseURL ?? '');
    const page = await context.newPage();
    await signInWith(page, token, store);
    await page.goto('/customer/credit/apply');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(store === 'th' ? 'สมัครวงเงินเครดิตบริษัท' : 'Apply for company credit');
    await expect(page.getByText(store === 'th' ? 'รอการพิจารณา' : 'Waiting for review', { exact: true })).toBeVisible();
    expect(await axeViolations(page), `apply (${store})`).toEqual([]);
    await context.close();
  }
  await approve(request, customer.email, 5000);
  for (const store of ['th', 'en'] as const) {
    const context = await browser.newContext();
    await chooseDeliveryArea(context, baseURL ?? '');
    const page = await context.newPage();
    await signInWith(page, token, store);
    const th = store === 'th';
    // Each page with what shows its content has loaded: the allocation row, the limit, the approved note.
    for (const [path, heading, ready] of [
      ['/customer/credit/', th ? 'วงเงินเครดิตบริษัท' : 'Company credit', th ? 'ได้รับวงเงิน' : 'Credit granted'],
      ['/customer/credit/info', th ? 'ข้อมูลวงเงินเครดิต' : 'Credit information', th ? 'อนุมัติแล้ว' : 'Approved'],
      ['/customer/credit/apply', th ? 'สมัครวงเงินเครดิตบริษัท' : 'Apply for company credit', th ? 'วงเงินเครดิตบริษัทของคุณได้รับการอนุมัติแล้ว' : 'Your company credit is approved.'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('main').getByText(ready, { exact: true })).toBeVisible();
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect(page.getByRole('region', { name: store === 'th' ? 'วงเงินเครดิตบริษัท' : 'Company credit' })).toBeVisible();
      expect(await axeViolations(page), `${path} (${store})`).toEqual([]);
    }
    await context.close();
  }
});

test('the application form: rules shown in Thai, a wrong check digit refused by the shop without losing what was typed', async ({ page, request }) => {
  const customer = newCustomer('credit-form');
  const token = await createCustomer(request, customer);
  await signInWith(page, token);
  await page.goto('/customer/credit/apply');
  const form = page.getByRole('form', { name: 'สมัครวงเงินเครดิตบริษัท' });
  await form.getByRole('button', { name: 'ส่งใบสมัคร' }).click();
  await expect(form.getByText('จำเป็นต้องกรอกข้อมูล')).toHaveCount(4);
  await form.getByRole('textbox', { name: /เลขประจำตัวผู้เสียภาษี/ }).fill('12345');
  await expect(form.getByText('กรุณากรอกเลขประจำตัวผู้เสียภาษี 13 หลัก')).toBeVisible();
  await form.getByRole('textbox', { name: /ชื่อบริษัท/ }).fill('บริษัท ครัวไทย จำกัด');
  await form.getByRole('textbox', { name: /เลขประจำตัวผู้เสียภาษี/ }).fill('0105536092642');
  await form.getByRole('textbox', { name: /หมายเลขโทรศัพท์มือถือ/ }).fill('0812345678');
  await form.getByRole('textbox', { name: /วงเงินเครดิตที่ขอ/ }).fill('50000');
  await form.getByRole('button', { name: 'ส่งใบสมัคร' }).click();
  await expect(form.getByRole('alert')).toHaveText('เลขประจำตัวผู้เสียภาษี 0105536092642 ไม่ถูกต้อง (หลักตรวจสอบไม่ตรง)');
  await expect(form.getByRole('textbox', { name: /ชื่อบริษัท/ })).toHaveValue('บริษัท ครัวไทย จำกัด');
});
