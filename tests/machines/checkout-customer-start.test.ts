import { describe, expect, it } from 'vitest';
import type { CheckoutAddress, CheckoutCustomer } from '../../src/domain/checkout-types';
import { chosenAddressOf, customerStartOf, initialContext, keptAfterOrderOf } from '../../src/machines/checkout-context';

// Where a signed-in customer's address step starts (storefront spec section 3 "Customer for checkout"), the rules
// the checkout chart's restore and savedAddress.choose use.

const base: CheckoutAddress = {
  firstname: 'Malee', lastname: 'Srisuk', street: ['99/1 Sukhumvit 24'], city: 'Khlong Toei', subDistrict: 'Khlong Tan', subDistrictId: 180, cityId: 39,
  region_code: 'BKK', region_id: 1, region: 'Bangkok', postcode: '10110', telephone: '0812345678', country_id: 'TH', email: null, company: null, invoice: null,
};
const silom: CheckoutAddress = { ...base, street: ['1 Silom Road'], postcode: '10500' };
const customer: CheckoutCustomer = {
  firstname: 'Malee',
  lastname: 'Srisuk',
  notice: { format: 'text', text: 'Order by 14:00', url: null },
  addresses: [
    { id: 1, address: base, defaultShipping: true, defaultBilling: false },
    { id: 2, address: silom, defaultShipping: false, defaultBilling: true },
  ],
};
const stored = { shipping_address: { ...base, street: ['7 Typed Lane'] }, billing_address: null, shippingMethod: null, paymentMethod: null, availableShippingMethods: [] };

describe('customerStartOf', () => {
  it('starts from the default shipping address when nothing is stored, the default billing one for the billing form', () => {
    expect(customerStartOf(customer, null)).toEqual({ customerNotice: customer.notice, savedAddresses: customer.addresses, chosenAddressId: 1, addressStart: base, billingStart: silom });
  });

  it('prefers the stored checkout data (the shopper\'s own last entry) and still offers the address book and notice', () => {
    expect(customerStartOf(customer, stored)).toMatchObject({ chosenAddressId: null, addressStart: stored.shipping_address, customerNotice: customer.notice, savedAddresses: customer.addresses });
  });

  it('fills in the name of a customer with no saved address, needs no billing start when both defaults are one address', () => {
    expect(customerStartOf({ ...customer, addresses: [] }, null).addressStart).toMatchObject({ firstname: 'Malee', lastname: 'Srisuk', street: [], postcode: '' });
    expect(customerStartOf({ ...customer, addresses: [{ id: 1, address: base, defaultShipping: true, defaultBilling: true }] }, null).billingStart).toBeNull();
  });

  it('gives a guest nothing to start from', () => {
    expect(customerStartOf(null, null)).toEqual({ customerNotice: null, savedAddresses: [], chosenAddressId: null, addressStart: null, billingStart: null });
  });
});

describe('chosenAddressOf and keptAfterOrderOf', () => {
  const context = { ...initialContext({ cartId: 'c', signedIn: true }), ...customerStartOf(customer, null) };
  it('shows the chosen saved address, ignores an unknown id', () => {
    expect(chosenAddressOf(context, { type: 'savedAddress.choose', addressId: 2 })).toEqual({ chosenAddressId: 2, addressStart: silom });
    expect(chosenAddressOf(context, { type: 'savedAddress.choose', addressId: 9 })).toEqual({});
  });
  it('keeps a signed-in customer\'s delivery address after an order, not a guest\'s', () => {
    expect(keptAfterOrderOf(context)).toEqual({ keepShippingAddress: true });
    expect(keptAfterOrderOf({ ...context, signedIn: false })).toEqual({ keepShippingAddress: false });
  });
});
