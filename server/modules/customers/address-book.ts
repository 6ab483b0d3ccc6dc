import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { GraphQLContext } from '../../graphql/context';
import type { CustomerAddressInput } from '../../graphql/generated/resolvers-types';
import { GraphQlAuthorizationException, GraphQlInputException, GraphQlNoSuchEntityException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import type { CustomerAddressRow } from './customer-output';
import { checkoutAddress } from '../checkout/address-input';

type Trx = Transaction<Database>;

const REQUIRED = ['firstname', 'lastname', 'street', 'city', 'telephone', 'postcode', 'country_code'] as const;
const MAX_TEXT = 255;

export const addressNotFound = (id: number) => new GraphQlNoSuchEntityException(msg('Could not find a address with ID "{id}"', { id }));
export const addressNotYours = (id: number) =>
  new GraphQlAuthorizationException(msg('Current customer does not have permission to address with ID "{id}"', { id }));

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

type AddressValues = Omit<CustomerAddressRow, 'address_id' | 'customer_id' | 'created_at' | 'updated_at' | 'street'> & { street: string };

/**
 * The address row a complete input makes. Magento's list of missing fields comes first; then the same Thai
 * address rules as checkout addresses (server/modules/checkout/address-input.ts: phone, postcode, province,
 * district and sub-district checked together and completed from the Thai address data).
 */
async function addressValues(input: CustomerAddressInput): Promise<AddressValues> {
  const street = (input.street ?? []).map((line) => line?.trim() ?? '').filter((line) => line !== '');
  const country = input.country_code ?? input.country_id ?? null;
  const present: Record<(typeof REQUIRED)[number], unknown> = {
    firstname: text(input.firstname),
    lastname: text(input.lastname),
    street: street.length ? street : null,
    city: text(input.city),
    telephone: text(input.telephone),
    postcode: text(input.postcode),
    country_code: country,
  };
  const missing = REQUIRED.filter((field) => present[field] === null);
  if (missing.length) throw new GraphQlInputException(msg('Required parameters are missing: {fields}', { fields: missing.join(', ') }));
  const long = [input.firstname, input.lastname, input.company, input.city, input.sub_district, ...street].some((value) => (value?.length ?? 0) > MAX_TEXT);
  if (long || street.length > 4) throw new GraphQlInputException(msg('The address is too long: at most 4 street lines of {max} characters.', { max: MAX_TEXT }));
  const checked = await checkoutAddress(
    {
      firstname: text(input.firstname) ?? '',
      lastname: text(input.lastname) ?? '',
      company: text(input.company),
      street,
      city: text(input.city) ?? '',
      city_id: input.city_id ?? null,
      sub_district: text(input.sub_district),
      sub_district_id: input.sub_district_id ?? null,
      region: text(input.region?.region) ?? text(input.region?.region_code),
      region_id: input.region?.region_id ?? null,
      postcode: text(input.postcode),
      country_code: String(country),
      telephone: text(input.telephone),
      vat_id: text(input.vat_id),
    },
    null,
  );
  return {
    firstname: checked.firstname,
    lastname: checked.lastname,
    middlename: text(input.middlename),
    prefix: text(input.prefix),
    suffix: text(input.suffix),
    company: checked.company,
    telephone: checked.telephone,
    fax: text(input.fax),
    street: JSON.stringify(checked.street),
    city: checked.city,
    city_id: checked.city_id,
    sub_district: checked.sub_district,
    sub_district_id: checked.sub_district_id,
    region: checked.region,
    region_code: checked.region_code,
    region_id: checked.region_id,
    postcode: checked.postcode,
    country_code: 'TH',
    vat_id: text(input.vat_id),
  };
}

/** An update sends only what changes: merge it over the stored address, then check the whole. */
function mergedInput(row: CustomerAddressRow, input: CustomerAddressInput): CustomerAddressInput {
  const pick = <K extends keyof CustomerAddressInput>(key: K, stored: CustomerAddressInput[K]): CustomerAddressInput[K] =>
    input[key] === undefined ? stored : input[key];
  return {
    firstname: pick('firstname', row.firstname),
    lastname: pick('lastname', row.lastname),
    middlename: pick('middlename', row.middlename),
    prefix: pick('prefix', row.prefix),
    suffix: pick('suffix', row.suffix),
    company: pick('company', row.company),
    telephone: pick('telephone', row.telephone),
    fax: pick('fax', row.fax),
    street: pick('street', row.street),
    city: pick('city', row.city),
    city_id: pick('city_id', row.city_id),
    sub_district: pick('sub_district', row.sub_district),
    sub_district_id: pick('sub_district_id', row.sub_district_id),
    region: pick('region', { region: row.region, region_code: row.region_code, region_id: row.region_id }),
    postcode: pick('postcode', row.postcode),
    country_code: input.country_code ?? input.country_id ?? (row.country_code as CustomerAddressInput['country_code']),
    vat_id: pick('vat_id', row.vat_id),
  };
}

/** The address, locked for the transaction, when it is the customer's; Magento's errors otherwise. */
async function ownAddress(trx: Trx, customerId: number, addressId: number): Promise<CustomerAddressRow> {
  const row = await trx.selectFrom('customer_address').selectAll().where('address_id', '=', addressId).forUpdate().executeTakeFirst();
  if (!row) throw addressNotFound(addressId);
  if (row.customer_id !== customerId) throw addressNotYours(addressId);
  return row;
}

export async function applyDefaults(trx: Trx, customerId: number, addressId: number, input: CustomerAddressInput, isFirst: boolean): Promise<void> {
  const changes: { default_billing?: number | null; default_shipping?: number | null } = {};
  // A customer's first address becomes both defaults, as it does in Magento's address book.
  if (input.default_billing || (isFirst && input.default_billing !== false)) changes.default_billing = addressId;
  if (input.default_shipping || (isFirst && input.default_shipping !== false)) changes.default_shipping = addressId;
  const current = await trx.selectFrom('customer').select(['default_billing', 'default_shipping']).where('customer_id', '=', customerId).executeTakeFirstOrThrow();
  if (input.default_billing === false && current.default_billing === addressId) changes.default_billing = null;
  if (input.default_shipping === false && current.default_shipping === addressId) changes.default_shipping = null;
  if (Object.keys(changes).length) await trx.updateTable('customer').set(changes).where('customer_id', '=', customerId).execute();
}

export async function createAddress(ctx: GraphQLContext, customerId: number, input: CustomerAddressInput): Promise<number> {
  const values = await addressValues(input);
  return ctx.db.transaction().execute(async (trx) => {
    // Locks the customer row: two creates at once cannot both think they add the first address.
    await trx.selectFrom('customer').select('customer_id').where('customer_id', '=', customerId).forUpdate().executeTakeFirstOrThrow();
    const count = await trx.selectFrom('customer_address').select((eb) => eb.fn.countAll<string>().as('n')).where('customer_id', '=', customerId).executeTakeFirstOrThrow();
    const row = await trx.insertInto('customer_address').values({ ...values, customer_id: customerId }).returning('address_id').executeTakeFirstOrThrow();
    await applyDefaults(trx, customerId, row.address_id, input, Number(count.n) === 0);
    return row.address_id;
  });
}

export async function updateAddress(ctx: GraphQLContext, customerId: number, addressId: number, input: CustomerAddressInput): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await ownAddress(trx, customerId, addressId);
    const values = await addressValues(mergedInput(row, input));
    await trx.updateTable('customer_address').set({ ...values, updated_at: new Date() }).where('address_id', '=', addressId).execute();
    await applyDefaults(trx, customerId, addressId, input, false);
  });
}

export async function deleteAddress(ctx: GraphQLContext, customerId: number, addressId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await ownAddress(trx, customerId, addressId);
    const customer = await trx.selectFrom('customer').select(['default_billing', 'default_shipping']).where('customer_id', '=', customerId).executeTakeFirstOrThrow();
    if (customer.default_billing === addressId) {
      throw new GraphQlInputException(msg('Customer Address {id} is set as default billing address and can not be deleted', { id: addressId }));
    }
    if (customer.default_shipping === addressId) {
      throw new GraphQlInputException(msg('Customer Address {id} is set as default shipping address and can not be deleted', { id: addressId }));
    }
    await trx.deleteFrom('customer_address').where('address_id', '=', addressId).execute();
  });
}
