// Account pages operated by keyboard alone (issue 9): the address book (add with the postcode filling sub-district,
// district and province, edit, delete), account information (name) and change password, order history filtered by
// status and number and an order's page with reorder. Only Tab, arrows, typing and Enter/Space: no mouse event.
import { expect, test } from '@playwright/test';
import { createCustomer, customerToken, placeCustomerOrder, skuOf } from './support/account-api';
import { DEMO_CUSTOMER, newCustomer, signInWith, storedToken } from './support/account-fixtures';
import { chooseDeliveryArea, plainProductIn } from './support/cart-fixtures';
import { arrowTo, tabTo, typeInto } from './support/keyboard';

test.beforeEach(async ({ context, baseURL }) => {
  await chooseDeliveryArea(context, baseURL ?? '');
});

test('address book by keyboard: add a Thai address from its postcode, edit it, delete it', async ({ page, request }) => {
  await signInWith(page, await customerToken(request, DEMO_CUSTOMER));
  const lastname = `Kbd${Date.now() % 1_000_000}`;
  const name = `Kanya ${lastname}`;
  await page.goto('/customer/address/');
  // The page's heading takes focus once loaded; tabbing starts from there.
  await expect(page.getByRole('heading', { level: 1, name: 'สมุดที่อยู่' })).toBeFocused();
  // Nothing still loading (an empty live region kept for later notes, as the notifications section's, is not).
  await expect(page.getByRole('main').locator('[role="status"]:not(:empty)')).toHaveCount(0);
  await tabTo(page, 'เพิ่มที่อยู่ใหม่');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/customer\/address\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'เพิ่มที่อยู่ใหม่' })).toBeFocused();
  const formName = 'เพิ่มที่อยู่ใหม่';
  const form = page.getByRole('form', { name: formName });
  await typeInto(page, 'ชื่อ', 'Kanya', { form: formName });
  await typeInto(page, 'นามสกุล', lastname, { form: formName });
  await typeInto(page, 'หมายเลขโทรศัพท์มือถือ', '0891234567', { form: formName });
  await typeInto(page, 'รหัสไปรษณีย์', '10110', { form: formName });

  // The postcode lists its sub-districts; arrows choose one, which fills sub-district, district and province.
  await expect(form.getByRole('radiogroup', { name: /ตำบล\/แขวง/ })).toBeVisible();
  await tabTo(page, /^คลอง|^พระโขนง|^บางนา|^พระโขนงเหนือ/, { form: formName });
  await arrowTo(page, /^คลองตัน, /);
  await expect(form.getByRole('radio', { name: /^คลองตัน, / })).toBeChecked();
  await expect(form.getByLabel(/^แขวง\/ตำบล/)).toHaveValue('คลองตัน');
  await expect(form.getByLabel(/^เขต\/อำเภอ/)).toHaveValue('คลองเตย');
  await expect(form.getByLabel(/^จังหวัด/)).toHaveValue('กรุงเทพมหานคร');
  await typeInto(page, 'บ้านเลขที่ อาคาร ถนน', '12 ซอยสุขุมวิท 22', { form: formName });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/customer\/address\/$/);
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('12 ซอยสุขุมวิท 22');
  await expect(card).toContainText('คลองตัน คลองเตย กรุงเทพมหานคร 10110');

  // Edit: the link named after the address, then a new street; Enter in a field submits.
  await tabTo(page, `แก้ไขที่อยู่ของ ${name}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/customer\/address\/edit\/id\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'แก้ไขที่อยู่' })).toBeFocused();
  const editName = 'แก้ไขที่อยู่';
  await expect(page.getByRole('form', { name: editName }).getByRole('radio', { name: /^คลองตัน, / })).toBeChecked();
  await typeInto(page, 'บ้านเลขที่ อาคาร ถนน', '14 ซอยสุขุมวิท 22', { form: editName, replace: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/customer\/address\/$/);
  await expect(card).toContainText('14 ซอยสุขุมวิท 22');

  // Delete with its named button.
  await tabTo(page, `ลบที่อยู่ของ ${name}`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
});

test('account information and change password by keyboard', async ({ page, request }) => {
  const customer = newCustomer('kbdpw');
  await signInWith(page, await createCustomer(request, customer));
  await page.goto('/customer/account/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'ข้อมูลบัญชี' })).toBeFocused();
  const infoForm = 'ข้อมูลบัญชี';
  await typeInto(page, 'ชื่อ', 'Somsri', { form: infoForm, replace: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'บันทึกข้อมูลบัญชีแล้ว' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /Somsri/ })).toBeVisible();

  const passwordForm = 'เปลี่ยนรหัสผ่าน';
  const before = (await storedToken(page))?.value;
  await typeInto(page, 'รหัสผ่านปัจจุบัน', 'Wrong-password-9', { form: passwordForm });
  await typeInto(page, 'รหัสผ่านใหม่', 'Talat-changed-2026', { form: passwordForm });
  await typeInto(page, 'ยืนยันรหัสผ่านใหม่', 'Talat-changed-2026', { form: passwordForm });
  await page.keyboard.press('Enter');
  // The wrong current password: the server's refusal, nothing typed lost.
  await expect(page.getByRole('form', { name: passwordForm }).getByRole('alert')).toBeVisible();
  // Back up to the field, as a keyboard user would (forwards, the notifications section and the footer follow).
  await typeInto(page, 'รหัสผ่านปัจจุบัน', customer.password, { form: passwordForm, replace: true, backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'เปลี่ยนรหัสผ่านของคุณแล้ว' })).toBeVisible();
  // The change revoked the old token; the page signed in again with the new password.
  await expect.poll(async () => (await storedToken(page))?.value).not.toBe(before);
  const renewed = await customerToken(request, { email: customer.email, password: 'Talat-changed-2026' });
  expect(renewed).toBeTruthy();
});

test('order history filtered by status and number, then the order page and reorder, by keyboard', async ({ page, request }) => {
  const token = await customerToken(request, DEMO_CUSTOMER);
  const sku = await skuOf(request, await plainProductIn(request, 'seasonings/sauces'));
  const number = await placeCustomerOrder(request, token, sku, 3);
  await signInWith(page, token);
  await page.goto('/sales/order/history');
  const table = page.getByRole('table');
  await expect(table.getByRole('cell', { name: number, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // Status: a native select; ArrowDown moves through the states to the one the new order is in.
  const rowText = await table.getByRole('row').filter({ hasText: number }).innerText();
  const select = page.getByLabel('สถานะ', { exact: true });
  const options = await select.locator('option').evaluateAll((nodes) => nodes.map((node) => ({ value: (node as HTMLOptionElement).value, label: node.textContent ?? '' })));
  const target = options.find((option) => option.value && rowText.includes(option.label.replace(/ \(\d+\)$/, '')));
  expect(target, rowText).toBeDefined();
  await tabTo(page, 'สถานะ', { form: 'กรองคำสั่งซื้อ' });
  for (let i = 0; i < options.length && (await select.inputValue()) !== target?.value; i++) await page.keyboard.press('ArrowDown');
  const state = await select.inputValue();
  expect(state).toBe(target?.value);
  await typeInto(page, 'เลขที่คำสั่งซื้อ', number, { form: 'กรองคำสั่งซื้อ' });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`state\\[filter\\]=${state},`));
  await expect(page).toHaveURL(new RegExp(`number\\[filter\\]=${number}`));
  await expect(table.getByRole('row')).toHaveCount(2);

  await tabTo(page, `ดูคำสั่งซื้อ ${number}`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `คำสั่งซื้อ # ${number}` })).toBeVisible();
  await tabTo(page, 'สั่งซื้ออีกครั้ง');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
});
