// Steps of the checkout journeys, through the storefront's own pages as a Thai shopper meets them.
import { expect, type Locator, type Page } from '@playwright/test';
import { buyableProductName } from './cart-fixtures';
import { tick } from './tick';

const CATEGORY = '/seasonings/sauces.html';
const ADD = 'หยิบใส่ตะกร้า';

export const GUEST = { email: 'somsri@example.test', firstname: 'สมศรี', lastname: 'ใจดี', telephone: '0812345678', postcode: '10110', street: '99/1 ถนนพระราม 4' };

/** React Aria keeps the radio input visually hidden: the shopper clicks its label. */
export async function choose(radio: Locator): Promise<void> {
  await radio.locator('xpath=ancestor::label').click();
  await expect(radio).toBeChecked();
}

/** Puts the first buyable products of a category into the guest's cart (above the ฿100 minimum order). */
export async function fillCart(page: Page, count = 4): Promise<void> {
  await page.goto(CATEGORY);
  for (let index = 0; index < count; index++) {
    const name = await buyableProductName(page, ADD, index);
    await page.getByRole('button', { name: `${ADD}: ${name}`, exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'เพิ่มลงในตะกร้าแล้ว' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'เลือกซื้อสินค้าต่อ' }).click();
    await expect(popup).toBeHidden();
  }
}

/** Address, delivery (first method, first slot) and payment method on /checkout, by mouse. */
export async function checkoutAsGuest(page: Page, paymentTitle: string | RegExp, signedIn = false): Promise<void> {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: '1. ที่อยู่จัดส่ง' })).toBeVisible();
  if (!signedIn) await page.getByRole('textbox', { name: 'อีเมล', exact: true }).fill(GUEST.email);
  await page.getByRole('textbox', { name: 'ชื่อ', exact: true }).fill(GUEST.firstname);
  await page.getByRole('textbox', { name: 'นามสกุล' }).fill(GUEST.lastname);
  await page.getByRole('textbox', { name: /เบอร์โทรศัพท์มือถือ/ }).fill(GUEST.telephone);
  await page.getByRole('textbox', { name: /รหัสไปรษณีย์/ }).fill(GUEST.postcode);
  await choose(page.getByRole('radio', { name: 'คลองตัน, คลองเตย, กรุงเทพมหานคร' }));
  await page.getByRole('textbox', { name: 'บ้านเลขที่ อาคาร ถนน' }).fill(GUEST.street);
  await page.getByRole('button', { name: 'ไปเลือกวิธีจัดส่ง' }).click();
  const methods = page.getByRole('radiogroup', { name: 'วิธีจัดส่ง' });
  await expect(methods).toBeVisible();
  await choose(methods.getByRole('radio').first());
  await page.getByRole('button', { name: 'ไปชำระเงิน' }).click();
  const payment = page.getByRole('radiogroup', { name: 'วิธีชำระเงิน' });
  await expect(payment).toBeVisible();
  await choose(payment.getByRole('radio', { name: paymentTitle }));
  await expect(page.getByRole('button', { name: 'ยืนยันคำสั่งซื้อ' })).toBeEnabled();
}

/** Ticks the required checkout consent (the privacy policy) and places the order. */
export async function placeOrder(page: Page): Promise<void> {
  await agreeToCheckoutConsents(page);
  await page.getByRole('button', { name: 'ยืนยันคำสั่งซื้อ' }).click();
}

/** The checkout's consents (inside main: the footer's newsletter form has consents of its own). */
export async function agreeToCheckoutConsents(page: Page): Promise<void> {
  const policy = page.getByRole('main').getByRole('group', { name: 'ความยินยอม' }).getByRole('checkbox', { name: /นโยบายความเป็นส่วนตัว/ });
  await tick(policy);
}

export async function lastOrderNumber(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('M2_VENIA_BROWSER_PERSISTENCE__lastOrderNumber') ?? '{}').value as string);
}

/** Signs the demo customer in as the sign-in page would: the token is stored before the app starts. */
export async function signInDemoBuyer(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post('/graphql', {
    data: { query: 'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }', variables: { e: email, p: password } },
  });
  const token = ((await response.json()) as { data: { generateCustomerToken: { token: string } } }).data.generateCustomerToken.token;
  await page.context().addInitScript((value) => {
    window.localStorage.setItem('M2_VENIA_BROWSER_PERSISTENCE__signin_token', JSON.stringify({ value, timestamp: Date.now(), ttl: 3600 }));
  }, token);
}
