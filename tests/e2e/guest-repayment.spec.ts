// A guest repays a declined order (issue 8): the card is declined on 2C2P's hosted page and the guest lands on the
// failure page; the order mail's link (/repayment/order_increment_id/:number?token=…) opens the repayment page
// without an account, where the card is chosen again and paid, and the guest lands on the success page.
import { expect, test, type Page } from '@playwright/test';
import { chooseDeliveryArea } from './support/cart-fixtures';
import { gql, placeGuestOrder } from './support/payment-orders';

test.beforeEach(async ({ context, baseURL }) => {
  await chooseDeliveryArea(context, baseURL ?? '');
});

/** Submits 2C2P's payment request form for the order's cart, as the storefront's /2c2payment/redirect does. */
async function openHostedPage(page: Page, request: Parameters<typeof gql>[0], cartId: string, orderNumber: string): Promise<void> {
  const { createP2c2pPaymentRequest: r } = await gql<{ createP2c2pPaymentRequest: { action_url: string; method: string; fields: { name: string; value: string }[] } }>(
    request,
    'mutation ($c: String!, $o: String!) { createP2c2pPaymentRequest(cart_id: $c, order_number: $o) { action_url method fields { name value } } }',
    { c: cartId, o: orderNumber },
  );
  const inputs = r.fields.map((f) => `<input type="hidden" name="${f.name}" value="${f.value}">`).join('');
  await page.route('**/__payment-harness/2c2p', (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: `<!doctype html><html lang="th"><head><title>2C2P</title></head><body><main><form method="${r.method}" action="${r.action_url}">${inputs}<button>ไปชำระเงิน</button></form></main></body></html>` }),
  );
  await page.goto('/__payment-harness/2c2p');
  await page.getByRole('button', { name: 'ไปชำระเงิน' }).click();
}

test("a guest's declined card is repaid from the order link, without signing in", async ({ page, request }) => {
  const order = await placeGuestOrder(request, 'P2c2pPaymentApi');
  await openHostedPage(page, request, order.cartId, order.orderNumber);
  await expect(page.getByRole('heading', { name: '2C2P · ชำระด้วยบัตรเครดิต/เดบิต' })).toBeVisible();
  await page.getByRole('button', { name: 'ปฏิเสธการชำระเงิน' }).or(page.getByRole('button', { name: 'Decline payment' })).first().click();
  await expect(page).toHaveURL(/\/checkout\/onepage\/failure\/payment_failed$/);

  // The link from the order mail: no account, no stored session.
  await page.goto(`/repayment/order_increment_id/${order.orderNumber}?token=${encodeURIComponent(order.token)}`);
  await expect(page.getByText(`คำสั่งซื้อ #${order.orderNumber}`).first()).toBeVisible();
  await page.locator('label.checkout-radio').filter({ hasText: '2C2P' }).click();
  await expect(page.getByRole('radio', { name: /2C2P/ })).toBeChecked();
  const pay = page.getByRole('button', { name: 'ชำระเงินตอนนี้' });
  await expect(pay).toBeEnabled();
  await pay.click();
  // The repayment goes to 2C2P again (its payment form is posted from /2c2payment/redirect); this time the card pays.
  await expect(page.getByRole('heading', { name: '2C2P · ชำระด้วยบัตรเครดิต/เดบิต' })).toBeVisible({ timeout: 20_000 });
  await page.locator('#card_number').fill('4111111111111111');
  await page.locator('#card_name').fill('SOMSRI JAIDEE');
  await page.locator('#card_expiry').fill('12/30');
  await page.locator('#card_cvv').fill('123');
  await page.getByRole('button', { name: 'ชำระเงิน', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/onepage\/success/, { timeout: 20_000 });

  const tracked = await gql<{ guestOrderByToken: { status: string; canRepayment: boolean } }>(request, 'query ($t: String!) { guestOrderByToken(input: { token: $t }) { status canRepayment } }', { t: order.token });
  expect(tracked.guestOrderByToken.canRepayment).toBe(false);
});
