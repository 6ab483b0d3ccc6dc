// Sends a contact message (the /contact-us page and the am-form content part). Answers the server's
// success_message; a null answer (a server without the contact module) throws: the shopper must never be told a
// message went out when it did not.
import { errorMessage } from '../../domain/api-error';
import { consentAnswersOf } from '../../domain/consent-answers';
import type { GraphQLClient } from '../graphql-client';
import { ContactusFormSubmitDocument, type ContactusFormInput } from '../../gql/generated/graphql';

/** The server answered null: no module took the message. Shown as the form's own failure text, not the server's. */
export class NotAnsweredError extends Error {
  override readonly name = 'NotAnsweredError';
}

/** What a failed engagement form shows: the server's (or transport's) message, or null for the form's own text. */
export function failureText(error: unknown): string | null {
  return error instanceof NotAnsweredError ? null : errorMessage(error) || null;
}

export async function sendContactMessage(client: GraphQLClient, input: ContactusFormInput): Promise<string> {
  const { contactusFormSubmit } = await client.request(ContactusFormSubmitDocument, { input });
  if (!contactusFormSubmit) throw new NotAnsweredError();
  return contactusFormSubmit.success_message;
}

/** The mutation's input from form values; optional fields left empty are not sent. */
export function contactInputOf(values: Readonly<Record<string, unknown>>): ContactusFormInput {
  const text = (name: string) => {
    const value = values[name];
    return typeof value === 'string' ? value.trim() : '';
  };
  const input: ContactusFormInput = { fullname: text('fullname'), email: text('email') };
  if (text('telephone')) input.telephone = text('telephone');
  if (text('comment')) input.comment = text('comment');
  const consents = consentAnswersOf(values);
  if (consents.length > 0) input.amgdpr_consents = consents;
  return input;
}
