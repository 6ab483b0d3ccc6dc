// Customer for checkout in Chromium (storefront spec section 3, issue 31): a signed-in business customer with a
// saved default address opens the checkout and finds it filled in, tax-invoice details included, with the saved
// addresses to choose from and the shop's notice for business customers; the address goes through as it is.
// The customer type itself is never shown. axe finds nothing on the step.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createCustomer, gql } from './support/account-api';
import { newCustomer, signInWith } from './support/account-fixtures';
import { chooseDeliveryArea } from './support/cart-fixtures';
import { fillCart } from './support/checkout-steps';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const VALID_TAX_ID = '0105536092641';
const SAVED = {
  firstname: 'มาลี',
  lastname: 'ศรีสุข',
  company: 'บริษัท ครัวไทย จำกัด',
  street: ['99/1 ถนนพระราม 4'],
  city: 'คลองเตย',
  sub_district: 'คลองตัน',
  region: { region: 'กรุงเทพมหานคร' },
  postcode: '10110',
  telephone: '0812345678',
  country_code: 'TH',
  vat_id: VALID_TAX_ID,
  default_shipping: true,
  default_billing: true,
};

test.beforeEach(async ({ context, baseURL }) => {
  await chooseDeliveryArea(context, baseURL ?? '');
});

test('a signed-in business customer finds the default address filled in and the notice shown', async ({ page, request }) => {
  const customer = { ...newCustomer('saved-address'), customer_type: 'b2b' };
  const token = await createCustomer(request, customer);
  await gql(request, 'mutation ($i: CustomerAddressInput!) { createCustomerAddress(input: $i) { id } }', { i: SAVED }, token);
  await signInWith(page, token);
  await fillCart(page, 1);

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: '1. ที่อยู่จัดส่ง' })).toBeVisible();
  await expect(page.getByRole('note', { name: 'ประกาศสำหรับบัญชีของคุณ' })).toContainText('ลูกค้าธุรกิจ: สั่งก่อน 14:00 น. จัดส่งวันถัดไป');

  const saved = page.getByRole('radiogroup', { name: 'ที่อยู่ที่บันทึกไว้' });
  await expect(saved.getByRole('radio', { name: /99\/1 ถนนพระราม 4.*ที่อยู่จัดส่งหลัก/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'ชื่อ', exact: true })).toHaveValue('มาลี');
  await expect(page.getByRole('textbox', { name: 'นามสกุล' })).toHaveValue('ศรีสุข');
  await expect(page.getByRole('textbox', { name: /เบอร์โทรศัพท์มือถือ/ })).toHaveValue('0812345678');
  await expect(page.getByRole('textbox', { name: /รหัสไปรษณีย์/ })).toHaveValue('10110');
  await expect(page.getByRole('radio', { name: 'คลองตัน, คลองเตย, กรุงเทพมหานคร' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'บ้านเลขที่ อาคาร ถนน' })).toHaveValue('99/1 ถนนพระราม 4');
  await expect(page.getByRole('checkbox', { name: 'ต้องการใบกำกับภาษีเต็มรูป' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: /เลขประจำตัวผู้เสียภาษี/ })).toHaveValue(VALID_TAX_ID);
  await expect(page.getByRole('textbox', { name: 'ชื่อบริษัท' })).toHaveValue('บริษัท ครัวไทย จำกัด');
  // customer_type is fetched as the spec lists it, never shown.
  await expect(page.getByText('b2b')).toHaveCount(0);

  const axe = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // Nothing retyped: the prefilled address is accepted and the delivery methods follow.
  await page.getByRole('button', { name: 'ไปเลือกวิธีจัดส่ง' }).click();
  await expect(page.getByRole('radiogroup', { name: 'วิธีจัดส่ง' })).toBeVisible();
});
