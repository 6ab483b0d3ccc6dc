// Customer for checkout (storefront spec section 3, section 7's GetCustomerForCheckout): the signed-in customer's
// notice and address book, reshaped into the checkout's domain types. A saved address's VAT id (13 digits) is the
// tax-invoice id the address form asks for: a company invoice when the address names a company, else personal.
import { GetCustomerForCheckoutDocument, type GetCustomerForCheckoutQuery } from '../../gql/generated/graphql';
import type { CheckoutAddress, CheckoutCustomer, CustomerNotice, SavedAddress, TaxInvoice } from '../../domain/checkout-types';
import type { GraphQLClient } from '../graphql-client';

type RawCustomer = NonNullable<GetCustomerForCheckoutQuery['customer']>;
type RawAddress = NonNullable<NonNullable<RawCustomer['addresses']>[number]>;

const TAX_ID = /^\d{13}$/;
const FORMATS: readonly CustomerNotice['format'][] = ['text', 'html', 'link'];

export function noticeOf(raw: RawCustomer['customer_notice']): CustomerNotice | null {
  const text = raw?.content_text?.trim();
  if (!raw || !text) return null;
  const format = FORMATS.find((candidate) => candidate === raw.format) ?? 'text';
  // A link without an address is shown as its text.
  if (format === 'link' && !raw.url) return { format: 'text', text, url: null };
  return { format, text, url: raw.url ?? null };
}

function invoiceOf(raw: RawAddress): TaxInvoice | null {
  const taxId = raw.vat_id?.replace(/\D/g, '') ?? '';
  if (!TAX_ID.test(taxId)) return null;
  const company = raw.company?.trim() || null;
  return {
    type: company ? 'company' : 'personal',
    taxId,
    companyName: company,
    personalFirstname: company ? null : (raw.firstname ?? null),
    personalLastname: company ? null : (raw.lastname ?? null),
    headOffice: true,
    branchOffice: null,
  };
}

export function savedAddressOf(raw: RawAddress, defaults: { shipping: string | null; billing: string | null }): SavedAddress | null {
  if (raw.id == null) return null;
  const address: CheckoutAddress = {
    firstname: raw.firstname ?? '',
    lastname: raw.lastname ?? '',
    street: (raw.street ?? []).flatMap((line) => (line ? [line] : [])),
    city: raw.city ?? '',
    subDistrict: raw.sub_district ?? null,
    subDistrictId: raw.sub_district_id ?? null,
    cityId: raw.city_id ?? null,
    region_code: raw.region?.region_code ?? '',
    region_id: raw.region?.region_id ?? null,
    region: raw.region?.region ?? null,
    postcode: raw.postcode ?? '',
    telephone: (raw.telephone ?? '').replace(/\D/g, ''),
    country_id: 'TH',
    email: null,
    company: raw.company ?? null,
    invoice: invoiceOf(raw),
  };
  const id = String(raw.id);
  return { id: raw.id, address, defaultShipping: raw.default_shipping === true || defaults.shipping === id, defaultBilling: raw.default_billing === true || defaults.billing === id };
}

export function checkoutCustomerOf(raw: RawCustomer): CheckoutCustomer {
  const defaults = { shipping: raw.default_shipping ?? null, billing: raw.default_billing ?? null };
  const addresses = (raw.addresses ?? []).flatMap((address) => {
    const saved = address ? savedAddressOf(address, defaults) : null;
    return saved ? [saved] : [];
  });
  return { firstname: raw.firstname ?? '', lastname: raw.lastname ?? '', notice: noticeOf(raw.customer_notice), addresses };
}

/** The signed-in customer for the checkout; errors are thrown as the transport raises them. */
export async function fetchCheckoutCustomer(client: GraphQLClient): Promise<CheckoutCustomer | null> {
  const { customer } = await client.request(GetCustomerForCheckoutDocument, {});
  return customer ? checkoutCustomerOf(customer) : null;
}
