import type { CartAddressInput } from '../graphql/generated/resolvers-types';

/** A Magento REST address (quote address data interface) as JSON. */
export interface RestAddress {
  firstname?: string;
  lastname?: string;
  company?: string;
  street?: string[] | string;
  city?: string;
  region?: string | { region?: string; region_code?: string; region_id?: number };
  region_id?: number;
  region_code?: string;
  postcode?: string;
  country_id?: string;
  telephone?: string;
  fax?: string;
  vat_id?: string;
  email?: string;
  same_as_billing?: number | boolean;
  customer_address_id?: number;
  save_in_address_book?: number | boolean;
  custom_attributes?: { attribute_code: string; value: unknown }[];
  extension_attributes?: Record<string, unknown>;
  [key: string]: unknown;
}

const TEXT_FIELDS = [
  'sub_district', 'invoice_type', 'branch_office', 'tax_identification_number', 'personal_firstname', 'personal_lastname', 'contact_name',
  'contact_surname', 'time_slot_from', 'time_slot_to', 'time_slot_optional_from', 'time_slot_optional_to', 'operating_time', 'name_address',
] as const;

/**
 * Magento REST's address → the GraphQL CartAddressInput checkout validates. The Thai and invoice fields may
 * come as custom_attributes, extension_attributes or top-level keys (stores send them all three ways).
 */
export function restAddressInput(address: RestAddress): CartAddressInput {
  const extra: Record<string, unknown> = { ...address, ...(address.extension_attributes ?? {}) };
  for (const attribute of address.custom_attributes ?? []) extra[attribute.attribute_code] = attribute.value;
  const text = (key: string): string | null => (typeof extra[key] === 'string' ? (extra[key]) : typeof extra[key] === 'number' ? String(extra[key]) : null);
  const flag = (key: string): boolean | null => (extra[key] === undefined || extra[key] === null ? null : extra[key] === true || extra[key] === 1 || extra[key] === '1' || extra[key] === 'true');
  const region = typeof address.region === 'object' && address.region !== null ? address.region : null;
  const input: CartAddressInput = {
    firstname: address.firstname ?? '',
    lastname: address.lastname ?? '',
    company: address.company ?? null,
    street: Array.isArray(address.street) ? address.street : address.street ? [address.street] : [],
    city: address.city ?? '',
    region: address.region_code ?? region?.region_code ?? (typeof address.region === 'string' ? address.region : (region?.region ?? null)),
    region_id: address.region_id ?? region?.region_id ?? null,
    postcode: address.postcode ?? null,
    country_code: address.country_id ?? 'TH',
    telephone: address.telephone ?? null,
    fax: address.fax ?? null,
    vat_id: address.vat_id ?? null,
    save_in_address_book: flag('save_in_address_book'),
    sub_district_id: Number(text('sub_district_id')) || null,
    city_id: Number(text('city_id')) || null,
    is_full_invoice: flag('is_full_invoice'),
    head_office: flag('head_office'),
  };
  for (const key of TEXT_FIELDS) input[key] = text(key);
  return input;
}
