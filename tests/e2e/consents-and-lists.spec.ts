// Consents by location in Chromium (issue 12 gaps): the contact form, the footer newsletter and the checkout show
// their location's consents; an unticked required one blocks the submission with 'Must be checked.' (announced),
// and once ticked it goes through; a guest's answers wait in the browser for sign-in. Shopping lists: deleting
// asks first (keyboard: Escape keeps, the dialog's button deletes) and stopping a share kills its link. axe runs on
// the consent in its error state and on the delete dialog in th and en.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { customerToken, gql } from './support/account-api';
import { DEMO_CUSTOMER, PERSISTENCE_PREFIX, signInWith } from './support/account-fixtures';
import { chooseDeliveryArea } from './support/cart-fixtures';
import { agreeToCheckoutConsents, checkoutAsGuest, fillCart } from './support/checkout-steps';
import { tick } from './support/tick';

const MUST = 'กรุณาทำเครื่องหมายในช่องนี้';
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.beforeEach(async ({ context, baseURL }) => {
  await chooseDeliveryArea(context, baseURL ?? '');
});

async function pendingConsents(page: Page): Promise<{ value: { code: string; agreed: boolean; location: string }[] } | null> {
  return page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null'), `${PERSISTENCE_PREFIX}am-pending-consents`);
}

test('contact form: the required consent blocks sending until ticked; a guest keeps the answers for sign-in', async ({ page }) => {
  await page.goto('/contact-us');
  const form = page.getByRole('main').getByRole('form', { name: 'ติดต่อเรา' });
  await form.getByRole('textbox', { name: /^ชื่อ/ }).fill('สมชาย ใจดี');
  await form.getByRole('textbox', { name: /^อีเมล/ }).fill(`consent-${Date.now()}@example.com`);
  const policy = form.getByRole('group', { name: 'ความยินยอม' }).getByRole('checkbox', { name: /นโยบายความเป็นส่วนตัว/ });
  await expect(policy).not.toBeChecked();
  await form.getByRole('button', { name: 'ส่งข้อความ' }).click();
  // Refused in the page, before any call: the message is an alert tied to the checkbox.
  const alert = form.getByRole('alert').filter({ hasText: MUST });
  await expect(alert).toBeVisible();
  await expect(policy).toHaveAttribute('aria-describedby', new RegExp(`${(await alert.getAttribute('id')) ?? 'none'}`));
  await expect(page.getByText('ขอบคุณที่ติดต่อเรา เราจะตอบกลับคุณโดยเร็วที่สุด')).toHaveCount(0);
  // The consent with its error passes axe.
  expect(await axeViolations(page)).toEqual([]);

  await policy.focus();
  await page.keyboard.press('Space');
  await expect(policy).toBeChecked();
  await expect(alert).toHaveCount(0);
  await form.getByRole('button', { name: 'ส่งข้อความ' }).click();
  await expect(page.getByText('ขอบคุณที่ติดต่อเรา เราจะตอบกลับคุณโดยเร็วที่สุด')).toBeVisible();
  expect((await pendingConsents(page))?.value).toEqual([{ code: 'privacy_policy', agreed: true, location: 'contactus' }]);
});

test('footer newsletter: refused without the consent, subscribed with it', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const form = footer.getByRole('form', { name: 'จดหมายข่าว' });
  await form.getByRole('textbox', { name: /อีเมลสำหรับรับจดหมายข่าว/ }).fill(`news-${Date.now()}@example.com`);
  await form.getByRole('button', { name: 'สมัครรับข่าวสาร' }).click();
  await expect(form.getByRole('alert').filter({ hasText: MUST })).toBeVisible();
  await tick(form.getByRole('checkbox', { name: /นโยบายความเป็นส่วนตัว/ }));
  await form.getByRole('button', { name: 'สมัครรับข่าวสาร' }).click();
  await expect(page.getByText('ขอบคุณ! กรุณาเปิดลิงก์ในอีเมลที่เราส่งให้ เพื่อยืนยันการสมัคร')).toBeVisible();
});

test('checkout: Place order is held by the unticked consent, then the order goes through', async ({ page }) => {
  // Enough products for the demo shop's ฿100 minimum order.
  await fillCart(page);
  await checkoutAsGuest(page, 'สแกนจ่ายพร้อมเพย์ QR (ธนาคารไทยพาณิชย์)');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'ยืนยันคำสั่งซื้อ' }).click();
  await expect(main.getByRole('alert').filter({ hasText: MUST })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await agreeToCheckoutConsents(page);
  await main.getByRole('button', { name: 'ยืนยันคำสั่งซื้อ' }).click();
  await expect(page).toHaveURL(/\/scb\/qrCode$/);
  expect((await pendingConsents(page))?.value).toContainEqual({ code: 'privacy_policy', agreed: true, location: 'checkout' });
});

async function freshList(request: APIRequestContext, token: string, name: string): Promise<number> {
  const data = await gql<{ createWishlistGroup: { tigren_wishlistplus_group_id: number } }>(
    request,
    'mutation ($n: String!) { createWishlistGroup(input: { group_name: $n }) { tigren_wishlistplus_group_id } }',
    { n: name },
    token,
  );
  return data.createWishlistGroup.tigren_wishlistplus_group_id;
}

test('shopping lists: deleting asks first (Escape keeps the list), stop sharing kills the link', async ({ page, request }) => {
  const token = await customerToken(request, DEMO_CUSTOMER);
  const name = `ลบทดสอบ ${Date.now()}`;
  const id = await freshList(request, token, name);
  await signInWith(page, token);

  await page.goto(`/shoppinglist/details/group_id/${id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();

  // Share, open the link, stop sharing: the link then says the list is no longer shared.
  await main.getByRole('button', { name: 'แชร์รายการ' }).click();
  const link = main.getByRole('link', { name: /\/shoppinglist\/shared\/code\// });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href')) ?? '';
  await main.getByRole('button', { name: 'หยุดแชร์' }).click();
  await expect(page.getByText('หยุดแชร์รายการแล้ว ลิงก์เดิมใช้ไม่ได้อีก')).toBeVisible();
  await expect(main.getByRole('button', { name: 'หยุดแชร์' })).toHaveCount(0);
  const shared = await page.context().newPage();
  await shared.goto(href);
  await expect(shared.getByText('ไม่พบรายการที่แชร์นี้ หรือรายการนี้ไม่ได้แชร์แล้ว')).toBeVisible();
  await shared.close();

  // Delete: the dialog opens on the safe choice; Escape keeps the list.
  const remove = main.getByRole('button', { name: `ลบ ${name}` });
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'ลบรายการซื้อสินค้านี้หรือไม่' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(name);
  await expect(dialog.getByRole('button', { name: 'เก็บรายการไว้' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();

  // Again, and delete from the keyboard.
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'ใช่ ลบเลย' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(page.getByText('ลบรายการซื้อสินค้าแล้ว')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name })).toHaveCount(0);
});

test('the delete dialog in English', async ({ page, request }) => {
  const token = await customerToken(request, DEMO_CUSTOMER);
  const name = `Delete test ${Date.now()}`;
  await freshList(request, token, name);
  await signInWith(page, token, 'en');
  await page.goto('/wishlist');
  await page.getByRole('main').getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this shopping list?' });
  await expect(dialog).toContainText(`The list "${name}" and the products in it will be deleted.`);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page.getByRole('main').getByRole('link', { name })).toHaveCount(0);
});
