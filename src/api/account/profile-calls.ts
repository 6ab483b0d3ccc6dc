// Account information: name (updateCustomerV2) and email (updateCustomerEmail, which asks for the password);
// the newsletter choice (updateCustomerV2 is_subscribed).
import { UpdateCustomerEmailDocument, UpdateCustomerInformationDocument } from '../../gql/generated/graphql';
import type { SessionUser } from '../../domain/account-types';
import type { GraphQLClient } from '../graphql-client';

export async function updateName(client: GraphQLClient, firstname: string, lastname: string): Promise<SessionUser> {
  const { updateCustomerV2 } = await client.request(UpdateCustomerInformationDocument, { input: { firstname: firstname.trim(), lastname: lastname.trim() } });
  const customer = updateCustomerV2?.customer;
  return { email: customer?.email ?? '', firstname: customer?.firstname ?? firstname, lastname: customer?.lastname ?? lastname };
}

export async function updateEmail(client: GraphQLClient, email: string, password: string): Promise<SessionUser> {
  const { updateCustomerEmail } = await client.request(UpdateCustomerEmailDocument, { email: email.trim(), password });
  const customer = updateCustomerEmail?.customer;
  return { email: customer?.email ?? email.trim(), firstname: customer?.firstname ?? '', lastname: customer?.lastname ?? '' };
}

/** The newsletter choice (/communications): answers is_subscribed as the server has it after the change. */
export async function updateSubscription(client: GraphQLClient, subscribed: boolean): Promise<boolean> {
  const { updateCustomerV2 } = await client.request(UpdateCustomerInformationDocument, { input: { is_subscribed: subscribed } });
  return updateCustomerV2?.customer?.is_subscribed === true;
}
