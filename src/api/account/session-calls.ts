// The session's calls: sign in, revoke, load the customer, and the sign-in cart merge. Answers are reshaped into
// the machines' domain types; errors are thrown as the transport raises them (the machines show their messages).
import {
  CreateAccountDocument,
  CustomerCartIdDocument,
  GetCustomerDocument,
  MergeCartsDocument,
  SignInDocument,
  SignOutDocument,
  type GetCustomerQuery,
} from '../../gql/generated/graphql';
import type { SignInResult } from '../../domain/account-types';
import type { GraphQLClient } from '../graphql-client';
import type { Customer, CustomerAddress, NewAccount } from './account-types';

export async function signIn(client: GraphQLClient, email: string, password: string): Promise<SignInResult> {
  const { generateCustomerToken } = await client.request(SignInDocument, { email: email.trim(), password });
  if (!generateCustomerToken?.token) throw new Error('The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.');
  return {
    token: generateCustomerToken.token,
    ttlSeconds: generateCustomerToken.customer_expiration ?? null,
    enableGtm: generateCustomerToken.enable_gtm ?? null,
    enableGtmGa4: generateCustomerToken.enable_gtm_ga4 ?? null,
  };
}

/** Registration, then sign-in with the same credentials (the new customer is signed in at once). */
export async function createAccount(client: GraphQLClient, account: NewAccount): Promise<SignInResult> {
  await client.request(CreateAccountDocument, {
    input: {
      email: account.email.trim(),
      firstname: account.firstname.trim(),
      lastname: account.lastname.trim(),
      password: account.password,
      is_subscribed: account.isSubscribed,
      amgdpr_consents: account.consents,
    },
  });
  return signIn(client, account.email, account.password);
}

export async function revokeToken(client: GraphQLClient): Promise<void> {
  await client.request(SignOutDocument, {});
}

type RawAddress = NonNullable<NonNullable<NonNullable<GetCustomerQuery['customer']>['addresses']>[number]>;

function reshapeAddress(raw: RawAddress): CustomerAddress {
  return {
    id: raw.id ?? 0,
    firstname: raw.firstname ?? '',
    lastname: raw.lastname ?? '',
    street: (raw.street ?? []).filter((line): line is string => !!line),
    city: raw.city ?? '',
    subDistrict: raw.sub_district ?? '',
    region: raw.region?.region ?? '',
    regionId: raw.region?.region_id ?? null,
    postcode: raw.postcode ?? '',
    telephone: raw.telephone ?? '',
    company: raw.company ?? '',
    countryCode: raw.country_code ?? 'TH',
    defaultBilling: !!raw.default_billing,
    defaultShipping: !!raw.default_shipping,
  };
}

export async function fetchCustomer(client: GraphQLClient): Promise<Customer> {
  const { customer } = await client.request(GetCustomerDocument, {});
  if (!customer) throw new Error("The current customer isn't authorized.");
  return {
    email: customer.email ?? '',
    firstname: customer.firstname ?? '',
    lastname: customer.lastname ?? '',
    isSubscribed: !!customer.is_subscribed,
    addresses: (customer.addresses ?? []).filter((address): address is RawAddress => !!address).map(reshapeAddress),
  };
}

/**
 * Sign-in cart merge (account spec section 4): the customer's cart (customerCart) takes the guest cart's items
 * (mergeCarts). Answers the customer's cart id.
 */
export async function mergeGuestCart(client: GraphQLClient, guestCartId: string | null): Promise<string> {
  const { customerCart } = await client.request(CustomerCartIdDocument, {});
  const customerCartId = customerCart.id;
  if (guestCartId && guestCartId !== customerCartId) {
    await client.request(MergeCartsDocument, { sourceCartId: guestCartId, destinationCartId: customerCartId });
  }
  return customerCartId;
}
