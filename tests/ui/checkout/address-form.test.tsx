// The checkout address form: postcode first (the server's Thai address lookup fills district and province),
// client checks with th/en messages, the tax-invoice option, and what it submits.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutAddress } from '../../../src/domain/checkout-types';
import { isThaiTaxId } from '../../../src/ui/checkout/address-validation';
import { AddressForm } from '../../../src/ui/checkout/address-form';
import { fakeServer, renderPage } from '../catalog/catalog-test-kit';

const bangkok = { postcode: '10110', city: 'เขตคลองเตย', city_id: 1001, region: 'กรุงเทพมหานคร', region_id: 1, region_code: 'TH-10', delivers: true };
const server = () =>
  fakeServer({
    getThaiAddressByPostcode: ({ postcode }) => ({
      getThaiAddressByPostcode:
        postcode === '10110'
          ? [
              { ...bangkok, sub_district: 'คลองตัน', sub_district_id: 100101 },
              { ...bangkok, sub_district: 'คลองเตย', sub_district_id: 100102 },
            ]
          : [],
    }),
  });

async function renderForm(onSubmit: (address: CheckoutAddress, email: string | null) => void, locale: 'th-TH' | 'en-US' = 'th-TH') {
  await renderPage(
    <AddressForm idPrefix="shipping" initial={null} initialEmail={null} withEmail submitLabel="ต่อไป" isSubmitting={false} serverError={null} onSubmit={onSubmit} />,
    server(),
    { locale },
  );
}

describe('checkout address form', () => {
  it('fills district and province from the postcode and submits a Thai address', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(onSubmit);
    await user.type(screen.getByRole('textbox', { name: 'อีเมล' }), 'somchai@example.com');
    await user.type(screen.getByRole('textbox', { name: 'ชื่อ' }), 'สมชาย');
    await user.type(screen.getByRole('textbox', { name: 'นามสกุล' }), 'ใจดี');
    // Number-only fields strip other characters as typed.
    await user.type(screen.getByRole('textbox', { name: /เบอร์โทรศัพท์มือถือ/ }), '081-234-5678');
    expect(screen.getByRole('textbox', { name: /เบอร์โทรศัพท์มือถือ/ })).toHaveValue('0812345678');
    await user.type(screen.getByRole('textbox', { name: /รหัสไปรษณีย์/ }), '10110');
    await user.click(await screen.findByRole('radio', { name: 'คลองเตย, เขตคลองเตย, กรุงเทพมหานคร' }));
    expect(screen.getByText('กรุงเทพมหานคร', { selector: 'dd' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'บ้านเลขที่ อาคาร ถนน' }), '99/1 ซอยสุขุมวิท 24');
    await user.click(screen.getByRole('button', { name: 'ต่อไป' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        firstname: 'สมชาย',
        telephone: '0812345678',
        postcode: '10110',
        subDistrict: 'คลองเตย',
        subDistrictId: 100102,
        city: 'เขตคลองเตย',
        region_code: 'TH-10',
        region_id: 1,
        country_id: 'TH',
        invoice: null,
      }),
      'somchai@example.com',
    );
  });

  it('refuses incomplete input with messages in English, and an unknown postcode', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(onSubmit, 'en-US');
    await user.type(screen.getByRole('textbox', { name: /Mobile phone/ }), '12345');
    await user.type(screen.getByRole('textbox', { name: /Postal code/ }), '99999');
    expect(await screen.findByText('We could not find this postal code in Thailand.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ต่อไป' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('The telephone number must have 10 digits and start with 0.')).toBeInTheDocument();
    expect(screen.getAllByText('Please fill in this field.').length).toBeGreaterThanOrEqual(3);
    // The first field to fix gets the focus.
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('asks for a valid 13-digit tax ID and a branch number on a company tax invoice', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(onSubmit, 'en-US');
    await user.click(screen.getByRole('checkbox', { name: 'I need a full tax invoice' }));
    await user.click(screen.getByRole('radio', { name: 'A company' }));
    await user.click(screen.getByRole('radio', { name: 'Branch' }));
    await user.type(screen.getByRole('textbox', { name: /Tax identification number/ }), '0105551234568');
    await user.click(screen.getByRole('button', { name: 'ต่อไป' }));
    expect(screen.getByText('The tax identification number must have 13 digits with a valid check digit.')).toBeInTheDocument();
    expect(screen.getByText('Enter the 5-digit branch number.')).toBeInTheDocument();
    await act(async () => {
      fireEvent.change(screen.getByRole('textbox', { name: /Tax identification number/ }), { target: { value: '0105551234567' } });
    });
    await waitFor(() => expect(screen.queryByText(/valid check digit/)).not.toBeInTheDocument());
  });

  it('checks tax IDs with the Thai check digit', () => {
    expect(isThaiTaxId('0105551234567')).toBe(true);
    expect(isThaiTaxId('0105551234568')).toBe(false);
    expect(isThaiTaxId('12345')).toBe(false);
  });
});
