// Sends an am-form through the contact module's mutation (src/api/engagement/contact-calls). A failure answers
// the server's message when there is one; the shopper is never told a message went out when it did not.
import { contactInputOf, failureText, sendContactMessage } from '../engagement/contact-calls';
import type { GraphQLClient } from '../graphql-client';
import type { ContactusFormInput } from '../../gql/generated/graphql';

export type ContactResult = { ok: true; successMessage: string } | { ok: false; message: string | null };

export async function submitContactForm(client: GraphQLClient, input: ContactusFormInput): Promise<ContactResult> {
  try {
    return { ok: true, successMessage: await sendContactMessage(client, input) };
  } catch (error) {
    return { ok: false, message: failureText(error) };
  }
}

/** The mutation's input from the submitted form data; optional fields left empty are not sent. */
export function contactInput(data: FormData): ContactusFormInput {
  return contactInputOf(Object.fromEntries(data.entries()));
}
