// The address book: create, update and delete (Magento customer address mutations). Thai parts: city is the
// district, region the province, sub_district the tambon/khwaeng (schema/extensions/customer-address-extras).
import { CreateCustomerAddressDocument, DeleteCustomerAddressDocument, UpdateCustomerAddressDocument, type CustomerAddressInput } from '../../gql/generated/graphql';
import type { FormValues } from '../../domain/account-types';
import type { GraphQLClient } from '../graphql-client';
import type { CustomerAddress } from './account-types';

export function addressInputOf(values: FormValues): CustomerAddressInput {
  const text = (field: string) => String(values[field] ?? '').trim();
  return {
    firstname: text('firstname'),
    lastname: text('lastname'),
    telephone: text('telephone'),
    street: [text('street')],
    sub_district: text('subdistrict'),
    city: text('city'),
    region: { region: text('region') },
    postcode: text('postcode'),
    country_code: 'TH',
    default_shipping: values.defaultShipping === true,
    default_billing: values.defaultBilling === true,
  };
}

export function formValuesOf(address: CustomerAddress): FormValues {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    telephone: address.telephone,
    street: address.street[0] ?? '',
    subdistrict: address.subDistrict,
    city: address.city,
    region: address.region,
    postcode: address.postcode,
    defaultShipping: address.defaultShipping,
    defaultBilling: address.defaultBilling,
  };
}

export async function saveAddress(client: GraphQLClient, id: number | null, values: FormValues): Promise<void> {
  const input = addressInputOf(values);
  if (id === null) await client.request(CreateCustomerAddressDocument, { input });
  else await client.request(UpdateCustomerAddressDocument, { id, input });
}

export async function deleteAddress(client: GraphQLClient, id: number): Promise<void> {
  await client.request(DeleteCustomerAddressDocument, { id });
}
