// The payment sandboxes in Chromium, as a payer meets them: KBank's embedded card form and QR popup, 2C2P's
// hosted page, the sandbox banking app for SCB's Thai QR and the simulated SCB EASY app. Orders are placed
// through the real checkout API; the merchant side of KBank's script (/kpayment/redirect) is stood in for by
// a minimal page on the shop's origin that loads the script exactly as the storefront screen does.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { baht, gql, placeGuestOrder } from './support/payment-orders';

async function merchantPage(page: Page, path: string, html: string): Promise<void> {
  await page.route(`**${path}`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(path);
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

test('KBank card: the popup checks the card, 3-D Secure pays, the payer lands on the success page', async ({ page, request }) => {
  const order = await placeGuestOrder(request, 'kpayment_credit');
  const { kpaymentCheckout: k } = await gql<{ kpaymentCheckout: Record<string, string | number> }>(request,
    'query ($c: String!, $o: String!) { kpaymentCheckout(cart_id: $c, order_number: $o) { script_url api_key amount currency payment_methods action_url merchant_name } }',
    { c: order.cartId, o: order.orderNumber });
  await merchantPage(page, '/__payment-harness/kbank', `<!doctype html><html lang="en"><head><title>KBank</title></head><body><main>
    <form method="POST" action="${k.action_url}"><script src="${k.script_url}" data-apikey="${k.api_key}" data-amount="${k.amount}"
      data-currency="${k.currency}" data-payment-methods="${k.payment_methods}" data-name="${k.merchant_name}" data-lang="en"></script></form></main></body></html>`);
  const pay = `Pay ${baht(order.total)}`;
  await page.getByRole('button', { name: pay }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay with KBank' });
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Card number').fill('4111 1111 1111 1112');
  await dialog.getByLabel('Name on card').fill('SOMSRI JAIDEE');
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/39');
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByRole('button', { name: pay }).click();
  await expect(dialog.getByText('The card number is not valid')).toBeVisible();
  await dialog.getByLabel('Card number').fill('4111 1111 1111 1111');
  await dialog.getByRole('button', { name: pay }).click();
  await expect(page.getByRole('heading', { name: /3-D Secure/ })).toBeVisible();
  await expect(page.getByText('ending in 1111')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/onepage\/success$/);
});

test('KBank QR: the popup shows the QR, the banking app pays it, the poll brings the shopper to success', async ({ page, request, context }) => {
  const order = await placeGuestOrder(request, 'kpayment_qr');
  const { kpaymentCheckout: k } = await gql<{ kpaymentCheckout: Record<string, string | number> }>(request,
    'query ($c: String!, $o: String!) { kpaymentCheckout(cart_id: $c, order_number: $o) { script_url api_key amount action_url order_id } }',
    { c: order.cartId, o: order.orderNumber });
  await merchantPage(page, '/__payment-harness/kbank-qr', `<!doctype html><html lang="th"><head><title>KBank QR</title></head><body><main>
    <form method="POST" action="${k.action_url}"><script src="${k.script_url}" data-apikey="${k.api_key}" data-amount="${k.amount}"
      data-currency="THB" data-payment-methods="qr" data-order-id="${k.order_id}" data-name="talat"></script></form></main></body></html>`);
  await page.getByRole('button', { name: `ชำระเงิน ${baht(order.total)}` }).click();
  await expect(page.getByRole('img', { name: `Thai QR สำหรับชำระเงิน ${baht(order.total)}` })).toBeVisible();
  const [bankApp] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'เปิดแอปธนาคารจำลองเพื่อสแกน' }).click()]);
  await bankApp.getByRole('button', { name: 'ชำระเงิน', exact: true }).click();
  await expect(bankApp.getByRole('status')).toHaveText('ชำระเงินเรียบร้อยแล้ว');
  await expect(page).toHaveURL(/\/checkout\/onepage\/success$/);
});

test('2C2P hosted page: the card is checked in the browser, a declined payment lands on the failure page', async ({ page, request }) => {
  const order = await placeGuestOrder(request, 'P2c2pPaymentApi');
  const { createP2c2pPaymentRequest: r } = await gql<{ createP2c2pPaymentRequest: { action_url: string; method: string; fields: { name: string; value: string }[] } }>(request,
    'mutation ($c: String!, $o: String!) { createP2c2pPaymentRequest(cart_id: $c, order_number: $o) { action_url method fields { name value } } }',
    { c: order.cartId, o: order.orderNumber });
  const inputs = r.fields.map((f) => `<input type="hidden" name="${f.name}" value="${f.value}">`).join('');
  await merchantPage(page, '/__payment-harness/2c2p', `<!doctype html><html lang="th"><head><title>2C2P</title></head><body><main><form method="${r.method}" action="${r.action_url}">${inputs}<button>ไปชำระเงิน</button></form></main></body></html>`);
  await page.getByRole('button', { name: 'ไปชำระเงิน' }).click();
  await expect(page.getByRole('heading', { name: '2C2P · ชำระด้วยบัตรเครดิต/เดบิต' })).toBeVisible();
  await expect(page.getByText(baht(order.total))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'ชำระเงิน', exact: true }).click();
  await expect(page.getByText('หมายเลขบัตรไม่ถูกต้อง')).toBeVisible();
  await expect(page.getByLabel('หมายเลขบัตร')).toBeFocused();
  await page.getByRole('link', { name: 'English' }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Decline payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/onepage\/failure\/payment_failed$/);
});

test('SCB QR: the banking app reads the Thai QR and pays; the status turns PAID', async ({ page, request }) => {
  const order = await placeGuestOrder(request, 'scb_qrcode');
  const { createScbQrCode: qr } = await gql<{ createScbQrCode: { sandbox_app_url: string } }>(request,
    'mutation ($c: String!, $o: String!) { createScbQrCode(cart_id: $c, order_number: $o) { sandbox_app_url } }', { c: order.cartId, o: order.orderNumber });
  await page.goto(qr.sandbox_app_url);
  await expect(page.getByText(baht(order.total))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'ชำระเงิน', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('ชำระเงินเรียบร้อยแล้ว');
  const { scbPaymentStatus } = await gql<{ scbPaymentStatus: { status: string } }>(request,
    'query ($c: String!, $o: String!) { scbPaymentStatus(cart_id: $c, order_number: $o) { status } }', { c: order.cartId, o: order.orderNumber });
  expect(scbPaymentStatus.status).toBe('PAID');
});

test('SCB deeplink: cancelling in the simulated SCB EASY app lands on the failure page', async ({ page, request }) => {
  const order = await placeGuestOrder(request, 'scb_deeplink');
  const { createScbDeeplink: d } = await gql<{ createScbDeeplink: { deeplink_url: string } }>(request,
    'mutation ($c: String!, $o: String!) { createScbDeeplink(cart_id: $c, order_number: $o) { deeplink_url } }', { c: order.cartId, o: order.orderNumber }, 'en');
  await page.goto(d.deeplink_url);
  await expect(page.getByRole('heading', { name: 'SCB EASY (simulated)' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/onepage\/failure\/payment_cancelled$/);
});
