// A checkout address as Magento's GraphQL CartAddressInput (with the Thai and invoice extras of
// schema/extensions/address-extras.graphqls) and as the REST quote address of section 7.
import type { CartAddressInput } from '../../gql/generated/graphql';
import type { RestAddress } from '../checkout-rest';
import type { CheckoutAddress } from '../../domain/checkout-types';

export function toCartAddressInput(address: CheckoutAddress): CartAddressInput {
  const invoice = address.invoice;
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    company: invoice?.type === 'company' ? invoice.companyName : address.company,
    street: address.street,
    city: address.city,
    region: address.region_code,
    region_id: address.region_id,
    postcode: address.postcode,
    country_code: 'TH',
    telephone: address.telephone,
    sub_district: address.subDistrict,
    sub_district_id: address.subDistrictId,
    city_id: address.cityId,
    save_in_address_book: address.saveInAddressBook === true,
    is_full_invoice: invoice !== null,
    ...(invoice
      ? {
          invoice_type: invoice.type,
          tax_identification_number: invoice.taxId,
          vat_id: invoice.taxId,
          head_office: invoice.headOffice,
          branch_office: invoice.headOffice ? null : invoice.branchOffice,
          personal_firstname: invoice.personalFirstname,
          personal_lastname: invoice.personalLastname,
        }
      : {}),
  };
}

export function toRestAddress(address: CheckoutAddress, email: string | null): RestAddress {
  const { sub_district, sub_district_id, city_id, is_full_invoice, invoice_type, tax_identification_number, head_office, branch_office, personal_firstname, personal_lastname } =
    toCartAddressInput(address);
  return {
    ...Object.fromEntries(
      Object.entries({ sub_district, sub_district_id, city_id, is_full_invoice, invoice_type, tax_identification_number, head_office, branch_office, personal_firstname, personal_lastname }).filter(
        ([, value]) => value !== null && value !== undefined,
      ),
    ),
    firstname: address.firstname,
    lastname: address.lastname,
    street: address.street,
    city: address.city,
    region_code: address.region_code,
    ...(address.region_id !== null ? { region_id: address.region_id } : {}),
    ...(address.region ? { region: address.region } : {}),
    postcode: address.postcode,
    telephone: address.telephone,
    country_id: 'TH',
    ...(email ? { email } : {}),
    ...(address.company ? { company: address.company } : {}),
    // Sent again with the delivery method (carts/mine/shipping-information rewrites the address): keep the ask.
    ...(address.saveInAddressBook ? { save_in_address_book: 1 } : {}),
  };
}
