// Checkout by keyboard alone (every control focused and operated with keys, no mouse), and axe-core (WCAG 2.1
// A/AA) on the checkout, thank-you, failure and order-tracking pages in Thai and English.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { chooseDeliveryArea } from './support/cart-fixtures';
import { fillCart, GUEST } from './support/checkout-steps';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.beforeEach(async ({ context, baseURL }) => {
  await chooseDeliveryArea(context, baseURL ?? '');
});

async function typeInto(page: Page, name: string | RegExp, text: string): Promise<void> {
  // Exact: the footer's newsletter field (อีเมลสำหรับรับจดหมายข่าว) also contains the word.
  await page.getByRole('textbox', { name, exact: typeof name === 'string' }).focus();
  await page.keyboard.type(text);
}

test('a guest completes the checkout by keyboard alone', async ({ page }) => {
  await fillCart(page);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: '1. ที่อยู่จัดส่ง' })).toBeVisible();
  await typeInto(page, 'อีเมล', GUEST.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(GUEST.firstname);
  await page.keyboard.press('Tab');
  await page.keyboard.type(GUEST.lastname);
  await page.keyboard.press('Tab');
  await page.keyboard.type(GUEST.telephone);
  await page.keyboard.press('Tab');
  await page.keyboard.type(GUEST.postcode);
  const place = page.getByRole('radio', { name: 'คลองตัน, คลองเตย, กรุงเทพมหานคร' });
  await expect(place).toBeAttached();
  // Tab enters the sub-district radio group; the arrow keys choose within it.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radiogroup', { name: 'ตำบล/แขวง' }).getByRole('radio').first()).toBeFocused();
  while (!(await place.isChecked())) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.type(GUEST.street);
  await page.keyboard.press('Enter');
  // The next step's heading takes the focus; the first method is chosen with the keyboard.
  await expect(page.getByRole('heading', { name: '2. วิธีและเวลาจัดส่ง' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.getByRole('radiogroup', { name: 'วิธีจัดส่ง' }).getByRole('radio').first()).toBeChecked();
  await page.getByRole('button', { name: 'ไปชำระเงิน' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '3. การชำระเงิน' })).toBeFocused();
  const scb = page.getByRole('radio', { name: 'สแกนจ่ายพร้อมเพย์ QR (ธนาคารไทยพาณิชย์)' });
  await expect(scb).toBeEnabled();
  await scb.focus();
  await page.keyboard.press('Space');
  await expect(scb).toBeChecked();
  // The required checkout consent, ticked from the keyboard too.
  const consent = page.getByRole('main').getByRole('checkbox', { name: /นโยบายความเป็นส่วนตัว/ });
  await consent.focus();
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  const place_order = page.getByRole('button', { name: 'ยืนยันคำสั่งซื้อ' });
  await expect(place_order).toBeEnabled();
  await place_order.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/scb\/qrCode$/);
  await expect(page.getByRole('img', { name: 'Thai QR สำหรับชำระเงิน' })).toBeVisible();
});

for (const lang of ['th', 'en'] as const) {
  test(`axe finds nothing on the checkout, thank-you, failure and tracking pages (${lang})`, async ({ page }) => {
    await fillCart(page, 1);
    if (lang === 'en') {
      await page.evaluate(() => window.localStorage.setItem('M2_VENIA_BROWSER_PERSISTENCE__store_view_code', JSON.stringify({ value: 'en', timestamp: Date.now() })));
    }
    await page.goto('/checkout');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.getByRole('textbox', { name: lang === 'th' ? /รหัสไปรษณีย์/ : /Postal code/ }).fill('10110');
    await expect(page.getByRole('radio').first()).toBeAttached();
    expect(await violations(page)).toEqual([]);
    for (const path of ['/checkout/onepage/success', '/checkout/onepage/failure/payment_failed', '/order-tracking/']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect({ path, violations: await violations(page) }).toEqual({ path, violations: [] });
    }
  });
}
