import type { CartAddressInput } from '../../graphql/generated/resolvers-types';
import { GraphQlInputException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import type { CartRow } from '../cart/cart-access';
import type { Trx } from '../cart/cart-write';

/**
 * A customer's saved address (customer_address_id), as checkout input: only the cart owner's own address,
 * and it goes through the same Thai address checks as a typed one (a saved address may predate them).
 */
export async function savedAddressInput(trx: Trx, cart: CartRow, addressId: number): Promise<CartAddressInput> {
  const row = cart.customer_id
    ? await trx.selectFrom('customer_address').selectAll().where('address_id', '=', addressId).where('customer_id', '=', cart.customer_id).executeTakeFirst()
    : undefined;
  if (!row) throw new GraphQlInputException(msg('Could not find a address with ID "{id}"', { id: String(addressId) }));
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    street: row.street,
    city: row.city,
    city_id: row.city_id,
    region: row.region_code ?? row.region,
    region_id: row.region_id,
    postcode: row.postcode,
    country_code: row.country_code,
    telephone: row.telephone,
    fax: row.fax,
    vat_id: row.vat_id,
    sub_district: row.sub_district,
    sub_district_id: row.sub_district_id,
  };
}
