import type { ContactusFormInput } from '../../graphql/generated/resolvers-types';
import { GraphQlInputException } from '../../graphql/errors';
import { msg } from '../../i18n/message';

/** A contact message as stored: trimmed, optional fields null when left empty. */
export interface ContactMessage {
  fullname: string;
  email: string;
  telephone: string | null;
  comment: string | null;
}

// Bounds keep one message from filling the table; the email limit is RFC 5321's path length.
export const LIMITS = { fullname: 255, email: 254, comment: 5000 } as const;

// Local part of printable ASCII without spaces, a domain of dot-separated labels and a letter TLD.
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
// Thai phone numbers as the storefront's phone validator takes them: exactly 10 digits beginning with 0.
const PHONE = /^0\d{9}$/;

function bounded(value: string, field: keyof typeof LIMITS): string {
  if (value.length > LIMITS[field]) {
    throw new GraphQlInputException(msg('"{field}" is longer than {max} characters.', { field, max: String(LIMITS[field]) }));
  }
  return value;
}

/** Checks the mutation's input; throws graphql-input (answered in the store view's language). */
export function readContactInput(input: ContactusFormInput): ContactMessage {
  const fullname = bounded(input.fullname.trim(), 'fullname');
  if (fullname === '') throw new GraphQlInputException(msg('Enter the Name and try again.'));
  const email = bounded(input.email.trim(), 'email');
  if (email === '') throw new GraphQlInputException(msg('Enter the Email and try again.'));
  if (!EMAIL.test(email)) throw new GraphQlInputException(msg('The email address is invalid. Verify the email address and try again.'));
  // Spaces and dashes people type between digit groups are not part of the number.
  const telephone = (input.telephone ?? '').replace(/[\s-]/g, '');
  if (telephone !== '' && !PHONE.test(telephone)) throw new GraphQlInputException(msg('Invalid mobile number.'));
  const comment = bounded((input.comment ?? '').trim(), 'comment');
  return { fullname, email, telephone: telephone || null, comment: comment || null };
}
