// What stays stored after an order (docs/decisions/checkout-customer-notice.md): a guest's checkout data goes
// entirely; a signed-in customer keeps only the delivery address, which the next checkout starts from.
import { describe, expect, it } from 'vitest';
import type { CheckoutAddress } from '../../../src/domain/checkout-types';
import { createBrowserPersistence, createMemoryStorage } from '../../../src/lib/browser-persistence';
import { clearStoredAfterOrder, readStored } from '../../../src/ui/checkout/checkout-runtime';

const address: CheckoutAddress = {
  firstname: 'มาลี', lastname: 'ศรีสุข', street: ['99/1 ถนนพระราม 4'], city: 'คลองเตย', subDistrict: 'คลองตัน', subDistrictId: 100101, cityId: 1001,
  region_code: 'TH-10', region_id: 1, region: 'กรุงเทพมหานคร', postcode: '10110', telephone: '0812345678', country_id: 'TH', email: null, company: null, invoice: null,
};

function storedCheckout() {
  const persistence = createBrowserPersistence(createMemoryStorage());
  persistence.set('shipping_address', address);
  persistence.set('billing_address', { ...address, sameAsShippingAddress: true });
  persistence.set('shippingMethod', { carrier_code: 'talat_standard', method_code: 'standard', carrier_title: 'Standard', slot: null });
  persistence.set('paymentMethod', { code: 'scb_qrcode', data: {} });
  persistence.set('availableShippingMethods', [{ code: 'talat_standard', title: 'Standard', carrierCode: 'talat_standard', methodCode: 'standard', methodTitle: 'Standard', amount: null, available: true, slots: [] }]);
  return persistence;
}

describe('stored checkout data after an order', () => {
  it("keeps a signed-in customer's delivery address only: the next checkout starts at the address step with it", () => {
    const persistence = storedCheckout();
    clearStoredAfterOrder(persistence, true);
    expect(readStored(persistence)).toEqual({ shipping_address: address, billing_address: null, shippingMethod: null, paymentMethod: null, availableShippingMethods: [] });
  });

  it("clears a guest's entirely", () => {
    const persistence = storedCheckout();
    clearStoredAfterOrder(persistence, false);
    expect(readStored(persistence)).toBeNull();
  });
});
