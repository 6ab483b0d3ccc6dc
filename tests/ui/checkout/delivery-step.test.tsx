// Customer for checkout in the delivery step (storefront spec section 3): a signed-in customer's notice, the
// saved addresses to choose from, and the form starting from the default shipping address with its tax-invoice
// details; the views run on the real checkout chart (its network actors faked).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { CheckoutAddress, CheckoutCustomer, CustomerNotice } from '../../../src/domain/checkout-types';
import { checkoutMachine, type CheckoutEvent, type RestoredCheckout } from '../../../src/machines/checkout.machine';
import { CustomerNoticeView } from '../../../src/ui/checkout/customer-notice';
import { DeliveryStep } from '../../../src/ui/checkout/delivery-step';
import { fakeServer, renderPage } from '../catalog/catalog-test-kit';

const place = (postcode: string, city: string, subDistrict: string, subDistrictId: number) => ({
  postcode, city, city_id: subDistrictId * 10, region: 'กรุงเทพมหานคร', region_id: 1, region_code: 'TH-10', delivers: true, sub_district: subDistrict, sub_district_id: subDistrictId,
});
const server = () =>
  fakeServer({
    getThaiAddressByPostcode: ({ postcode }) => ({
      getThaiAddressByPostcode:
        postcode === '10110' ? [place('10110', 'เขตคลองเตย', 'คลองตัน', 100101), place('10110', 'เขตคลองเตย', 'คลองเตย', 100102)] : postcode === '10500' ? [place('10500', 'เขตบางรัก', 'สีลม', 100401)] : [],
    }),
  });

const sukhumvit: CheckoutAddress = {
  firstname: 'มาลี', lastname: 'ศรีสุข', street: ['99/1 ซอยสุขุมวิท 24'], city: 'เขตคลองเตย', subDistrict: 'คลองตัน', subDistrictId: 100101, cityId: 1001010,
  region_code: 'TH-10', region_id: 1, region: 'กรุงเทพมหานคร', postcode: '10110', telephone: '0812345678', country_id: 'TH', email: null, company: 'ครัวไทย จำกัด',
  invoice: { type: 'company', taxId: '0105551234567', companyName: 'ครัวไทย จำกัด', personalFirstname: null, personalLastname: null, headOffice: true, branchOffice: null },
};
const silom: CheckoutAddress = { ...sukhumvit, street: ['1 ถนนสีลม'], city: 'เขตบางรัก', subDistrict: 'สีลม', subDistrictId: 100401, cityId: 1004010, postcode: '10500', company: null, invoice: null };
const notice: CustomerNotice = { format: 'link', text: 'วงเงินเครดิตบริษัทของคุณพร้อมใช้', url: '/customer/credit/' };
const customer: CheckoutCustomer = {
  firstname: 'มาลี',
  lastname: 'ศรีสุข',
  notice,
  addresses: [
    { id: 7, address: sukhumvit, defaultShipping: true, defaultBilling: false },
    { id: 8, address: silom, defaultShipping: false, defaultBilling: true },
  ],
};

/** The real checkout chart on cart-1, signed in, restored with nothing stored and this customer. */
async function startCheckout(restoredCustomer: CheckoutCustomer | null) {
  const submitted: CheckoutAddress[] = [];
  const restored: RestoredCheckout = { stored: null, regions: [], email: null, paymentMethods: [], customer: restoredCustomer };
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        restore: fromPromise(async () => restored),
        followCart: fromCallback<CheckoutEvent>(({ sendBack }) => sendBack({ type: 'cart.changed', cartId: 'cart-1', signedIn: true })),
        submitShippingAddress: fromPromise(async ({ input }) => {
          submitted.push(input.address);
          return [];
        }),
      },
      actions: { persistCheckoutData: () => undefined },
    }),
    { input: { cartId: null, signedIn: true } },
  ).start();
  actor.send({ type: 'checkout.open' });
  await waitFor(() => expect(actor.getSnapshot().matches('shippingAddress')).toBe(true));
  return { actor, submitted };
}

