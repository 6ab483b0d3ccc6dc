// Checkout journeys in Chromium against the real shop and its payment sandboxes (issue 8): a guest buys with each
// of the seven payment methods and lands on the thank-you page; a declined payment lands on the failure page and
// is paid again from /repayment; the order is found with order tracking and printed.
import { expect, test } from '@playwright/test';
import { chooseDeliveryArea, DEMO_BUYER } from './support/cart-fixtures';
import { checkoutAsGuest, choose, fillCart, GUEST, lastOrderNumber, placeOrder, signInDemoBuyer } from './support/checkout-steps';

test.beforeEach(async ({ context, baseURL }) => {
  await chooseDeliveryArea(context, baseURL ?? '');
});

test('SCB QR: the QR screen polls until the banking app pays, then the thank-you page', async ({ page, context }) => {
  await fillCart(page);
  await checkoutAsGuest(page, 'สแกนจ่ายพร้อมเพย์ QR (ธนาคารไทยพาณิชย์)');
  await placeOrder(page);
  await expect(page).toHaveURL(/\/scb\/qrCode$/);
  await expect(page.getByRole('img', { name: 'Thai QR สำหรับชำระเงิน' })).toBeVisible();
  const [bankApp] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'เปิดแอปธนาคารทดสอบ' }).click()]);
  await bankApp.getByRole('button', { name: 'ชำระเงิน', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/onepage\/success$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'ขอบคุณสำหรับคำสั่งซื้อ!' })).toBeVisible();
});

const PAY = /^(ชำระเงิน|Pay)$/;

async function payCardOn2c2p(page: import('@playwright/test').Page): Promise<void> {
  await page.getByLabel('หมายเลขบัตร').fill('4111 1111 1111 1111');
  await page.getByLabel('ชื่อบนบัตร').fill('SOMSRI JAIDEE');
  await page.getByLabel('วันหมดอายุ (ดด/ปป)').fill('12/39');
  await page.getByLabel('รหัส CVV').fill('123');
  await page.getByRole('button', { name: PAY }).click();
}

test('2C2P card: the payment form is posted to the hosted page, the card pays, thank-you page', async ({ page }) => {
  await fillCart(page);
  await checkoutAsGuest(page, 'บัตรเครดิต / เดบิต (2C2P)');
  await placeOrder(page);
  await expect(page.getByRole('heading', { name: '2C2P · ชำระด้วยบัตรเครดิต/เดบิต' })).toBeVisible({ timeout: 20_000 });
  await payCardOn2c2p(page);
  await expect(page).toHaveURL(/\/checkout\/onepage\/success$/);
});

test('2C2P LINE Pay: confirmed in the simulated LINE app, thank-you page', async ({ page }) => {
  await fillCart(page);
  await checkoutAsGuest(page, 'แรบบิท ไลน์ เพย์');
  await placeOrder(page);
  await expect(page.getByRole('heading', { name: /LINE Pay/ })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: PAY }).click();
  await expect(page).toHaveURL(/\/checkout\/onepage\/success$/);
});

test('2C2P TrueMoney: the wallet number pays, thank-you page', async ({ page }) => {
  await fillCart(page);
  await checkoutAsGuest(page, 'ทรูมันนี่ วอลเล็ท');
  await placeOrder(page);
  await page.getByLabel('เบอร์โทรศัพท์ TrueMoney Wallet').fill('0812345678');
  await page.getByRole('button', { name: PAY }).click();
  await expect(page).toHaveURL(/\/checkout\/onepage\/success$/);
});

test('KBank card: the K-Payment popup takes the card, 3-D Secure pays, thank-you page', async ({ page }) => {
  await fillCart(page);
  await checkoutAsGuest(page, 'บัตรเครดิต (ธนาคารกสิกรไทย K-Payment)');
  await placeOrder(page);
  await expect(page).toHaveURL(/\/kpayment\/redirect$/);
  const dialog = page.getByRole('dialog', { name: 'ชำระเงินกับ KBank' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await dialog.getByLabel('หมายเลขบัตร').fill('4111 1111 1111 1111');
  await dialog.getByLabel('ชื่อบนบัตร').fill('SOMSRI JAIDEE');
  await dialog.getByLabel('วันหมดอายุ (ดด/ปป)').fill('12/39');
  await dialog.getByLabel('รหัส CVV').fill('123');
  await dialog.getByRole('button', { name: /^ชำระเงิน ฿/ }).click();
  await expect(page.getByRole('heading', { name: /3-D Secure/ })).toBeVisible();
  await page.getByRole('button', { name: PAY }).click();
  await expect(page).toHaveURL(/\/checkout\/onepage\/success$/);
});

test('KBank QR: the popup shows the Thai QR, the banking app pays, thank-you page', async ({ page, context }) => {
  await fillCart(page);
  await checkoutAsGuest(page, 'ชำระด้วย Thai QR (ธนาคารกสิกรไทย)');
  await placeOrder(page);
  await expect(page).toHaveURL(/\/kpayment\/qrRedirect$/);
  const [bankApp] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'เปิดแอปธนาคารจำลองเพื่อสแกน' }).click({ timeout: 20_000 }),
  ]);
  await bankApp.getByRole('button', { name: 'ชำระเงิน', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/onepage\/success$/, { timeout: 20_000 });
});

