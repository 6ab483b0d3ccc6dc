// A signed-in customer's checkout address with save_in_address_book (Magento's CartAddressInput flag; the delivery
// form's "save this address in my address book") joins their address book when the order is placed, in the order's
// transaction. Not when it came from the book (customer_address_id), nor twice: the billing address that is the
// delivery address, or one the book already holds word for word, is not added again. A first address becomes the
// default for delivery and billing, as any first address does (address-book.ts).
import type { Transaction } from 'kysely';
import type { CheckoutAddressData, Database } from '../../db/types';
import { applyDefaults } from './address-book';

type Trx = Transaction<Database>;

/** What makes two addresses the same one for the book. */
function sameness(address: { firstname: string; lastname: string; company: string | null; street: readonly string[]; sub_district_id: number | null; sub_district: string | null; postcode: string; telephone: string }): string {
  return JSON.stringify([address.firstname, address.lastname, address.company ?? '', address.street, address.sub_district_id ?? address.sub_district ?? '', address.postcode, address.telephone]);
}

export async function keepCheckoutAddresses(trx: Trx, customerId: number, addresses: readonly (CheckoutAddressData | null)[]): Promise<number[]> {
  const wanted = addresses.filter((address): address is CheckoutAddressData => !!address && address.save_in_address_book && address.customer_address_id === null);
  if (wanted.length === 0) return [];
  // Locks the customer row, as the address book's own create does: the first address is decided once.
  await trx.selectFrom('customer').select('customer_id').where('customer_id', '=', customerId).forUpdate().executeTakeFirstOrThrow();
  const book = await trx.selectFrom('customer_address').selectAll().where('customer_id', '=', customerId).execute();
  const known = new Set(book.map(sameness));
  const added: number[] = [];
  for (const address of wanted) {
    const key = sameness(address);
    if (known.has(key)) continue;
    known.add(key);
    const row = await trx
      .insertInto('customer_address')
      .values({
        customer_id: customerId,
        firstname: address.firstname,
        lastname: address.lastname,
        company: address.company,
        telephone: address.telephone,
        fax: address.fax,
        street: JSON.stringify(address.street),
        city: address.city,
        city_id: address.city_id,
        sub_district: address.sub_district,
        sub_district_id: address.sub_district_id,
        region: address.region,
        region_code: address.region_code,
        region_id: address.region_id,
        postcode: address.postcode,
        country_code: 'TH',
        vat_id: address.vat_id,
      })
      .returning('address_id')
      .executeTakeFirstOrThrow();
    await applyDefaults(trx, customerId, row.address_id, {}, book.length === 0 && added.length === 0);
    added.push(row.address_id);
  }
  return added;
}
