// Sends an am-form through the contact module's mutation. A null answer is a failure, never a success: a server
// without the contact module's resolver answers null, and the shopper must not be told the message went out.
import { errorMessage } from '../../domain/api-error';
import type { GraphQLClient } from '../graphql-client';
import { ContactusFormSubmitDocument, type ContactusFormInput } from '../../gql/generated/graphql';

export type ContactResult = { ok: true; successMessage: string } | { ok: false; message: string | null };

export async function submitContactForm(client: GraphQLClient, input: ContactusFormInput): Promise<ContactResult> {
  try {
    const { contactusFormSubmit } = await client.request(ContactusFormSubmitDocument, { input });
    return contactusFormSubmit ? { ok: true, successMessage: contactusFormSubmit.success_message } : { ok: false, message: null };
  } catch (error) {
    return { ok: false, message: errorMessage(error) || null };
  }
}

/** The mutation's input from the submitted form data; optional fields left empty are not sent. */
export function contactInput(data: FormData): ContactusFormInput {
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const input: ContactusFormInput = { fullname: text('fullname'), email: text('email') };
  if (text('telephone')) input.telephone = text('telephone');
  if (text('comment')) input.comment = text('comment');
  return input;
}
