import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CustomerAddressTable, CustomerTable, Database } from '../../db/types';
import type { Customer, CustomerAddress } from '../../graphql/generated/resolvers-types';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * What resolvers pass around as a Customer (codegen's mapper): the account's own fields. Orders, reviews
 * and wishlist groups have arguments and tables of their own, so field resolvers read them for `id`; so does the
 * customer notice (customer-notice.ts), read only when a query asks for it.
 */
export type CustomerRecord = Omit<Customer, 'orders' | 'reviews' | 'wishlist_groups' | 'customer_notice' | 'id'> & { id: number };

export type CustomerRow = Selectable<CustomerTable>;
export type CustomerAddressRow = Selectable<CustomerAddressTable>;

/** Magento's date of birth text (YYYY-MM-DD): a date column arrives as a Date at local midnight. */
export function dateText(value: Date | string | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

export function addressOutput(row: CustomerAddressRow, customer: Pick<CustomerRow, 'default_billing' | 'default_shipping'>): CustomerAddress {
  return {
    id: row.address_id,
    customer_id: row.customer_id,
    firstname: row.firstname,
    lastname: row.lastname,
    middlename: row.middlename,
    prefix: row.prefix,
    suffix: row.suffix,
    company: row.company,
    telephone: row.telephone,
    fax: row.fax,
    street: row.street,
    city: row.city,
    city_id: row.city_id,
    sub_district: row.sub_district,
    sub_district_id: row.sub_district_id,
    region: { region: row.region, region_code: row.region_code, region_id: row.region_id },
    region_id: row.region_id,
    postcode: row.postcode,
    country_code: row.country_code as CustomerAddress['country_code'],
    country_id: row.country_code,
    vat_id: row.vat_id,
    default_billing: customer.default_billing === row.address_id,
    default_shipping: customer.default_shipping === row.address_id,
  };
}

export function customerOutput(row: CustomerRow, addresses: readonly CustomerAddressRow[]): CustomerRecord {
  const dob = dateText(row.date_of_birth);
  return {
    id: row.customer_id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    middlename: row.middlename,
    prefix: row.prefix,
    suffix: row.suffix,
    date_of_birth: dob,
    dob,
    taxvat: row.taxvat,
    gender: row.gender,
    is_subscribed: row.is_subscribed,
    created_at: row.created_at.toISOString().replace('T', ' ').slice(0, 19),
    group_id: row.customer_type === 'b2b' ? 2 : 1,
    customer_type: row.customer_type,
    request_credit_status: row.request_credit_status,
    default_billing: row.default_billing === null ? null : String(row.default_billing),
    default_shipping: row.default_shipping === null ? null : String(row.default_shipping),
    addresses: addresses.map((address) => addressOutput(address, row)),
  };
}

/** The customer with their address book, as the Customer type answers it. */
export async function loadCustomer(db: Db, customerId: number): Promise<CustomerRecord> {
  const [row, addresses] = await Promise.all([
    db.selectFrom('customer').selectAll().where('customer_id', '=', customerId).executeTakeFirstOrThrow(),
    db.selectFrom('customer_address').selectAll().where('customer_id', '=', customerId).orderBy('address_id').execute(),
  ]);
  return customerOutput(row, addresses);
}