describe('delivery step of a signed-in customer', () => {
  it('starts from the default shipping address with its tax invoice, offers the saved addresses, and a chosen one refills the form', async () => {
    const user = userEvent.setup();
    const { actor, submitted } = await startCheckout(customer);
    await renderPage(<DeliveryStep checkout={actor} signedIn />, server());

    const saved = screen.getByRole('radiogroup', { name: 'ที่อยู่ที่บันทึกไว้' });
    const first = within(saved).getByRole('radio', { name: /99\/1 ซอยสุขุมวิท 24.*ที่อยู่จัดส่งหลัก/ });
    expect(first).toBeChecked();
    expect(within(saved).getByRole('radio', { name: /1 ถนนสีลม.*ที่อยู่ออกใบกำกับภาษีหลัก/ })).not.toBeChecked();

    // No email field for a customer; the form holds the default shipping address and its invoice details.
    expect(screen.queryByRole('textbox', { name: 'อีเมล' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'ชื่อ' })).toHaveValue('มาลี');
    expect(screen.getByRole('textbox', { name: 'บ้านเลขที่ อาคาร ถนน' })).toHaveValue('99/1 ซอยสุขุมวิท 24');
    expect(screen.getByRole('textbox', { name: /รหัสไปรษณีย์/ })).toHaveValue('10110');
    expect(await screen.findByRole('radio', { name: 'คลองตัน, เขตคลองเตย, กรุงเทพมหานคร' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'ต้องการใบกำกับภาษีเต็มรูป' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /เลขประจำตัวผู้เสียภาษี/ })).toHaveValue('0105551234567');
    expect(screen.getByRole('textbox', { name: 'ชื่อบริษัท' })).toHaveValue('ครัวไทย จำกัด');

    await user.click(within(saved).getByRole('radio', { name: /1 ถนนสีลม/ }));
    expect(actor.getSnapshot().context.chosenAddressId).toBe(8);
    expect(screen.getByRole('textbox', { name: 'บ้านเลขที่ อาคาร ถนน' })).toHaveValue('1 ถนนสีลม');
    expect(screen.getByRole('textbox', { name: /รหัสไปรษณีย์/ })).toHaveValue('10500');
    expect(screen.getByRole('checkbox', { name: 'ต้องการใบกำกับภาษีเต็มรูป' })).not.toBeChecked();

    // The book already holds it: keeping it again is not offered ticked.
    expect(screen.getByRole('checkbox', { name: 'บันทึกที่อยู่นี้ไว้ในสมุดที่อยู่ของฉัน' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'ไปเลือกวิธีจัดส่ง' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toMatchObject({ street: ['1 ถนนสีลม'], postcode: '10500', subDistrictId: 100401, email: null, saveInAddressBook: false });
    actor.stop();
  });

  it('offers a customer with an empty address book to keep the typed address, ticked, and the address goes asking to be kept', async () => {
    const user = userEvent.setup();
    const { actor, submitted } = await startCheckout({ ...customer, addresses: [], notice: null });
    await renderPage(<DeliveryStep checkout={actor} signedIn />, server(), { locale: 'en-US' });
    const keep = screen.getByRole('checkbox', { name: 'Save this address in my address book' });
    expect(keep).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: /Mobile phone/ }), '0812345678');
    await user.type(screen.getByRole('textbox', { name: /Postal code/ }), '10500');
    await user.click(await screen.findByRole('radio', { name: /สีลม/ }));
    await user.type(screen.getByRole('textbox', { name: 'House number, building, street' }), '1 ถนนสีลม');
    await user.click(screen.getByRole('button', { name: 'Continue to delivery' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toMatchObject({ street: ['1 ถนนสีลม'], postcode: '10500', saveInAddressBook: true });
    actor.stop();
  });

  it('fills in the name of a customer with no saved address and offers no list', async () => {
    const { actor } = await startCheckout({ ...customer, addresses: [], notice: null });
    await renderPage(<DeliveryStep checkout={actor} signedIn />, server(), { locale: 'en-US' });
    expect(screen.queryByRole('radiogroup', { name: 'Your saved addresses' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('มาลี');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('ศรีสุข');
    expect(screen.getByRole('textbox', { name: 'House number, building, street' })).toHaveValue('');
    actor.stop();
  });
});

describe('customer notice', () => {
  it('shows a link notice as a link of the shop, named as the account notice in th and en', async () => {
    await renderPage(<CustomerNoticeView notice={notice} />, server());
    const note = screen.getByRole('note', { name: 'ประกาศสำหรับบัญชีของคุณ' });
    expect(within(note).getByRole('link', { name: 'วงเงินเครดิตบริษัทของคุณพร้อมใช้' })).toHaveAttribute('href', '/customer/credit/');
  });

  it('shows text as text, and stored HTML sanitised', async () => {
    await renderPage(
      <>
        <CustomerNoticeView notice={{ format: 'text', text: 'Order by 14:00', url: null }} />
        <CustomerNoticeView notice={{ format: 'html', text: '<p>Hello <strong>buyer</strong><img src="x" onerror="alert(1)"></p>', url: null }} />
      </>,
      server(),
      { locale: 'en-US' },
    );
    const notes = screen.getAllByRole('note', { name: 'A notice for your account' });
    expect(notes[0]).toHaveTextContent('Order by 14:00');
    await waitFor(() => expect(within(notes[1]!).getByText('buyer').tagName).toBe('STRONG'));
    expect(notes[1]!.innerHTML).not.toContain('onerror');
  });
});
