import { describe, expect, it } from 'vitest';
import { checkoutCustomerOf, noticeOf } from './checkout-customer';

// GetCustomerForCheckout reshaped: the notice by its format, saved addresses with their defaults and tax-invoice id.

const raw = {
  firstname: 'Malee',
  lastname: 'Srisuk',
  email: 'buyer@krua-thai.example',
  customer_type: 'b2b',
  default_billing: '8',
  default_shipping: '7',
  customer_notice: { format: 'link', content_text: ' Credit ready ', url: '/customer/credit/' },
  addresses: [
    {
      id: 7, firstname: 'Malee', lastname: 'Srisuk', company: 'Krua Thai', telephone: '081-234-5678', street: ['99/1 Sukhumvit 24', null], city: 'คลองเตย', city_id: 39,
      sub_district: 'คลองตัน', sub_district_id: 180, region: { region: 'กรุงเทพมหานคร', region_code: 'BKK', region_id: 1 }, postcode: '10110', country_code: 'TH',
      vat_id: '0105551234567', default_billing: false, default_shipping: true,
    },
    {
      id: 8, firstname: 'Malee', lastname: 'Srisuk', company: null, telephone: '0812345678', street: ['1 Silom Road'], city: 'บางรัก', city_id: null,
      sub_district: null, sub_district_id: null, region: null, postcode: '10500', country_code: 'TH', vat_id: null, default_billing: true, default_shipping: false,
    },
    null,
  ],
} as const;

describe('checkoutCustomerOf', () => {
  it('keeps the notice, the saved addresses with their defaults, and the VAT id as a company tax invoice', () => {
    const customer = checkoutCustomerOf(structuredClone(raw) as unknown as Parameters<typeof checkoutCustomerOf>[0]);
    expect(customer.notice).toEqual({ format: 'link', text: 'Credit ready', url: '/customer/credit/' });
    expect(customer.addresses.map((saved) => [saved.id, saved.defaultShipping, saved.defaultBilling])).toEqual([[7, true, false], [8, false, true]]);
    expect(customer.addresses[0]!.address).toMatchObject({
      street: ['99/1 Sukhumvit 24'], telephone: '0812345678', subDistrictId: 180, region_code: 'BKK', region_id: 1, country_id: 'TH', email: null,
      invoice: { type: 'company', taxId: '0105551234567', companyName: 'Krua Thai', headOffice: true },
    });
    expect(customer.addresses[1]!.address).toMatchObject({ invoice: null, region_code: '', region_id: null });
    // customer_type is asked (the spec lists it) but not part of what the checkout shows.
    expect(customer).not.toHaveProperty('customer_type');
  });
});

describe('noticeOf', () => {
  it('treats an empty notice as none, an unknown format as text, and a link without an address as text', () => {
    expect(noticeOf(null)).toBeNull();
    expect(noticeOf({ format: 'text', content_text: '  ', url: null })).toBeNull();
    expect(noticeOf({ format: 'banner', content_text: 'Hi', url: null })).toEqual({ format: 'text', text: 'Hi', url: null });
    expect(noticeOf({ format: 'link', content_text: 'Hi', url: null })).toEqual({ format: 'text', text: 'Hi', url: null });
    expect(noticeOf({ format: 'html', content_text: '<p>Hi</p>', url: null })).toEqual({ format: 'html', text: '<p>Hi</p>', url: null });
  });
});