test('SCB EASY deeplink: the simulated app approves, thank-you page', async ({ page, context }) => {
  await fillCart(page);
  await checkoutAsGuest(page, 'ชำระผ่านแอป SCB EASY');
  await placeOrder(page);
  await expect(page).toHaveURL(/\/scb\/deeplink$/);
  const [app] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'เปิดแอปธนาคาร' }).click()]);
  await app.getByRole('button', { name: PAY }).click();
  // The app returns its own tab to the shop; the screen that opened it sees PAID by polling.
  await expect(page).toHaveURL(/\/checkout\/onepage\/success$/, { timeout: 20_000 });
});

test('a declined card lands on the failure page and the customer pays the order again from /repayment', async ({ page }) => {
  // The server re-pays a customer's order (a repayment cart bound to the customer): see docs/decisions/checkout-repayment-guests.md.
  await signInDemoBuyer(page, DEMO_BUYER.email, DEMO_BUYER.password);
  await fillCart(page);
  await checkoutAsGuest(page, 'บัตรเครดิต / เดบิต (2C2P)', true);
  await placeOrder(page);
  await expect(page.getByRole('heading', { name: '2C2P · ชำระด้วยบัตรเครดิต/เดบิต' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'ปฏิเสธการชำระเงิน' }).click();
  await expect(page).toHaveURL(/\/checkout\/onepage\/failure\/payment_failed$/);
  await expect(page.getByRole('alert')).toHaveText('การชำระเงินถูกปฏิเสธ');
  const orderNumber = await lastOrderNumber(page);
  await page.getByRole('link', { name: 'ชำระเงินอีกครั้ง' }).click();
  await expect(page).toHaveURL(new RegExp(`/repayment/order_increment_id/${orderNumber}$`));
  const methods = page.getByRole('radiogroup', { name: 'เลือกวิธีชำระเงิน' });
  await choose(methods.getByRole('radio', { name: 'บัตรเครดิต / เดบิต (2C2P)' }));
  await page.getByRole('button', { name: 'ชำระเงินตอนนี้' }).click();
  await expect(page.getByRole('heading', { name: '2C2P · ชำระด้วยบัตรเครดิต/เดบิต' })).toBeVisible({ timeout: 20_000 });
  await payCardOn2c2p(page);
  await expect(page).toHaveURL(/\/checkout\/onepage\/success$/);
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
});

test('a shopper finds the order with order tracking and prints it, with the total in Thai words', async ({ page, context }) => {
  await fillCart(page);
  await checkoutAsGuest(page, 'สแกนจ่ายพร้อมเพย์ QR (ธนาคารไทยพาณิชย์)');
  await placeOrder(page);
  await expect(page).toHaveURL(/\/scb\/qrCode$/);
  const orderNumber = await lastOrderNumber(page);
  await page.goto('/order-tracking/');
  await page.getByRole('textbox', { name: 'หมายเลขคำสั่งซื้อ' }).fill(orderNumber);
  await page.getByRole('textbox', { name: 'อีเมล', exact: true }).fill(GUEST.email);
  await page.getByRole('textbox', { name: 'รหัสไปรษณีย์ที่จัดส่ง' }).fill(GUEST.postcode);
  await page.getByRole('button', { name: 'ค้นหาคำสั่งซื้อ' }).click();
  await expect(page.getByRole('heading', { name: `คำสั่งซื้อ #${orderNumber}` })).toBeVisible();
  await expect(page.getByTestId('baht-text')).toContainText('บาท');
  await page.getByRole('link', { name: 'พิมพ์' }).click();
  await expect(page).toHaveURL(/\/orderAndReturn\/print\/view\/?$/);
  await expect(page.getByRole('heading', { name: `คำสั่งซื้อ #${orderNumber}` })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'พิมพ์' })).toBeHidden();
  await expect(page.locator('header').first()).toBeHidden();
  void context;
});
