import { describe, expect, it } from 'vitest';
import type { CheckoutAddress } from '../../domain/checkout-types';
import { toCartAddressInput, toRestAddress } from './address-input';

const address: CheckoutAddress = {
  firstname: 'มาลี', lastname: 'ศรีสุข', street: ['1 ถนนสีลม'], city: 'เขตบางรัก', subDistrict: 'สีลม', subDistrictId: 100401, cityId: 1004010,
  region_code: 'TH-10', region_id: 1, region: 'กรุงเทพมหานคร', postcode: '10500', telephone: '0812345678', country_id: 'TH', email: null, company: null, invoice: null,
};

describe('a checkout address as CartAddressInput', () => {
  it('asks to keep it in the address book only when the customer ticked it', () => {
    expect(toCartAddressInput({ ...address, saveInAddressBook: true }).save_in_address_book).toBe(true);
    expect(toCartAddressInput({ ...address, saveInAddressBook: false }).save_in_address_book).toBe(false);
    expect(toCartAddressInput(address).save_in_address_book).toBe(false);
  });

  it('keeps the ask when the delivery method sends the address again over REST (carts/mine/shipping-information)', () => {
    expect(toRestAddress({ ...address, saveInAddressBook: true }, null).save_in_address_book).toBe(1);
    expect(toRestAddress(address, null)).not.toHaveProperty('save_in_address_book');
  });
});
