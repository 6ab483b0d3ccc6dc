// What stays stored after an order (docs/decisions/checkout-customer-notice.md): a guest's checkout data goes
// entirely; a signed-in customer keeps only the delivery address, which the next checkout starts from. Steps stored
// for a cart the shop has replaced since are not resumed on the new one (found by the checkout path walk).
import { describe, expect, it } from 'vitest';
import type { CheckoutAddress } from '../../../src/domain/checkout-types';
import { createBrowserPersistence, createMemoryStorage } from '../../../src/lib/browser-persistence';
import { clearStoredAfterOrder, readStored, writeStored } from '../../../src/ui/checkout/checkout-runtime';

const address: CheckoutAddress = {
  firstname: 'มาลี', lastname: 'ศรีสุข', street: ['99/1 ถนนพระราม 4'], city: 'คลองเตย', subDistrict: 'คลองตัน', subDistrictId: 100101, cityId: 1001,
  region_code: 'TH-10', region_id: 1, region: 'กรุงเทพมหานคร', postcode: '10110', telephone: '0812345678', country_id: 'TH', email: null, company: null, invoice: null,
};

const CART = 'cart-of-the-steps';
const steps = {
  shipping_address: address,
  billing_address: { ...address, sameAsShippingAddress: true },
  shippingMethod: { carrier_code: 'talat_standard', method_code: 'standard', carrier_title: 'Standard', slot: null },
  paymentMethod: { code: 'scb_qrcode', data: {} },
  availableShippingMethods: [{ code: 'talat_standard', title: 'Standard', carrierCode: 'talat_standard', methodCode: 'standard', methodTitle: 'Standard', amount: null, available: true, slots: [] }],
};
const addressOnly = { shipping_address: address, billing_address: null, shippingMethod: null, paymentMethod: null, availableShippingMethods: [] };

/** Every step accepted on CART, stored as the checkout stores them. */
function storedCheckout() {
  const persistence = createBrowserPersistence(createMemoryStorage());
  writeStored(persistence, steps, CART);
  return persistence;
}

describe('stored checkout data for a cart', () => {
  it('comes back whole for the cart its steps were accepted on', () => {
    expect(readStored(storedCheckout(), CART)).toEqual(steps);
  });

  it('comes back as the delivery address only for another cart: the steps of a replaced cart are not resumed', () => {
    expect(readStored(storedCheckout(), 'the-new-cart')).toEqual(addressOnly);
  });
});

describe('stored checkout data after an order', () => {
  it("keeps a signed-in customer's delivery address only: the next checkout starts at the address step with it", () => {
    const persistence = storedCheckout();
    clearStoredAfterOrder(persistence, true);
    expect(readStored(persistence, 'the-next-cart')).toEqual(addressOnly);
  });

  it("clears a guest's entirely", () => {
    const persistence = storedCheckout();
    clearStoredAfterOrder(persistence, false);
    expect(readStored(persistence, 'the-next-cart')).toBeNull();
  });
});
