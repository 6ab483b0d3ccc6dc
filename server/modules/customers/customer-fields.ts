import { GraphQlInputException } from '../../graphql/errors';
import { msg } from '../../i18n/message';

/** Magento's customer_entity text columns are varchar(255). */
const MAX_TEXT = 255;

/** The pattern the storefront's email rule uses (section 5), a little stricter about the domain. */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/u;

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL.test(email);
}

/** A trimmed email, or Magento's invalid-address error. */
export function emailField(value: string): string {
  const email = value.trim();
  if (email === '') throw new GraphQlInputException(msg('Specify the "{field}" value.', { field: 'email' }));
  if (!isValidEmail(email)) throw new GraphQlInputException(msg('"{email}" is not a valid email address.', { email }));
  return email;
}

/** A required name-like field: trimmed, not empty, at most 255 characters. */
export function requiredText(field: string, value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  if (text === '') throw new GraphQlInputException(msg('"{field}" is a required value.', { field }));
  if (text.length > MAX_TEXT) throw new GraphQlInputException(msg('"{field}" is longer than {max} characters.', { field, max: MAX_TEXT }));
  return text;
}

/** An optional text field: empty means none. */
export function optionalText(field: string, value: string | null | undefined, max = MAX_TEXT): string | null {
  const text = value?.trim() ?? '';
  if (text.length > max) throw new GraphQlInputException(msg('"{field}" is longer than {max} characters.', { field, max }));
  return text === '' ? null : text;
}

/** A date of birth as YYYY-MM-DD, a real calendar day in the past (Magento also takes only dates). */
export function dateOfBirth(value: string | null | undefined, now = new Date()): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  const valid = match && date && date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3]);
  if (!valid || !date || date.getTime() > now.getTime() || date.getUTCFullYear() < 1900) {
    throw new GraphQlInputException(msg('Invalid date of birth "{value}".', { value: text }));
  }
  return `${match[1]}-${match[2]}-${match[3]}`;
}

/** Magento's gender options: 1 male, 2 female, 3 not specified. */
export function genderField(value: number | null | undefined): number | null {
  if (value === null || value === undefined || value === 0) return null;
  if (![1, 2, 3].includes(value)) throw new GraphQlInputException(msg('"{value}" is not a valid gender.', { value }));
  return value;
}

export const CUSTOMER_TYPES = ['b2c', 'b2b'] as const;

export function customerTypeField(value: string | null | undefined): 'b2c' | 'b2b' {
  if (value === null || value === undefined || value === '') return 'b2c';
  const type = CUSTOMER_TYPES.find((candidate) => candidate === value);
  if (!type) throw new GraphQlInputException(msg('"{value}" is not a valid customer type.', { value }));
  return type;
}
